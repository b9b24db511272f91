(* formal/Key.v -- the keys of the checks' tables (formal/Check.v): three numbers ordered
   lexicographically by one comparison of machine integers, rather than through nested pair
   modules (each level a call and a constructor). Only the order matters to the AVL map; the
   soundness theorems do not depend on it (every entry holds its description). *)
From Coq Require Import Arith Lia OrderedType.

(* ---------- the comparison ---------- *)
Definition key3 := (nat * (nat * nat))%type.

Definition cmp3 (x y : key3) : comparison :=
  let '(a, (b, c)) := x in
  let '(a', (b', c')) := y in
  if a =? a' then
    if b =? b' then (if c =? c' then Eq else if c <? c' then Lt else Gt)
    else if b <? b' then Lt else Gt
  else if a <? a' then Lt else Gt.

Definition lt3 (x y : key3) : Prop :=
  let '(a, (b, c)) := x in
  let '(a', (b', c')) := y in
  a < a' \/ (a = a' /\ (b < b' \/ (b = b' /\ c < c'))).

(* ============================ proofs ============================ *)

(* every branch of cmp3 on two keys taken apart: each number compared by =? and <? *)
Ltac cmp3_cases :=
  intros [a [b c]] [a' [b' c']];
  unfold cmp3;
  destruct (Nat.eqb_spec a a'); destruct (Nat.ltb_spec a a'); destruct (Nat.eqb_spec b b');
  destruct (Nat.ltb_spec b b'); destruct (Nat.eqb_spec c c'); destruct (Nat.ltb_spec c c').

Lemma cmp3_lt : forall x y, cmp3 x y = Lt -> lt3 x y.
Proof.
  cmp3_cases; unfold lt3; intros Hc; try discriminate; lia.
Qed.

Lemma cmp3_gt : forall x y, cmp3 x y = Gt -> lt3 y x.
Proof.
  cmp3_cases; unfold lt3; intros Hc; try discriminate; lia.
Qed.

Lemma cmp3_eq : forall x y, cmp3 x y = Eq -> x = y.
Proof.
  cmp3_cases; intros Hc; try discriminate; subst; reflexivity.
Qed.

Module Key3 <: OrderedType.
  Definition t := key3.
  Definition eq := @eq t.
  Definition lt := lt3.
  Lemma eq_refl : forall x : t, eq x x.
  Proof. intros; reflexivity. Qed.
  Lemma eq_sym : forall x y : t, eq x y -> eq y x.
  Proof. intros; symmetry; auto. Qed.
  Lemma eq_trans : forall x y z : t, eq x y -> eq y z -> eq x z.
  Proof. intros; unfold eq in *; congruence. Qed.
  Lemma lt_trans : forall x y z : t, lt x y -> lt y z -> lt x z.
  Proof. intros [a [b c]] [a' [b' c']] [a'' [b'' c'']]. unfold lt, lt3. lia. Qed.
  Lemma lt_not_eq : forall x y : t, lt x y -> ~ eq x y.
  Proof. intros [a [b c]] [a' [b' c']]. unfold lt, lt3, eq. intros H E. injection E. lia. Qed.
  Definition compare (x y : t) : Compare lt eq x y :=
    match cmp3 x y as r return cmp3 x y = r -> Compare lt eq x y with
    | Lt => fun H => LT (cmp3_lt x y H)
    | Eq => fun H => EQ (cmp3_eq x y H)
    | Gt => fun H => GT (cmp3_gt x y H)
    end (Logic.eq_refl _).
  Definition eq_dec (x y : t) : {eq x y} + {~ eq x y}.
  Proof. unfold eq. decide equality; [decide equality|]; apply Nat.eq_dec. Defined.
End Key3.

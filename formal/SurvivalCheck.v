(* formal/SurvivalCheck.v -- the verified checks of survival certificates ([surv.player],
   [surv.adversary]) and their soundness theorems.

   The checks read a table, node id -> position (and, for the adversary, its choice and the
   length of its longest game), that the unverified walk (formal/driver/survival_walk.ml) filled,
   and verify every entry locally against the node lines: every move with the turn of
   formal/SurvivalFast.v, proved equal to formal/Survival.v's (concrete boards, no description
   lemma needed). The theorems say:
   when a check returns true, the claim of formal/SurvivalClaims.v holds, whatever the table and
   the node lines were. The structure rules and the rule a rejection names are the walk's. *)
From Coq Require Import List Arith Bool Lia.
Import ListNotations.
From Sureline Require Import Rules Survival SurvivalClaims SurvivalFast.

Scheme Equality for piece.

Fixpoint rows_eqb (a b : list nat) : bool :=
  match a, b with [] , [] => true | x :: a', y :: b' => (x =? y) && rows_eqb a' b' | _, _ => false end.
Definition tag_eqb (a b : tag) : bool :=
  match a, b with
  | NoTag, NoTag => true
  | ToPlace x, ToPlace y => piece_beq x y
  | Index i, Index j => i =? j
  | _, _ => false
  end.
Definition pos_eqb (a b : position) : bool := rows_eqb (fst a) (fst b) && tag_eqb (snd a) (snd b).
Definition choice_eqb (a b : piece * tag) : bool := piece_beq (fst a) (fst b) && tag_eqb (snd a) (snd b).

Fixpoint pairs_ok {A B} (f : A -> B -> bool) (a : list A) (b : list B) : bool :=
  match a, b with [], [] => true | x :: a', y :: b' => f x y && pairs_ok f a' b' | _, _ => false end.
(* every id below n *)
Fixpoint ids_ok (n : nat) (f : nat -> bool) : bool :=
  match n with 0 => true | S m => f m && ids_ok m f end.

(* the placements of a piece that fit the walls, orientation ascending then column ascending
   ([rules.placement], the order of an adversary's node line) *)
Definition splacements (p : piece) (W : nat) : list (nat * nat) :=
  flat_map (fun o => map (fun c => (o, c)) (seq 0 (S W - width_of o))) (filter (fun o => piece_beq (piece_of o) p) (seq 0 19)).

(* the placements of every piece, computed once a check (the extracted code computes the let
   when the width is given) *)
Definition placements_table (W : nat) : piece -> list (nat * nat) :=
  let t := map (fun p => splacements p W) [pI; pO; pT; pS; pZ; pJ; pL] in
  (* the seven lists taken apart once (nth is a walk of closures in the extracted code) *)
  match t with
  | [a; b; c; d; e; f; h] => fun p => match p with
      | pI => a | pO => b | pT => c | pS => d | pZ => e | pJ => f | pL => h end
  | _ => fun p => splacements p W
  end.

(* ---------- [surv.player] ---------- *)
(* a move (orientation, column, next node) answering choice c at board B; wl the wells of the
   game (swells) *)
Definition player_move_ok (g : sgame) (wl : list nat) (N : nat) (T : nat -> option position) (B : sboard)
    (c : piece * tag) (m : nat * nat * nat) : bool :=
  let '(o, col, nx) := m in
  (o <? 19) && piece_beq (piece_of o) (fst c) && fits (s_width g) o col &&
  (* the turn only once the piece fits: the extracted code computes a let at once; the heights
     read per move (a node has few moves) *)
  let B' := fturn (s_floor g) wl B [] o col in
  negb (ftops_out (s_height g) B') &&
  (nx <? N) && match T nx with Some q => pos_eqb q (B', snd c) | None => false end.

Definition player_node_ok (g : sgame) (wl : list nat) (N : nat) (T : nat -> option position)
    (nodes : nat -> list (nat * nat * nat)) (n : nat) : bool :=
  match T n with
  | Some (B, t) => pairs_ok (player_move_ok g wl N T B) (choices g t) (nodes n)
  | None => false
  end.

(* one floor a column; root k is node k; every node's moves answer every choice at its position *)
Definition check_survival_player (g : sgame) (N : nat) (T : nat -> option position)
    (nodes : nat -> list (nat * nat * nat)) : bool :=
  (length (s_floor g) =? s_width g) && (length (roots g) <=? N) &&
  pairs_ok (fun k r => match T k with Some q => pos_eqb q r | None => false end) (seq 0 (length (roots g))) (roots g) &&
  let wl := swells (s_floor g) in ids_ok N (player_node_ok g wl N T nodes).

(* ---------- [surv.adversary] ---------- *)
(* an entry: the node's position, the adversary's choice there, the length of its longest game *)
Definition aentry := (position * (piece * tag) * nat)%type.

(* a field (next node, or None for `x`) of placement pl: it tops out, or its next node's
   position is the one it leads to and its longest game is shorter; wl the wells of the game,
   hs the heights of B *)
Definition adversary_field_ok (g : sgame) (wl : list nat) (N : nat) (T : nat -> option aentry) (B : sboard)
    (hs : list nat) (t' : tag) (len : nat) (pl : nat * nat) (f : option nat) : bool :=
  let B' := fturn (s_floor g) wl B hs (fst pl) (snd pl) in
  ftops_out (s_height g) B' ||
  match f with
  | Some nx => (nx <? N) && match T nx with Some (q, _, l) => pos_eqb q (B', t') && (l <? len) | None => false end
  | None => false
  end.

Definition adversary_node_ok (g : sgame) (wl : list nat) (N : nat) (T : nat -> option aentry)
    (fields : nat -> list (option nat)) (pl : piece -> list (nat * nat)) (n : nat) : bool :=
  match T n with
  | Some ((B, t), (p, t'), len) =>
      (1 <=? len) && existsb (choice_eqb (p, t')) (choices g t) &&
      (* the heights read once for the node's placements (all of a piece's) *)
      let hs := sheights (s_floor g) B in
      pairs_ok (adversary_field_ok g wl N T B hs t' len) (pl p) (fields n)
  | None => false
  end.

(* node 0 is a starting position and its longest game has at most D pieces *)
Definition check_survival_adversary (g : sgame) (D N : nat) (T : nat -> option aentry)
    (fields : nat -> list (option nat)) : bool :=
  (length (s_floor g) =? s_width g) && (0 <? N) &&
  match T 0 with Some (q, _, len) => existsb (pos_eqb q) (roots g) && (len <=? D) | None => false end &&
  let pl := placements_table (s_width g) in let wl := swells (s_floor g) in
  ids_ok N (adversary_node_ok g wl N T fields pl).

(* ============================ proofs ============================ *)

Lemma rows_eqb_eq : forall a b, rows_eqb a b = true -> a = b.
Proof.
  induction a; destruct b; simpl; intros; try discriminate; auto.
  apply andb_true_iff in H as [H1 H2]. apply Nat.eqb_eq in H1. f_equal; auto.
Qed.

Lemma piece_beq_eq : forall p q, piece_beq p q = true -> p = q.
Proof. destruct p, q; simpl; congruence. Qed.

Lemma tag_eqb_eq : forall a b, tag_eqb a b = true -> a = b.
Proof.
  destruct a, b; simpl; intros; try discriminate; auto.
  - apply piece_beq_eq in H. subst. auto.
  - apply Nat.eqb_eq in H. subst. auto.
Qed.

Lemma pos_eqb_eq : forall a b, pos_eqb a b = true -> a = b.
Proof.
  intros [] []. unfold pos_eqb. simpl. intros H. apply andb_true_iff in H as [H1 H2].
  apply rows_eqb_eq in H1. apply tag_eqb_eq in H2. subst. auto.
Qed.

Lemma choice_eqb_eq : forall a b, choice_eqb a b = true -> a = b.
Proof.
  intros [] []. unfold choice_eqb. simpl. intros H. apply andb_true_iff in H as [H1 H2].
  apply piece_beq_eq in H1. apply tag_eqb_eq in H2. subst. auto.
Qed.

Lemma pairs_ok_in : forall {A B} (f : A -> B -> bool) a b x, pairs_ok f a b = true -> In x a -> exists y, f x y = true.
Proof.
  induction a; destruct b; simpl; intros; try discriminate; try tauto.
  apply andb_true_iff in H as [H1 H2]. destruct H0; subst; eauto.
Qed.

Lemma pairs_ok_nth : forall {A B} (f : A -> B -> bool) a b k x y, pairs_ok f a b = true ->
  nth_error a k = Some x -> nth_error b k = Some y -> f x y = true.
Proof.
  induction a; destruct b; destruct k; simpl; intros x y Hp Ha Hb; try discriminate.
  - apply andb_true_iff in Hp as [Hf _]. congruence.
  - apply andb_true_iff in Hp as [_ Hr]. eauto.
Qed.

Lemma pairs_ok_length : forall {A B} (f : A -> B -> bool) a b, pairs_ok f a b = true -> length a = length b.
Proof.
  induction a; destruct b; simpl; intros; try discriminate; auto.
  apply andb_true_iff in H as [_ H]. f_equal. eauto.
Qed.

Lemma seq_nth_error : forall n s k, k < n -> nth_error (seq s n) k = Some (s + k).
Proof.
  induction n; intros s k Hk; [lia|]. destruct k; simpl; [f_equal; lia|].
  rewrite IHn by lia. f_equal; lia.
Qed.

Lemma ids_ok_lt : forall N f n, ids_ok N f = true -> n < N -> f n = true.
Proof.
  induction N; simpl; intros; [lia|]. apply andb_true_iff in H as [H1 H2].
  destruct (Nat.eq_dec n N); subst; auto. apply IHN; auto. lia.
Qed.

Lemma splacements_complete : forall g p o col, legal g p o col -> In (o, col) (splacements p (s_width g)).
Proof.
  intros g p o col [Ho [Hp Hf]]. unfold splacements. apply in_flat_map. exists o. split.
  - apply filter_In. split; [apply in_seq; lia|]. subst p. destruct (piece_of o); reflexivity.
  - apply in_map_iff. exists col. split; auto. unfold fits in Hf. apply Nat.leb_le in Hf. apply in_seq. lia.
Qed.

Lemma placements_table_ok : forall W p, placements_table W p = splacements p W.
Proof. intros W p. destruct p; reflexivity. Qed.

Theorem check_survival_player_sound : forall g N T nodes,
  check_survival_player g N T nodes = true -> survives_forever g.
Proof.
  intros g N T nodes H. unfold check_survival_player in H.
  apply andb_true_iff in H as [H Hall]. apply andb_true_iff in H as [H Hroots].
  apply andb_true_iff in H as [_ Hlen]. apply Nat.leb_le in Hlen.
  exists (fun q => exists n, n < N /\ T n = Some q). split.
  - intros r Hr. apply In_nth_error in Hr as [k Hk].
    assert (Hkl : k < length (roots g)) by (apply nth_error_Some; congruence).
    assert (Hs : nth_error (seq 0 (length (roots g))) k = Some k) by (apply seq_nth_error; auto).
    pose proof (pairs_ok_nth _ _ _ _ _ _ Hroots Hs Hk) as Hm. simpl in Hm.
    destruct (T k) eqn:Ek; [|discriminate]. apply pos_eqb_eq in Hm. subst. exists k. split; auto. lia.
  - intros B t p t' [n [Hn Hf]] Hc.
    pose proof (ids_ok_lt _ _ _ Hall Hn) as Hnode. unfold player_node_ok in Hnode. rewrite Hf in Hnode.
    destruct (pairs_ok_in _ _ _ _ Hnode Hc) as [[[o col] nx] Hm].
    unfold player_move_ok in Hm. simpl in Hm. cbv zeta in Hm. rewrite !andb_true_iff in Hm.
    destruct Hm as [[[Ho Hp] Hfit] [[Htop Hnx] Hq]]. apply Nat.ltb_lt in Ho, Hnx. apply piece_beq_eq in Hp.
    apply negb_true_iff in Htop.
    destruct (T nx) eqn:Enx; [|discriminate]. apply pos_eqb_eq in Hq. subst.
    rewrite ftops_out_eq, fturn_eq in Htop by apply no_heights_ok. rewrite fturn_eq in Enx by apply no_heights_ok.
    exists o, col. repeat split; auto. exists nx. auto.
Qed.

Lemma ends_mono : forall g n q m, ends g n q -> n <= m -> ends g m q.
Proof.
  intros g n. induction n as [|n IH]; intros q m H Hm; inversion H as [n' B t p t' Hc Hnext]; subst.
  destruct m as [|m]; [lia|]. eapply ends_step; eauto.
  intros o col Hl. destruct (Hnext o col Hl); auto. right. apply IH; auto. lia.
Qed.

Section Adversary.
Variables (g : sgame) (N : nat) (T : nat -> option aentry) (fields : nat -> list (option nat)).
Hypothesis Hall : ids_ok N (adversary_node_ok g (swells (s_floor g)) N T fields (placements_table (s_width g))) = true.

Lemma adversary_entries : forall len n q c, n < N -> T n = Some (q, c, len) -> ends g len q.
Proof.
  induction len as [len IH] using lt_wf_ind. intros n [B t] [p t'] Hn Hf.
  pose proof (ids_ok_lt _ _ _ Hall Hn) as Hnode. unfold adversary_node_ok in Hnode. rewrite Hf in Hnode.
  rewrite !andb_true_iff in Hnode. destruct Hnode as [[Hl Hc] Hfs]. apply Nat.leb_le in Hl.
  apply existsb_exists in Hc as [c [Hc Heq]]. apply choice_eqb_eq in Heq. subst c.
  destruct len as [|len]; [lia|]. eapply ends_step; eauto.
  intros o col Hleg. apply splacements_complete in Hleg. rewrite <- placements_table_ok in Hleg.
  destruct (pairs_ok_in _ _ _ _ Hfs Hleg) as [fl Hfl]. unfold adversary_field_ok in Hfl. simpl in Hfl.
  rewrite ftops_out_eq, fturn_eq in Hfl by apply sheights_ok.
  apply orb_true_iff in Hfl as [Htop|Hfl]; [now left|right].
  destruct fl as [nx|]; [|discriminate]. apply andb_true_iff in Hfl as [Hnx Hfl]. apply Nat.ltb_lt in Hnx.
  destruct (T nx) as [[[q2 c2] l2]|] eqn:Enx; [|discriminate].
  apply andb_true_iff in Hfl as [Hq Hl2]. apply pos_eqb_eq in Hq. apply Nat.ltb_lt in Hl2. subst q2.
  apply ends_mono with (n := l2); [|lia]. eapply (IH l2); eauto.
Qed.
End Adversary.

Theorem check_survival_adversary_sound : forall g D N T fields,
  check_survival_adversary g D N T fields = true -> adversary_ends_within g D.
Proof.
  intros g D N T fields H. unfold check_survival_adversary in H.
  apply andb_true_iff in H as [H Hall]. apply andb_true_iff in H as [H Hroot].
  apply andb_true_iff in H as [_ HN]. apply Nat.ltb_lt in HN.
  destruct (T 0) as [[[q c] len]|] eqn:E0; [|discriminate].
  apply andb_true_iff in Hroot as [Hr HD]. apply existsb_exists in Hr as [r [Hr Heq]]. apply pos_eqb_eq in Heq. subst r.
  apply Nat.leb_le in HD. exists q. split; auto.
  apply ends_mono with (n := len); auto. eapply adversary_entries; eauto.
Qed.

(* formal/Weaken.v -- [rules.claims.order]: which claims imply which, proved, and the claim
   options of the command line ([cert.claim], [adv.claim]) as Coq functions: a certificate's
   verified claim answers the claim asked when claim_ok_player / claim_ok_adversary say so. *)
From Coq Require Import List Arith Bool Lia.
Import ListNotations.
From Sureline Require Import Rules Claims Desc Check.

(* g2 is a game in which the player has at least the chances he has in g1 *)
Definition easier (g1 g2 : game) : Prop :=
  (forall p, In p (g_pieces g2) -> In p (g_pieces g1)) /\
  (forall B p o col, allowed g1 B p o col -> allowed g2 B p o col) /\
  (forall B, wins_now g1 B = true -> wins_now g2 B = true) /\
  (forall B, goes_on g1 B = true -> wins_now g2 B = true \/ goes_on g2 B = true).

Lemma wins_easier : forall g1 g2 n B, easier g1 g2 -> wins g1 n B -> wins g2 n B.
Proof.
  intros g1 g2 n. induction n; intros B He H; [inversion H|]. pose proof He as [Hp [Ha [Hw Hg]]].
  inversion H; subst. constructor. intros p Hin. destruct (H1 p (Hp p Hin)) as [o [col [Hal Hr]]].
  exists o, col. split; [apply Ha; auto|].
  destruct Hr as [Hr|[Hgo Hr]]; [left; apply Hw; auto|].
  destruct (Hg _ Hgo) as [Hw2|Hg2]; [left; auto|right; split; [exact Hg2|apply IHn; auto]].
Qed.

Definition kind_le (k1 k2 : kind) : bool :=
  match k1, k2 with
  | Goal r1, Goal r2 => r1 <=? r2
  | Capped r1, Capped r2 => r1 <=? r2
  | Well h1, Well h2 => h1 <=? h2
  | _, _ => false
  end.
Definition moves_le (m1 m2 : moveset) : bool :=
  match m1, m2 with Grid2022, _ => true | All, All => true | All, Grid2022 => false end.
Definition pieces_sub (a b : list piece) : bool := forallb (fun p => existsb (piece_eqb p) b) a.

Lemma completes_mono : forall W B n m, n <= m -> completes_below W B n = true -> completes_below W B m = true.
Proof.
  intros. unfold completes_below in *. rewrite existsb_exists in *. destruct H0 as [y [Hy Hc]].
  exists y. split; auto. apply in_seq in Hy. apply in_seq. lia.
Qed.

Lemma easier_by : forall g1 g2, g_width g1 = g_width g2 -> kind_le (g_kind g1) (g_kind g2) = true ->
  moves_le (g_moves g1) (g_moves g2) = true -> pieces_sub (g_pieces g2) (g_pieces g1) = true ->
  easier g1 g2.
Proof.
  intros g1 g2 Hw Hk Hm Hp. split; [|split; [|split]].
  - intros p Hin. unfold pieces_sub in Hp. rewrite forallb_forall in Hp. specialize (Hp p Hin).
    apply existsb_exists in Hp as [q [Hq E]]. apply piece_eqb_eq in E. subst. auto.
  - intros B p o col [Ho [Hpo [Hf [Hc [Ht Hmv]]]]]. repeat split; auto.
    + rewrite <- Hw. auto.
    + unfold under_cap in *. destruct (g_kind g1), (g_kind g2); try discriminate; auto.
      apply Nat.leb_le in Hk. rewrite forallb_forall in *. intros xy Hxy. specialize (Hc xy Hxy).
      apply Nat.ltb_lt in Hc. apply Nat.ltb_lt. lia.
    + unfold below_top, top in *. destruct (g_kind g1), (g_kind g2); try discriminate; auto.
      apply Nat.leb_le in Hk. apply Nat.leb_le in Ht. apply Nat.leb_le. lia.
    + unfold in_moveset in *. destruct (g_moves g1), (g_moves g2); simpl in *; auto; discriminate.
  - intros B H. unfold wins_now, goal_rows in *. rewrite <- Hw.
    destruct (g_kind g1), (g_kind g2); try discriminate; apply Nat.leb_le in Hk; eapply completes_mono; eauto.
  - intros B H. destruct (wins_now g2 B) eqn:E; [left; auto|right].
    unfold goes_on, wins_now, counted_rows, goal_rows in *. rewrite <- Hw in *.
    destruct (g_kind g1), (g_kind g2); try discriminate; auto.
    + rewrite E. reflexivity.
    + rewrite E. reflexivity.
Qed.

(* the claim asked of a player certificate: game g2 (width, rows or height, pieces) within D2 *)
Definition claim_ok_player (g1 : game) (D1 : nat) (g2 : game) (D2 : nat) : bool :=
  (g_width g1 =? g_width g2) && kind_le (g_kind g1) (g_kind g2) && moves_le (g_moves g1) (g_moves g2)
  && pieces_sub (g_pieces g2) (g_pieces g1) && (D1 <=? D2).

Theorem player_claim_sound : forall g1 nodes T D1 g2 D2,
  check_player g1 nodes T D1 = true -> claim_ok_player g1 D1 g2 D2 = true -> player_wins_within g2 D2.
Proof.
  intros g1 nodes T D1 g2 D2 H Hc. apply check_player_sound in H. unfold claim_ok_player in Hc.
  rewrite !andb_true_iff, Nat.eqb_eq, Nat.leb_le in Hc. destruct Hc as [[[[Hw Hk] Hm] Hp] HD].
  unfold player_wins_within in *. apply wins_easier with g1; [apply easier_by; auto|].
  apply wins_mono with D1; auto.
Qed.

(* the claim asked of an adversary certificate: game g2 (the player's chances at most those of
   g1) within the budget b2 (None: forever) *)
Definition budget_le (b2 b1 : option nat) : bool :=
  match b2, b1 with _, None => true | Some d2, Some d1 => d2 <=? d1 | None, Some _ => false end.
Definition claim_ok_adversary (g1 : game) (b1 : option nat) (g2 : game) (b2 : option nat) : bool :=
  (g_width g1 =? g_width g2) && kind_le (g_kind g2) (g_kind g1) && moves_le (g_moves g2) (g_moves g1)
  && pieces_sub (g_pieces g1) (g_pieces g2) && budget_le b2 b1.

Theorem adversary_claim_sound : forall g1 T b1 g2 b2,
  check_adversary g1 T b1 = true -> claim_ok_adversary g1 b1 g2 b2 = true ->
  match b2 with None => adversary_prevents g2 | Some D => no_win_within g2 D end.
Proof.
  intros g1 T b1 g2 b2 H Hc. unfold claim_ok_adversary in Hc.
  rewrite !andb_true_iff, Nat.eqb_eq in Hc. destruct Hc as [[[[Hw Hk] Hm] Hp] Hb].
  assert (He : easier g2 g1) by (apply easier_by; auto).
  destruct b1 as [D1|].
  - apply check_adversary_within_sound in H. destruct b2 as [D2|]; [|discriminate].
    apply Nat.leb_le in Hb. intros Hw2. apply H. apply wins_mono with D2; auto. apply wins_easier with g2; auto.
  - apply check_adversary_forever_sound in H.
    destruct b2 as [D2|]; intros; [intros Hw2 | intros n Hw2]; eapply H, wins_easier; eauto.
Qed.

(* From a start position ([comp.start]): the same, the claim asked being about the same start. *)
Theorem player_start_claim_sound : forall g1 nodes T D1 g2 D2 s e,
  start_desc g1 s = Some e -> check_player_at g1 nodes T D1 e = true ->
  claim_ok_player g1 D1 g2 D2 = true -> wins g2 D2 (start_board s).
Proof.
  intros g1 nodes T D1 g2 D2 s e Hs H Hc. pose proof (check_player_start_sound _ _ _ _ _ _ Hs H) as W.
  unfold claim_ok_player in Hc.
  rewrite !andb_true_iff, Nat.eqb_eq, Nat.leb_le in Hc. destruct Hc as [[[[Hw Hk] Hm] Hp] HD].
  apply wins_easier with g1; [apply easier_by; auto|]. apply wins_mono with D1; auto.
Qed.

Theorem adversary_start_claim_sound : forall g1 T b1 g2 b2 s e,
  start_desc g1 s = Some e -> check_adversary_at g1 T b1 e = true ->
  claim_ok_adversary g1 b1 g2 b2 = true ->
  match b2 with None => forall n, ~ wins g2 n (start_board s) | Some D => ~ wins g2 D (start_board s) end.
Proof.
  intros g1 T b1 g2 b2 s e Hs H Hc. pose proof (check_adversary_start_sound _ _ _ _ _ Hs H) as A.
  unfold claim_ok_adversary in Hc.
  rewrite !andb_true_iff, Nat.eqb_eq in Hc. destruct Hc as [[[[Hw Hk] Hm] Hp] Hb].
  assert (He : easier g2 g1) by (apply easier_by; auto).
  destruct b1 as [D1|].
  - destruct b2 as [D2|]; [|discriminate]. apply Nat.leb_le in Hb.
    intros Hw2. apply A. apply wins_mono with D2; auto. apply wins_easier with g2; auto.
  - destruct b2 as [D2|]; [intros Hw2 | intros n Hw2]; eapply A, wins_easier; eauto.
Qed.

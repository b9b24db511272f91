(* formal/SurvivalWeaken.v -- [surv.order], proved: the claim asked on the command line from
   the one a survival certificate proves. The driver asks `survival_claim_ok_player` or
   `survival_claim_ok_adversary` with the game (and budget) the options state; a VERIFIED line
   is backed by `survival_player_claim_sound` or `survival_adversary_claim_sound`. *)
From Coq Require Import List Arith Bool Lia.
Import ListNotations.
From Sureline Require Import Rules Survival SurvivalClaims SurvivalCheck.

(* a is a subset of b *)
Definition sub_pieces (a b : list piece) : bool := forallb (fun p => existsb (piece_beq p) b) a.
Fixpoint pieces_eqb (a b : list piece) : bool :=
  match a, b with [], [] => true | x :: a', y :: b' => piece_beq x y && pieces_eqb a' b' | _, _ => false end.

(* the certificate's game g1, the claim's g2: the same well; the player's claim holds in a
   higher well, against fewer pieces, with preview when it holds without *)
Definition survival_claim_ok_player (g1 g2 : sgame) : bool :=
  (s_width g1 =? s_width g2) && rows_eqb (s_floor g1) (s_floor g2) && (s_height g1 <=? s_height g2) &&
  match s_supply g1, s_supply g2 with
  | FromSet P pv, FromSet P' pv' => sub_pieces P' P && (Bool.eqb pv pv' || negb pv)
  | Sequence Q, Sequence Q' => pieces_eqb Q Q'
  | _, _ => false
  end.

(* the adversary's: a lower well, more pieces, without preview when it holds with, a larger budget *)
Definition survival_claim_ok_adversary (g1 : sgame) (D1 : nat) (g2 : sgame) (D2 : nat) : bool :=
  (s_width g1 =? s_width g2) && rows_eqb (s_floor g1) (s_floor g2) && (s_height g2 <=? s_height g1) &&
  (D1 <=? D2) &&
  match s_supply g1, s_supply g2 with
  | FromSet P pv, FromSet P' pv' => sub_pieces P P' && (Bool.eqb pv pv' || pv)
  | Sequence Q, Sequence Q' => pieces_eqb Q Q'
  | _, _ => false
  end.

(* ============================ proofs ============================ *)

Lemma sub_pieces_in : forall a b p, sub_pieces a b = true -> In p a -> In p b.
Proof.
  intros a b p H Hp. unfold sub_pieces in H. rewrite forallb_forall in H. specialize (H p Hp).
  apply existsb_exists in H as [q [Hq E]]. apply piece_beq_eq in E. subst. auto.
Qed.

Lemma pieces_eqb_eq : forall a b, pieces_eqb a b = true -> a = b.
Proof.
  induction a; destruct b; simpl; intros; try discriminate; auto.
  apply andb_true_iff in H as [H1 H2]. apply piece_beq_eq in H1. f_equal; auto.
Qed.

Lemma in_skipn : forall (B : list nat) n x, In x (skipn n B) -> In x B.
Proof. induction B; destruct n; simpl; intros x Hx; auto. right. eapply IHB; eauto. Qed.

Lemma tops_out_mono : forall H1 H2 B, H1 <= H2 -> tops_out H2 B = true -> tops_out H1 B = true.
Proof.
  unfold tops_out. intros H1 H2 B Hle H. apply existsb_exists in H as [x [Hx E]].
  apply existsb_exists. exists x. split; auto. clear E. revert H1 H2 Hle Hx.
  induction B; intros H1 H2 Hle Hx; destruct H1, H2; simpl in *; auto; try lia.
  - apply in_skipn in Hx. auto.
  - apply (IHB H1 H2); auto. lia.
Qed.

Lemma turn_same : forall g1 g2, s_width g1 = s_width g2 -> s_floor g1 = s_floor g2 -> turn g1 = turn g2.
Proof. intros g1 g2 Hw Hf. unfold turn. rewrite Hf. reflexivity. Qed.

Lemma legal_same : forall g1 g2 p o col, s_width g1 = s_width g2 -> legal g1 p o col -> legal g2 p o col.
Proof. unfold legal. intros g1 g2 p o col Hw. rewrite Hw. auto. Qed.

(* The player's claim carried over: positions of g2 related to positions of g1 by a relation
   on tags (rel t2 t1) that the choices respect. *)
Lemma survives_transfer : forall g1 g2 (rel : tag -> tag -> Prop),
  turn g1 = turn g2 -> s_width g1 = s_width g2 -> s_height g1 <= s_height g2 ->
  (forall B t2, In (B, t2) (roots g2) -> exists t1, rel t2 t1 /\ In (B, t1) (roots g1)) ->
  (forall t2 t1 p t2', rel t2 t1 -> In (p, t2') (choices g2 t2) ->
     exists t1', rel t2' t1' /\ In (p, t1') (choices g1 t1)) ->
  survives_forever g1 -> survives_forever g2.
Proof.
  intros g1 g2 rel Ht Hw Hh Hr Hc [Inv [Hroot Hclosed]].
  exists (fun q => exists t1, rel (snd q) t1 /\ Inv (fst q, t1)). split.
  - intros [B t2] Hin. destruct (Hr B t2 Hin) as [t1 [Hrel Hin1]]. exists t1. split; auto.
  - intros B t2 p t2' [t1 [Hrel HI]] Hin. simpl in *.
    destruct (Hc t2 t1 p t2' Hrel Hin) as [t1' [Hrel' Hin1]].
    destruct (Hclosed B t1 p t1' HI Hin1) as [o [col [Hl [Htop HI']]]].
    exists o, col. rewrite <- Ht. split; [eapply legal_same; eauto|]. split.
    + destruct (tops_out (s_height g2) _) eqn:E; auto. apply (tops_out_mono (s_height g1)) in E; auto. congruence.
    + exists t1'. auto.
Qed.

Theorem survival_player_claim_sound : forall g1 g2,
  survives_forever g1 -> survival_claim_ok_player g1 g2 = true -> survives_forever g2.
Proof.
  intros g1 g2 Hs Hok. unfold survival_claim_ok_player in Hok. rewrite !andb_true_iff in Hok.
  destruct Hok as [[[Hw Hf] Hh] Hsup]. apply Nat.eqb_eq in Hw. apply rows_eqb_eq in Hf. apply Nat.leb_le in Hh.
  assert (Ht := turn_same g1 g2 Hw Hf).
  unfold roots, choices in *.
  destruct (s_supply g1) as [P pv|Q] eqn:E1, (s_supply g2) as [P' pv'|Q'] eqn:E2; [| discriminate Hsup | discriminate Hsup |].
  - apply andb_true_iff in Hsup as [Hsub Hpv].
    destruct pv, pv'; simpl in Hpv; try discriminate Hpv.
    + apply (survives_transfer g1 g2 eq); auto; unfold roots, choices; rewrite E1, E2.
      * intros B t2 Hin. exists t2. split; auto. apply in_map_iff in Hin as [x [Ex Hx]].
        apply in_map_iff. exists x. split; auto. eapply sub_pieces_in; eauto.
      * intros t2 t1 p t2' <- Hin. exists t2'. split; auto. destruct t2; try contradiction.
        apply in_map_iff in Hin as [y [Ey Hy]]. apply in_map_iff. exists y. split; auto. eapply sub_pieces_in; eauto.
    + apply (survives_transfer g1 g2 (fun t2 t1 => t1 = NoTag /\ exists x, t2 = ToPlace x /\ In x P)); auto;
        unfold roots, choices; rewrite E1, E2.
      * intros B t2 Hin. exists NoTag. apply in_map_iff in Hin as [x [Ex Hx]]. injection Ex as <- <-.
        split; [split; auto; exists x; split; auto; eapply sub_pieces_in; eauto|]. simpl. auto.
      * intros t2 t1 p t2' [-> [x [-> Hx]]] Hin. apply in_map_iff in Hin as [y [Ey Hy]]. injection Ey as <- <-.
        exists NoTag. split; [split; auto; exists y; split; auto; eapply sub_pieces_in; eauto|].
        apply in_map_iff. exists x. auto.
    + apply (survives_transfer g1 g2 eq); auto; unfold roots, choices; rewrite E1, E2.
      * intros B t2 Hin. exists t2. auto.
      * intros t2 t1 p t2' <- Hin. exists t2'. split; auto. destruct t2; try contradiction.
        apply in_map_iff in Hin as [y [Ey Hy]]. apply in_map_iff. exists y. split; auto. eapply sub_pieces_in; eauto.
  - apply pieces_eqb_eq in Hsup. subst Q'.
    apply (survives_transfer g1 g2 eq); auto; unfold roots, choices; rewrite E1, E2.
    + intros B t2 Hin. exists t2. auto.
    + intros t2 t1 p t2' <- Hin. exists t2'. auto.
Qed.

(* The adversary's claim carried over, likewise (rel t1 t2: a tag of g1 and one of g2). *)
Lemma ends_transfer : forall g1 g2 (rel : tag -> tag -> Prop),
  turn g1 = turn g2 -> s_width g1 = s_width g2 -> s_height g2 <= s_height g1 ->
  (forall t1 t2 p t1', rel t1 t2 -> In (p, t1') (choices g1 t1) ->
     exists t2', rel t1' t2' /\ In (p, t2') (choices g2 t2)) ->
  forall n B t1 t2, rel t1 t2 -> ends g1 n (B, t1) -> ends g2 n (B, t2).
Proof.
  intros g1 g2 rel Ht Hw Hh Hc n. induction n as [|n IH]; intros B t1 t2 Hrel He; inversion He; subst.
  destruct (Hc t1 t2 p t' Hrel H2) as [t2' [Hrel' Hin]].
  apply (ends_step g2 n B t2 p t2' Hin). intros o col Hl.
  rewrite <- Ht. apply (legal_same g2 g1) in Hl; auto.
  destruct (H3 o col Hl) as [Htop|Hn]; [left; eapply tops_out_mono; eauto|right; eapply IH; eauto].
Qed.

Theorem survival_adversary_claim_sound : forall g1 D1 g2 D2,
  adversary_ends_within g1 D1 -> survival_claim_ok_adversary g1 D1 g2 D2 = true -> adversary_ends_within g2 D2.
Proof.
  intros g1 D1 g2 D2 [[B t1] [Hr He]] Hok. unfold survival_claim_ok_adversary in Hok. rewrite !andb_true_iff in Hok.
  destruct Hok as [[[[Hw Hf] Hh] HD] Hsup]. apply Nat.eqb_eq in Hw. apply rows_eqb_eq in Hf.
  apply Nat.leb_le in Hh, HD. assert (Ht := turn_same g1 g2 Hw Hf).
  apply (ends_mono g1 D1 _ D2) in He; auto. clear HD.
  unfold adversary_ends_within. revert Hr He. unfold roots. 
  destruct (s_supply g1) as [P pv|Q] eqn:E1, (s_supply g2) as [P' pv'|Q'] eqn:E2; [| discriminate Hsup | discriminate Hsup |].
  - apply andb_true_iff in Hsup as [Hsub Hpv].
    destruct pv, pv'; simpl in Hpv; try discriminate Hpv; intros Hr He.
    + apply in_map_iff in Hr as [x [Ex Hx]]. injection Ex as <- <-.
      exists (sempty, ToPlace x). split; [apply in_map_iff; exists x; split; auto; eapply sub_pieces_in; eauto|].
      apply (ends_transfer g1 g2 eq) with (t1 := ToPlace x); auto. unfold choices. rewrite E1, E2.
      intros t1 t2 p t1' <- Hin. exists t1'. split; auto. destruct t1; try contradiction.
      apply in_map_iff in Hin as [y [Ey Hy]]. apply in_map_iff. exists y. split; auto. eapply sub_pieces_in; eauto.
    + apply in_map_iff in Hr as [x [Ex Hx]]. injection Ex as <- <-.
      exists (sempty, NoTag). split; [simpl; auto|].
      apply (ends_transfer g1 g2 (fun t1 t2 => t2 = NoTag /\ exists x, t1 = ToPlace x /\ In x P)) with (t1 := ToPlace x); eauto.
      unfold choices. rewrite E1, E2.
      intros t1 t2 p t1' [-> [z [-> Hz]]] Hin. apply in_map_iff in Hin as [y [Ey Hy]]. injection Ey as <- <-.
      exists NoTag. split; [split; eauto|]. apply in_map_iff. exists z. split; auto. eapply sub_pieces_in; eauto.
    + destruct Hr as [Hr|[]]. injection Hr as <- <-. exists (sempty, NoTag). split; [simpl; auto|].
      apply (ends_transfer g1 g2 eq) with (t1 := NoTag); auto. unfold choices. rewrite E1, E2.
      intros t1 t2 p t1' <- Hin. exists t1'. split; auto. destruct t1; try contradiction.
      apply in_map_iff in Hin as [y [Ey Hy]]. apply in_map_iff. exists y. split; auto. eapply sub_pieces_in; eauto.
  - apply pieces_eqb_eq in Hsup. subst Q'. intros Hr He.
    exists (B, t1). split; auto. apply (ends_transfer g1 g2 eq) with (t1 := t1); auto.
    unfold choices. rewrite E1, E2. intros t1' t2 p t1'' <- Hin. exists t1''. auto.
Qed.

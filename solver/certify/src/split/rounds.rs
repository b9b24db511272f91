//! [comp.split] Which parts a split still needs, and what the solved ones decide: a pure
//! function of the plan and the records. For each piece the player's answer is the first
//! placement in split order that wins (so every earlier one must be known to lose); the
//! adversary's piece is the first piece in canonical order all of whose placements lose.
//!
//! A round asks, for the first piece not settled yet, its next unknown placements: as many as
//! are already known to lose (1, 1, 2, 4, ...); and, once the player has answered some piece,
//! the first placement of every piece none of whose parts is known yet. Until then the first
//! piece may be the adversary's, whose composite cites no other piece: at 10 x 5 every I
//! placement loses, and asking the six other pieces' first placements beside the first I one
//! cost 0.8 of a single solve more (BENCHMARKS.md "Splitting a solve"). A problem the player
//! wins, each piece answered by its first placement, is decided in two rounds: the first
//! piece's first placement, then every other piece's at once.

use super::{Plan, Record, Winner};

/// What the records say of one piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceState {
    /// The player answers with placement `placement` of the piece's list (completing a row, or
    /// a part the player wins).
    Answered { placement: usize },
    /// Every placement of the piece is a part the adversary wins.
    Refuted,
    /// Not known yet: these parts are needed next; `lost` of its placements are known to lose.
    Open { needs: Vec<usize>, lost: usize },
}

/// What the records decide of the whole problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The player answers every piece (index: placement in each piece's list).
    Player(Vec<usize>),
    /// The adversary gives this piece (index in the plan's pieces) first.
    Adversary(usize),
    /// These parts are needed, in index order.
    Needs(Vec<usize>),
}

/// The state of each piece of the plan.
pub fn piece_states(plan: &Plan, records: &[Option<Record>]) -> Vec<PieceState> {
    plan.by_piece
        .iter()
        .map(|piece| {
            let (mut lost, mut needs) = (0, Vec::new());
            for (i, placement) in piece.placements.iter().enumerate() {
                let Some(part) = placement.part else {
                    if needs.is_empty() {
                        return PieceState::Answered { placement: i };
                    }
                    break;
                };
                match records[part].as_ref().map(|r| r.winner) {
                    Some(Winner::Adversary) if needs.is_empty() => lost += 1,
                    Some(Winner::Adversary) => {}
                    Some(Winner::Player) if needs.is_empty() => {
                        return PieceState::Answered { placement: i }
                    }
                    Some(Winner::Player) => break,
                    None if needs.len() < lost.max(1) => needs.push(part),
                    None => break,
                }
            }
            if needs.is_empty() {
                PieceState::Refuted
            } else {
                PieceState::Open { needs, lost }
            }
        })
        .collect()
}

/// What the records decide: the first refuted piece after answered ones is the adversary's;
/// every piece answered is the player's win; else the parts needed before the first refuted
/// piece: the first open piece's next placements and, once some piece is answered, every
/// untouched piece's first placement.
pub fn decide(plan: &Plan, records: &[Option<Record>]) -> Decision {
    let states = piece_states(plan, records);
    let answered = states
        .iter()
        .any(|state| matches!(state, PieceState::Answered { .. }));
    let (mut answers, mut needs, mut first_open) = (Vec::new(), Vec::new(), true);
    for (p, state) in states.into_iter().enumerate() {
        match state {
            PieceState::Answered { placement } => answers.push(placement),
            PieceState::Refuted if needs.is_empty() => return Decision::Adversary(p),
            PieceState::Refuted => break,
            PieceState::Open { needs: more, lost } => {
                // An untouched piece asks one part, its first unknown placement.
                if first_open || (lost == 0 && answered) {
                    needs.extend(more);
                }
                first_open = false;
            }
        }
    }
    if needs.is_empty() {
        return Decision::Player(answers);
    }
    needs.sort_unstable();
    Decision::Needs(needs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::split::{PartPlan, PiecePlan, PlacementPlan, FORMAT};

    /// A plan whose pieces have these placements: `w` completes a row, `p` is a part.
    fn plan(pieces: &[&str]) -> Plan {
        let (mut parts, mut by_piece) = (Vec::new(), Vec::new());
        for (p, placements) in pieces.iter().enumerate() {
            let placements = placements
                .chars()
                .enumerate()
                .map(|(i, kind)| {
                    let part = (kind == 'p').then(|| {
                        parts.push(PartPlan {
                            index: parts.len(),
                            start: format!("I0@{i}"),
                            id: String::new(),
                        });
                        parts.len() - 1
                    });
                    PlacementPlan {
                        placement: format!("I0@{i}"),
                        part,
                    }
                })
                .collect();
            by_piece.push(PiecePlan {
                piece: char::from(b"IOTSZJL"[p]),
                placements,
            });
        }
        let (game, pieces) = ("capped".into(), "IOTSZJL"[..pieces.len()].into());
        Plan {
            format: FORMAT.into(),
            game,
            width: 4,
            rows: 2,
            pieces,
            moves: "all".into(),
            start: String::new(),
            by_piece,
            parts,
        }
    }

    /// Records from a string: `P` player, `A` adversary, `.` not solved, one per part.
    fn records(outcomes: &str) -> Vec<Option<Record>> {
        let record = |(index, winner)| Record {
            index,
            id: String::new(),
            winner,
            certificate: String::new(),
            max_pieces: 0,
            sequences: 0,
            states: 0,
            verdict: String::new(),
            states_searched: 0,
            wall_seconds: 0.0,
            peak_rss_bytes: 0,
        };
        let winner = |c| match c {
            'P' => Some(Winner::Player),
            'A' => Some(Winner::Adversary),
            _ => None,
        };
        outcomes
            .chars()
            .enumerate()
            .map(|(i, c)| winner(c).map(|w| record((i, w))))
            .collect()
    }

    #[test]
    fn the_first_round_asks_the_first_placement_of_the_first_piece() {
        let plan = plan(&["ppp", "pp"]);
        assert_eq!(decide(&plan, &records(".....")), Decision::Needs(vec![0]));
        // Answered by it: every other piece's first placement at once.
        assert_eq!(decide(&plan, &records("P....")), Decision::Needs(vec![3]));
    }

    #[test]
    fn a_piece_asks_as_many_more_as_already_lost() {
        let plan = plan(&["pppppp"]);
        assert_eq!(decide(&plan, &records("A.....")), Decision::Needs(vec![1]));
        assert_eq!(
            decide(&plan, &records("AA....")),
            Decision::Needs(vec![2, 3])
        );
        assert_eq!(
            decide(&plan, &records("AAAA..")),
            Decision::Needs(vec![4, 5])
        );
        // A win after an unknown placement is not the answer yet: the unknown one comes first.
        assert_eq!(decide(&plan, &records("A.P...")), Decision::Needs(vec![1]));
    }

    #[test]
    fn until_a_piece_is_answered_only_the_first_open_piece_asks() {
        let plan = plan(&["pppp", "pppp", "pppp"]);
        // Round 1: the first placement of the first piece.
        assert_eq!(
            decide(&plan, &records("............")),
            Decision::Needs(vec![0])
        );
        // Lost: piece 0 asks more (one, then two, ...), the others wait.
        assert_eq!(
            decide(&plan, &records("A...........")),
            Decision::Needs(vec![1])
        );
        assert_eq!(
            decide(&plan, &records("AA..........")),
            Decision::Needs(vec![2, 3])
        );
        // Piece 0 answered: the first placement of every untouched piece at once.
        assert_eq!(
            decide(&plan, &records("AP..........")),
            Decision::Needs(vec![4, 8])
        );
        // Every first placement lost: only the first open piece asks more.
        assert_eq!(
            decide(&plan, &records("AP..A...A...")),
            Decision::Needs(vec![5])
        );
        // Piece 0 refuted: the adversary's piece, whatever the others.
        assert_eq!(
            decide(&plan, &records("AAAAA...A...")),
            Decision::Adversary(0)
        );
    }

    #[test]
    fn the_player_answers_with_the_first_winning_placement() {
        let plan = plan(&["wpp", "ppp"]);
        assert_eq!(
            decide(&plan, &records("..AP.")),
            Decision::Player(vec![0, 1])
        );
        assert_eq!(
            piece_states(&plan, &records("PPAP.")),
            vec![
                PieceState::Answered { placement: 0 },
                PieceState::Answered { placement: 1 },
            ]
        );
    }

    #[test]
    fn the_adversary_gives_the_first_piece_every_placement_of_which_loses() {
        let plan = self::plan(&["pp", "pp", "pp"]);
        // Piece 1 is refuted, but piece 0 is open: it could be refuted too, and comes first.
        assert_eq!(decide(&plan, &records("A.AA..")), Decision::Needs(vec![1]));
        assert_eq!(decide(&plan, &records("PAAA..")), Decision::Adversary(1));
        assert_eq!(decide(&plan, &records("AA....")), Decision::Adversary(0));
        // A piece whose placement completes a row is answered at once, with no part.
        assert_eq!(
            decide(&self::plan(&["wp"]), &records(".")),
            Decision::Player(vec![0])
        );
    }
}

//! `sureline play` and `sureline worst`: transcripts compared with committed files, sequence
//! errors with their positions, the interactive loop, and the worst game.

#[path = "../../testdata/support.rs"]
mod support;

use support::*;
use sureline_certify::error::Error;
use sureline_tools::game::strategy::{replay, worst_sequence};
use sureline_tools::play::{play_interactive, run_play, PlayOptions};
use sureline_tools::terminal::ColorChoice;
use sureline_tools::worst::{worst, WorstOptions};

fn play(cert: std::path::PathBuf, sequence: &str, color: ColorChoice) -> Result<String, Error> {
    let args = PlayOptions {
        cert,
        sequence: Some(sequence.to_string()),
        moves: None,
        color,
    };
    let mut out = Vec::new();
    run_play(&args, &mut std::io::empty(), &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

#[test]
fn play_sequence_matches_the_committed_transcript() {
    let got = play(full_cert(), "JOI", ColorChoice::Never).unwrap();
    let expected = std::fs::read_to_string(data("play-w4r4-JOI.txt")).unwrap();
    assert_eq!(got, expected);
    // Letters are case-insensitive and white space is ignored.
    assert_eq!(
        play(full_cert(), "j o i", ColorChoice::Never).unwrap(),
        expected
    );
    assert!(!got.contains('\x1b'));
}

#[test]
fn colours_only_when_asked() {
    let coloured = play(full_cert(), "JOI", ColorChoice::Always).unwrap();
    assert!(coloured.contains("\x1b[30;48;5;"), "{coloured}");
    // Stripping the escapes gives the plain transcript back.
    let mut plain = String::new();
    let mut chars = coloured.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for d in chars.by_ref() {
                if d == 'm' {
                    break;
                }
            }
        } else {
            plain.push(c);
        }
    }
    assert_eq!(plain, play(full_cert(), "JOI", ColorChoice::Never).unwrap());
}

#[test]
fn a_sequence_past_the_end_of_the_game_fails_with_its_position() {
    let err = play(full_cert(), "JOIL", ColorChoice::Never).unwrap_err();
    assert_eq!(err.exit_code(), 1);
    let message = err.to_string();
    assert!(message.contains("sequence position 4"), "{message}");
    assert!(message.contains("after the end of the game"), "{message}");
    // I alone wins at once (I0 on the floor).
    let message = play(full_cert(), "IO", ColorChoice::Never)
        .unwrap_err()
        .to_string();
    assert!(message.contains("sequence position 2"), "{message}");
}

#[test]
fn a_letter_outside_the_adversary_set_fails_with_its_position() {
    let dir = temp_dir("play-set");
    let cert = write(&dir, "o.cert", O_CERT);
    let err = play(cert.clone(), "OT", ColorChoice::Never).unwrap_err();
    assert_eq!(err.exit_code(), 1);
    assert_eq!(
        err.to_string(),
        "sequence position 2: piece T is not in the adversary set O"
    );
    let err = play(cert.clone(), "x", ColorChoice::Never).unwrap_err();
    assert!(err
        .to_string()
        .starts_with("sequence position 1: 'x' is not a piece letter"));
    // An unfinished game is fine: the boards so far, and what may come next.
    let out = play(cert, "O", ColorChoice::Never).unwrap();
    assert!(
        out.ends_with("game not over after 1 piece (next piece from: O)\n"),
        "{out}"
    );
}

#[test]
fn replay_follows_the_strategy_on_concrete_boards() {
    let bytes = std::fs::read(full_cert()).unwrap();
    let cert = sureline_certify::strategy::read(&bytes).unwrap();
    for (letters, board) in all_games(&cert) {
        let game = replay(&cert, &letters).unwrap();
        assert!(game.is_over(), "{letters}");
        assert_eq!(game.board(), board, "{letters}");
        let last = game.steps().last().unwrap();
        assert_eq!(
            last.completed,
            Some(board.completed_rows().trailing_zeros() as u8)
        );
    }
}

#[test]
fn worst_is_the_first_longest_game_in_piece_order() {
    let bytes = std::fs::read(full_cert()).unwrap();
    let cert = sureline_certify::strategy::read(&bytes).unwrap();
    let order = |s: &str| -> Vec<usize> { s.chars().map(|c| "IOTSZJL".find(c).unwrap()).collect() };
    let games = all_games(&cert);
    let longest = games.iter().map(|g| g.0.len()).max().unwrap();
    let expected = games
        .iter()
        .filter(|g| g.0.len() == longest)
        .map(|g| g.0.clone())
        .min_by_key(|s| order(s))
        .unwrap();
    assert_eq!(longest, 3);
    assert_eq!(worst_sequence(&cert).unwrap(), expected);
    assert_eq!(expected, "JOI");

    let mut out = Vec::new();
    let args = WorstOptions {
        cert: full_cert(),
        color: ColorChoice::Never,
    };
    assert_eq!(worst(&args, &mut out).unwrap(), "JOI");
    let transcript = std::fs::read_to_string(data("play-w4r4-JOI.txt")).unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        format!("sequence JOI\n{transcript}")
    );

    // Two pieces: O then I or O then O; the first in piece order is OI.
    let io = sureline_certify::strategy::read(IO_CERT.as_bytes()).unwrap();
    assert_eq!(worst_sequence(&io).unwrap(), "OI");
}

fn interactive(cert: &str, input: &str) -> String {
    let cert = sureline_certify::strategy::read(cert.as_bytes()).unwrap();
    let mut out = Vec::new();
    play_interactive(&cert, &mut input.as_bytes(), &mut out, false).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn interactive_play_gives_undoes_and_quits() {
    let out = interactive(O_CERT, "o\nu\nu\n?\nt\nO\nO\nO\nq\nO\n");
    // Played twice, and named once by the undo.
    assert_eq!(out.matches("piece 1: O -> O0@0").count(), 3, "{out}");
    assert!(out.contains("undo piece 1: O -> O0@0"), "{out}");
    assert!(out.contains("nothing to undo"), "{out}");
    assert!(
        out.contains("O> not played: piece T at position 1 is not in the adversary set O\n"),
        "{out}"
    );
    assert!(out.contains("piece 2: O -> O0@2"), "{out}");
    assert!(out.contains(">  0 |OOoo| <- row 0 completed"), "{out}");
    assert!(
        out.contains("row 0 completed after 2 pieces: the player wins"),
        "{out}"
    );
    assert!(
        out.contains(
            "O> not played: piece O at position 1 comes after the end of the game \
             (u undo, r restart, q quit)\n"
        ),
        "{out}"
    );
    // `q` stops reading: the last O is never played.
    assert_eq!(out.matches("piece 2: O").count(), 1, "{out}");
    // The help is shown at the start and on `?`.
    assert_eq!(out.matches("u  undo the last piece").count(), 2, "{out}");
    assert!(out.starts_with("width 4, goal rows 1, adversary O, at most 2 pieces\n"));
}

/// The output of a session in which `line` is typed once, then input ends.
fn one_line(cert: &str, line: &str) -> String {
    interactive(cert, &format!("{line}\n"))
}

/// What a session prints when `line` is refused: the opening, the prompt, the error line, the
/// prompt again, and the new line printed at the end of input.
fn refused(cert: &str, error: &str) -> String {
    let opening = interactive(cert, "");
    let prompt_and_end = opening
        .rfind("> ")
        .map(|i| &opening[..i + 2])
        .unwrap()
        .to_string();
    let prompt = &prompt_and_end[prompt_and_end.rfind('\n').unwrap() + 1..];
    format!("{prompt_and_end}{error}\n{prompt}\n")
}

#[test]
fn a_mistyped_line_is_not_played_at_all() {
    let full = std::fs::read_to_string(full_cert()).unwrap();
    // `hello`: h is help and l, o are pieces, but e is nothing: one error line, no help, no
    // piece.
    let out = one_line(&full, "hello");
    assert_eq!(
        out,
        refused(
            &full,
            "not played: 'e' at position 2 is not a piece letter or a command (? for help)"
        )
    );
    assert_eq!(out.matches("u  undo the last piece").count(), 1, "{out}");
    assert!(!out.contains("piece 1:"), "{out}");
    // Positions count every character of the line, blanks included.
    assert_eq!(
        one_line(&full, "J O x I"),
        refused(
            &full,
            "not played: 'x' at position 5 is not a piece letter or a command (? for help)"
        )
    );
    assert_eq!(
        one_line(&full, "Oé"),
        refused(
            &full,
            "not played: 'é' at position 2 is not a piece letter or a command (? for help)"
        )
    );
    // `q` does not excuse what follows it.
    assert_eq!(
        one_line(&full, "qz!"),
        refused(
            &full,
            "not played: '!' at position 3 is not a piece letter or a command (? for help)"
        )
    );
    // A piece outside the adversary set, or after the end of the game, refuses the line too.
    assert_eq!(
        one_line(O_CERT, "O T"),
        refused(
            O_CERT,
            "not played: piece T at position 3 is not in the adversary set O"
        )
    );
    assert_eq!(
        one_line(O_CERT, "OOO"),
        refused(
            O_CERT,
            "not played: piece O at position 3 comes after the end of the game \
             (u undo, r restart, q quit)"
        )
    );
}

#[test]
fn a_correct_line_is_played_in_full() {
    // Undo and restart inside a line are followed when the line is checked.
    let out = one_line(O_CERT, "OOuO");
    assert_eq!(
        out.matches("row 0 completed after 2 pieces").count(),
        2,
        "{out}"
    );
    assert!(out.contains("undo piece 2: O -> O0@2"), "{out}");
    assert!(!out.contains("not played"), "{out}");
    let out = one_line(O_CERT, "OO r O");
    assert!(out.contains("restart"), "{out}");
    assert_eq!(out.matches("piece 1: O -> O0@0").count(), 2, "{out}");
    // Pieces up to a `q` are played, then the game stops; the next line is never read.
    let cert = sureline_certify::strategy::read(O_CERT.as_bytes()).unwrap();
    let mut out = Vec::new();
    play_interactive(&cert, &mut "Oq\nO\n".as_bytes(), &mut out, false).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(out.matches("piece 1: O").count(), 1, "{out}");
    assert!(!out.contains("piece 2"), "{out}");
}

#[test]
fn counts_are_singular_for_one() {
    // A game of one piece, and a certificate of at most one piece: I alone completes row 0.
    let i_cert = "sureline-certificate v1\nclaim player-completes-a-line\nwidth 4\nrows 1\n\
adversary I\nmax-pieces 1\nnodes 1\nsequences 1\n0 I0@0>win\nend\n";
    let out = one_line(i_cert, "I");
    assert!(
        out.starts_with("width 4, goal rows 1, adversary I, at most 1 piece\n"),
        "{out}"
    );
    assert!(
        out.contains("\nrow 0 completed after 1 piece: the player wins\n"),
        "{out}"
    );
}

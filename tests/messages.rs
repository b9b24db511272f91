//! What the `sureline` command says when it cannot do what it was asked: clap's usage errors
//! in one line, an existing file kept without `--force` by every command that writes, the legacy
//! commands' hints.

use sureline_e2e::{assert_clean_failure, root, scratch, sureline, words, FAST};

/// Every command that writes a file refuses an existing one without `--force`, before its work,
/// leaving it as it was; with `--force` it replaces it.
#[test]
fn every_writer_refuses_an_existing_file_without_force() {
    let dir = scratch("force");
    let player = root().join("certificates/examples/w4-r3-IOTSZJL.cert");
    let player = player.to_str().unwrap();
    std::fs::write(dir.join("in.legacy"), "0 0 0\n").unwrap();
    for (what, args, name) in [
        ("web", vec!["web", player, "-o", "mine"], "mine"),
        (
            "render",
            vec!["render", player, "-o", "mine.svg"],
            "mine.svg",
        ),
        (
            "export-legacy",
            vec!["export-legacy", player, "-o", "mine"],
            "mine",
        ),
        (
            "import-legacy",
            vec![
                "import-legacy",
                "in.legacy",
                "--width",
                "4",
                "--rows",
                "3",
                "-o",
                "mine",
            ],
            "mine",
        ),
        (
            "solve",
            vec!["solve", "--width", "4", "--rows", "3", "-o", "mine"],
            "mine",
        ),
    ] {
        std::fs::write(dir.join(name), "mine").unwrap();
        let (out, took) = sureline(&dir, &args);
        assert_clean_failure(
            &out,
            2,
            &format!("sureline: {name}: already exists (pass --force to replace it)"),
        );
        assert!(took < FAST, "{what}");
        assert_eq!(
            std::fs::read_to_string(dir.join(name)).unwrap(),
            "mine",
            "{what}"
        );
        if what != "import-legacy" {
            let mut forced = args.clone();
            forced.push("--force");
            let (out, _) = sureline(&dir, &forced);
            assert_eq!(out.code, 0, "{what}: {}", out.stderr);
            assert_ne!(
                std::fs::read_to_string(dir.join(name)).unwrap(),
                "mine",
                "{what}"
            );
        }
    }
}

/// clap's usage errors are one line: the option, the value, what was expected, and where the
/// command's help is.
#[test]
fn usage_errors_are_one_line() {
    let dir = scratch("clap");
    for (args, says) in [
        (
            "solve --width 13 --rows 6",
            "--width 13: expected 2..=12 (sureline solve --help)",
        ),
        (
            "solve --width 10",
            "missing --rows or --height (sureline solve --help)",
        ),
        (
            "solve --widht 10 --rows 6",
            "unknown option --widht (did you mean --width?) (sureline solve --help)",
        ),
        (
            "solve --width 10 --rows 6 --height 7",
            "--rows cannot be used with --height (sureline solve --help)",
        ),
        (
            "solve --width",
            "--width needs a value (sureline solve --help)",
        ),
        (
            "solve --width 10 --rows 6 --pieces OX",
            "--pieces OX: 'X' is not a piece letter (expected some of I O T S Z J L) \
             (sureline solve --help)",
        ),
        (
            "play x.cert --color blue",
            "--color blue: expected auto, always or never (sureline play --help)",
        ),
        (
            "render x.cert -o x.pdf",
            "--output x.pdf: the picture format comes from the extension: .svg or .png \
             (sureline render --help)",
        ),
        (
            "render x.cert -o x.png --scale 9",
            "--scale 9: expected 1..8 (sureline render --help)",
        ),
        (
            "solv",
            "unknown command solv (did you mean solve?) (sureline --help)",
        ),
    ] {
        let (out, took) = sureline(&dir, &words(args));
        assert_eq!(out.code, 2, "{args}: {}", out.stderr);
        assert_eq!(out.stderr, format!("sureline: {says}\n"), "{args}");
        assert!(took < FAST);
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
}

/// `export-legacy` on an adversary certificate says what the format holds; `import-legacy`
/// says why it needs `--width` and `--rows`, and that it read CRLF line ends.
#[test]
fn the_legacy_commands_say_what_they_need() {
    let dir = scratch("legacy-hints");
    let adversary = root().join("certificates/frontier/4x3-adversary.cert");
    let (out, _) = sureline(
        &dir,
        &["export-legacy", adversary.to_str().unwrap(), "-o", "x"],
    );
    assert_clean_failure(
        &out,
        2,
        "4x3-adversary.cert: an adversary certificate: the 2022 legacy format holds player \
         strategies only (export-legacy is for player certificates)",
    );
    assert!(!dir.join("x").exists());
    let player = root().join("certificates/examples/w4-r3-IOTSZJL.cert");
    let (out, _) = sureline(
        &dir,
        &["export-legacy", player.to_str().unwrap(), "-o", "lf"],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let lf = std::fs::read_to_string(dir.join("lf")).unwrap();
    std::fs::write(dir.join("crlf"), lf.replace('\n', "\r\n")).unwrap();
    for missing in ["--width", "--rows"] {
        let mut args = words("import-legacy crlf -o x.cert --width 4 --rows 3");
        let at = args.iter().position(|a| *a == missing).unwrap();
        args.drain(at..at + 2);
        let (out, took) = sureline(&dir, &args);
        assert_clean_failure(
            &out,
            2,
            &format!(
                "sureline: {missing} is needed: a 2022 strategy file does not record its board \
                 (the 2022 strategy of 10 columns and 6 goal rows: --width 10 --rows 6)"
            ),
        );
        assert!(took < FAST);
    }
    let (out, _) = sureline(
        &dir,
        &words("import-legacy crlf -o x.cert --width 4 --rows 3"),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(
        out.stderr,
        "sureline: note: crlf has Windows (CRLF) line ends; they were read as LF\n"
    );
    assert_eq!(
        std::fs::read(dir.join("x.cert")).unwrap(),
        std::fs::read(&player).unwrap(),
        "the same certificate as from LF line ends"
    );
}

/// `solve --start`: a placement that does not read, or that the game does not allow, is one
/// line naming what was expected or what is wrong; the survival game takes no start; a start
/// the game allows is solved and said.
#[test]
fn solve_start_is_refused_in_one_line_when_it_cannot_be_played() {
    let dir = scratch("start");
    for (args, needle) in [
        (
            "solve --width 4 --rows 2 --start O0@0,X0@1",
            "--start O0@0,X0@1: 'X0@1' is not a placement (expected an orientation I0 I1 O0 \
             T0-T3 S0 S1 Z0 Z1 J0-J3 L0-L3, '@' and a column, e.g. T0@3) (sureline solve --help)",
        ),
        (
            "solve --width 4 --rows 2 --pieces IO --start O0@0,T0@1",
            "--start: start placement 2 (T0@1): piece T is not in the adversary's piece set",
        ),
        (
            "solve --width 4 --rows 2 --start O0@0,O0@2",
            "--start: start placement 2 (O0@2): it completes row 0, which ends the game",
        ),
        (
            "solve --width 4 --height 4 --game survival --start O0@0",
            "--start is not an option of the survival game",
        ),
        (
            "solve --width 4 --rows 2 --search guided",
            "--search is an option of the survival game (add --game survival)",
        ),
    ] {
        let (out, _) = sureline(&dir, &words(args));
        assert_clean_failure(&out, 2, needle);
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
    let (out, _) = sureline(
        &dir,
        &words("solve --width 4 --rows 3 --pieces IOTJL --start O0@0 --quiet --threads 1"),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .contains("within 1 piece, pieces IOTJL (existence mode), from the start O0@0"),
        "{}",
        out.stdout
    );
    let cert = std::fs::read_to_string(dir.join("4x3-existence-IOTJL-start-O0@0.cert")).unwrap();
    assert!(
        cert.starts_with("sureline-certificate v1\nclaim player-completes-a-line\nstart O0@0\n")
    );
}

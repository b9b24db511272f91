//! Ctrl-C: an interrupted command ends with exit code 130 and one line saying what it kept, no
//! lock or temporary left; the same `solve --optimal` then finishes what is missing. And what
//! `reproduce` says of itself as it starts; `frontier` stops its child solve.

use sureline_e2e::{
    assert_clean_failure, interrupted, listing, root, scratch, sureline, words, FAST,
};

/// Ctrl-C during `solve --optimal`: exit 130 with one line saying what was kept, no lock or
/// temporary left; the same command then verifies the kept certificate, keeps it and makes
/// only the lower bound, the same bytes as an uninterrupted solve.
#[test]
fn an_interrupted_solve_says_what_it_kept_and_the_same_command_finishes_it() {
    let dir = scratch("interrupt");
    let solve = words("solve --width 8 --rows 6 --optimal --threads 1");
    // In the player's search: nothing written.
    let early = interrupted(&dir, &solve, " states ");
    assert_eq!(early.code, 130, "{}", early.stderr);
    assert_eq!(
        early.stderr.lines().last(),
        Some("sureline: interrupted; nothing was written")
    );
    assert!(listing(&dir).is_empty(), "{:?}", listing(&dir));
    // In the lower bound: the player certificate and its manifest are kept.
    let late = interrupted(&dir, &solve, "the lower bound");
    assert_eq!(late.code, 130, "{}", late.stderr);
    assert_eq!(
        late.stderr.lines().last(),
        Some(
            "sureline: interrupted; kept ./8x6-optimal.cert (with ./8x6-optimal.cert.json); the \
             same command verifies what was kept, keeps it and finishes the rest"
        )
    );
    assert_eq!(listing(&dir), ["8x6-optimal.cert", "8x6-optimal.cert.json"]);
    let kept = std::fs::read(dir.join("8x6-optimal.cert.json")).unwrap();
    let (again, _) = sureline(&dir, &solve);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert!(
        again.stdout.contains(
            "(kept by an interrupted run of this solve, verified again and not rewritten)\n"
        ),
        "{}",
        again.stdout
    );
    assert_eq!(
        std::fs::read(dir.join("8x6-optimal.cert.json")).unwrap(),
        kept
    );
    assert_eq!(
        listing(&dir),
        [
            "8x6-no-win-within-8.cert",
            "8x6-no-win-within-8.cert.json",
            "8x6-optimal.cert",
            "8x6-optimal.cert.json"
        ]
    );
    let fresh = scratch("interrupt-fresh");
    assert_eq!(sureline(&fresh, &solve).0.code, 0);
    for name in ["8x6-optimal.cert", "8x6-no-win-within-8.cert"] {
        assert_eq!(
            std::fs::read(dir.join(name)).unwrap(),
            std::fs::read(fresh.join(name)).unwrap(),
            "{name}"
        );
    }
    // Both halves there: the same command refuses, as for any existing output.
    let (done, _) = sureline(&dir, &solve);
    assert_clean_failure(&done, 2, "8x6-optimal.cert: already exists (pass --force");
}

/// `reproduce` says where it writes and which job runs, and refuses outputs already there
/// before its first solve.
#[test]
fn reproduce_says_where_it_writes_and_which_job_runs() {
    let dir = scratch("reproduce-says");
    std::fs::create_dir(dir.join("out")).unwrap();
    std::fs::write(dir.join("out/10x5-adversary.cert"), "mine").unwrap();
    let (refused, took) = sureline(&dir, &words("reproduce --output-dir out --threads 1"));
    assert_clean_failure(
        &refused,
        2,
        "sureline: out/10x5-adversary.cert: already exists (pass --force to replace it)",
    );
    assert!(took < FAST);
    std::fs::remove_file(dir.join("out/10x5-adversary.cert")).unwrap();
    let started = interrupted(
        &dir,
        &words("reproduce --output-dir out --threads 1"),
        "job 1 of 2",
    );
    assert_eq!(started.code, 130, "{}", started.stderr);
    let lines: Vec<&str> = started.stderr.lines().collect();
    let sums = root().join("solver/cli/../../certificates/SHA256SUMS");
    assert!(
        lines[0].ends_with(&format!(
            "] reproduce: 2 jobs into out, compared with {}",
            sums.display()
        )),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].ends_with(
            "] reproduce: job 1 of 2: capped(10, 6), optimal: the player's strategy, then the \
             lower bound (10x6-optimal.cert, 10x6-no-win-within-11.cert)"
        ),
        "{}",
        lines[1]
    );
    assert_eq!(
        lines.last(),
        Some(&"sureline: interrupted; nothing was written")
    );
    let left = listing(&dir.join("out"));
    assert!(left.is_empty(), "{left:?}");
}

/// Ctrl-C during `frontier`: its child solve is stopped and waited for, the certificates already
/// moved into the table's directory are named as kept, and no staging directory, lock or
/// temporary is left.
#[test]
fn an_interrupted_frontier_stops_its_solve_and_leaves_no_staging() {
    let dir = scratch("interrupt-frontier");
    let args = words("frontier --widths 2..8 --threads 1 -o table");
    let out = interrupted(&dir, &args, "solving capped 6x");
    assert_eq!(out.code, 130, "{}", out.stderr);
    let last = out.stderr.lines().last().unwrap_or_default();
    assert!(
        last.starts_with(
            "sureline: interrupted; kept table/2x6-optimal.cert (with table/2x6-optimal.cert.json)"
        ),
        "{last}"
    );
    let left = listing(&dir.join("table"));
    assert!(left.iter().all(|name| !name.starts_with('.')), "{left:?}");
    assert!(left.contains(&"2x6-optimal.cert".to_string()), "{left:?}");
    assert!(!left.contains(&"FRONTIER.md".to_string()), "{left:?}");
}

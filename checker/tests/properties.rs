//! Quickcheck properties: random single-token mutations of valid certificates are rejected, or
//! verify with a verdict whose numbers match an independent recount (the reference verifier of
//! tests/common, which also replays every game on a naive board); the checker accepts exactly
//! what the reference accepts; and nothing panics, on mutations or on arbitrary bytes.

mod common;

use common::*;
use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};
use sureline_checker::{verify, Claim, Proves, ORIENTATION_NAMES};

/// One token-level edit. Tokens are maximal runs of letters, digits and '-'; the separators
/// ' ', LF, '@' and '>' are tokens of their own.
#[derive(Clone, Debug)]
struct Mutation {
    base: u8,
    kind: u8,
    index: usize,
    other: usize,
    value: u64,
}

impl Arbitrary for Mutation {
    fn arbitrary(g: &mut Gen) -> Mutation {
        Mutation {
            base: u8::arbitrary(g),
            kind: u8::arbitrary(g),
            index: usize::arbitrary(g),
            other: usize::arbitrary(g),
            value: u64::arbitrary(g),
        }
    }
}

fn bases() -> &'static [String] {
    static BASES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    BASES.get_or_init(|| {
        vec![
            W4_R1_O.to_string(),
            W2_R1_I.to_string(),
            search(4, 3, "IOTSZJL", 4).unwrap().text(),
            search(4, 4, "IOTSZJL", 4).unwrap().text(),
        ]
    })
}

fn tokens(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut word = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() || c == '-' {
            word.push(c);
        } else {
            if !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
            out.push(c.to_string());
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

fn mutate(text: &str, m: &Mutation) -> String {
    let mut t = tokens(text);
    let i = m.index % t.len();
    let other = t[m.other % t.len()].clone();
    let is_number = t[i].chars().all(|c| c.is_ascii_digit());
    match m.kind % 8 {
        0 => t[i] = other,
        1 => {
            t.remove(i);
        }
        2 => t.insert(i, t[i].clone()),
        3 | 4 if is_number => {
            let n: u64 = t[i].parse().unwrap_or(0);
            t[i] = match m.value % 6 {
                0 => n.wrapping_add(1).to_string(),
                1 => n.wrapping_sub(1).to_string(),
                2 => (m.value % 20).to_string(),
                3 => m.value.to_string(),
                4 => format!("0{n}"),
                _ => format!("{n}0"),
            }
        }
        5 | 6 => {
            // Swap an orientation for another one (any piece) or for one of the same piece.
            let names: Vec<usize> = (0..t.len())
                .filter(|&j| ORIENTATION_NAMES.contains(&t[j].as_str()))
                .collect();
            let j = names[m.index % names.len()];
            let same_piece: Vec<&str> = ORIENTATION_NAMES
                .iter()
                .copied()
                .filter(|n| n.as_bytes()[0] == t[j].as_bytes()[0])
                .collect();
            t[j] = if m.kind % 8 == 5 {
                ORIENTATION_NAMES[m.value as usize % 19].to_string()
            } else {
                same_piece[m.value as usize % same_piece.len()].to_string()
            };
        }
        _ => t[i] = ["win", "0", "1", "end", " ", "\n", "@", ">"][m.value as usize % 8].to_string(),
    }
    t.concat()
}

/// The checker agrees with the reference verifier on `bytes`: both accept with the same numbers
/// and the checker's hash is the SHA-256 of the bytes, or both reject.
fn agrees(bytes: &[u8]) -> bool {
    match (verify(bytes, &Claim::default()), reference_verify(bytes)) {
        (Ok(v), Some(r)) => {
            let Proves::Win {
                max_pieces,
                nodes,
                sequences,
                ..
            } = v.proves
            else {
                return false;
            };
            v.sha256 == format!("sha256:{}", sha256_hex(bytes))
                && (
                    v.width as usize,
                    v.bound as usize,
                    &v.adversary,
                    max_pieces,
                    nodes as usize,
                    sequences,
                ) == (
                    r.width,
                    r.rows,
                    &r.adversary,
                    r.max_pieces,
                    r.nodes,
                    r.sequences,
                )
                && v.to_string().starts_with("s VERIFIED sha256:")
        }
        (Err(f), None) => {
            let report = f.to_string();
            report.starts_with("s NOT VERIFIED rule=")
                && report.lines().skip(1).all(|l| l.starts_with("c "))
        }
        (checker, reference) => {
            eprintln!(
                "disagreement on {:?}: {checker:?} vs {reference:?}",
                String::from_utf8_lossy(bytes)
            );
            false
        }
    }
}

#[test]
fn mutations_are_rejected_or_verify_with_recounted_numbers() {
    fn prop(m: Mutation) -> TestResult {
        let base = &bases()[m.base as usize % bases().len()];
        TestResult::from_bool(agrees(mutate(base, &m).as_bytes()))
    }
    QuickCheck::new()
        .tests(3000)
        .quickcheck(prop as fn(Mutation) -> TestResult);
}

#[test]
fn double_mutations_never_panic_and_agree() {
    fn prop(a: Mutation, b: Mutation) -> bool {
        let base = &bases()[a.base as usize % bases().len()];
        agrees(mutate(&mutate(base, &a), &b).as_bytes())
    }
    QuickCheck::new()
        .tests(1500)
        .quickcheck(prop as fn(Mutation, Mutation) -> bool);
}

#[test]
fn arbitrary_bytes_never_panic_and_agree() {
    fn prop(bytes: Vec<u8>) -> bool {
        agrees(&bytes)
    }
    QuickCheck::new()
        .tests(2000)
        .quickcheck(prop as fn(Vec<u8>) -> bool);
    fn prefixed(tail: Vec<u8>) -> bool {
        let mut bytes =
            b"sureline-certificate v1\nclaim player-completes-a-line\nwidth 4\nrows 1\n".to_vec();
        bytes.extend(tail);
        agrees(&bytes)
    }
    QuickCheck::new()
        .tests(2000)
        .quickcheck(prefixed as fn(Vec<u8>) -> bool);
}

#[test]
fn some_mutations_still_verify() {
    // The unchanged certificates agree; and replacing single tokens of the full-set certificate by
    // small numbers yields some that still verify (e.g. another winning column): all agree.
    let bases = bases();
    for base in bases {
        assert!(agrees(base.as_bytes()));
        assert!(verify(base.as_bytes(), &Claim::default()).is_ok());
    }
    let t = tokens(&bases[2]);
    let mut verified = 0;
    for i in 0..t.len() {
        let numbers = (0..4).map(|n: u32| n.to_string());
        for n in numbers.chain(ORIENTATION_NAMES.iter().map(|s| s.to_string())) {
            let mut m = t.clone();
            m[i] = n;
            let mutated = m.concat();
            assert!(agrees(mutated.as_bytes()));
            if mutated != bases[2] && verify(mutated.as_bytes(), &Claim::default()).is_ok() {
                verified += 1;
            }
        }
    }
    assert!(
        verified > 0,
        "no mutation of the full-set certificate verifies"
    );
}

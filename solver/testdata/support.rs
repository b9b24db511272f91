//! Helpers shared by the tools and legacy tests (included with `#[path]`; also built as an empty test).
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The spec's example: W=4, R=1, adversary O; two O pieces side by side fill row 0.
pub const O_CERT: &str =
    "sureline-certificate v1\nclaim player-completes-a-line\nwidth 4\nrows 1\n\
adversary O\nmax-pieces 2\nnodes 2\nsequences 1\n0 O0@0>1\n1 O0@2>win\nend\n";

/// W=4, R=4, adversary IO. Games: I (I0 on the floor completes row 0); O then O (row 0);
/// O then I (I0 lands on the O, in row 2, and completes row 2).
pub const IO_CERT: &str =
    "sureline-certificate v1\nclaim player-completes-a-line\nwidth 4\nrows 4\n\
adversary IO\nmax-pieces 2\nnodes 2\nsequences 3\n0 I0@0>win O0@0>1\n1 I0@0>win O0@2>win\nend\n";

/// A fresh empty directory for one test, removed when the test ends.
pub use sureline_e2e::scratch as temp_dir;

pub fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

pub fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../testdata")
        .join(name)
}

/// A full-set certificate: W=4, R=4, all 7 pieces, at most 3 pieces, 67 sequences (written by
/// `sureline solve --width 4 --rows 4 --optimal` and verified by the checker).
pub fn full_cert() -> PathBuf {
    data("w4r4-full.cert")
}

/// Every complete game of a parsed certificate, by plain tree enumeration (no memo): the piece
/// letters and the final board. Independent of the code under test except for the checker.
pub fn all_games(
    cert: &sureline_certify::strategy::Certificate,
) -> Vec<(String, sureline_checker::Board)> {
    fn go(
        cert: &sureline_certify::strategy::Certificate,
        node: usize,
        board: sureline_checker::Board,
        prefix: &mut String,
        out: &mut Vec<(String, sureline_checker::Board)>,
    ) {
        let letters: Vec<char> = cert.adversary.chars().collect();
        for (slot, mv) in cert.nodes[node].moves.iter().enumerate() {
            let (after, _) = board.drop_piece(mv.orientation, mv.column).unwrap();
            prefix.push(letters[slot]);
            match mv.next {
                sureline_certify::strategy::Next::Win => out.push((prefix.clone(), after)),
                sureline_certify::strategy::Next::Node(n) => {
                    go(cert, n as usize, after, prefix, out)
                }
            }
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    go(
        cert,
        0,
        sureline_checker::Board::empty(cert.width),
        &mut String::new(),
        &mut out,
    );
    out
}

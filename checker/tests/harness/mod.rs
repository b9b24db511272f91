//! What the property tests against the extracted Coq functions share (checker/tests/
//! formal_agreement.rs, checker/src/survival/tests.rs): a deterministic generator, and a harness
//! asked its questions a line each.

use std::io::Write;
use std::process::{Command, Stdio};

/// A small deterministic generator (the cases are the same on every run).
pub struct Lcg(pub u64);

impl Lcg {
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

/// The harness's answers to `input`, a line each; panics unless it exits 0 with one answer a
/// question.
pub fn ask(harness: &str, input: &str) -> Vec<String> {
    let mut child = Command::new(harness)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {harness}: {e}"));
    // Written from a thread of its own: the harness answers as it reads, and two full pipes
    // would stop both processes.
    let mut stdin = child.stdin.take().unwrap();
    let questions = input.to_owned();
    let writer = std::thread::spawn(move || stdin.write_all(questions.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(out.status.success());
    let answers: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    assert_eq!(answers.len(), input.lines().count());
    answers
}

//! Live progress on stderr for long work: one rewritten line on a terminal, a line every few
//! seconds otherwise. It draws what the pipeline reports; it computes nothing itself.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use sureline_certify::manifest;
use sureline_certify::pipeline::Event;
use sureline_engine::search::Progress;

/// The printer behind `--quiet`-able progress.
pub struct ProgressPrinter {
    quiet: bool,
    tty: bool,
    started: Instant,
    last: Option<Instant>,
    last_states: u64,
    shown: bool,
    /// The memory budget shown beside the resident set size.
    budget: Option<u64>,
}

impl ProgressPrinter {
    pub fn new(quiet: bool) -> ProgressPrinter {
        ProgressPrinter {
            quiet,
            tty: std::io::stderr().is_terminal(),
            started: Instant::now(),
            last: None,
            last_states: 0,
            shown: false,
            budget: None,
        }
    }

    /// Shows the memory budget beside the resident set size.
    pub fn with_budget(self, budget: u64) -> ProgressPrinter {
        ProgressPrinter {
            budget: Some(budget),
            ..self
        }
    }

    pub fn show(&mut self, p: &Progress) {
        let budget = self.budget;
        self.draw(p.states_searched, |elapsed, rate| {
            progress_line(elapsed, p, rate, budget)
        });
    }

    /// Writes a progress line made by `line(elapsed, rate)` when one is due.
    fn draw(&mut self, states: u64, line: impl FnOnce(Duration, f64) -> String) {
        if self.quiet {
            return;
        }
        let now = Instant::now();
        let every = if self.tty {
            Duration::from_millis(500)
        } else {
            Duration::from_secs(5)
        };
        if self
            .last
            .is_some_and(|last| now.duration_since(last) < every)
        {
            return;
        }
        let since = self.last.map_or(now.duration_since(self.started), |last| {
            now.duration_since(last)
        });
        let rate = (states.saturating_sub(self.last_states)) as f64 / since.as_secs_f64().max(1e-3);
        self.last = Some(now);
        self.last_states = states;
        let line = line(now.duration_since(self.started), rate);
        let mut err = std::io::stderr().lock();
        if self.tty {
            let _ = write!(err, "\r{line}\x1b[K");
        } else {
            let _ = writeln!(err, "{line}");
        }
        self.shown = true;
    }

    pub fn note(&mut self, message: &str) {
        if self.quiet {
            return;
        }
        self.finish();
        eprintln!("[{:>7.1}s] {message}", self.started.elapsed().as_secs_f64());
    }

    pub fn finish(&mut self) {
        if self.shown && self.tty {
            eprintln!();
        }
        self.shown = false;
    }
}

/// `[   12.3s] depth 5      states     1,234,567 (  1.23 M/s)  table ... ( 42% full)  rss ... of
/// ... MiB`: the table's fill, and the resident memory against the budget when there is one.
fn progress_line(elapsed: Duration, p: &Progress, rate: f64, budget: Option<u64>) -> String {
    let fill = 100.0 * p.table_entries as f64 / p.table_capacity.max(1) as f64;
    let budget = budget.map_or(String::new(), |b| {
        format!(" of {:.0}", b as f64 / 1048576.0)
    });
    format!(
        "[{:>7.1}s] {:<12} {STATES} {:>13} ({:>6.2} M/s)  table {:>11} ({fill:>3.0}% full)  rss {:>6.0}{budget} MiB",
        elapsed.as_secs_f64(),
        p.phase,
        group(p.states_searched),
        rate / 1e6,
        group(p.table_entries),
        manifest::current_rss_bytes() as f64 / 1048576.0
    )
}

/// The word before the states count in a progress line.
const STATES: &str = "states";

/// The states count of a progress line (what `sureline frontier` reports of a solve it stopped
/// at its budget: the solve's own report is never written then).
pub fn states_of_line(line: &str) -> Option<u64> {
    let mut words = line.split_whitespace();
    words.find(|w| *w == STATES)?;
    words.next()?.replace(',', "").parse().ok()
}

/// 1234567 -> "1,234,567".
pub fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

impl ProgressPrinter {
    /// Draws the survival solver's figures (its positions are the line's states).
    pub fn show_survival(&mut self, p: &sureline_engine::survival::Progress) {
        let line_of = |p: &sureline_engine::survival::Progress, elapsed: Duration, rate: f64| {
            format!(
                "[{:>7.1}s] {:<12} {STATES} {:>13} ({:>6.2} M/s)  edges {:>13}  tables {:>6.0} MiB  rss {:>6.0} MiB",
                elapsed.as_secs_f64(),
                p.phase,
                group(p.positions),
                rate / 1e6,
                group(p.edges),
                p.bytes as f64 / 1048576.0,
                manifest::current_rss_bytes() as f64 / 1048576.0
            )
        };
        self.draw(p.positions, |elapsed, rate| line_of(p, elapsed, rate));
    }

    /// Draws one pipeline event.
    pub fn event(&mut self, event: Event) {
        match event {
            Event::Search(p) => self.show(p),
            Event::Note(message) => self.note(message),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped_by_thousands() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(1234567), "1,234,567");
    }

    #[test]
    fn the_states_count_reads_back_from_a_progress_line() {
        let p = Progress {
            states_searched: 1_234_567,
            table_entries: 89,
            table_capacity: 356,
            elapsed: Duration::from_secs(3),
            phase: "depth 12".into(),
        };
        let line = progress_line(Duration::from_secs(3), &p, 1e6, Some(64 << 20));
        assert_eq!(states_of_line(&line), Some(1_234_567));
        assert!(line.contains("table          89 ( 25% full)"), "{line}");
        assert!(line.ends_with(" of 64 MiB"), "{line}");
        assert_eq!(states_of_line("[    0.0s] writing the certificate"), None);
    }
}

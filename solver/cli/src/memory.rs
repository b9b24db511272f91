//! The memory budget of a solve (`--memory SIZE`): its default, its parsing, and the watchdog
//! that stops the process with a clear message and exit code 4 before the machine runs out (so
//! the kernel's OOM killer never picks a solve). It sizes nothing itself: the pipeline gives the
//! transposition table its share of the budget.

use std::time::Duration;

use sureline_certify::pipeline::MIN_MEMORY;
use sureline_certify::{files, manifest};

/// The default budget: this share of the machine's RAM (`MemTotal`), leaving the rest to the
/// system and to whatever else runs.
pub const DEFAULT_SHARE: f64 = 0.75;
/// The budget when the machine's RAM cannot be read (not Linux): 4 GiB.
const FALLBACK_BUDGET: u64 = 4 << 30;
/// How often the watchdog reads the resident set size.
const WATCH_EVERY: Duration = Duration::from_millis(200);
/// The exit code of a crossed budget: a resource limit, as the checker's `limit`.
const EXIT_LIMIT: i32 = 4;

/// The machine's RAM in bytes (`MemTotal` of /proc/meminfo), if known.
fn machine_ram() -> Option<u64> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    let kib = meminfo
        .lines()
        .find_map(|line| line.strip_prefix("MemTotal:"))?;
    let kib = kib.trim().strip_suffix("kB")?.trim().parse::<u64>().ok()?;
    Some(kib * 1024)
}

/// The memory budget of a solve, in bytes: asked with `--memory` (then at least
/// [`MIN_MEMORY`] and at most the machine's RAM, checked when the option is read), or the
/// default share of the machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub bytes: u64,
    /// Whether `--memory` asked for it (the table may then grow into its share).
    pub asked: bool,
}

impl Budget {
    /// `--memory` if given, else [`DEFAULT_SHARE`] of the machine's RAM.
    pub fn or_default(asked: Option<Budget>) -> Budget {
        asked.unwrap_or_else(|| Budget {
            bytes: machine_ram().map_or(FALLBACK_BUDGET, |ram| (ram as f64 * DEFAULT_SHARE) as u64),
            asked: false,
        })
    }
}

impl std::str::FromStr for Budget {
    type Err = String;

    /// `--memory SIZE`, checked against the machine's RAM and the smallest budget a solve takes.
    fn from_str(text: &str) -> std::result::Result<Budget, String> {
        let bytes = parse_size(text)?;
        match machine_ram() {
            Some(ram) if bytes > ram => {
                Err(format!("more than this machine's {} of RAM", human(ram)))
            }
            _ if bytes < MIN_MEMORY => Err(format!("a solve needs at least {}", human(MIN_MEMORY))),
            _ => Ok(Budget { bytes, asked: true }),
        }
    }
}

/// `SIZE`: a number with an optional unit K, M, G or T (powers of 1024, an optional trailing
/// `B` or `iB`), e.g. `20G`, `1.5GiB`, `512M`, `1073741824`.
pub fn parse_size(text: &str) -> std::result::Result<u64, String> {
    let upper = text.trim().to_ascii_uppercase();
    let digits = upper.trim_end_matches("IB").trim_end_matches('B');
    let (number, shift) = match digits.chars().last() {
        Some('K') => (&digits[..digits.len() - 1], 10),
        Some('M') => (&digits[..digits.len() - 1], 20),
        Some('G') => (&digits[..digits.len() - 1], 30),
        Some('T') => (&digits[..digits.len() - 1], 40),
        _ => (digits, 0),
    };
    let value: f64 = number
        .parse()
        .map_err(|_| "expected a size such as 20G, 512M or a number of bytes".to_string())?;
    let bytes = value * (1u64 << shift) as f64;
    if !bytes.is_finite() || bytes < 1.0 || bytes >= u64::MAX as f64 {
        return Err("expected a size of at least one byte".into());
    }
    Ok(bytes as u64)
}

/// "3.0 GiB", "512 MiB".
pub fn human(bytes: u64) -> String {
    if bytes >= 1 << 30 {
        format!("{:.1} GiB", bytes as f64 / (1u64 << 30) as f64)
    } else {
        format!("{:.0} MiB", bytes as f64 / (1u64 << 20) as f64)
    }
}

/// Starts the watchdog: a thread that ends the process with one line on stderr and exit code 4
/// as soon as the resident set size crosses `budget`. Certificates are written through a
/// temporary file and a rename, so stopping never leaves a half-written output (a stale
/// temporary is removed by the next writer).
pub fn watch(budget: u64) {
    std::thread::spawn(move || loop {
        if let Some(message) = over_budget(manifest::current_rss_bytes(), budget) {
            files::abandon();
            eprintln!("{message}");
            std::process::exit(EXIT_LIMIT);
        }
        std::thread::sleep(WATCH_EVERY);
    });
}

/// The line the watchdog prints when `rss` has crossed `budget`.
fn over_budget(rss: u64, budget: u64) -> Option<String> {
    (rss > budget).then(|| {
        format!(
            "sureline: stopped: the solve's memory ({}) crossed its budget of {} (--memory); \
             give it a larger --memory or a smaller problem",
            human(rss),
            human(budget)
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_with_their_units() {
        assert_eq!(parse_size("20G"), Ok(20 << 30));
        assert_eq!(parse_size("1.5GiB"), Ok(3 << 29));
        assert_eq!(parse_size("512m"), Ok(512 << 20));
        assert_eq!(parse_size("64MB"), Ok(64 << 20));
        assert_eq!(parse_size("1073741824"), Ok(1 << 30));
        assert!(parse_size("lots").is_err());
        assert!(parse_size("0").is_err());
        assert!(parse_size("-1G").is_err());
        assert!(parse_size("G").is_err());
    }

    #[test]
    fn the_watchdog_speaks_only_over_the_budget() {
        assert_eq!(over_budget(64 << 20, 64 << 20), None);
        assert_eq!(
            over_budget((64 << 20) + 1, 64 << 20).as_deref(),
            Some(
                "sureline: stopped: the solve's memory (64 MiB) crossed its budget of 64 MiB \
                 (--memory); give it a larger --memory or a smaller problem"
            )
        );
        assert!(over_budget(3 << 30, 2 << 30)
            .unwrap()
            .contains("(3.0 GiB) crossed its budget of 2.0 GiB"));
    }

    #[test]
    fn the_default_is_a_share_of_the_machine() {
        let default = Budget::or_default(None);
        assert!(!default.asked);
        if let Some(ram) = machine_ram() {
            assert_eq!(default.bytes, (ram as f64 * DEFAULT_SHARE) as u64);
            assert!(format!("{}", ram + 1).parse::<Budget>().is_err());
        }
        assert_eq!(
            "64M".parse::<Budget>().map(|b| (b.bytes, b.asked)),
            Ok((64 << 20, true))
        );
        assert!("63M".parse::<Budget>().is_err());
    }
}

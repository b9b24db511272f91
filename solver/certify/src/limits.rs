//! [cert.limits] The checker's limits a solve verifies its certificates within (`--limits`).

use sureline_checker::Limits;

/// [cert.limits] The checker's limits a solve verifies its certificates within: the standard
/// ones, or the large ones a researcher must then also ask the checker for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CheckLimits {
    #[default]
    Standard,
    Large,
}

impl CheckLimits {
    /// Every profile, the default first.
    pub const ALL: [CheckLimits; 2] = [CheckLimits::Standard, CheckLimits::Large];

    /// The profile of a `--limits` word.
    pub fn from_name(word: &str) -> std::result::Result<CheckLimits, String> {
        let found = CheckLimits::ALL
            .into_iter()
            .find(|profile| profile.name() == word);
        found.ok_or_else(|| "expected standard or large".to_string())
    }

    /// The checker's limits of this profile.
    pub fn limits(self) -> Limits {
        match self {
            CheckLimits::Standard => Limits::V1,
            CheckLimits::Large => Limits::LARGE,
        }
    }

    /// The word of `--limits`.
    pub fn name(self) -> &'static str {
        match self {
            CheckLimits::Standard => "standard",
            CheckLimits::Large => "large",
        }
    }
}

//! Which of the checker's limits a produced survival certificate is verified within.

use super::*;

const STANDARD: CheckLimits = CheckLimits::Standard;
const LARGE: CheckLimits = CheckLimits::Large;

/// A walk stopped at the positions limit of `profile`, as the checker says it.
fn walk_limit(profile: CheckLimits) -> Error {
    let message = "more than 14000000 positions".to_string();
    Error::Limit(Limit::Checker { profile, message })
}

/// `least_limits` with a verifier that stops at the standard positions limit when `past` and
/// otherwise verifies within any profile; returns the profiles it was asked, in order.
fn asked(asked: CheckLimits, fits: bool, past: bool) -> (Result<CheckLimits>, Vec<CheckLimits>) {
    let mut calls = Vec::new();
    let result = least_limits(asked, fits, |profile| {
        calls.push(profile);
        match profile == STANDARD && past {
            true => Err(walk_limit(profile)),
            false => Ok(()),
        }
    });
    (result.map(|((), profile)| profile), calls)
}

#[test]
fn the_standard_limits_are_asked_alone_when_they_are_the_ones_asked() {
    let (profile, calls) = asked(STANDARD, true, false);
    assert_eq!((profile.unwrap(), calls), (STANDARD, vec![STANDARD]));
    let (refused, calls) = asked(STANDARD, true, true);
    assert!(matches!(
        refused,
        Err(Error::Limit(Limit::Checker {
            profile: STANDARD,
            ..
        }))
    ));
    assert_eq!(calls, vec![STANDARD]);
}

#[test]
fn a_certificate_within_the_standard_limits_is_verified_within_them_when_large_are_allowed() {
    let (profile, calls) = asked(LARGE, true, false);
    assert_eq!((profile.unwrap(), calls), (STANDARD, vec![STANDARD]));
}

#[test]
fn a_walk_past_the_standard_positions_is_verified_again_within_the_large_limits() {
    let (profile, calls) = asked(LARGE, true, true);
    assert_eq!((profile.unwrap(), calls), (LARGE, vec![STANDARD, LARGE]));
}

#[test]
fn a_certificate_past_the_standard_format_limits_goes_straight_to_the_large_ones() {
    let (profile, calls) = asked(LARGE, false, true);
    assert_eq!((profile.unwrap(), calls), (LARGE, vec![LARGE]));
}

#[test]
fn a_refusal_other_than_a_limit_is_never_tried_again() {
    let mut calls = Vec::new();
    let result = least_limits(LARGE, true, |profile| {
        calls.push(profile);
        Err::<(), _>(Error::Bug("a produced certificate is refused".into()))
    });
    assert!(matches!(result, Err(Error::Bug(_))));
    assert_eq!(calls, vec![STANDARD]);
}

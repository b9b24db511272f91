//! `sureline web`: the page of either claim kind embeds the certificate's identity, its verdict,
//! its figures and its bytes, is deterministic, and refuses a file that does not verify with the
//! checker's one-line reason. The page's behaviour is tested in a real browser (tests/web/).

#[path = "../../testdata/adversary.rs"]
mod adversary;
#[path = "../../testdata/support.rs"]
mod support;

use std::path::PathBuf;

use support::*;
use sureline_certify::error::Error;
use sureline_certify::load::{load_any, LoadedAny};
use sureline_tools::web::{make_page, Side};

fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../certificates/examples")
        .join(name)
}

/// The JSON facts embedded in a page.
fn facts(html: &str) -> serde_json::Value {
    let start = html.find("id=\"facts-data\">").expect("facts element") + 16;
    let end = start + html[start..].find("</script>").expect("facts end");
    serde_json::from_str(&html[start..end]).expect("facts are JSON")
}

#[test]
fn a_player_page_embeds_the_identity_figures_and_longest_game() {
    let path = example("w4-r3-IOTSZJL.cert");
    let bytes = std::fs::read(&path).unwrap();
    let page = make_page(&path).unwrap();
    assert_eq!(page.side, Side::Player);
    assert_eq!(page.certificate_bytes, bytes.len());
    let facts = facts(&page.html);
    let hash = format!("sha256:{}", sureline_tools::identity::sha256_hex(&bytes));
    assert_eq!(facts["sha256"], hash);
    assert!(facts["verdict"]
        .as_str()
        .unwrap()
        .starts_with(&format!("s VERIFIED {hash}")));
    assert_eq!(facts["kind"], "player");
    assert_eq!(facts["name"], "w4-r3-IOTSZJL.cert");
    assert_eq!(facts["stats"]["nodes"], 12);
    assert_eq!(facts["stats"]["sequences"], 73);
    assert_eq!(facts["worst"].as_str().unwrap().len(), 3, "max-pieces 3");
    assert!(page
        .html
        .contains("<title>sureline: play the adversary against w4-r3-IOTSZJL.cert</title>"));
    assert_eq!(make_page(&path).unwrap().html, page.html, "deterministic");
}

#[test]
fn an_adversary_page_embeds_its_figures_and_longest_game() {
    let dir = temp_dir("web-adversary");
    let path = write(&dir, "capped-4x3.cert", &adversary::capped_4x3());
    let page = make_page(&path).unwrap();
    assert_eq!(page.side, Side::Adversary);
    let facts = facts(&page.html);
    assert_eq!(facts["kind"], "adversary");
    assert_eq!(facts["stats"]["claim"], "adversary-prevents-a-line");
    let worst = facts["worst"].as_str().unwrap();
    assert_eq!(
        worst.split(',').count() as u64,
        facts["stats"]["longest_game"].as_u64().unwrap()
    );
    // The same game as `sureline worst`, though the page shares its longest games with the figures.
    let Ok(LoadedAny::Adversary(loaded)) = load_any(&path) else {
        panic!("an adversary certificate")
    };
    let alone = sureline_tools::game::policy::worst_game(&loaded.policy).unwrap();
    assert_eq!(worst, sureline_tools::game::policy::moves_text(&alone));
}

#[test]
fn a_file_that_does_not_verify_gets_no_page_and_one_clear_line() {
    let dir = temp_dir("web-bad");
    let path = write(&dir, "bad.cert", "sureline-certificate v1\nclaim nothing\n");
    let error = make_page(&path).expect_err("refused");
    assert!(matches!(error, Error::Check { .. }), "{error}");
    let message = error.to_string();
    assert!(
        !message.contains('\n') && message.contains("bad.cert"),
        "{message}"
    );
    let missing = make_page(&dir.join("missing.cert")).expect_err("refused");
    assert!(matches!(missing, Error::Io { .. }), "{missing}");
}

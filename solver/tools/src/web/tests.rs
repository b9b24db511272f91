//! The page generator's pieces: the template filling, the JSON inside `<script>`, the embedded
//! bytes.

use std::io::Read as _;

use base64::Engine as _;

use super::{embed, escape_html, fill, script_json};

#[test]
fn fill_replaces_each_key_once_and_never_inside_a_value() {
    let filled = fill("a{{X}}b{{Y}}c", &[("X", "{{Y}}"), ("Y", "1")]).unwrap();
    assert_eq!(filled, "a{{Y}}b1c");
}

#[test]
fn fill_refuses_an_unknown_or_unclosed_key() {
    assert!(fill("{{NOPE}}", &[("X", "")]).is_err());
    assert!(fill("{{X", &[("X", "")]).is_err());
}

#[test]
fn the_template_has_every_key_the_generator_fills() {
    for key in ["TITLE", "STYLE", "FACTS", "CERTIFICATE", "SCRIPT"] {
        assert_eq!(
            super::TEMPLATE.matches(&format!("{{{{{key}}}}}")).count(),
            1,
            "{key}"
        );
    }
}

#[test]
fn json_in_a_script_element_cannot_close_it() {
    let json = script_json(&serde_json::json!({ "name": "</script><b>" }));
    assert!(!json.contains('<'), "{json}");
    let back: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(back["name"], "</script><b>");
    assert_eq!(escape_html("a<b>&\"c\""), "a&lt;b&gt;&amp;&quot;c&quot;");
}

#[test]
fn the_embedded_bytes_decode_to_the_certificate() {
    let bytes = b"sureline-certificate v1\nclaim player-completes-a-line\n".repeat(50);
    let embedded = embed(&bytes).unwrap();
    assert!(embedded
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"+/=".contains(&b)));
    let gzip = base64::engine::general_purpose::STANDARD
        .decode(&embedded)
        .unwrap();
    let mut back = Vec::new();
    flate2::read::GzDecoder::new(gzip.as_slice())
        .read_to_end(&mut back)
        .unwrap();
    assert_eq!(back, bytes);
    assert_eq!(embed(&bytes).unwrap(), embedded, "deterministic");
}

#[test]
fn the_page_scripts_fetch_and_link_nothing() {
    for (name, text) in [
        ("index.html", super::TEMPLATE),
        ("style.css", super::STYLE),
        ("rules.js", super::RULES),
        ("board.js", super::BOARD),
        ("app.js", super::APP),
    ] {
        for forbidden in [
            "http:",
            "https:",
            "fetch(",
            "XMLHttpRequest",
            "@import",
            "url(",
            "src=",
        ] {
            assert!(!text.contains(forbidden), "{name} contains {forbidden}");
        }
    }
}

//! The search that made each certificate of a staged survival table (`sureline survival
//! --stage-positions N`, spec/solver-model.md [survival.staged]): recorded from the children's
//! manifests as they report, and written into the table's files, so that a reader knows which
//! `within` is the least (the exact search's) and which is only an upper bound (the guided
//! search's). A table made by the exact search alone is written as before, byte for byte.

use std::cell::RefCell;
use std::collections::BTreeMap;

use serde_json::Value;

/// Certificate path -> the manifest's method (`local`, `refute`, `lifted`, `guided`).
#[derive(Default)]
pub struct Methods(RefCell<BTreeMap<String, String>>);

/// What each method says of the certificate's claim.
const LEGEND: &str = "Each certificate's search (spec/solver-model.md [survival.staged]): \
`local` and `refute` are the exact search (an adversary's `within` is the least: the longest game \
is exact); `lifted` is the player's strategy without preview, written for the preview game (the \
next piece ignored, [survival.lift]); `guided` is the guided search ([survival.guided]): its \
adversary's `within` is the longest game against the policy it found, an upper bound and not \
always the least, so \"by piece D\" of such a cell is not a least.";

impl Methods {
    pub fn record(&self, certificate: &str, method: &str) {
        self.0
            .borrow_mut()
            .insert(certificate.to_string(), method.to_string());
    }

    fn of(&self, certificate: &str) -> Option<String> {
        self.0.borrow().get(certificate).cloned()
    }

    /// SURVIVAL.md with a section of the methods of the certificates it cites, before its
    /// claims (`staged`: the table was made by the staged search; else unchanged).
    pub fn markdown(&self, markdown: String, staged: bool) -> String {
        const CLAIMS: &str = "\n## Claims\n";
        let Some(at) = markdown.find(CLAIMS).filter(|_| staged) else {
            return markdown;
        };
        let mut section = format!("\n## Methods\n\n{LEGEND}\n\n");
        for (path, method) in self.0.borrow().iter() {
            if markdown[at..].contains(&format!("`{path}`")) {
                section += &format!("- `{path}`: {method}\n");
            }
        }
        let (head, claims) = markdown.split_at(at);
        format!("{head}{section}{claims}")
    }

    /// survival.json with each certified attempt's `method` (`staged` only).
    pub fn json(&self, json: String, staged: bool) -> String {
        if !staged {
            return json;
        }
        let mut value: Value = serde_json::from_str(&json).expect("the table's JSON parses");
        let attempts = value["cells"]
            .as_array_mut()
            .into_iter()
            .flatten()
            .flat_map(|cell| cell["attempts"].as_array_mut().into_iter().flatten());
        for attempt in attempts {
            let path = attempt["certificate"]["certificate"]
                .as_str()
                .map(str::to_string);
            if let Some(method) = path.and_then(|p| self.of(&p)) {
                attempt["method"] = Value::String(method);
            }
        }
        serde_json::to_string_pretty(&value).expect("JSON values serialize") + "\n"
    }
}

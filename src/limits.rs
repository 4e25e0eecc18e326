//! Every bound a user can meet, in one table for the UI: the characters of each text
//! (`text::ALL`), the bytes of an upload (`files::check`), the counts and the days the UI
//! says (« 5 Mo maximum », « pendant 10 jours »). Each value is read from the constant the
//! server applies, never written again here.
//!
//! `ensemblier schema --limits` prints [`typescript`], committed as `ui/src/gql/limits.ts`;
//! the UI imports it and a vitest test fails on a literal bound in `ui/src`. The test
//! below fails when the committed file differs from what the server declares, so the UI's
//! own suite needs no Rust build (GraphQL cost limits are another thing: `graphql::limits`).

use std::fmt::Write;

use crate::{
    accounts::password,
    applications::{answer_time, triage},
    banners, billing, book,
    companies::team,
    files::check,
    offers::{self, lifecycle},
    recommendations::preferences,
    text,
};

/// One group of the table: `LIMITS.<name>` in TypeScript.
pub struct Group {
    pub name: &'static str,
    /// What its numbers count, for the generated file's comment.
    pub doc: &'static str,
    pub limits: Vec<Limit>,
}

/// One bound: its camelCase name in the UI, its value, what it bounds.
pub struct Limit {
    pub name: String,
    pub value: u64,
    pub doc: &'static str,
}

fn limit(name: &str, value: impl TryInto<u64>, doc: &'static str) -> Limit {
    Limit {
        name: name.to_owned(),
        // Every bound is a small positive constant; a 0 here fails the test below.
        value: value.try_into().unwrap_or(0),
        doc,
    }
}

/// `OfferTitle` → `offerTitle`: the bounds table's names as the UI spells them.
fn camel_case(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_lowercase().chain(chars).collect()
    })
}

/// The table, in the order of the generated file.
pub fn table() -> Vec<Group> {
    vec![
        Group {
            name: "text",
            doc: "Characters of each text a user sends: the bounds table of `src/text.rs`.",
            limits: text::ALL
                .iter()
                .map(|(name, max)| limit(&camel_case(name), *max, ""))
                .collect(),
        },
        Group {
            name: "fileBytes",
            doc: "Bytes of an uploaded file (`src/files/check.rs`).",
            limits: vec![
                limit(
                    "document",
                    check::MAX_DOCUMENT_BYTES,
                    "A CV or a cover letter (PDF).",
                ),
                limit("logo", check::LOGO.max_bytes, "A company's logo."),
                limit(
                    "contentImage",
                    check::CONTENT_IMAGE.max_bytes,
                    "An image of the back-office's content (posts, partners, testimonials).",
                ),
                limit(
                    "bannerImage",
                    banners::IMAGE.max_bytes,
                    "A home-page banner's creative.",
                ),
                limit(
                    "bookImage",
                    crate::files::images::MAX_UPLOAD_BYTES,
                    "An image of a candidate's book, as uploaded (it is never kept).",
                ),
                limit("bookPdf", book::MAX_PDF_BYTES, "A candidate's PDF book."),
                limit(
                    "companyWork",
                    crate::files::images::MAX_UPLOAD_BYTES,
                    "A company's work or cover photo, as uploaded (it is never kept).",
                ),
            ],
        },
        Group {
            name: "count",
            doc: "Counts: items at most, characters at least.",
            limits: vec![
                limit(
                    "mailRecipients",
                    triage::MAX_RECIPIENTS,
                    "Applicants a company mails at once.",
                ),
                limit(
                    "messageAttachments",
                    crate::applications::messages::attachments::MAX_PER_MESSAGE,
                    "PDF files one message of a thread carries.",
                ),
                limit(
                    "answerApplications",
                    answer_time::MIN_APPLICATIONS,
                    "The fewest applications a company's answer time is taken over.",
                ),
                limit(
                    "passwordMinChars",
                    password::MIN_LENGTH,
                    "The shortest password.",
                ),
                limit(
                    "bookProjects",
                    book::MAX_PROJECTS,
                    "Projects of a candidate's book.",
                ),
                limit(
                    "bookImagesPerProject",
                    book::MAX_IMAGES_PER_PROJECT,
                    "Images of one project of a book.",
                ),
                limit(
                    "bookImages",
                    book::MAX_IMAGES,
                    "Images of a candidate's whole book.",
                ),
                limit(
                    "companyWorks",
                    crate::companies::works::MAX_WORKS,
                    "Images of a company's « Réalisations ».",
                ),
                limit(
                    "applicationProjects",
                    crate::applications::portfolio::MAX_PROJECTS,
                    "Projects of her book a candidate sends with one application.",
                ),
                limit(
                    "interviewSlots",
                    crate::interviews::slots::MAX_SLOTS,
                    "Slots an interview proposal offers.",
                ),
                limit(
                    "messageTemplates",
                    crate::applications::templates::MAX_PER_COMPANY,
                    "Message templates a company keeps.",
                ),
            ],
        },
        Group {
            name: "preferences",
            doc: "A candidate's job preferences (`recommendations::preferences`).",
            limits: vec![
                limit("trades", preferences::MAX_TRADES, "Trades she looks for."),
                limit("places", preferences::MAX_PLACES, "Towns she looks around."),
                limit(
                    "contracts",
                    preferences::MAX_CONTRACTS,
                    "Contracts she wants.",
                ),
                limit(
                    "minRadiusKm",
                    preferences::MIN_RADIUS_KM,
                    "The smallest radius around her towns.",
                ),
                limit(
                    "maxRadiusKm",
                    preferences::MAX_RADIUS_KM,
                    "The largest radius around her towns.",
                ),
            ],
        },
        Group {
            name: "days",
            doc: "Durations, in days.",
            limits: vec![
                limit(
                    "ad",
                    offers::AD_DURATION_DAYS,
                    "An ad's period, and the period in which the same ad is published once.",
                ),
                limit(
                    "summerExtension",
                    lifecycle::SUMMER_EXTENSION_DAYS,
                    "More days for an ad starting in July or August.",
                ),
                limit(
                    "urgent",
                    billing::URGENT_DAYS,
                    "The Urgent option: an offer on top of the results.",
                ),
                limit(
                    "invitation",
                    team::INVITATION_VALID_DAYS,
                    "A team invitation's link is valid.",
                ),
                limit(
                    "bannerStartAhead",
                    banners::MAX_DAYS_AHEAD,
                    "How far ahead a banner's first day may be.",
                ),
                limit(
                    "answerWindow",
                    answer_time::WINDOW_DAYS,
                    "The applications a company's answer time is taken over: those sent in these last days.",
                ),
                limit(
                    "answerShownAtMost",
                    answer_time::MAX_SHOWN_DAYS,
                    "The longest answer time the pages show.",
                ),
            ],
        },
        Group {
            name: "percent",
            doc: "Rates, in percent.",
            limits: vec![limit(
                "vat",
                billing::VAT_PERCENT,
                "The VAT on every price: `including_vat` in src/billing, whole cents rounded down.",
            )],
        },
    ]
}

/// `ui/src/gql/limits.ts`, as `ensemblier schema --limits` prints it.
pub fn typescript() -> String {
    let mut out = String::from(
        "// Generated by `ensemblier schema --limits` from src/limits.rs: do not edit.\n\
         // `cargo test --lib limits` fails when this file differs from the server's bounds.\n\
         \n\
         /** Every bound a user can meet, as the server applies it. */\n\
         export const LIMITS = {\n",
    );
    for group in table() {
        let _ = writeln!(out, "  /** {} */", group.doc);
        let _ = writeln!(out, "  {}: {{", group.name);
        for limit in &group.limits {
            if !limit.doc.is_empty() {
                let _ = writeln!(out, "    /** {} */", limit.doc);
            }
            let _ = writeln!(out, "    {}: {},", limit.name, limit.value);
        }
        out.push_str("  },\n");
    }
    out.push_str("} as const;\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_limit_is_a_positive_number_named_once_in_its_group() {
        for group in table() {
            let mut names: Vec<&str> = group.limits.iter().map(|l| l.name.as_str()).collect();
            assert!(group.limits.iter().all(|l| l.value > 0), "{}", group.name);
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), group.limits.len(), "{}", group.name);
        }
    }

    #[test]
    fn text_bounds_keep_the_tables_names_in_camel_case() {
        let text = table().into_iter().next().expect("the text group");
        assert_eq!(text.limits.len(), text::ALL.len());
        let find = |name: &str| text.limits.iter().find(|l| l.name == name).map(|l| l.value);
        assert_eq!(find("offerTitle"), Some(150));
        assert_eq!(find("url"), Some(500));
        assert_eq!(find("vatNumber"), Some(20));
    }

    /// The UI's copy is generated, and committed so that its suite needs no Rust build: this
    /// test is what keeps it fresh.
    #[test]
    fn the_uis_limits_ts_is_what_the_server_declares() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/ui/src/gql/limits.ts");
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            committed == typescript(),
            "ui/src/gql/limits.ts is stale: run `cargo run -q -- schema --limits > ui/src/gql/limits.ts`"
        );
    }
}

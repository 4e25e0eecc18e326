//! The landing pages of training offers (`training_pages`), as TrainingPage.tsx and
//! TrainingIndexPage.tsx show them to a visitor.

use std::net::IpAddr;

use askama::Template;
use serde::Deserialize;
use serde_json::{json, Value};

use super::{answer, french_number, written, FirstScreen, LatestOffer, Site};
use crate::training_pages::TrainingKind;

#[derive(Deserialize)]
struct Link {
    title: String,
    path: String,
    offers: i64,
}

/// « 1 offre », « 12 offres », as `offers` in the feature's messages.
fn offers(count: i64) -> String {
    match count {
        1 => "1 offre".to_owned(),
        n => format!("{}\u{a0}offres", french_number(n)),
    }
}

impl Link {
    fn count(&self) -> String {
        offers(self.offers)
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Page {
    title: String,
    description: String,
    index_path: String,
    search_path: String,
    total_count: i64,
    offers: Vec<LatestOffer>,
    related: Vec<Link>,
}

#[derive(Template)]
#[template(path = "pages/training.html")]
struct PageScreen<'a> {
    page: &'a Page,
    overline: &'static str,
    index_link: &'static str,
    /// « 3 offres en ligne ».
    count: String,
}

/// The words of a kind's pages, as the feature's messages say them.
fn words(kind: TrainingKind) -> (&'static str, &'static str) {
    match kind {
        TrainingKind::Alternance => ("Alternance", "Toutes les offres d’alternance"),
        TrainingKind::Stage => ("Stage", "Toutes les offres de stage"),
    }
}

/// `/alternance/{métier}`, `/alternance/{métier}/{diplôme}`, `/stage/{métier}`.
pub async fn page(
    site: &Site<'_>,
    address: Option<IpAddr>,
    kind: TrainingKind,
    trade: &str,
    diploma: Option<&str>,
) -> FirstScreen {
    let mut variables = json!({ "kind": kind_name(kind), "trade": trade });
    if let (Some(diploma), Value::Object(fields)) = (diploma, &mut variables) {
        fields.insert("diploma".into(), diploma.into());
    }
    let Some(mut answer) = answer(site, address, "TrainingLandingPage", variables).await else {
        return FirstScreen::default();
    };
    let Some(page) = answer.read::<Page>("trainingPage") else {
        return FirstScreen::default();
    };
    let (overline, index_link) = words(kind);
    written(
        PageScreen {
            count: format!("{} en ligne", offers(page.total_count)),
            page: &page,
            overline,
            index_link,
        }
        .render(),
        vec![answer.inlined()],
    )
}

/// The GraphQL name of `kind`.
fn kind_name(kind: TrainingKind) -> &'static str {
    match kind {
        TrainingKind::Alternance => "ALTERNANCE",
        TrainingKind::Stage => "STAGE",
    }
}

#[derive(Template)]
#[template(path = "pages/training_index.html")]
struct IndexScreen {
    overline: &'static str,
    title: &'static str,
    intro: &'static str,
    empty: &'static str,
    links: Vec<Link>,
    /// The other kind's index: its path and its link's words.
    other: (&'static str, &'static str),
}

/// `/alternance`, `/stage`: every page of the kind with live offers.
pub async fn index(site: &Site<'_>, address: Option<IpAddr>, kind: TrainingKind) -> FirstScreen {
    let variables = json!({ "kind": kind_name(kind) });
    let Some(mut answer) = answer(site, address, "TrainingIndex", variables).await else {
        return FirstScreen::default();
    };
    let Some(links) = answer.read::<Vec<Link>>("trainingPages") else {
        return FirstScreen::default();
    };
    let (intro, empty, other) = match kind {
        TrainingKind::Alternance => (
            "Apprentissage et contrat de professionnalisation dans les ateliers et entreprises de la décoration et des métiers d’art, par métier et par diplôme préparé.",
            "Aucune offre d’alternance n’est en ligne pour le moment.",
            ("/stage", "Voir les offres de stage"),
        ),
        TrainingKind::Stage => (
            "Les stages conventionnés des ateliers et entreprises de la décoration et des métiers d’art, par métier.",
            "Aucune offre de stage n’est en ligne pour le moment.",
            ("/alternance", "Voir les offres d’alternance"),
        ),
    };
    written(
        IndexScreen {
            overline: words(kind).0,
            title: kind.index_title(),
            intro,
            empty,
            links,
            other,
        }
        .render(),
        vec![answer.inlined()],
    )
}

//! A fake of the « Recherche d'entreprises » API speaking its protocol (`GET /search?q=…`,
//! the same JSON, `429` when busy), for what cannot reach the State: a development server
//! mounts it at `/api/dev/company-directory` (never outside development, `http::router`)
//! and the tests start it on a port of their own. It answers by the SIRET asked:
//!
//! | SIRET | answer |
//! |---|---|
//! | [`UNKNOWN`] | no result |
//! | [`CLOSED`] | found, establishment closed (`F`) |
//! | [`SLOW`] | nothing for 30 s (longer than the client waits) |
//! | [`BUSY`] | `429` |
//! | [`KNOWN`]'s | found, with their names and addresses |
//! | any other valid one | found, « ÉTABLISSEMENT <SIREN> », Paris |
//!
//! [`FakeDirectory::set_busy`] makes every answer a `429`, until set back.

use std::{
    sync::{
        atomic::{AtomicBool, AtomicUsize, Ordering},
        Arc,
    },
    time::Duration,
};

use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    routing::get,
    Json, Router,
};
use serde::Deserialize;
use serde_json::json;

pub const UNKNOWN: &str = "11111111800019";
pub const CLOSED: &str = "22222222600011";
pub const SLOW: &str = "33333333400014";
pub const BUSY: &str = "44444444200016";

/// Establishments the fake knows by name: (SIRET, legal name, address, postcode, town, NAF,
/// staff-size band).
pub const KNOWN: &[(&str, &str, &str, &str, &str, &str, &str)] = &[
    (
        "73282932000074",
        "ATELIER DUBOIS",
        // As the tests' billing identity writes it: giving the SIRET rewrites nothing.
        "3 place des Vosges",
        "75004",
        "Paris",
        "31.09B",
        "11",
    ),
    (
        "55210055400013",
        "MAISON LEMOINE DECORATION",
        "12 RUE DE LA REPUBLIQUE",
        "69002",
        "LYON",
        "74.10Z",
        "03",
    ),
];

#[derive(Clone, Default)]
pub struct FakeDirectory {
    busy: Arc<AtomicBool>,
    calls: Arc<AtomicUsize>,
}

impl FakeDirectory {
    pub fn router(&self) -> Router {
        Router::new()
            .route("/search", get(search))
            .with_state(self.clone())
    }

    /// Every answer a `429` (the directory over its rate), or back to normal.
    pub fn set_busy(&self, busy: bool) {
        self.busy.store(busy, Ordering::SeqCst);
    }

    /// How many searches it received.
    pub fn calls(&self) -> usize {
        self.calls.load(Ordering::SeqCst)
    }

    /// Serves it on a free local port; its base URL.
    pub async fn start(&self) -> std::io::Result<String> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let address = listener.local_addr()?;
        let router = self.router();
        tokio::spawn(async move { axum::serve(listener, router).await });
        Ok(format!("http://{address}"))
    }
}

#[derive(Deserialize)]
struct SearchQuery {
    q: Option<String>,
}

async fn search(State(fake): State<FakeDirectory>, Query(query): Query<SearchQuery>) -> Response {
    fake.calls.fetch_add(1, Ordering::SeqCst);
    let too_many = || {
        (
            StatusCode::TOO_MANY_REQUESTS,
            Json(json!({ "erreur": "Vous avez effectué trop de requêtes." })),
        )
            .into_response()
    };
    if fake.busy.load(Ordering::SeqCst) {
        return too_many();
    }
    let Some(q) = query.q.filter(|q| q.len() >= 3) else {
        return (
            StatusCode::BAD_REQUEST,
            Json(json!({ "erreur": "Veuillez indiquer un paramètre de recherche d'au moins 3 caractères." })),
        )
            .into_response();
    };
    let siret = q.trim();
    match siret {
        BUSY => return too_many(),
        SLOW => tokio::time::sleep(Duration::from_secs(30)).await,
        _ => {}
    }
    if siret == UNKNOWN || !crate::companies::siret::is_valid(siret) {
        return Json(json!({ "results": [], "total_results": 0, "page": 1, "per_page": 5, "total_pages": 0 }))
            .into_response();
    }
    let siren = &siret[..9];
    let fallback_name = format!("ÉTABLISSEMENT {siren}");
    let (name, street, postcode, city, naf, size) = KNOWN.iter().find(|k| k.0 == siret).map_or(
        (
            fallback_name.as_str(),
            "1 RUE DE RIVOLI",
            "75001",
            "PARIS",
            "74.10Z",
            "02",
        ),
        |k| (k.1, k.2, k.3, k.4, k.5, k.6),
    );
    let state = if siret == CLOSED { "F" } else { "A" };
    let site = json!({
        "siret": siret,
        "etat_administratif": state,
        "adresse": format!("{street} {postcode} {city}"),
        "code_postal": postcode,
        "libelle_commune": city,
        "activite_principale": naf,
        "tranche_effectif_salarie": size,
        "est_siege": true,
    });
    Json(json!({
        "results": [{
            "siren": siren,
            "nom_complet": name,
            "nom_raison_sociale": name,
            "etat_administratif": "A",
            "activite_principale": naf,
            "tranche_effectif_salarie": size,
            "nombre_etablissements": 1,
            "siege": site,
            "matching_etablissements": [site],
        }],
        "total_results": 1, "page": 1, "per_page": 5, "total_pages": 1
    }))
    .into_response()
}

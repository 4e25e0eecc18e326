//! The public search through GraphQL, answered by the index that follows the outbox.

mod filters;
mod index_snapshots;
mod places;
mod sort;
mod success;

use std::time::Duration;

use ensemblier::{filters::JobFilters, search::Search};
use serde_json::{json, Value};
use sqlx::PgPool;

use crate::{
    content::answers::build_ui_with,
    support::fixtures::{self, Offer},
    support::helpers::{first_error, fresh_database, outbox_end, spawn_app, TestApp},
};

const SEARCH: &str = "query ($search: String, $contracts: [String!], $positions: [String!], $places: [String!], $first: Int! = 10, $after: String) {
  jobOffers(search: $search, job_contracts: $contracts, job_positions: $positions, localization_list: $places, nb_items: $first, start_cursor: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    facets { jobContracts { _id count } jobPositions { _id count } }
    edges { cursor node { _id title expired since jobOfferAd { urgent }
      localizedCompany { company { name } address { locality { name postalCode city { name } } } } } }
  }
}";

async fn search(app: &TestApp, variables: Value) -> Value {
    app.query(SEARCH, variables).await["jobOffers"].clone()
}

/// The titles of a `jobOffers` page, in order.
pub fn titles(page: &Value) -> Vec<String> {
    page["edges"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["node"]["title"].as_str().map(str::to_owned))
        .collect()
}

/// Waits until the index answers `total` offers for an empty search (the outbox follower
/// runs every 250 ms). A liveness bound of 30 s: the follower reads only rows of ended
/// transactions of its database, and a loaded machine slows everything down.
async fn indexed(app: &TestApp, total: i64) {
    for _ in 0..300 {
        if search(app, json!({})).await["totalCount"] == total {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "the index never reached {total} offers: {}",
        search(app, json!({})).await
    );
}

async fn id_of(app: &TestApp, table: &str, column: &str, value: &str) -> i64 {
    sqlx::query_scalar(&format!("SELECT id FROM {table} WHERE {column} = $1"))
        .bind(value)
        .fetch_one(&app.pool)
        .await
        .expect("id")
}

#[tokio::test]
async fn french_keywords_places_and_filters_find_the_offers_they_mean() {
    let app = spawn_app().await;
    let atelier = fixtures::company(&app.pool, "Atelier du Forez").await;
    let offer = |title, insee, contract, position| Offer {
        company_id: atelier,
        title,
        insee,
        contract,
        position,
        ..Offer::default()
    };
    fixtures::offer(&app.pool, offer("Ébéniste H/F", "42218", "cdi", "ebeniste")).await;
    fixtures::offer(
        &app.pool,
        offer("Décoratrice d'intérieur", "75111", "cdd", ""),
    )
    .await;
    fixtures::offer(&app.pool, offer("Tapissier décorateur", "69383", "cdi", "")).await;
    fixtures::offer(
        &app.pool,
        offer("Ébéniste restaurateur", "75056", "stage", "ebeniste"),
    )
    .await;
    fixtures::offer(
        &app.pool,
        Offer {
            status: 0,
            ..offer("Ébéniste brouillon", "42218", "cdi", "ebeniste")
        },
    )
    .await;
    indexed(&app, 4).await;

    let page = search(&app, json!({ "search": "ebeniste" })).await;
    assert_eq!(
        page["totalCount"], 2,
        "without accents, drafts excluded: {page}"
    );
    // The plural feminine finds the job in both genders, as ads title it either way.
    let mut found = titles(&search(&app, json!({ "search": "decoratrices" })).await);
    found.sort();
    assert_eq!(found, ["Décoratrice d'intérieur", "Tapissier décorateur"]);

    let saint_etienne = id_of(&app, "localities", "insee_code", "42218").await;
    let page = search(&app, json!({ "search": "ebeniste", "places": [json!({"type": "CITY", "id": saint_etienne}).to_string()] })).await;
    assert_eq!(titles(&page), ["Ébéniste H/F"]);
    let loire = id_of(&app, "departments", "code", "42").await;
    let page = search(&app, json!({ "places": [json!({"type": "DEPARTMENT", "id": format!("/api/departments/{loire}")}).to_string()] })).await;
    assert_eq!(titles(&page), ["Ébéniste H/F"]);
    let auvergne = id_of(&app, "regions", "code", "84").await;
    let page = search(
        &app,
        json!({ "places": [json!({"type": "REGION", "id": auvergne}).to_string()] }),
    )
    .await;
    assert_eq!(page["totalCount"], 2, "Saint-Étienne and Lyon 3e");

    // A district is inside its city.
    let paris = id_of(&app, "localities", "insee_code", "75056").await;
    let page = search(
        &app,
        json!({ "places": [json!({"type": "CITY", "id": paris}).to_string()] }),
    )
    .await;
    assert_eq!(page["totalCount"], 2, "Paris and its 11th district");
    let district = &page["edges"]
        .as_array()
        .expect("edges")
        .iter()
        .find(|e| e["node"]["title"] == "Décoratrice d'intérieur")
        .expect("district offer")["node"];
    assert_eq!(
        district["localizedCompany"]["address"]["locality"]["city"]["name"],
        "Paris"
    );

    // A filter narrows; facet counts agree with it and ignore their own group.
    let cdi = id_of(&app, "job_contracts", "code", "cdi").await;
    let page = search(
        &app,
        json!({ "contracts": [format!("/api/job_contracts/{cdi}")] }),
    )
    .await;
    assert_eq!(page["totalCount"], 2);
    let contracts = page["facets"]["jobContracts"]
        .as_array()
        .expect("facets")
        .clone();
    let count_of = |id: i64| {
        contracts
            .iter()
            .find(|c| c["_id"] == id)
            .map(|c| c["count"].clone())
            .unwrap_or(json!(0))
    };
    assert_eq!(count_of(cdi), 2);
    let cdd = id_of(&app, "job_contracts", "code", "cdd").await;
    assert_eq!(
        count_of(cdd),
        1,
        "the CDD count stays visible while CDI is ticked"
    );

    // A family of positions covers its jobs.
    let family: i64 = sqlx::query_scalar(
        "SELECT g.parent_id FROM job_positions j JOIN job_positions g ON g.id = j.parent_id WHERE j.code = 'ebeniste'",
    )
    .fetch_one(&app.pool)
    .await
    .expect("family");
    let page = search(&app, json!({ "positions": [family.to_string()] })).await;
    assert_eq!(page["totalCount"], 2);
}

#[tokio::test]
async fn paging_by_cursor_returns_each_offer_once_even_while_offers_are_published() {
    let app = spawn_app().await;
    let atelier = fixtures::company(&app.pool, "Atelier").await;
    for day in 0..12 {
        fixtures::offer(
            &app.pool,
            Offer {
                company_id: atelier,
                title: "Peintre en décor",
                days_ago: day,
                ..Offer::default()
            },
        )
        .await;
    }
    indexed(&app, 12).await;
    let mut seen = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let page = search(&app, json!({ "first": 5, "after": after })).await;
        seen.extend(
            page["edges"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|e| e["node"]["_id"].clone()),
        );
        if seen.len() == 5 {
            // A newer offer published between two pages does not shift the next ones.
            fixtures::offer(
                &app.pool,
                Offer {
                    company_id: atelier,
                    title: "Nouvelle offre",
                    days_ago: 0,
                    ..Offer::default()
                },
            )
            .await;
            indexed(&app, 13).await;
        }
        if page["pageInfo"]["hasNextPage"] != true {
            break;
        }
        after = page["pageInfo"]["endCursor"].as_str().map(str::to_owned);
    }
    let mut unique = seen.clone();
    unique.sort_by_key(serde_json::Value::as_i64);
    unique.dedup();
    assert_eq!(unique.len(), seen.len(), "no offer twice");
    assert_eq!(seen.len(), 12, "every offer of the first search once");
}

#[tokio::test]
async fn urgent_offers_come_first_and_unpublished_ones_leave_the_search() {
    let app = spawn_app().await;
    let atelier = fixtures::company(&app.pool, "Atelier").await;
    fixtures::offer(
        &app.pool,
        Offer {
            company_id: atelier,
            title: "Récente",
            days_ago: 0,
            ..Offer::default()
        },
    )
    .await;
    let urgent = fixtures::offer(
        &app.pool,
        Offer {
            company_id: atelier,
            title: "Urgente",
            days_ago: 3,
            urgent: true,
            ..Offer::default()
        },
    )
    .await;
    fixtures::offer(
        &app.pool,
        Offer {
            company_id: atelier,
            title: "Expirée",
            days_ago: 31,
            ..Offer::default()
        },
    )
    .await;
    indexed(&app, 2).await;
    let page = search(&app, json!({})).await;
    assert_eq!(
        titles(&page),
        ["Urgente", "Récente"],
        "expired offers are never found"
    );
    assert_eq!(page["edges"][0]["node"]["jobOfferAd"]["urgent"], true);

    sqlx::query("UPDATE job_offers SET status = 0 WHERE id = $1")
        .bind(urgent)
        .execute(&app.pool)
        .await
        .expect("suspend");
    indexed(&app, 1).await;
    let latest = app
        .query("{ lastJobOffers(first: 8) { title } }", json!({}))
        .await;
    assert_eq!(latest["lastJobOffers"], json!([{ "title": "Récente" }]));
}

#[tokio::test]
async fn one_offer_is_visible_according_to_its_status_and_owner() {
    let app = spawn_app().await;
    let owner = app.company("rh@atelier.fr", "Atelier Dubois").await;
    let other = app.company("rh@verrerie.fr", "Verrerie").await;
    let company_id = id_of(&app, "companies", "name", "Atelier Dubois").await;
    let draft = fixtures::offer(
        &app.pool,
        Offer {
            company_id,
            title: "Brouillon",
            status: 0,
            ..Offer::default()
        },
    )
    .await;
    let expired = fixtures::offer(
        &app.pool,
        Offer {
            company_id,
            title: "Ancienne",
            days_ago: 40,
            ..Offer::default()
        },
    )
    .await;
    let query = "query ($id: ID!) { jobOffer(id: $id) { title expired statusLabel } }";
    let draft_iri = json!({ "id": format!("/api/job_offers/{draft}") });
    assert!(
        app.query(query, draft_iri.clone()).await["jobOffer"].is_null(),
        "anonymous"
    );
    assert!(
        app.graphql_as(&other, query, draft_iri.clone()).await["data"]["jobOffer"].is_null(),
        "another company"
    );
    assert_eq!(
        app.graphql_as(&owner, query, draft_iri).await["data"]["jobOffer"]["statusLabel"],
        "Brouillon"
    );
    let old = app.query(query, json!({ "id": expired.to_string() })).await;
    assert_eq!(
        old["jobOffer"],
        json!({ "title": "Ancienne", "expired": true, "statusLabel": "Expirée" })
    );
}

#[tokio::test]
async fn bad_search_arguments_get_french_graphql_errors() {
    let app = spawn_app().await;
    let cases = [
        (
            json!({ "after": "bm9wZQ" }),
            "Le curseur de pagination est invalide.",
        ),
        (
            json!({ "places": ["{\"type\":\"PLANETE\",\"id\":1}"] }),
            "Le lieu « {\"type\":\"PLANETE\",\"id\":1} » est invalide.",
        ),
        (
            json!({ "places": ["pas du json"] }),
            "Le lieu « pas du json » est invalide.",
        ),
        (
            json!({ "contracts": ["/api/job_types/1"] }),
            "L'identifiant « /api/job_types/1 » est invalide.",
        ),
        (
            json!({ "first": 0 }),
            "Le paramètre nb_items doit être compris entre 1 et 50.",
        ),
    ];
    for (variables, message) in cases {
        let answer = app.graphql(SEARCH, variables.clone()).await;
        assert_eq!(first_error(&answer).0, message, "{variables}");
    }
}

/// Applies the outbox up to its last row. The follower reads only rows of ended
/// transactions, so another test's transaction running on the same server may hold it back
/// a moment.
pub(crate) async fn catch_up_fully(index: &Search, pool: &PgPool, filters: &JobFilters) {
    let end = outbox_end(pool).await;
    for _ in 0..3_000 {
        index.catch_up(pool, filters).await.expect("catch up");
        if index.progress() >= end {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the index stayed at {}, before {end}", index.progress());
}

#[tokio::test]
async fn the_index_catches_up_after_a_crash_and_equals_the_database() {
    let app = spawn_app().await;
    let atelier = fixtures::company(&app.pool, "Atelier").await;
    for title in ["Staffeur", "Doreuse", "Vitrailliste"] {
        fixtures::offer(
            &app.pool,
            Offer {
                company_id: atelier,
                title,
                ..Offer::default()
            },
        )
        .await;
    }
    let filters = JobFilters::load(&app.pool).await.expect("filters");
    let dir = tempfile::tempdir().expect("dir");
    let index = Search::open(dir.path()).expect("open");
    catch_up_fully(&index, &app.pool, &filters).await;
    let progress = index.progress();
    drop(index);
    // A crash after the index commit but before the progress was recorded: replayed.
    std::fs::write(dir.path().join("index/OUTBOX_PROGRESS"), "0 0").expect("rewind");
    let index = Search::open(dir.path()).expect("reopen");
    catch_up_fully(&index, &app.pool, &filters).await;
    assert_eq!(index.progress(), progress);
    assert_eq!(index.live.current().len(), 3, "each offer once");
    let rebuilt = index.reindex(&app.pool, &filters).await.expect("reindex");
    assert_eq!(rebuilt, 3);
    assert_eq!(index.live.current().len(), 3);
}

#[tokio::test]
async fn results_show_an_offer_as_it_was_last_edited() {
    let app = spawn_app().await;
    let atelier = fixtures::company(&app.pool, "Atelier").await;
    let id = fixtures::offer(
        &app.pool,
        Offer {
            company_id: atelier,
            title: "Doreur",
            ..Offer::default()
        },
    )
    .await;
    indexed(&app, 1).await;
    // Results are drawn from the cards kept in memory; the edit must replace the card too.
    assert_eq!(titles(&search(&app, json!({})).await), ["Doreur"]);
    sqlx::query("UPDATE job_offers SET title = 'Doreuse sur bois' WHERE id = $1")
        .bind(id)
        .execute(&app.pool)
        .await
        .expect("edit");
    for _ in 0..300 {
        if titles(&search(&app, json!({})).await) == ["Doreuse sur bois"] {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the results still show the old title");
}

/// Result cards carry the list preview; the long texts are read (for the whole page at once)
/// only when a query asks for them.
#[tokio::test]
async fn results_give_the_preview_and_the_full_texts_when_asked() {
    let app = spawn_app().await;
    let atelier = fixtures::company(&app.pool, "Atelier").await;
    let long = "<p>Atelier <strong>familial</strong> de tapisserie&nbsp;: garnitures, tentures et rideaux sur mesure.</p>";
    for (title, description) in [
        ("Tapissier", long),
        ("Doreur", "<p>Dorure à la feuille.</p>"),
    ] {
        fixtures::offer(
            &app.pool,
            Offer {
                company_id: atelier,
                title,
                description,
                ..Offer::default()
            },
        )
        .await;
    }
    indexed(&app, 2).await;
    let texts = "{ jobOffers(search: \"tapissier doreur\") { edges { node { title descriptionPreview } } }
      all: jobOffers { edges { node { title descriptionPreview description perfectCandidateDescription
        companyPresentation localizedCompany { company { name presentation } } } } } }";
    let answer = app.query(texts, json!({})).await;
    let nodes: Vec<&Value> = answer["all"]["edges"]
        .as_array()
        .expect("edges")
        .iter()
        .map(|edge| &edge["node"])
        .collect();
    let tapissier = nodes
        .iter()
        .find(|node| node["title"] == "Tapissier")
        .expect("the tapissier");
    // At a word, never « tentu… » (issue 58, minor 30).
    assert_eq!(
        tapissier["descriptionPreview"],
        "Atelier familial de tapisserie : garnitures…"
    );
    assert_eq!(tapissier["description"], long);
    assert_eq!(
        tapissier["perfectCandidateDescription"],
        "Passionné(e), H/F."
    );
    assert_eq!(
        tapissier["companyPresentation"], "<p>Présentation</p>",
        "plain text stored before presentations were HTML reads as a paragraph"
    );
    assert_eq!(
        tapissier["localizedCompany"]["company"],
        json!({ "name": "Atelier", "presentation": "Atelier de décoration." })
    );
    let doreur = nodes
        .iter()
        .find(|node| node["title"] == "Doreur")
        .expect("the doreur");
    assert_eq!(doreur["descriptionPreview"], "Dorure à la feuille.");
    assert_eq!(doreur["description"], "<p>Dorure à la feuille.</p>");
    assert_eq!(
        answer["jobOffers"]["edges"],
        json!([]),
        "every word must be found: no offer is both"
    );
}

/// With keywords, a result's title and an extract of its description around the words come
/// with those words marked, corrections and synonyms included (issue 39); without, one plain
/// run and no extract (the list shows the preview).
#[tokio::test]
async fn results_mark_the_words_searched_in_the_title_and_an_extract_around_them() {
    let app = spawn_app().await;
    let atelier = fixtures::company(&app.pool, "Atelier").await;
    let description = "<p>Notre maison familiale fondée en 1920 fabrique des sièges de style pour \
        une clientèle exigeante en France et à l'étranger depuis toujours.</p><p>Nous cherchons \
        un <strong>tapissier</strong> confirmé pour l'atelier&nbsp;: garnitures, tentures et \
        rideaux sur mesure, avec un goût sûr pour le travail bien fait.</p>";
    fixtures::offer(
        &app.pool,
        Offer {
            company_id: atelier,
            title: "Tapissier décorateur H/F",
            description,
            ..Offer::default()
        },
    )
    .await;
    indexed(&app, 1).await;
    let marked = "query ($search: String) { jobOffers(search: $search) { correctedSearch
      edges { node { titleParts { text marked } extract { text marked } descriptionPreview } } } }";
    let node = |answer: &Value| answer["jobOffers"]["edges"][0]["node"].clone();

    // A misspelt word marks what it was corrected to.
    let answer = app.query(marked, json!({ "search": "tapisier" })).await;
    assert_eq!(
        answer["jobOffers"]["correctedSearch"], "tapissier",
        "{answer}"
    );
    let result = node(&answer);
    assert_eq!(
        result["titleParts"],
        json!([
            { "text": "Tapissier", "marked": true },
            { "text": " décorateur H/F", "marked": false },
        ])
    );
    assert_eq!(
        result["extract"],
        json!([
            { "text": "…à l'étranger depuis toujours. Nous cherchons un ", "marked": false },
            { "text": "tapissier", "marked": true },
            { "text": " confirmé pour l'atelier : garnitures, tentures et rideaux sur mesure, avec un goût sûr pour le travail…", "marked": false },
        ]),
        "{result}"
    );

    // A word only the title holds: the title is marked, the list shows the preview.
    let result = node(&app.query(marked, json!({ "search": "décorateur" })).await);
    assert_eq!(
        result["titleParts"][1],
        json!({ "text": "décorateur", "marked": true })
    );
    assert_eq!(result["extract"], Value::Null);

    // Without keywords: the title as one run, no extract.
    let result = node(&app.query(marked, json!({})).await);
    assert_eq!(
        result["titleParts"],
        json!([{ "text": "Tapissier décorateur H/F", "marked": false }])
    );
    assert_eq!(result["extract"], Value::Null);
    assert_eq!(
        result["descriptionPreview"],
        "Notre maison familiale fondée en 1920 fabrique des…"
    );
}

/// Outbox ids follow the order rows are written, not the order their transactions commit.
#[tokio::test]
async fn a_change_committed_after_a_later_one_still_reaches_the_index() {
    let app = spawn_app().await;
    let atelier = fixtures::company(&app.pool, "Atelier").await;
    let ids = fixtures::offers(&app.pool, atelier, &["Staffeur", "Doreuse"]).await;
    let filters = JobFilters::load(&app.pool).await.expect("filters");
    let dir = tempfile::tempdir().expect("dir");
    let index = Search::open(dir.path()).expect("open");
    catch_up_fully(&index, &app.pool, &filters).await;
    let matching = |words: &str| {
        let query = ensemblier_index::OfferQuery {
            terms: words.to_owned(),
            ..Default::default()
        };
        let page = index
            .live
            .search(&query, chrono::Utc::now().timestamp())
            .expect("search");
        page.total
    };

    // The slow transaction writes its outbox row first, then the quick one commits first.
    let mut slow = app.pool.begin().await.expect("begin");
    sqlx::query("UPDATE job_offers SET title = 'Marqueteur' WHERE id = $1")
        .bind(ids[0])
        .execute(&mut *slow)
        .await
        .expect("slow edit");
    sqlx::query("UPDATE job_offers SET title = 'Vitrailliste' WHERE id = $1")
        .bind(ids[1])
        .execute(&app.pool)
        .await
        .expect("quick edit");
    index.catch_up(&app.pool, &filters).await.expect("catch up");
    slow.commit().await.expect("commit");
    catch_up_fully(&index, &app.pool, &filters).await;

    assert_eq!(matching("vitrailliste"), 1);
    assert_eq!(matching("marqueteur"), 1, "the slow edit is indexed too");
    assert_eq!(matching("staffeur"), 0);
}

/// A long transaction in another database of the same PostgreSQL (a dump, a seeding) cannot
/// write this database's outbox, so it holds the index back no more than a quick one.
#[tokio::test]
async fn a_transaction_running_in_another_database_does_not_hold_the_index_back() {
    let app = spawn_app().await;
    let atelier = fixtures::company(&app.pool, "Atelier").await;
    let ids = fixtures::offers(&app.pool, atelier, &["Staffeur"]).await;
    let filters = JobFilters::load(&app.pool).await.expect("filters");
    let dir = tempfile::tempdir().expect("dir");
    let index = Search::open(dir.path()).expect("open");
    catch_up_fully(&index, &app.pool, &filters).await;

    let elsewhere = ensemblier::db::connect(&fresh_database().await, 1)
        .await
        .expect("another database");
    let mut long = elsewhere.begin().await.expect("begin");
    sqlx::query("SELECT pg_current_xact_id()")
        .execute(&mut *long)
        .await
        .expect("take a transaction id");
    sqlx::query("UPDATE job_offers SET title = 'Vitrailliste' WHERE id = $1")
        .bind(ids[0])
        .execute(&app.pool)
        .await
        .expect("edit");
    catch_up_fully(&index, &app.pool, &filters).await;
    let query = ensemblier_index::OfferQuery {
        terms: "vitrailliste".to_owned(),
        ..Default::default()
    };
    let page = index
        .live
        .search(&query, chrono::Utc::now().timestamp())
        .expect("search");
    assert_eq!(
        page.total, 1,
        "indexed while the other database's transaction runs"
    );
    long.rollback().await.expect("rollback");
}

/// A card not kept in memory (the server is loading them, or the follower has just removed the
/// offer) is read from the database only while its offer is public.
#[tokio::test]
async fn a_card_read_from_the_database_is_that_of_a_public_offer() {
    let app = spawn_app().await;
    let atelier = fixtures::company(&app.pool, "Atelier").await;
    let ids = fixtures::offers(&app.pool, atelier, &["Publiée", "Suspendue"]).await;
    sqlx::query("UPDATE job_offers SET status = 0 WHERE id = $1")
        .bind(ids[1])
        .execute(&app.pool)
        .await
        .expect("suspend");
    let cards = ensemblier::search::cards::OfferCards::default()
        .get(&app.pool, &ids)
        .await
        .expect("cards");
    let titles: Vec<Option<&str>> = cards
        .iter()
        .map(|card| card.as_ref().map(|card| card.title.as_str()))
        .collect();
    assert_eq!(titles, [Some("Publiée"), None]);
}

/// Rebuilds and the loading of the cards read the public offers a chunk at a time.
#[tokio::test]
async fn every_public_offer_is_read_once_chunk_after_chunk() {
    let app = spawn_app().await;
    let atelier = fixtures::company(&app.pool, "Atelier").await;
    let mut public = Vec::new();
    for (title, status) in [
        ("A", 2),
        ("B", 2),
        ("Brouillon", 0),
        ("C", 2),
        ("D", 2),
        ("E", 2),
    ] {
        let offer = Offer {
            company_id: atelier,
            title,
            status,
            ..Offer::default()
        };
        let id = fixtures::offer(&app.pool, offer).await;
        if status == 2 {
            public.push(id);
        }
    }
    let mut read = Vec::new();
    ensemblier::offers::read::for_each_public_offer(&app.pool, 2, |row| read.push(row.id))
        .await
        .expect("offers");
    assert_eq!(
        read, public,
        "five public offers in three chunks of two, by id"
    );
}

const UNDERSTOOD: &str = "query ($search: String, $places: [String!], $radius: Int, $exact: Boolean) {
  jobOffers(search: $search, localization_list: $places, radius: $radius, exact: $exact, nb_items: 10) {
    totalCount keywords correctedSearch keywordPlaces { type _id name }
    edges { node { title distance } }
  }
}";

#[tokio::test]
async fn typos_places_in_the_keywords_and_a_radius_find_what_the_candidate_means() {
    let app = spawn_app().await;
    let atelier = fixtures::company(&app.pool, "Atelier Rhône").await;
    let offer = |title, insee, position| Offer {
        company_id: atelier,
        title,
        insee,
        position,
        ..Offer::default()
    };
    let architect = "architecte-interieur";
    fixtures::offer(&app.pool, offer("Ébéniste H/F", "69383", "ebeniste")).await;
    fixtures::offer(
        &app.pool,
        offer("Architecte d'intérieur", "69381", architect),
    )
    .await;
    fixtures::offer(&app.pool, offer("Architecte", "75056", architect)).await;
    fixtures::offer(&app.pool, offer("Ébéniste", "69266", "ebeniste")).await;
    let upholsterer = "tapissier-decorateur";
    fixtures::offer(&app.pool, offer("Tapissier", "42218", upholsterer)).await;
    indexed(&app, 5).await;
    let ask = |variables: Value| {
        let app = &app;
        async move { app.query(UNDERSTOOD, variables).await["jobOffers"].clone() }
    };

    // The town typed among the keywords becomes the place; the rest are the keywords.
    let page = ask(json!({ "search": "architecte lyon" })).await;
    assert_eq!(titles(&page), ["Architecte d'intérieur"], "{page}");
    assert_eq!(page["keywords"], "architecte");
    assert_eq!(page["keywordPlaces"][0]["type"], "CITY");
    assert_eq!(page["keywordPlaces"][0]["name"], "Lyon");
    let page = ask(json!({ "search": "tapissier saint etienne" })).await;
    assert_eq!(titles(&page), ["Tapissier"]);

    // A misspelt trade is corrected, and the page can say so; `exact` searches as typed.
    let page = ask(json!({ "search": "ebenitse" })).await;
    assert_eq!(page["totalCount"], 2, "{page}");
    assert_eq!(page["correctedSearch"], "ébéniste");
    let page = ask(json!({ "search": "ebenitse", "exact": true })).await;
    assert_eq!(page["totalCount"], 0);

    // Around Lyon: the town only, then 10 km (Villeurbanne), with the distance.
    let lyon = id_of(&app, "localities", "insee_code", "69123").await;
    let around = |radius: i32| {
        json!({ "search": "ebeniste", "radius": radius,
        "places": [json!({"type": "CITY", "id": lyon}).to_string()] })
    };
    assert_eq!(titles(&ask(around(0)).await), ["Ébéniste H/F"]);
    let page = ask(around(10)).await;
    let mut found = titles(&page);
    found.sort();
    assert_eq!(found, ["Ébéniste", "Ébéniste H/F"], "{page}");
    for edge in page["edges"].as_array().expect("edges") {
        let distance = edge["node"]["distance"].as_f64().expect("a distance");
        assert!((0.0..10.0).contains(&distance), "{edge}");
    }
    let (message, code) = first_error(&app.graphql(UNDERSTOOD, around(30)).await);
    assert_eq!(code, "INVALID_RADIUS");
    assert_eq!(message, "Le rayon doit être de 0, 10, 20, 50 ou 100 km.");
}

/// A recruiter of a confirmed company with `credits` ad credits: its token and company IRI.
async fn recruiter_with_credits(app: &TestApp, email: &str, credits: i32) -> (String, String) {
    let company = app.a_company().email(email).named("Maison Lemoine");
    let company = company
        .without_billing_identity()
        .credits(credits)
        .create()
        .await;
    (company.token, company.iri)
}

/// Creates an offer through GraphQL as a recruiter would (the form's fields) and publishes it.
async fn publish(
    app: &TestApp,
    (token, company): &(String, String),
    (title, position, insee, description): (&str, &str, &str, &str),
) {
    let iri = |list: &str, id: i64| format!("/api/{list}/{id}");
    let input = json!({
        "title": title,
        "companyPresentation": "Maison familiale fondée en 1952.",
        "description": description,
        "perfectCandidateDescription": "<p>Trois ans d'expérience, H/F.</p>",
        "jobTypesIRI": [iri("job_types", id_of(app, "job_types", "code", "temps-plein").await)],
        "jobPositionIRI": iri("job_positions", id_of(app, "job_positions", "code", position).await),
        "jobSalaryIRI": iri("job_salaries", id_of(app, "job_salaries", "code", "selon-profil").await),
        "payMin": 32000,
        "payMax": 38000,
        "payPeriod": "YEAR",
        "jobContractIRI": iri("job_contracts", id_of(app, "job_contracts", "code", "cdi").await),
        "localizedCompanyLocalityIRI": iri("localities", id_of(app, "localities", "insee_code", insee).await),
        "localizedCompanyAddress1": "1 rue de la Paix",
        "localizedCompanyCompanyId": company,
    });
    let created = app
        .graphql_as(
            token,
            "mutation ($input: JobOfferInput!) { createJobOffer(input: $input) { jobOffer { id } } }",
            json!({ "input": input }),
        )
        .await;
    let id = &created["data"]["createJobOffer"]["jobOffer"]["id"];
    assert!(id.is_string(), "{created}");
    let published = app
        .graphql_as(
            token,
            "mutation ($id: ID!) { updateStatusJobOffer(input: {id: $id, status: 2}) { jobOffer { statusLabel } } }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(
        published["data"]["updateStatusJobOffer"]["jobOffer"]["statusLabel"], "Publiée",
        "{published}"
    );
}

/// Issue 20's check: offers published through the API, searched as candidates type, the
/// expected offers first.
#[tokio::test]
async fn candidates_find_offers_published_through_the_api_as_they_type() {
    let app = spawn_app().await;
    let recruiter = recruiter_with_credits(&app, "rh@lemoine.fr", 10).await;
    let plain = "<p>Atelier de fabrication sur mesure.</p>";
    for offer in [
        ("Ébéniste H/F", "ebeniste", "44109", plain),   // Nantes
        ("Ébéniste d'art", "ebeniste", "44043", plain), // Clisson, 25 km
        ("Ébéniste agenceur", "ebeniste", "44003", plain), // Ancenis, 33.6 km
        (
            "Tapissier décorateur H/F",
            "tapissier-decorateur",
            "44143",
            plain,
        ), // Rezé
        (
            "Architecte d'intérieur",
            "architecte-interieur",
            "69381",
            plain,
        ), // Lyon 1er
        (
            "Architecte d'intérieur H/F",
            "architecte-interieur",
            "75056",
            plain,
        ),
        ("Visual merchandiser", "visual-merchandiser", "75056", plain),
        // Names the trades in its text only, in Lyon: it may follow them, never lead.
        (
            "Vendeur conseil en décoration",
            "vendeur-conseil-decoration",
            "69381",
            "<p>Vous travaillerez avec notre architecte et notre ébéniste.</p>",
        ),
    ] {
        publish(&app, &recruiter, offer).await;
    }
    indexed(&app, 8).await;
    let ask = |variables: Value| {
        let app = &app;
        async move { app.query(UNDERSTOOD, variables).await["jobOffers"].clone() }
    };
    let first = |page: &Value, n: usize| {
        let mut titles = titles(page);
        titles.truncate(n);
        titles.sort();
        titles
    };

    // Misspelt: corrected, the trade's offers before the one that only mentions it.
    let page = ask(json!({ "search": "ebenitse" })).await;
    assert_eq!(
        first(&page, 3),
        ["Ébéniste H/F", "Ébéniste agenceur", "Ébéniste d'art"],
        "{page}"
    );
    assert_eq!(titles(&page)[3], "Vendeur conseil en décoration");
    assert_eq!(page["correctedSearch"], "ébéniste");
    let page = ask(json!({ "search": "tapisier" })).await;
    assert_eq!(titles(&page), ["Tapissier décorateur H/F"], "{page}");

    // A town among the keywords becomes the place.
    let page = ask(json!({ "search": "architecte lyon" })).await;
    assert_eq!(
        titles(&page),
        ["Architecte d'intérieur", "Vendeur conseil en décoration"],
        "{page}"
    );
    assert_eq!(page["keywordPlaces"][0]["name"], "Lyon");
    assert_eq!(page["keywords"], "architecte");

    // Abbreviations of the trade.
    let page = ask(json!({ "search": "archi" })).await;
    assert_eq!(
        first(&page, 2),
        ["Architecte d'intérieur", "Architecte d'intérieur H/F"],
        "{page}"
    );
    assert_eq!(page["totalCount"], 3, "{page}");
    let page = ask(json!({ "search": "vm" })).await;
    assert_eq!(titles(&page), ["Visual merchandiser"], "{page}");

    // Around Nantes (the radii offered are 0, 10, 20, 50 and 100 km): 20 km holds Nantes and
    // Rezé, not Clisson (25 km); 50 km holds Clisson and Ancenis, each with its distance.
    let nantes = id_of(&app, "localities", "insee_code", "44109").await;
    let around = |search: &str, radius: i32| {
        json!({ "search": search, "radius": radius,
        "places": [json!({"type": "CITY", "id": nantes}).to_string()] })
    };
    let page = ask(around("", 20)).await;
    assert_eq!(
        first(&page, 10),
        ["Tapissier décorateur H/F", "Ébéniste H/F"],
        "{page}"
    );
    let page = ask(around("ebeniste", 50)).await;
    let mut distances: Vec<(String, f64)> = page["edges"]
        .as_array()
        .expect("edges")
        .iter()
        .map(|edge| {
            let node = &edge["node"];
            let title = node["title"].as_str().expect("title").to_owned();
            (title, node["distance"].as_f64().expect("a distance"))
        })
        .collect();
    distances.sort_by(|a, b| a.1.total_cmp(&b.1));
    assert_eq!(
        distances,
        [
            ("Ébéniste H/F".to_owned(), 0.0),
            ("Ébéniste d'art".to_owned(), 25.0),
            ("Ébéniste agenceur".to_owned(), 33.6),
        ],
        "{page}"
    );
}

const SUGGEST: &str =
    "query ($text: String!) { jobSuggestions(text: $text) { text kind count corrected } }";

#[tokio::test]
async fn suggestions_complete_what_is_typed_from_the_live_offers_with_their_counts() {
    let app = spawn_app().await;
    let company = fixtures::company(&app.pool, "Atelier Lumière").await;
    fixtures::offers(
        &app.pool,
        company,
        &[
            "Tapissier décorateur",
            "Tapissière",
            "Tapissière couturière",
        ],
    )
    .await;
    // Not public: suggested by nothing.
    fixtures::offer(
        &app.pool,
        Offer {
            company_id: company,
            title: "Tapissier brouillon",
            status: 0,
            ..Offer::default()
        },
    )
    .await;
    indexed(&app, 3).await;
    let found = app.query(SUGGEST, json!({ "text": "tapi" })).await["jobSuggestions"].clone();
    let shown: Vec<(&str, &str, i64)> = found
        .as_array()
        .expect("a list")
        .iter()
        .map(|s| {
            (
                s["text"].as_str().unwrap_or_default(),
                s["kind"].as_str().unwrap_or_default(),
                s["count"].as_i64().unwrap_or_default(),
            )
        })
        .collect();
    assert_eq!(shown[0], ("tapissière", "WORD", 2), "{found}");
    assert!(shown.contains(&("tapissier", "WORD", 1)), "{found}");
    assert!(!found.to_string().contains("brouillon"));
    // A typo after three letters is forgiven, and said.
    let corrected = app.query(SUGGEST, json!({ "text": "tapisi" })).await["jobSuggestions"].clone();
    assert_eq!(corrected[0]["text"], "tapissière", "{corrected}");
    assert_eq!(corrected[0]["corrected"], true);
    // Under two characters, nothing; over the search's bound, the usual French refusal.
    assert_eq!(
        app.query(SUGGEST, json!({ "text": "t" })).await["jobSuggestions"],
        json!([])
    );
    let long = app
        .graphql(SUGGEST, json!({ "text": "t".repeat(201) }))
        .await;
    assert_eq!(first_error(&long).1, "TOO_LONG");
    let control = app.graphql(SUGGEST, json!({ "text": "tap\u{0}i" })).await;
    assert_eq!(first_error(&control).1, "CONTROL_CHARACTER");
}

/// The server keeps a written `/emploi` page while its search holds (issue 39, item 5): it
/// shows what the index shows, an offer published or suspended as soon as the index has it,
/// and an offer whose ad ends leaves it at that moment, although nothing changed in the index.
#[tokio::test]
async fn a_kept_search_page_follows_the_index_and_the_end_of_an_ad() {
    let app = spawn_app().await;
    build_ui_with(&app, &["SearchJobOffers", "SearchFilters"]);
    let atelier = fixtures::company(&app.pool, "Atelier Morel").await;
    let garnisseur = fixtures::offers(&app.pool, atelier, &["Tapissier garnisseur"]).await[0];
    indexed(&app, 1).await;
    let page = || async {
        app.get("/emploi?search=tapissier")
            .await
            .text()
            .await
            .expect("the page")
    };
    // A result's title, its searched word marked: « <mark …>Tapissier</mark> garnisseur ».
    let shown = |html: &str, word: &str| html.contains(&format!(" {word}</a></h3>"));
    for _ in 0..2 {
        let html = page().await;
        assert!(shown(&html, "garnisseur"), "{html}");
        assert!(html.contains("1 offre"), "{html}");
    }

    fixtures::offers(&app.pool, atelier, &["Tapissier décorateur"]).await;
    indexed(&app, 2).await;
    let html = page().await;
    assert!(shown(&html, "décorateur"), "published: {html}");
    assert!(html.contains("2 offres"), "{html}");

    sqlx::query("UPDATE job_offers SET status = 0 WHERE id = $1")
        .bind(garnisseur)
        .execute(&app.pool)
        .await
        .expect("suspend");
    indexed(&app, 1).await;
    let html = page().await;
    assert!(!shown(&html, "garnisseur"), "suspended: {html}");

    // An ad ending in ten seconds, and a new title to see when the index has it (one
    // transaction: the follower applies both at once); then nothing moves in the index.
    let ending = fixtures::offers(&app.pool, atelier, &["Tapissier à renommer"]).await[0];
    indexed(&app, 2).await;
    let ends = std::time::Instant::now() + Duration::from_secs(10);
    let mut change = app.pool.begin().await.expect("a transaction");
    sqlx::query(
        "UPDATE job_offer_ads SET ends_at = now() + interval '10 seconds' WHERE job_offer_id = $1",
    )
    .bind(ending)
    .execute(&mut *change)
    .await
    .expect("an ad ending soon");
    sqlx::query("UPDATE job_offers SET title = 'Tapissier partant' WHERE id = $1")
        .bind(ending)
        .execute(&mut *change)
        .await
        .expect("a new title");
    change.commit().await.expect("committed");
    for _ in 0..300 {
        let found = titles(&search(&app, json!({})).await);
        if found.iter().any(|title| title == "Tapissier partant") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let html = page().await;
    assert!(shown(&html, "partant"), "{html}");
    assert!(html.contains("2 offres"), "{html}");
    tokio::time::sleep_until((ends + Duration::from_millis(1_500)).into()).await;
    let html = page().await;
    assert!(!shown(&html, "partant"), "ended: {html}");
    assert!(html.contains("1 offre"), "{html}");
}

/// `/emploi?…` and the API answer the same search through one parser (issue 51): the page
/// reads its URL into the API's own arguments (`search_args::PageSearch`), so the offers its
/// first screen shows, and their order, are those `jobOffers` gives for the same criteria.
#[tokio::test]
async fn the_search_page_and_the_api_find_the_same_offers_in_the_same_order() {
    let app = spawn_app().await;
    build_ui_with(&app, &["SearchJobOffers", "SearchFilters"]);
    let atelier = fixtures::company(&app.pool, "Atelier Morel").await;
    let offer = |title, insee, contract, days_ago, urgent| Offer {
        company_id: atelier,
        title,
        insee,
        contract,
        days_ago,
        urgent,
        ..Offer::default()
    };
    for (title, insee, contract, days_ago, urgent) in [
        ("Tapissier garnisseur", "75111", "cdi", 3, false),
        ("Tapissier décorateur", "75111", "cdi", 1, false),
        ("Tapissière en siège", "75111", "cdi", 5, true),
        ("Tapissier à Lyon", "69123", "cdi", 2, false),
        ("Tapissier saisonnier", "75111", "cdd", 4, false),
        ("Ébéniste", "75111", "cdi", 1, false),
    ] {
        fixtures::offer(&app.pool, offer(title, insee, contract, days_ago, urgent)).await;
    }
    indexed(&app, 6).await;
    let cdi: i64 = sqlx::query_scalar("SELECT id FROM job_contracts WHERE code = 'cdi'")
        .fetch_one(&app.pool)
        .await
        .expect("the CDI");
    let paris: i64 = sqlx::query_scalar(
        "SELECT d.id FROM departments d JOIN localities l ON l.department_id = d.id
         WHERE l.insee_code = '75111'",
    )
    .fetch_one(&app.pool)
    .await
    .expect("Paris's department");
    let ids = |edges: &Value| -> Vec<i64> {
        edges
            .as_array()
            .expect("edges")
            .iter()
            .map(|edge| edge["node"]["_id"].as_i64().expect("an id"))
            .collect()
    };
    let api_query = "query ($search: String, $contracts: [String!], $places: [String!], $sort: JobOfferSort) {
      jobOffers(search: $search, job_contracts: $contracts, localization_list: $places, sort: $sort, nb_items: 10) {
        edges { node { _id } } } }";
    for (url, variables) in [
        (
            format!("search=%20tapissier%20&contracts={cdi}&places=department-{paris}"),
            json!({ "search": "tapissier", "contracts": [format!("/api/job_contracts/{cdi}")],
                    "places": [format!(r#"{{"type":"DEPARTMENT","id":{paris}}}"#)] }),
        ),
        (
            format!("search=tapissier&contracts={cdi}&sort=recent"),
            json!({ "search": "tapissier", "contracts": [format!("/api/job_contracts/{cdi}")],
                    "sort": "RECENT" }),
        ),
        (String::new(), json!({})),
    ] {
        let page = app
            .get(&format!("/emploi?{url}"))
            .await
            .text()
            .await
            .expect("the page");
        let start = "<script type=\"application/json\" id=\"initial-data\">";
        let from = page.find(start).expect("the inlined answers") + start.len();
        let to = page[from..].find("</script>").expect("their end") + from;
        let answers: Value = serde_json::from_str(&page[from..to]).expect("JSON");
        let answer = answers
            .as_array()
            .expect("answers")
            .iter()
            .find(|answer| answer["operation"] == "SearchJobOffers")
            .expect("the search's answer");
        let shown = ids(&answer["data"]["jobOffers"]["edges"]);
        let api = ids(&app.query(api_query, variables).await["jobOffers"]["edges"]);
        assert!(!shown.is_empty(), "{url}");
        assert_eq!(shown, api, "/emploi?{url}");
    }
}

//! « Offres pour vous » (issue 56, items 1, 2 and 4; docs/recommendations.md): the vetoes
//! hold over every offer she could ever be shown, each card says why, « Pas pour moi » is
//! kept and erasable, and one candidate's preferences and dismissals are nobody else's.

mod mail;

use std::collections::HashSet;

use serde_json::{json, Value};

use crate::security::race::fire;
use crate::support::{
    fixtures::{self, Offer},
    helpers::{first_error, spawn_app, TestApp},
};

pub(crate) const SAVE: &str = "mutation ($input: CandidatePreferencesInput!) {
  saveCandidatePreferences(input: $input) {
    positions { name } localities { name } radiusKm contracts { name }
    payFloor payFloorPeriod availableFrom recommendationsEnabled weeklyMail dismissals } }";
const MINE: &str = "{ candidatePreferences { localities { name } radiusKm payFloor payFloorPeriod
  recommendationsEnabled dismissals } }";
const FOR_YOU: &str = "{ offersForYou { reasons jobOffer { _id title } } }";
const DISMISS: &str = "mutation ($offer: ID!) { dismissRecommendation(jobOffer: $offer) }";
const ERASE: &str = "mutation { eraseRecommendationDismissals }";

/// Towns and their distance from Lyon's centre: within 30 km, then 50 to 95 km away.
const NEAR: [&str; 5] = ["69383", "69266", "69029", "38544", "69264"];
const FAR: [&str; 5] = ["42218", "71270", "01053", "38185", "75111"];

async fn id(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(&app.pool)
        .await
        .expect("an id")
}

/// 200 live offers: tapissiers and ébénistes, near Lyon and far, in CDI and CDD, with
/// gross ranges per year, month and hour on both sides of 32 000 € a year.
pub(crate) async fn seed(app: &TestApp) -> Vec<i64> {
    let company = fixtures::company(&app.pool, "Atelier Morel").await;
    // (min cents, max cents, period): yearly maximums 28 000, 31 999, 32 000, 40 000;
    // monthly 2 600 × 12 = 31 200 and 2 800 × 12 = 33 600; hourly 17 × 1 820 = 30 940 and
    // 20 × 1 820 = 36 400.
    let ranges = [
        (2_400_000, 2_800_000, "year"),
        (2_800_000, 3_199_900, "year"),
        (2_800_000, 3_200_000, "year"),
        (3_400_000, 4_000_000, "year"),
        (220_000, 260_000, "month"),
        (240_000, 280_000, "month"),
        (1_500, 1_700, "hour"),
        (1_800, 2_000, "hour"),
    ];
    let mut ids = Vec::new();
    for n in 0..200usize {
        let (position, title) = if n % 3 == 0 {
            ("tapissier-decorateur", "Tapissier décorateur H/F")
        } else {
            ("ebeniste", "Ébéniste H/F")
        };
        let insee = if n % 10 < 5 { NEAR[n % 5] } else { FAR[n % 5] };
        let offer = fixtures::offer(
            &app.pool,
            Offer {
                company_id: company,
                title,
                insee,
                position,
                contract: if (n / 7) % 3 == 0 { "cdd" } else { "cdi" },
                days_ago: i32::try_from(n % 20).expect("days"),
                ..Offer::default()
            },
        )
        .await;
        let (min, max, period) = ranges[(n / 10) % ranges.len()];
        sqlx::query(
            "UPDATE job_offers SET pay_min_cents = $2, pay_max_cents = $3, pay_period = $4 WHERE id = $1",
        )
        .bind(offer)
        .bind(min)
        .bind(max)
        .bind(period)
        .execute(&app.pool)
        .await
        .expect("a range");
        ids.push(offer);
    }
    app.indexed(200).await;
    ids
}

/// Kilometres from Lyon's centre to the offer's town, and its yearly maximum, from the rows.
async fn facts(app: &TestApp, offer: i64) -> (f64, i64) {
    sqlx::query_as::<_, (f64, i64)>(
        "SELECT 6371 * 2 * asin(sqrt(power(sin(radians(l.latitude - 45.74846) / 2), 2)
                 + cos(radians(45.74846)) * cos(radians(l.latitude))
                   * power(sin(radians(l.longitude - 4.84671) / 2), 2))),
                (o.pay_max_cents::bigint * CASE o.pay_period WHEN 'hour' THEN 1820 WHEN 'month' THEN 12 ELSE 1 END) / 100
         FROM job_offers o JOIN localized_companies lc ON lc.id = o.localized_company_id
         JOIN addresses a ON a.id = lc.address_id JOIN localities l ON l.id = a.locality_id
         WHERE o.id = $1",
    )
    .bind(offer)
    .fetch_one(&app.pool)
    .await
    .expect("an offer's facts")
}

fn shown(answer: &Value) -> Vec<(i64, Vec<String>)> {
    answer["data"]["offersForYou"]
        .as_array()
        .unwrap_or_else(|| panic!("offers for you: {answer}"))
        .iter()
        .map(|card| {
            let reasons = card["reasons"]
                .as_array()
                .expect("reasons")
                .iter()
                .map(|r| r.as_str().expect("a reason").to_owned())
                .collect();
            (card["jobOffer"]["_id"].as_i64().expect("an id"), reasons)
        })
        .collect()
}

pub(crate) async fn lyon_candidate(app: &TestApp, email: &str) -> String {
    let token = app.candidate(email).await;
    lyon_preferences(app, &token, false).await;
    token
}

/// 30 km around Lyon, 32 000 € a year at least, tapissier décorateur; the weekly mail or not.
pub(crate) async fn lyon_preferences(app: &TestApp, token: &str, weekly: bool) {
    let lyon = id(app, "SELECT id FROM localities WHERE insee_code = '69123'").await;
    let tapissier = id(
        app,
        "SELECT id FROM job_positions WHERE code = 'tapissier-decorateur'",
    )
    .await;
    let saved = app
        .graphql_as(
            token,
            SAVE,
            json!({ "input": {
                "positions": [format!("/api/job_positions/{tapissier}")],
                "localities": [format!("/api/localities/{lyon}")],
                "radiusKm": 30,
                "payFloor": 32000.0,
                "payFloorPeriod": "YEAR",
                "availableFrom": "2027-01-04",
                "weeklyMail": weekly,
            } }),
        )
        .await;
    let preferences = &saved["data"]["saveCandidatePreferences"];
    assert_eq!(
        preferences["localities"],
        json!([{ "name": "Lyon" }]),
        "{saved}"
    );
    assert_eq!(preferences["payFloor"], json!(32000.0));
    assert_eq!(preferences["recommendationsEnabled"], json!(true));
    assert_eq!(preferences["weeklyMail"], json!(weekly));
}

/// Issue 56: « one she applied to » is a veto, like a dismissal.
#[tokio::test]
async fn an_offer_she_applied_to_is_never_recommended_again() {
    let app = spawn_app().await;
    seed(&app).await;
    let token = lyon_candidate(&app, "ines@exemple.fr").await;
    let before = shown(&app.graphql_as(&token, FOR_YOU, json!({})).await);
    let (applied, _) = before.first().cloned().expect("offers for her");
    crate::support::builder::apply(&app, &token, applied).await;
    let after = shown(&app.graphql_as(&token, FOR_YOU, json!({})).await);
    assert!(!after.is_empty(), "the other offers stay");
    assert!(
        after.iter().all(|(offer, _)| *offer != applied),
        "offer {applied} shown after she applied: {after:?}"
    );
}

#[tokio::test]
async fn a_floor_and_a_radius_are_never_crossed_and_every_card_says_why() {
    let app = spawn_app().await;
    seed(&app).await;
    let token = lyon_candidate(&app, "lea@exemple.fr").await;

    // Everything she could ever be shown: each round's cards dismissed, until none is left.
    let mut seen: HashSet<i64> = HashSet::new();
    let mut first_round = Vec::new();
    for round in 0..60 {
        let cards = shown(&app.graphql_as(&token, FOR_YOU, json!({})).await);
        if cards.is_empty() {
            break;
        }
        assert!(round < 59, "recommendations never ran out");
        if round == 0 {
            first_round = cards.clone();
        }
        for (offer, reasons) in &cards {
            assert!(
                seen.insert(*offer),
                "offer {offer} shown again after « Pas pour moi »"
            );
            assert!(reasons.len() >= 2, "offer {offer}: {reasons:?}");
            let (km, annual_max) = facts(&app, *offer).await;
            assert!(km <= 30.1, "offer {offer} is {km:.1} km from Lyon");
            assert!(
                annual_max >= 32_000,
                "offer {offer} pays at most {annual_max} €"
            );
            assert!(
                reasons
                    .iter()
                    .any(|r| r.starts_with("à ") && r.ends_with("Lyon")),
                "{reasons:?}"
            );
            let dismissed = app
                .graphql_as(
                    &token,
                    DISMISS,
                    json!({ "offer": format!("/api/job_offers/{offer}") }),
                )
                .await;
            assert_eq!(
                dismissed["data"]["dismissRecommendation"],
                json!(format!("/api/job_offers/{offer}")),
                "{dismissed}"
            );
        }
    }
    // Near Lyon (half of the 200), paying 32 000 € a year at least (four ranges of eight).
    let eligible = (0..200usize)
        .filter(|n| n % 10 < 5 && [2, 3, 5, 7].contains(&((n / 10) % 8)))
        .count();
    assert_eq!(eligible, 50);
    assert_eq!(
        seen.len(),
        eligible,
        "every offer within the vetoes is shown once"
    );
    // Her trade first, with its name among the reasons.
    let (_, reasons) = &first_round[0];
    assert_eq!(reasons[0], "tapissier décorateur", "{reasons:?}");
    assert!(reasons.iter().any(
        |r| r == "au-dessus de votre salaire plancher" || r == "atteint votre salaire plancher"
    ));

    // Erased, the dismissals no longer hold; turned off, nothing is shown.
    let mine = app.graphql_as(&token, MINE, json!({})).await;
    assert_eq!(
        mine["data"]["candidatePreferences"]["dismissals"],
        json!(eligible)
    );
    let erased = app.graphql_as(&token, ERASE, json!({})).await;
    assert_eq!(
        erased["data"]["eraseRecommendationDismissals"],
        json!(eligible)
    );
    assert!(!shown(&app.graphql_as(&token, FOR_YOU, json!({})).await).is_empty());
    let off = app
        .graphql_as(
            &token,
            SAVE,
            json!({ "input": { "recommendationsEnabled": false } }),
        )
        .await;
    assert_eq!(
        off["data"]["saveCandidatePreferences"]["recommendationsEnabled"],
        json!(false),
        "{off}"
    );
    assert!(shown(&app.graphql_as(&token, FOR_YOU, json!({})).await).is_empty());
}

#[tokio::test]
async fn one_candidates_preferences_and_dismissals_are_hers_alone() {
    let app = spawn_app().await;
    seed(&app).await;
    let lea = lyon_candidate(&app, "lea@exemple.fr").await;
    let other = app.candidate("zoe@exemple.fr").await;

    // Zoé set nothing: the defaults, not Léa's.
    let hers = app.graphql_as(&other, MINE, json!({})).await;
    assert_eq!(
        hers["data"]["candidatePreferences"],
        json!({ "localities": [], "radiusKm": 30, "payFloor": null, "payFloorPeriod": null,
                "recommendationsEnabled": true, "dismissals": 0 }),
        "{hers}"
    );
    // Zoé turns down Léa's first offer: Léa still sees it, and Zoé's count is her own.
    let first = shown(&app.graphql_as(&lea, FOR_YOU, json!({})).await)[0].0;
    let iri = format!("/api/job_offers/{first}");
    app.graphql_as(&other, DISMISS, json!({ "offer": iri }))
        .await;
    let again = shown(&app.graphql_as(&lea, FOR_YOU, json!({})).await);
    assert_eq!(again[0].0, first);
    let lea_mine = app.graphql_as(&lea, MINE, json!({})).await;
    assert_eq!(
        lea_mine["data"]["candidatePreferences"]["dismissals"],
        json!(0)
    );
    // Zoé's erasing erases hers only.
    app.graphql_as(&lea, DISMISS, json!({ "offer": iri })).await;
    let erased = app.graphql_as(&other, ERASE, json!({})).await;
    assert_eq!(erased["data"]["eraseRecommendationDismissals"], json!(1));
    let lea_mine = app.graphql_as(&lea, MINE, json!({})).await;
    assert_eq!(
        lea_mine["data"]["candidatePreferences"]["dismissals"],
        json!(1)
    );

    // A company and a visitor have none of it.
    let company = app.company("rh@atelier-blanc.fr", "Atelier Blanc").await;
    for query in [MINE, FOR_YOU, ERASE] {
        let refused = app.graphql_as(&company, query, json!({})).await;
        assert_eq!(first_error(&refused).1, "FORBIDDEN", "{refused}");
        let anonymous = app.graphql(query, json!({})).await;
        assert_eq!(first_error(&anonymous).1, "UNAUTHENTICATED", "{anonymous}");
    }
}

#[tokio::test]
async fn preferences_out_of_bounds_are_refused_in_french() {
    let app = spawn_app().await;
    let token = app.candidate("lea@exemple.fr").await;
    let lyon = id(&app, "SELECT id FROM localities WHERE insee_code = '69123'").await;
    let towns: Vec<String> = (0..6)
        .map(|n| format!("/api/localities/{}", lyon + n))
        .collect();
    for (input, message) in [
        (json!({ "radiusKm": 1 }), "Le rayon va de 5 à 200 km."),
        (json!({ "radiusKm": 5000 }), "Le rayon va de 5 à 200 km."),
        (
            json!({ "localities": towns }),
            "Choisissez au plus 5 villes.",
        ),
        (
            json!({ "payFloor": 32000.0 }),
            "Indiquez si votre salaire plancher est de l'heure, du mois ou de l'année.",
        ),
        (
            json!({ "payFloor": 1.0e12, "payFloorPeriod": "HOUR" }),
            "Le salaire plancher va de 0,01 € à 300 € brut de l'heure.",
        ),
        (
            json!({ "localities": ["/api/localities/999999999"] }),
            "Cette ville n'existe pas.",
        ),
        (
            json!({ "positions": ["/api/job_positions/999999"] }),
            "Ce métier n'existe pas.",
        ),
    ] {
        let answer = app
            .graphql_as(&token, SAVE, json!({ "input": input }))
            .await;
        assert_eq!(
            first_error(&answer),
            (message.to_owned(), "INVALID_PREFERENCES".to_owned()),
            "{input}: {answer}"
        );
    }
}

#[tokio::test]
async fn dismissals_are_capped_under_twenty_parallel_clicks() {
    let app = spawn_app().await;
    let offers = seed(&app).await;
    let token = app.candidate("lea@exemple.fr").await;
    let candidate: i64 = id(
        &app,
        "SELECT c.id FROM candidates c JOIN users u ON u.id = c.user_id WHERE u.email = 'lea@exemple.fr'",
    )
    .await;
    // 995 dismissals of offers never published, written as rows.
    sqlx::query(
        "WITH copies AS (
             INSERT INTO job_offers (slug, title, company_presentation, description,
                 perfect_candidate_description, status, contact_account_id, localized_company_id,
                 job_salary_id, job_position_id, job_contract_id, pay_min_cents, pay_max_cents,
                 pay_period)
             SELECT o.slug, o.title, o.company_presentation, o.description,
                 o.perfect_candidate_description, 0, o.contact_account_id, o.localized_company_id,
                 o.job_salary_id, o.job_position_id, o.job_contract_id, o.pay_min_cents,
                 o.pay_max_cents, o.pay_period
             FROM job_offers o, generate_series(1, 995) WHERE o.id = $1
             RETURNING id)
         INSERT INTO recommendation_dismissals (candidate_id, job_offer_id)
         SELECT $2, id FROM copies",
    )
    .bind(offers[0])
    .bind(candidate)
    .execute(&app.pool)
    .await
    .expect("995 dismissals");
    let answers = fire(20, |n| {
        let (app, token, offer) = (&app, &token, offers[n]);
        async move {
            app.graphql_as(
                token,
                DISMISS,
                json!({ "offer": format!("/api/job_offers/{offer}") }),
            )
            .await
        }
    })
    .await;
    let kept = answers
        .iter()
        .filter(|a| a["data"]["dismissRecommendation"].is_string())
        .count();
    assert_eq!(kept, 5, "{answers:?}");
    for refused in answers.iter().filter(|a| a["errors"].is_array()) {
        assert_eq!(first_error(refused).1, "TOO_MANY_DISMISSALS", "{refused}");
    }
    let count: i64 = id(
        &app,
        &format!("SELECT count(*) FROM recommendation_dismissals WHERE candidate_id = {candidate}"),
    )
    .await;
    assert_eq!(count, 1_000);
}

/// Her start date (4 January 2027) vetoes a training offer starting in December 2026; one
/// starting on 1 January (her month) is kept without the reason, one starting in September
/// says « disponible à la date de début »; offers without a start date are all still shown.
#[tokio::test]
async fn an_offer_starting_before_she_is_available_is_never_shown() {
    let app = spawn_app().await;
    let offers = seed(&app).await;
    // Three of the 50 offers within her vetoes (near Lyon, 32 000 € a year or more).
    let (early, her_month, september) = (offers[20], offers[21], offers[22]);
    for (offer, day) in [
        (early, "2026-12-01"),
        (her_month, "2027-01-01"),
        (september, "2027-09-01"),
    ] {
        sqlx::query(
            "UPDATE job_offers SET training_months = 12, training_starts_on = $2::date WHERE id = $1",
        )
        .bind(offer)
        .bind(day)
        .execute(&app.pool)
        .await
        .expect("a start");
    }
    // The index has followed the last update when « Début : à partir de septembre » finds it.
    let mut followed = false;
    for _ in 0..300 {
        let answer = app
            .query("{ jobOffers(start: SEPTEMBER) { totalCount } }", json!({}))
            .await;
        if answer["jobOffers"]["totalCount"] == 1 {
            followed = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(followed, "the index never saw the start dates");
    let token = lyon_candidate(&app, "lea@exemple.fr").await;
    let mut seen: Vec<(i64, Vec<String>)> = Vec::new();
    for _ in 0..60 {
        let cards = shown(&app.graphql_as(&token, FOR_YOU, json!({})).await);
        if cards.is_empty() {
            break;
        }
        for (offer, _) in &cards {
            app.graphql_as(
                &token,
                DISMISS,
                json!({ "offer": format!("/api/job_offers/{offer}") }),
            )
            .await;
        }
        seen.extend(cards);
    }
    assert_eq!(seen.len(), 49, "the 50 offers within her vetoes but one");
    let reasons = |offer: i64| {
        seen.iter()
            .find(|(id, _)| *id == offer)
            .map(|(_, reasons)| reasons.clone())
    };
    assert_eq!(reasons(early), None, "December is before her month");
    let kept = reasons(her_month).expect("her month is kept");
    assert!(
        !kept.iter().any(|r| r == "disponible à la date de début"),
        "{kept:?}"
    );
    let later = reasons(september).expect("September is kept");
    assert!(
        later.iter().any(|r| r == "disponible à la date de début"),
        "{later:?}"
    );
    assert!(later.len() >= 2);
}

//! The back-office's money screens (issue 19, docs/admin.md): pricings staff edit (and the
//! seeding keeps), promotion codes, « Marquer payé » (credited once under a race), every order
//! with its invoice, and the banners' review. Each action audit-logged.

use serde_json::{json, Value};

use crate::{
    billing::{confirmed_company, invoices, remaining_ads},
    support::helpers::{first_error, spawn_app, TestApp},
};

async fn audit_rows(app: &TestApp, action: &str) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM audit_log WHERE action = $1")
        .bind(action)
        .fetch_one(&app.pool)
        .await
        .expect("audit rows")
}

const UPDATE_PRICING: &str = "mutation($id: Int!, $price: String!, $points: [String!]!) {
    admin { updatePricing(id: $id, price: $price, descriptionPoints: $points) {
        id price priceIncl descriptionPoints editedByStaffAt } } }";

async fn public_price(app: &TestApp, id: i64) -> (i64, i64, String) {
    let data = app
        .query(
            "{ pricings { edges { node { _id price priceIncl description } } } }",
            json!({}),
        )
        .await;
    let node = data["pricings"]["edges"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| &e["node"])
        .find(|n| n["_id"] == id)
        .cloned()
        .unwrap_or(Value::Null);
    (
        node["price"].as_i64().unwrap_or(-1),
        node["priceIncl"].as_i64().unwrap_or(-1),
        node["description"].as_str().unwrap_or_default().to_owned(),
    )
}

#[tokio::test]
async fn a_pricing_staff_changed_is_sold_at_its_new_price_and_kept_by_the_seeding() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let answer = app
        .graphql_as(
            &staff,
            UPDATE_PRICING,
            json!({ "id": 1, "price": "150,50", "points": ["Une annonce <b>30</b> jours", " "] }),
        )
        .await;
    let pricing = &answer["data"]["admin"]["updatePricing"];
    assert_eq!(
        (&pricing["price"], &pricing["priceIncl"]),
        (&json!(15050), &json!(18060)),
        "{answer}"
    );
    assert_eq!(
        pricing["descriptionPoints"],
        json!(["Une annonce <b>30</b> jours"])
    );
    assert!(pricing["editedByStaffAt"].is_string());
    assert_eq!(audit_rows(&app, "pricing.update").await, 1);
    // The same change again changes nothing and logs nothing.
    app.graphql_as(
        &staff,
        UPDATE_PRICING,
        json!({ "id": 1, "price": "150.5", "points": ["Une annonce <b>30</b> jours"] }),
    )
    .await;
    assert_eq!(audit_rows(&app, "pricing.update").await, 1);

    // Another pricing changed behind the back-office's back is reset by the seeding; the one
    // staff changed is not.
    sqlx::query("UPDATE pricings SET price = 1, price_incl = 1 WHERE id = 2")
        .execute(&app.pool)
        .await
        .expect("drift");
    ensemblier::billing::seed::seed_pricings(&app.pool)
        .await
        .expect("reseed");
    let (price, incl, description) = public_price(&app, 1).await;
    assert_eq!((price, incl), (15050, 18060));
    assert_eq!(
        description,
        "<ul><li>Une annonce &lt;b&gt;30&lt;/b&gt; jours</li></ul>"
    );
    assert_eq!(public_price(&app, 2).await.0, 49000);

    // The checkout charges the new price.
    let (token, _, _) = confirmed_company(&app, "rh@tarif.fr").await;
    let (status, order) = app
        .post_json("/api/payment/transfer", json!({ "id": 1 }), Some(&token))
        .await;
    assert_eq!(status, 200, "{order}");
    assert_eq!(order["order"]["total"], 18060, "{order}");
}

#[tokio::test]
async fn a_bad_pricing_change_is_refused_in_french_and_changes_nothing() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let cases = [
        (1, "19O", vec!["a"], ensemblier::admin::money::BAD_PRICE),
        (1, "-5", vec!["a"], ensemblier::admin::money::BAD_PRICE),
        (1, "1,999", vec!["a"], ensemblier::admin::money::BAD_PRICE),
        (1, "0", vec!["a"], ensemblier::admin::money::PRICE_RANGE),
        (
            1,
            "100000,01",
            vec!["a"],
            ensemblier::admin::money::PRICE_RANGE,
        ),
        (7, "10", vec!["a"], ensemblier::admin::money::STAYS_FREE),
        (1, "190", vec![" "], ensemblier::admin::money::NO_POINTS),
    ];
    for (id, price, points, message) in cases {
        let answer = app
            .graphql_as(
                &staff,
                UPDATE_PRICING,
                json!({ "id": id, "price": price, "points": points }),
            )
            .await;
        assert_eq!(
            first_error(&answer),
            (message.to_owned(), "INVALID_PRICING".to_owned()),
            "{price}"
        );
    }
    let answer = app
        .graphql_as(
            &staff,
            UPDATE_PRICING,
            json!({ "id": 999, "price": "1", "points": ["a"] }),
        )
        .await;
    assert_eq!(first_error(&answer).1, "NOT_FOUND");
    assert_eq!(public_price(&app, 1).await.0, 19000);
    assert_eq!(audit_rows(&app, "pricing.update").await, 0);
}

const CREATE_CODE: &str = "mutation($input: NewPromoCodeInput!) {
    admin { createPromoCode(input: $input) { id code percentOff amountOff validUntil uses disabledAt } } }";
const CODES: &str =
    "{ admin { promoCodes { totalCount edges { node { id code uses disabledAt } } } } }";

#[tokio::test]
async fn promotion_codes_are_created_with_the_clis_rules_listed_with_their_uses_and_disabled() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    use ensemblier::billing::codes;
    let refusals = [
        (json!({ "code": "ÉTÉ", "percentOff": 10 }), codes::BAD_CODE),
        (json!({ "code": "" , "percentOff": 10 }), codes::BAD_CODE),
        (json!({ "code": "X" }), codes::ONE_KIND),
        (
            json!({ "code": "X", "percentOff": 10, "amountOff": "5" }),
            codes::ONE_KIND,
        ),
        (
            json!({ "code": "X", "percentOff": 101 }),
            codes::BAD_PERCENT,
        ),
        (
            json!({ "code": "X", "amountOff": "cinq" }),
            codes::BAD_AMOUNT,
        ),
        (json!({ "code": "X", "amountOff": "0" }), codes::BAD_AMOUNT),
        (
            json!({ "code": "X", "percentOff": 5, "validUntil": "31/12/2026" }),
            codes::BAD_DAY,
        ),
        (
            json!({ "code": "X", "percentOff": 5, "validFrom": "2026-12-31", "validUntil": "2026-12-01" }),
            codes::DAYS_REVERSED,
        ),
        (
            json!({ "code": "X", "percentOff": 5, "maxUses": 0 }),
            codes::BAD_LIMIT,
        ),
        (
            json!({ "code": "X", "percentOff": 5, "pricingIds": [1, 999] }),
            codes::UNKNOWN_PRICING,
        ),
    ];
    for (input, message) in refusals {
        let answer = app
            .graphql_as(&staff, CREATE_CODE, json!({ "input": input }))
            .await;
        assert_eq!(
            first_error(&answer),
            (message.to_owned(), "INVALID_NEW_DISCOUNT_CODE".to_owned()),
            "{input}"
        );
    }
    let answer = app
        .graphql_as(
            &staff,
            CREATE_CODE,
            json!({ "input": { "code": "PRINTEMPS", "amountOff": "10,50", "validUntil": "2099-05-31", "maxUsesPerCompany": 1 } }),
        )
        .await;
    let created = &answer["data"]["admin"]["createPromoCode"];
    assert_eq!(
        (&created["amountOff"], &created["uses"]),
        (&json!(1050), &json!(0)),
        "{answer}"
    );
    // The last day is included: valid until midnight after it, Paris time.
    assert_eq!(created["validUntil"], "2099-05-31T22:00:00+00:00");
    let taken = app
        .graphql_as(
            &staff,
            CREATE_CODE,
            json!({ "input": { "code": "printemps", "percentOff": 5 } }),
        )
        .await;
    assert_eq!(
        first_error(&taken),
        (codes::TAKEN.to_owned(), "DISCOUNT_CODE_TAKEN".to_owned())
    );
    assert_eq!(audit_rows(&app, "discount_code.create").await, 1);

    // A company uses it: the list counts the paid use.
    let (token, _, _) = confirmed_company(&app, "rh@promo.fr").await;
    let (_, intent) = app
        .post_json(
            "/api/payment/apply-code",
            json!({ "id": 1, "code": "printemps" }),
            Some(&token),
        )
        .await;
    let secret = intent["client_secret"].as_str().expect("secret");
    assert_eq!(app.pay(secret, "4242424242424242").await.0, 200);
    let data = app.graphql_as(&staff, CODES, json!({})).await;
    let listed = &data["data"]["admin"]["promoCodes"];
    assert_eq!(listed["totalCount"], 1, "{data}");
    assert_eq!(listed["edges"][0]["node"]["uses"], 1);

    // Disabled: no one can use it any more; disabling again logs nothing.
    let id = created["id"].as_i64().expect("id");
    let disable = "mutation($id: Int!) { admin { disablePromoCode(id: $id) { disabledAt } } }";
    for _ in 0..2 {
        let answer = app.graphql_as(&staff, disable, json!({ "id": id })).await;
        assert!(
            answer["data"]["admin"]["disablePromoCode"]["disabledAt"].is_string(),
            "{answer}"
        );
    }
    assert_eq!(audit_rows(&app, "discount_code.disable").await, 1);
    let (other, _, _) = confirmed_company(&app, "rh@autre.fr").await;
    let (status, body) = app
        .post_json(
            "/api/payment/apply-code",
            json!({ "id": 1, "code": "PRINTEMPS" }),
            Some(&other),
        )
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (422, Some(codes::DISABLED))
    );
}

const MARK_PAID: &str = "mutation($reference: String!) {
    admin { markOrderPaid(reference: $reference) { reference status statusLabel paidNow } } }";
const ORDERS: &str = "query($state: AdminOrderState, $search: String) {
    admin { orders(state: $state, search: $search) { totalCount edges { node {
        reference statusLabel providerLabel companyName amountIncl amountExcl
        invoiceReference invoiceUuid } } } } }";

fn references(answer: &Value) -> Vec<String> {
    answer["data"]["admin"]["orders"]["edges"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["node"]["reference"].as_str().map(str::to_owned))
        .collect()
}

#[tokio::test]
async fn two_concurrent_mark_paid_credit_once_and_the_order_leaves_the_transfers() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let (token, company_id, _) = confirmed_company(&app, "rh@virement.fr").await;
    let (status, order) = app
        .post_json("/api/payment/transfer", json!({ "id": 3 }), Some(&token))
        .await;
    assert_eq!(status, 200, "{order}");
    let reference = order["order"]["reference"]
        .as_str()
        .expect("reference")
        .to_owned();
    let waiting = app
        .graphql_as(&staff, ORDERS, json!({ "state": "AWAITING_TRANSFER" }))
        .await;
    assert_eq!(references(&waiting), vec![reference.clone()], "{waiting}");
    let node = &waiting["data"]["admin"]["orders"]["edges"][0]["node"];
    assert_eq!(
        (
            &node["statusLabel"],
            &node["providerLabel"],
            &node["companyName"]
        ),
        (
            &json!("En attente de virement"),
            &json!("Virement"),
            &json!("Atelier Lumière")
        )
    );
    assert_eq!(
        (&node["amountExcl"], &node["amountIncl"]),
        (&json!(139000), &json!(166800))
    );

    // Two staff tabs click « Marquer payé » at the same instant.
    let vars = json!({ "reference": reference.to_lowercase() });
    let (a, b) = tokio::join!(
        app.graphql_as(&staff, MARK_PAID, vars.clone()),
        app.graphql_as(&staff, MARK_PAID, vars.clone()),
    );
    let paid_now: Vec<bool> = [&a, &b]
        .iter()
        .map(|r| {
            r["data"]["admin"]["markOrderPaid"]["paidNow"]
                .as_bool()
                .expect("paidNow")
        })
        .collect();
    assert_eq!(paid_now.iter().filter(|p| **p).count(), 1, "{a} {b}");
    // A replay later changes nothing either.
    let again = app.graphql_as(&staff, MARK_PAID, vars).await;
    assert_eq!(again["data"]["admin"]["markOrderPaid"]["paidNow"], false);
    assert_eq!(
        again["data"]["admin"]["markOrderPaid"]["statusLabel"],
        "Payée"
    );
    assert_eq!(remaining_ads(&app, company_id).await, 10);
    assert_eq!(invoices(&app).await.len(), 1);
    assert_eq!(audit_rows(&app, "order.mark_paid").await, 1);
    let unknown = app
        .graphql_as(&staff, MARK_PAID, json!({ "reference": "ENS-INCONNU" }))
        .await;
    assert_eq!(first_error(&unknown).1, "NOT_FOUND");

    // No longer a transfer to mark; in the paid orders with its invoice, found by search.
    let waiting = app
        .graphql_as(&staff, ORDERS, json!({ "state": "AWAITING_TRANSFER" }))
        .await;
    assert!(references(&waiting).is_empty());
    for search in [&reference[4..], "lumière", "VIREMENT.FR"] {
        let found = app
            .graphql_as(&staff, ORDERS, json!({ "state": "PAID", "search": search }))
            .await;
        assert_eq!(references(&found), vec![reference.clone()], "{search}");
    }
    let none = app
        .graphql_as(&staff, ORDERS, json!({ "search": "personne" }))
        .await;
    assert!(references(&none).is_empty());
    let long = app
        .graphql_as(&staff, ORDERS, json!({ "search": "x".repeat(101) }))
        .await;
    assert_eq!(first_error(&long).1, "TOO_LONG");
    let paid = app
        .graphql_as(&staff, ORDERS, json!({ "state": "PAID" }))
        .await;
    let node = &paid["data"]["admin"]["orders"]["edges"][0]["node"];
    assert!(node["invoiceReference"]
        .as_str()
        .is_some_and(|r| r.starts_with('F')));

    // Staff read the invoice's PDF; another company does not find it.
    let uuid = node["invoiceUuid"].as_str().expect("invoice uuid");
    let pdf = |token: String| {
        let app = &app;
        async move {
            app.client
                .get(format!("{}/sf/invoices/{uuid}", app.address))
                .bearer_auth(token)
                .send()
                .await
                .expect("pdf")
                .status()
                .as_u16()
        }
    };
    assert_eq!(pdf(staff.clone()).await, 200);
    assert_eq!(pdf(token.clone()).await, 200);
    let (other, _, _) = confirmed_company(&app, "rh@autre.fr").await;
    assert_eq!(pdf(other).await, 404);
}

const PENDING: &str =
    "{ admin { pendingBanners { id companyName imageUrl link alt days review } } }";
const REVIEW: &str = "mutation($id: Int!, $decision: BannerDecision!, $reason: String) {
    admin { reviewBanner(id: $id, decision: $decision, reason: $reason) { id review reviewReason runsFrom } } }";

#[tokio::test]
async fn staff_approve_or_reject_a_paid_banner_with_a_reason() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let (token, _, _) = confirmed_company(&app, "rh@banniere.fr").await;
    let mut ids = Vec::new();
    for alt in ["Atelier Lumière recrute", "Seconde"] {
        let creative = app.creative(&token).await;
        let (status, order) = app
            .post_json(
                "/api/payment/transfer",
                json!({ "id": 4, "banner": {
                    "creative": creative, "link": "https://atelier.example",
                    "alt": alt,
                    "startDate": ensemblier::banners::paris_today().format("%Y-%m-%d").to_string() } }),
                Some(&token),
            )
            .await;
        assert_eq!(status, 200, "{order}");
        let reference = order["order"]["reference"].as_str().expect("reference");
        let paid = app
            .graphql_as(&staff, MARK_PAID, json!({ "reference": reference }))
            .await;
        assert_eq!(
            paid["data"]["admin"]["markOrderPaid"]["paidNow"], true,
            "{paid}"
        );
    }
    let pending = app.graphql_as(&staff, PENDING, json!({})).await;
    let listed = pending["data"]["admin"]["pendingBanners"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert_eq!(listed.len(), 2, "{pending}");
    assert_eq!(listed[0]["alt"], "Atelier Lumière recrute");
    assert_eq!(listed[0]["days"], 7);
    assert!(listed[0]["imageUrl"]
        .as_str()
        .is_some_and(|u| u.starts_with("/uploads/banners/")));
    for b in &listed {
        ids.push(b["id"].as_i64().expect("id"));
    }
    let no_reason = app
        .graphql_as(
            &staff,
            REVIEW,
            json!({ "id": ids[1], "decision": "REJECT", "reason": "  " }),
        )
        .await;
    assert_eq!(
        first_error(&no_reason),
        (
            ensemblier::banners::REASON_REQUIRED.to_owned(),
            "INVALID_BANNER".to_owned()
        )
    );
    let approved = app
        .graphql_as(
            &staff,
            REVIEW,
            json!({ "id": ids[0], "decision": "APPROVE" }),
        )
        .await;
    assert_eq!(
        approved["data"]["admin"]["reviewBanner"]["review"], "approved",
        "{approved}"
    );
    let rejected = app
        .graphql_as(
            &staff,
            REVIEW,
            json!({ "id": ids[1], "decision": "REJECT", "reason": "Image floue" }),
        )
        .await;
    assert_eq!(
        rejected["data"]["admin"]["reviewBanner"]["reviewReason"],
        "Image floue"
    );
    // Approving again changes nothing and logs nothing.
    app.graphql_as(
        &staff,
        REVIEW,
        json!({ "id": ids[0], "decision": "APPROVE" }),
    )
    .await;
    assert_eq!(audit_rows(&app, "banner.approve").await, 1);
    assert_eq!(audit_rows(&app, "banner.reject").await, 1);
    let pending = app.graphql_as(&staff, PENDING, json!({})).await;
    assert_eq!(pending["data"]["admin"]["pendingBanners"], json!([]));
    let unknown = app
        .graphql_as(&staff, REVIEW, json!({ "id": 9999, "decision": "APPROVE" }))
        .await;
    assert_eq!(first_error(&unknown).1, "NOT_FOUND");
}

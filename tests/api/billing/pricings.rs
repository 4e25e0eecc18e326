use serde_json::json;

use crate::support::helpers::spawn_app;

#[tokio::test]
async fn pricings_cover_packs_urgent_and_banners_with_vat() {
    let app = spawn_app().await;
    let data = app
        .query(
            "{ pricings { totalCount edges { node { _id uuid name price priceIncl jobOfferAdsAmount durationDays isPack displayGroup description } } } }",
            json!({}),
        )
        .await;
    let pricings: Vec<_> = data["pricings"]["edges"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| &e["node"])
        .collect();
    for group in [1, 2, 3] {
        assert!(
            pricings.iter().any(|p| p["displayGroup"] == group),
            "no pricing in group {group}"
        );
    }
    for pricing in &pricings {
        let price = pricing["price"].as_i64().unwrap_or(-1);
        assert_eq!(
            pricing["priceIncl"].as_i64(),
            Some(price * 12 / 10),
            "{pricing}"
        );
    }
    let packs: Vec<i64> = pricings
        .iter()
        .filter(|p| p["isPack"] == true)
        .filter_map(|p| p["jobOfferAdsAmount"].as_i64())
        .collect();
    assert_eq!(packs, [1, 3, 10]);
    // A pack says its ads, the Urgent option and the banners their days (never both).
    for pricing in &pricings {
        let is_pack_group = pricing["displayGroup"] == 1;
        assert_eq!(
            pricing["jobOfferAdsAmount"].is_i64(),
            is_pack_group,
            "{pricing}"
        );
        assert_eq!(
            pricing["durationDays"].is_i64(),
            !is_pack_group,
            "{pricing}"
        );
    }
    // The payment routes name the packs 1, 2, 3 and the Urgent option 6, whose days are
    // billing's own.
    let urgent = pricings.iter().find(|p| p["displayGroup"] == 2);
    assert!(urgent.is_some_and(
        |p| p["_id"] == 6 && p["durationDays"] == i64::from(ensemblier::billing::URGENT_DAYS)
    ));
    let banner_days: Vec<i64> = pricings
        .iter()
        .filter(|p| p["displayGroup"] == 3)
        .filter_map(|p| p["durationDays"].as_i64())
        .collect();
    assert_eq!(banner_days, [7, 30]);
}

#[tokio::test]
async fn pricings_filter_by_display_group() {
    let app = spawn_app().await;
    let data = app
        .query(
            "{ pricings(displayGroup: 3) { edges { node { displayGroup } } } }",
            json!({}),
        )
        .await;
    let groups: Vec<_> = data["pricings"]["edges"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| e["node"]["displayGroup"].clone())
        .collect();
    assert!(!groups.is_empty() && groups.iter().all(|g| g == 3));
}

use serde_json::{json, Value};

use crate::support::helpers::spawn_app;

fn nodes(data: &Value, field: &str) -> Vec<Value> {
    data[field]["edges"]
        .as_array()
        .map(|edges| edges.iter().map(|e| e["node"].clone()).collect())
        .unwrap_or_default()
}

#[tokio::test]
async fn contracts_types_and_salaries_are_listed_with_iris() {
    let app = spawn_app().await;
    let data = app
        .query(
            "{ jobContracts { edges { node { id name freePublication } } }
               jobTypes { edges { node { id name } } }
               jobSalaries { edges { node { id intervalLabel } } } }",
            json!({}),
        )
        .await;
    let contracts = nodes(&data, "jobContracts");
    assert!(contracts
        .iter()
        .any(|c| c["name"] == "CDI" && c["freePublication"] == false));
    assert!(contracts
        .iter()
        .any(|c| c["name"] == "Stage" && c["freePublication"] == true));
    assert!(nodes(&data, "jobTypes").iter().all(|t| t["id"]
        .as_str()
        .is_some_and(|id| id.starts_with("/api/job_types/"))));
    assert!(nodes(&data, "jobSalaries").len() >= 6);
}

#[tokio::test]
async fn positions_form_a_three_level_tree() {
    let app = spawn_app().await;
    let data = app
        .query(
            "{ jobPositions(first: 100) { totalCount edges { node { _id name level
                 parent { _id parent { _id } } children { _id } } } } }",
            json!({}),
        )
        .await;
    let positions = nodes(&data, "jobPositions");
    assert_eq!(
        data["jobPositions"]["totalCount"].as_u64(),
        Some(positions.len() as u64)
    );
    for level in [1, 2, 3] {
        assert!(
            positions.iter().any(|p| p["level"] == level),
            "no position at level {level}"
        );
    }
    for position in &positions {
        let has_parent = !position["parent"].is_null();
        assert_eq!(has_parent, position["level"] != 1, "{position}");
        for child in position["children"].as_array().into_iter().flatten() {
            let child = positions.iter().find(|p| p["_id"] == child["_id"]);
            assert_eq!(child.map(|c| &c["parent"]["_id"]), Some(&position["_id"]));
        }
    }
    let ebeniste = positions.iter().find(|p| p["name"] == "Ébéniste");
    assert!(
        ebeniste.is_some_and(|p| p["level"] == 3),
        "Ébéniste should be a job under métiers d'art"
    );
}

#[tokio::test]
async fn the_first_hundred_positions_continue_after_their_cursor() {
    let app = spawn_app().await;
    let query = "query ($after: String) { jobPositions(first: 10, after: $after) { pageInfo { endCursor } edges { node { _id } } } }";
    let first = app.query(query, json!({})).await;
    let second = app
        .query(
            query,
            json!({ "after": first["jobPositions"]["pageInfo"]["endCursor"] }),
        )
        .await;
    let ids = |data: &Value| {
        nodes(data, "jobPositions")
            .iter()
            .map(|n| n["_id"].clone())
            .collect::<Vec<_>>()
    };
    let (a, b) = (ids(&first), ids(&second));
    assert_eq!(a.len(), 10);
    assert!(b.iter().all(|id| !a.contains(id)));
}

//! Sessions end on the server: signing out revokes the token, a password change signs out
//! every other session and keeps the current one (docs/accounts.md, "Sessions").

use serde_json::json;

use crate::support::helpers::{spawn_app, TestApp, PASSWORD};

async fn session_status(app: &TestApp, token: &str) -> u16 {
    app.client
        .get(format!("{}/api/session", app.address))
        .bearer_auth(token)
        .send()
        .await
        .expect("session")
        .status()
        .as_u16()
}

async fn logout(app: &TestApp, token: &str) -> reqwest::Response {
    app.client
        .post(format!("{}/api/logout", app.address))
        .bearer_auth(token)
        .send()
        .await
        .expect("logout")
}

#[tokio::test]
async fn signing_out_revokes_the_token_and_only_that_session() {
    let app = spawn_app().await;
    let laptop = app.candidate("lea@exemple.fr").await;
    let phone = app.token("lea@exemple.fr").await;
    assert_eq!(session_status(&app, &laptop).await, 200);

    let answer = logout(&app, &laptop).await;
    assert_eq!(answer.status(), 200);
    assert_eq!(answer.text().await.expect("body"), "ok");
    assert_eq!(
        session_status(&app, &laptop).await,
        401,
        "the token is revoked"
    );
    let graphql = app
        .client
        .post(format!("{}/api/graphql", app.address))
        .bearer_auth(&laptop)
        .json(&json!({ "query": "{ me { email } }" }))
        .send()
        .await
        .expect("GraphQL");
    assert_eq!(graphql.status(), 401, "GraphQL refuses it too");
    assert_eq!(
        session_status(&app, &phone).await,
        200,
        "the other session stays"
    );
    // Signing out twice, or without a session, ends nothing more.
    assert_eq!(logout(&app, &laptop).await.status(), 401);
    let anonymous = app
        .client
        .post(format!("{}/api/logout", app.address))
        .send()
        .await
        .expect("logout");
    assert_eq!(anonymous.status(), 401);
}

#[tokio::test]
async fn a_password_change_signs_out_the_other_sessions_and_keeps_the_current_one() {
    let app = spawn_app().await;
    let current = app.candidate("lea@exemple.fr").await;
    let stolen = app.token("lea@exemple.fr").await;
    let other_user = app.candidate("ines@exemple.fr").await;
    let changed = app
        .post_form(
            "/api/update-password",
            &[
                ("oldPassword", PASSWORD),
                ("newPassword", "nouveau-2026"),
                ("newPasswordConfirmation", "nouveau-2026"),
            ],
            Some(&current),
        )
        .await;
    assert_eq!(changed.text().await.expect("body"), "ok");
    assert_eq!(
        session_status(&app, &current).await,
        200,
        "the current session stays"
    );
    assert_eq!(
        session_status(&app, &stolen).await,
        401,
        "other sessions end"
    );
    assert_eq!(
        session_status(&app, &other_user).await,
        200,
        "other users are untouched"
    );
    // A wrong old password changes nothing and ends nothing.
    let again = app.token("ines@exemple.fr").await;
    let refused = app
        .post_form(
            "/api/update-password",
            &[
                ("oldPassword", "faux-mot-de-passe"),
                ("newPassword", "nouveau-2026"),
                ("newPasswordConfirmation", "nouveau-2026"),
            ],
            Some(&other_user),
        )
        .await;
    assert_eq!(refused.status(), 422);
    assert_eq!(session_status(&app, &again).await, 200);
}

#[tokio::test]
async fn a_token_of_a_session_without_a_row_is_refused() {
    let app = spawn_app().await;
    app.candidate("lea@exemple.fr").await;
    let user_id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE email = 'lea@exemple.fr'")
        .fetch_one(&app.pool)
        .await
        .expect("user");
    // Well signed, unexpired, right version, but no session row (a token of before
    // sessions had rows, or of a session that was purged).
    let orphan = ensemblier::accounts::session::issue(
        user_id,
        0,
        uuid::Uuid::new_v4(),
        crate::support::helpers::JWT_SECRET,
    )
    .expect("token");
    assert_eq!(session_status(&app, &orphan).await, 401);
    // Expired rows are purged, and their tokens refused before that.
    let token = app.token("lea@exemple.fr").await;
    sqlx::query("UPDATE sessions SET expires_at = now() - interval '1 second'")
        .execute(&app.pool)
        .await
        .expect("time passes");
    assert_eq!(session_status(&app, &token).await, 401);
    assert!(
        ensemblier::accounts::session::purge_expired(&app.pool)
            .await
            .expect("purge")
            >= 1
    );
}

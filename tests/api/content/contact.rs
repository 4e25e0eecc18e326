//! `POST /api/contact`: a signed-in user's message is stored and mailed to the team with
//! `Reply-To` the sender, with an acknowledgement; bad input and floods are refused in French.

use crate::support::helpers::{error_of, spawn_app};

const CONTACT: &str = "contact@ensemblier.test";

#[tokio::test]
async fn a_signed_in_user_writes_to_the_team_and_gets_an_acknowledgement() {
    let app = spawn_app().await;
    let token = app.confirmed_candidate("lea@exemple.fr").await;
    let response = app
        .post_form(
            "/api/contact",
            &[
                ("subject", "postuler"),
                ("email", "lea.pro@exemple.fr"),
                ("message", "Bonjour,\n\nJe n'arrive pas à joindre mon CV."),
            ],
            Some(&token),
        )
        .await;
    assert_eq!(response.text().await.expect("body"), "ok");

    let mail = app
        .mail_to(
            CONTACT,
            "Contact : Problème ou aide pour postuler à une annonce",
        )
        .await;
    assert_eq!(mail.reply_to.as_deref(), Some("lea.pro@exemple.fr"));
    assert!(mail.text.contains("Je n'arrive pas à joindre mon CV."));
    let acknowledgement = app
        .mail_to("lea@exemple.fr", "Nous avons bien reçu votre message")
        .await;
    assert!(acknowledgement
        .text
        .contains("Je n'arrive pas à joindre mon CV."));
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM contact_messages")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(stored, 1);
}

#[tokio::test]
async fn anonymous_visitors_cannot_send() {
    let app = spawn_app().await;
    let response = app
        .post_form(
            "/api/contact",
            &[
                ("subject", "autre"),
                ("email", "a@b.fr"),
                ("message", "Bonjour"),
            ],
            None,
        )
        .await;
    assert_eq!(response.status(), 401);
}

#[tokio::test]
async fn bad_input_is_refused_in_french_and_nothing_is_sent() {
    let app = spawn_app().await;
    let token = app.candidate("lea@exemple.fr").await;
    let long = "a".repeat(5001);
    for (subject, email, message, expected) in [
        (
            "autre",
            "lea@exemple.fr",
            "  ",
            "Le champ obligatoire Message n'a pas été renseigné.",
        ),
        (
            "newsletter",
            "lea@exemple.fr",
            "Bonjour",
            "Choisissez le sujet de votre message dans la liste.",
        ),
        (
            "autre",
            "pas-une-adresse",
            "Bonjour",
            "L'adresse e-mail n'est pas valide.",
        ),
        (
            "autre",
            "lea@exemple.fr",
            long.as_str(),
            "Votre message ne peut dépasser 5000 caractères.",
        ),
    ] {
        let response = app
            .post_form(
                "/api/contact",
                &[("subject", subject), ("email", email), ("message", message)],
                Some(&token),
            )
            .await;
        assert_eq!(
            error_of(response).await,
            (422, expected.to_owned()),
            "{subject} {email}"
        );
    }
    let (stored, queued): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM contact_messages),
                (SELECT count(*) FROM mail_queue WHERE to_address = $1)",
    )
    .bind(CONTACT)
    .fetch_one(&app.pool)
    .await
    .expect("count");
    assert_eq!((stored, queued), (0, 0));
}

#[tokio::test]
async fn a_flood_of_messages_is_rate_limited() {
    let app = spawn_app().await;
    let token = app.candidate("lea@exemple.fr").await;
    let send = || {
        app.post_form(
            "/api/contact",
            &[
                ("subject", "autre"),
                ("email", "lea@exemple.fr"),
                ("message", "Bonjour"),
            ],
            Some(&token),
        )
    };
    for _ in 0..5 {
        assert_eq!(send().await.status(), 200);
    }
    assert_eq!(
        error_of(send().await).await,
        (
            429,
            "Vous avez envoyé plusieurs messages en peu de temps. Merci de réessayer dans une heure."
                .to_owned()
        )
    );
}

//! Recruiting as a team (issue 38): invitations by mail, joining, roles, removal, the last
//! owner, the team's log, and the limits that hold under a race.

use serde_json::{json, Value};

use crate::{
    security::race::fire,
    support::helpers::{first_error, spawn_app, TestApp},
};

pub const INVITE: &str = "mutation ($email: String!, $role: TeamRole!) {
    inviteTeamMember(email: $email, role: $role) { id email role expiresAt } }";
const TEAM: &str = "{ myTeam { members { userId email role isMe } invitations { id email role }
    log { actorEmail action subjectEmail role } } }";
const OFFER: &str =
    "query ($token: String!) { teamInvitation(token: $token) { companyName email role } }";
const REGISTER: &str = "mutation ($token: String!) { joinTeamByRegistering(token: $token,
    firstname: \"Marc\", lastname: \"Leroy\", password: \"Ensemblier-2026!\") }";
const ACCEPT: &str = "mutation ($token: String!) { acceptTeamInvitation(token: $token) }";
const SET_ROLE: &str =
    "mutation ($user: Int!, $role: TeamRole!) { setTeamMemberRole(userId: $user, role: $role) }";
const REMOVE: &str = "mutation ($user: Int!) { removeTeamMember(userId: $user) }";
const MY_COMPANIES: &str = "{ companies(getOnlyMine: 1) { edges { node { _id name } } } }";

/// The password `REGISTER` sets.
const JOINED_PASSWORD: &str = "Ensemblier-2026!";

/// The secret of the last invitation mailed to `to`.
pub async fn invitation_token(app: &TestApp, to: &str) -> String {
    nth_invitation_token(app, to, 1).await
}

/// The secret of the `n`th invitation mailed to `to`, once it arrived (10 s at most).
async fn nth_invitation_token(app: &TestApp, to: &str, n: usize) -> String {
    for _ in 0..100 {
        let received = app
            .subjects_to(to)
            .iter()
            .filter(|subject| subject.starts_with("Rejoignez l'équipe"))
            .count();
        if received >= n {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let mail = app.mail_to(to, "Rejoignez l'équipe").await;
    let link = mail.link("http");
    link.rsplit('/').next().expect("a token").to_owned()
}

/// The owner `owner_token` invites `email` as a recruiter, who registers from the link and
/// signs in; returns her token.
pub async fn recruiter_joins(app: &TestApp, owner_token: &str, email: &str) -> String {
    let answer = app
        .graphql_as(
            owner_token,
            INVITE,
            json!({ "email": email, "role": "RECRUITER" }),
        )
        .await;
    assert!(answer.get("errors").is_none(), "{answer}");
    let token = invitation_token(app, email).await;
    let joined = app.graphql(REGISTER, json!({ "token": token })).await;
    assert_eq!(joined["data"]["joinTeamByRegistering"], email, "{joined}");
    let (status, session) = app.login(email, JOINED_PASSWORD).await;
    assert_eq!(status, 200, "{session}");
    session["token"].as_str().expect("token").to_owned()
}

/// A company's owner who confirmed her address, as inviting needs (issue 59); her token.
pub async fn owner(app: &TestApp, email: &str, name: &str) -> String {
    let owner = app.a_company().email(email).named(name);
    owner.without_billing_identity().create().await.token
}

async fn user_id(app: &TestApp, email: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM users WHERE email = $1")
        .bind(email)
        .fetch_one(&app.pool)
        .await
        .expect("the user")
}

fn code(answer: &Value) -> String {
    first_error(answer).1
}

#[tokio::test]
async fn an_invited_recruiter_registers_joins_and_works_without_billing_or_members() {
    let app = spawn_app().await;
    let owner = owner(&app, "claire@atelier.fr", "Atelier Lumen").await;
    app.graphql_as(
        &owner,
        INVITE,
        json!({ "email": "marc@exemple.fr", "role": "RECRUITER" }),
    )
    .await;
    let mail = app.mail_to("marc@exemple.fr", "Rejoignez l'équipe").await;
    assert_eq!(
        mail.subject,
        "Rejoignez l'équipe de «\u{a0}Atelier Lumen\u{a0}» – Ensemblier"
    );
    assert!(
        mail.text.contains("Claire Dubois vous invite"),
        "{}",
        mail.text
    );
    assert!(mail.text.contains("en tant que recruteur"), "{}", mail.text);
    let token = invitation_token(&app, "marc@exemple.fr").await;
    assert!(mail.link("http").contains("/equipe/invitation/"));

    let offer = app.graphql(OFFER, json!({ "token": token })).await;
    assert_eq!(
        offer["data"]["teamInvitation"],
        json!({ "companyName": "Atelier Lumen", "email": "marc@exemple.fr", "role": "RECRUITER" })
    );
    let joined = app.graphql(REGISTER, json!({ "token": token })).await;
    assert_eq!(
        joined["data"]["joinTeamByRegistering"], "marc@exemple.fr",
        "{joined}"
    );
    // Once only.
    let again = app.graphql(REGISTER, json!({ "token": token })).await;
    assert_eq!(code(&again), "INVALID_TOKEN", "{again}");
    assert_eq!(
        code(&app.graphql(OFFER, json!({ "token": token })).await),
        "INVALID_TOKEN"
    );

    let (status, session) = app.login("marc@exemple.fr", JOINED_PASSWORD).await;
    assert_eq!(status, 200);
    assert_eq!(session["user"]["teamRole"], "recruiter");
    assert!(session["roles"]
        .as_array()
        .expect("roles")
        .contains(&json!("ROLE_PRO")));
    let marc = session["token"].as_str().expect("token");
    // The same company, her address proven by the link.
    let companies = app.graphql_as(marc, MY_COMPANIES, json!({})).await;
    assert_eq!(
        companies["data"]["companies"]["edges"][0]["node"]["name"],
        "Atelier Lumen"
    );
    let confirmed: bool = sqlx::query_scalar(
        "SELECT confirmation_token IS NULL FROM users WHERE email = 'marc@exemple.fr'",
    )
    .fetch_one(&app.pool)
    .await
    .expect("confirmed");
    assert!(confirmed);
    // No members, no billing.
    assert_eq!(
        code(&app.graphql_as(marc, TEAM, json!({})).await),
        "FORBIDDEN"
    );
    let orders = app
        .graphql_as(marc, "{ myOrders { totalCount } }", json!({}))
        .await;
    assert_eq!(code(&orders), "FORBIDDEN");
    let invite = app
        .graphql_as(
            marc,
            INVITE,
            json!({ "email": "x@exemple.fr", "role": "RECRUITER" }),
        )
        .await;
    assert_eq!(code(&invite), "FORBIDDEN");

    // The owner sees both, and what happened.
    let team = app.graphql_as(&owner, TEAM, json!({})).await;
    let team = &team["data"]["myTeam"];
    assert_eq!(
        team["members"],
        json!([
            { "userId": user_id(&app, "claire@atelier.fr").await, "email": "claire@atelier.fr", "role": "OWNER", "isMe": true },
            { "userId": user_id(&app, "marc@exemple.fr").await, "email": "marc@exemple.fr", "role": "RECRUITER", "isMe": false },
        ])
    );
    assert_eq!(team["invitations"], json!([]));
    assert_eq!(
        team["log"],
        json!([
            { "actorEmail": "marc@exemple.fr", "action": "member.join", "subjectEmail": "marc@exemple.fr", "role": "recruiter" },
            { "actorEmail": "claire@atelier.fr", "action": "invitation.send", "subjectEmail": "marc@exemple.fr", "role": "recruiter" },
        ])
    );
}

#[tokio::test]
async fn a_removed_member_is_refused_at_her_next_request_and_the_owner_can_promote() {
    let app = spawn_app().await;
    let owner = owner(&app, "claire@atelier.fr", "Atelier Lumen").await;
    let marc = recruiter_joins(&app, &owner, "marc@exemple.fr").await;
    let marc_id = user_id(&app, "marc@exemple.fr").await;

    // Promoted: billing opens; demoted again: it closes.
    let promoted = app
        .graphql_as(
            &owner,
            SET_ROLE,
            json!({ "user": marc_id, "role": "OWNER" }),
        )
        .await;
    assert_eq!(promoted["data"]["setTeamMemberRole"], true, "{promoted}");
    let orders = app
        .graphql_as(&marc, "{ myOrders { totalCount } }", json!({}))
        .await;
    assert!(orders.get("errors").is_none(), "{orders}");
    app.graphql_as(
        &owner,
        SET_ROLE,
        json!({ "user": marc_id, "role": "RECRUITER" }),
    )
    .await;
    let orders = app
        .graphql_as(&marc, "{ myOrders { totalCount } }", json!({}))
        .await;
    assert_eq!(code(&orders), "FORBIDDEN");

    let before = app.graphql_as(&marc, MY_COMPANIES, json!({})).await;
    assert!(before.get("errors").is_none(), "{before}");
    let removed = app
        .graphql_as(&owner, REMOVE, json!({ "user": marc_id }))
        .await;
    assert_eq!(removed["data"]["removeTeamMember"], true, "{removed}");
    // The same open session, refused at once.
    let after = app.graphql_as(&marc, MY_COMPANIES, json!({})).await;
    assert_eq!(code(&after), "FORBIDDEN", "{after}");
    let offers = app
        .graphql_as(
            &marc,
            "{ jobOffers(get_only_mine: 1) { totalCount } }",
            json!({}),
        )
        .await;
    assert_eq!(code(&offers), "FORBIDDEN", "{offers}");
    // Signing in again gives no company.
    let (_, session) = app.login("marc@exemple.fr", JOINED_PASSWORD).await;
    assert_eq!(session["user"]["proAccount"], Value::Null);
    assert_eq!(session["user"]["teamRole"], Value::Null);

    let log = app.graphql_as(&owner, TEAM, json!({})).await;
    let actions: Vec<&str> = log["data"]["myTeam"]["log"]
        .as_array()
        .expect("log")
        .iter()
        .map(|e| e["action"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(
        actions,
        [
            "member.remove",
            "member.role",
            "member.role",
            "member.join",
            "invitation.send"
        ]
    );
}

#[tokio::test]
async fn the_last_owner_can_neither_leave_nor_be_demoted() {
    let app = spawn_app().await;
    let owner = owner(&app, "claire@atelier.fr", "Atelier Lumen").await;
    let claire = user_id(&app, "claire@atelier.fr").await;
    let demoted = app
        .graphql_as(
            &owner,
            SET_ROLE,
            json!({ "user": claire, "role": "RECRUITER" }),
        )
        .await;
    let (message, code_) = first_error(&demoted);
    assert_eq!(code_, "LAST_OWNER");
    assert!(message.contains("au moins un propriétaire"), "{message}");
    let left = app
        .graphql_as(&owner, "mutation { leaveTeam }", json!({}))
        .await;
    assert_eq!(code(&left), "LAST_OWNER");
    let removed = app
        .graphql_as(&owner, REMOVE, json!({ "user": claire }))
        .await;
    assert_eq!(code(&removed), "LAST_OWNER");
    let owners: i64 =
        sqlx::query_scalar("SELECT count(*) FROM company_members WHERE role = 'owner'")
            .fetch_one(&app.pool)
            .await
            .expect("owners");
    assert_eq!(owners, 1);
}

#[tokio::test]
async fn who_cannot_be_invited_is_told_in_french() {
    let app = spawn_app().await;
    let owner = owner(&app, "claire@atelier.fr", "Atelier Lumen").await;
    app.company("paul@maison.fr", "Maison Nord").await;
    app.candidate("lea@exemple.fr").await;
    let other = app
        .graphql_as(
            &owner,
            INVITE,
            json!({ "email": "Paul@maison.fr", "role": "RECRUITER" }),
        )
        .await;
    let (message, code_) = first_error(&other);
    assert_eq!(code_, "ALREADY_MEMBER");
    assert!(message.contains("une autre entreprise"), "{message}");
    for (email, role, expected) in [
        ("claire@atelier.fr", "OWNER", "ALREADY_MEMBER"),
        ("lea@exemple.fr", "RECRUITER", "INVALID_ACCOUNT_TYPE"),
        ("pas une adresse", "RECRUITER", "INVALID_EMAIL"),
        ("a\u{0}@b.fr", "RECRUITER", "CONTROL_CHARACTER"),
    ] {
        let answer = app
            .graphql_as(&owner, INVITE, json!({ "email": email, "role": role }))
            .await;
        assert_eq!(code(&answer), expected, "{email}");
    }
    // Someone else's link opened by a signed-in account of another address.
    app.graphql_as(
        &owner,
        INVITE,
        json!({ "email": "marc@exemple.fr", "role": "RECRUITER" }),
    )
    .await;
    let token = invitation_token(&app, "marc@exemple.fr").await;
    let paul = app.token("paul@maison.fr").await;
    let wrong = app
        .graphql_as(&paul, ACCEPT, json!({ "token": token }))
        .await;
    assert_eq!(code(&wrong), "OTHER_ADDRESS", "{wrong}");
    // Still usable by its addressee.
    let offer = app.graphql(OFFER, json!({ "token": token })).await;
    assert!(offer.get("errors").is_none(), "{offer}");
}

#[tokio::test]
async fn a_revoked_or_replaced_invitation_no_longer_works() {
    let app = spawn_app().await;
    let owner = owner(&app, "claire@atelier.fr", "Atelier Lumen").await;
    let first = app
        .graphql_as(
            &owner,
            INVITE,
            json!({ "email": "marc@exemple.fr", "role": "RECRUITER" }),
        )
        .await;
    let id = first["data"]["inviteTeamMember"]["id"]
        .as_i64()
        .expect("id");
    let token = invitation_token(&app, "marc@exemple.fr").await;
    let revoked = app
        .graphql_as(
            &owner,
            "mutation ($id: Int!) { revokeTeamInvitation(id: $id) }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(revoked["data"]["revokeTeamInvitation"], true, "{revoked}");
    assert_eq!(
        code(&app.graphql(REGISTER, json!({ "token": token })).await),
        "INVALID_TOKEN"
    );
    let team = app.graphql_as(&owner, TEAM, json!({})).await;
    assert_eq!(team["data"]["myTeam"]["invitations"], json!([]));
    // A spent invitation never changes again, whatever the statement.
    let spent = sqlx::query("UPDATE company_invitations SET revoked_at = NULL")
        .execute(&app.pool)
        .await;
    assert!(spent.is_err());
    // An expired one: the database keeps it within 7 days of its sending.
    let longer = sqlx::query(
        "INSERT INTO company_invitations (company_id, email, role, token_hash, expires_at)
         SELECT id, 'x@exemple.fr', 'recruiter', repeat('a', 64), now() + interval '8 days' FROM companies",
    )
    .execute(&app.pool)
    .await;
    assert!(longer.is_err());
}

#[tokio::test]
async fn twenty_registrations_from_one_link_at_once_make_one_account() {
    let app = spawn_app().await;
    let owner = owner(&app, "claire@atelier.fr", "Atelier Lumen").await;
    app.graphql_as(
        &owner,
        INVITE,
        json!({ "email": "marc@exemple.fr", "role": "RECRUITER" }),
    )
    .await;
    let token = invitation_token(&app, "marc@exemple.fr").await;
    let answers = fire(20, |_| app.graphql(REGISTER, json!({ "token": token }))).await;
    let joined = answers
        .iter()
        .filter(|a| a["data"]["joinTeamByRegistering"] == "marc@exemple.fr")
        .count();
    assert_eq!(joined, 1, "{answers:?}");
    for answer in answers.iter().filter(|a| a.get("errors").is_some()) {
        assert!(
            ["INVALID_TOKEN", "EMAIL_TAKEN"].contains(&code(answer).as_str()),
            "{answer}"
        );
    }
    let (users, members): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM users WHERE email = 'marc@exemple.fr'),
                (SELECT count(*) FROM company_members)",
    )
    .fetch_one(&app.pool)
    .await
    .expect("counts");
    assert_eq!((users, members), (1, 2));
}

#[tokio::test]
async fn twenty_accepts_of_one_invitation_at_once_join_once() {
    let app = spawn_app().await;
    let owner = owner(&app, "claire@atelier.fr", "Atelier Lumen").await;
    let marc = recruiter_joins(&app, &owner, "marc@exemple.fr").await;
    let marc_id = user_id(&app, "marc@exemple.fr").await;
    app.graphql_as(&owner, REMOVE, json!({ "user": marc_id }))
        .await;
    // Invited back: her open session accepts twenty times at once.
    app.graphql_as(
        &owner,
        INVITE,
        json!({ "email": "marc@exemple.fr", "role": "RECRUITER" }),
    )
    .await;
    let token = nth_invitation_token(&app, "marc@exemple.fr", 2).await;
    let answers = fire(20, |_| {
        app.graphql_as(&marc, ACCEPT, json!({ "token": token }))
    })
    .await;
    let accepted = answers
        .iter()
        .filter(|a| a["data"]["acceptTeamInvitation"] == true)
        .count();
    assert_eq!(accepted, 1, "{answers:?}");
    for answer in answers.iter().filter(|a| a.get("errors").is_some()) {
        assert_eq!(code(answer), "INVALID_TOKEN", "{answer}");
    }
    let joins: i64 =
        sqlx::query_scalar("SELECT count(*) FROM company_team_log WHERE action = 'member.join'")
            .fetch_one(&app.pool)
            .await
            .expect("joins");
    assert_eq!(joins, 2);
    let companies = app.graphql_as(&marc, MY_COMPANIES, json!({})).await;
    assert_eq!(
        companies["data"]["companies"]["edges"][0]["node"]["name"],
        "Atelier Lumen"
    );
}

#[tokio::test]
async fn two_owners_demoting_each_other_twenty_times_at_once_leave_one_owner() {
    let app = spawn_app().await;
    let claire = owner(&app, "claire@atelier.fr", "Atelier Lumen").await;
    let marc = recruiter_joins(&app, &claire, "marc@exemple.fr").await;
    let (claire_id, marc_id) = (
        user_id(&app, "claire@atelier.fr").await,
        user_id(&app, "marc@exemple.fr").await,
    );
    app.graphql_as(
        &claire,
        SET_ROLE,
        json!({ "user": marc_id, "role": "OWNER" }),
    )
    .await;
    let answers = fire(20, |i| {
        let (token, other) = if i % 2 == 0 {
            (&claire, marc_id)
        } else {
            (&marc, claire_id)
        };
        app.graphql_as(
            token,
            SET_ROLE,
            json!({ "user": other, "role": "RECRUITER" }),
        )
    })
    .await;
    for answer in answers.iter().filter(|a| a.get("errors").is_some()) {
        assert!(
            ["LAST_OWNER", "FORBIDDEN"].contains(&code(answer).as_str()),
            "{answer}"
        );
    }
    let owners: i64 =
        sqlx::query_scalar("SELECT count(*) FROM company_members WHERE role = 'owner'")
            .fetch_one(&app.pool)
            .await
            .expect("owners");
    assert_eq!(owners, 1);
}

#[tokio::test]
async fn twenty_five_invitations_at_once_send_twenty() {
    let app = spawn_app().await;
    let owner = owner(&app, "claire@atelier.fr", "Atelier Lumen").await;
    let answers = fire(25, |i| {
        app.graphql_as(
            &owner,
            INVITE,
            json!({ "email": format!("recrue{i}@exemple.fr"), "role": "RECRUITER" }),
        )
    })
    .await;
    let sent = answers.iter().filter(|a| a.get("errors").is_none()).count();
    assert_eq!(sent, 20, "{answers:?}");
    for answer in answers.iter().filter(|a| a.get("errors").is_some()) {
        let (message, code_) = first_error(answer);
        assert_eq!(code_, "RATE_LIMITED");
        assert!(message.contains("20 invitations"), "{message}");
    }
    let queued: i64 =
        sqlx::query_scalar("SELECT count(*) FROM mail_queue WHERE kind = 'team_invitation'")
            .fetch_one(&app.pool)
            .await
            .expect("queued");
    assert_eq!(queued, 20);
}

#[tokio::test]
async fn the_company_sees_who_created_published_triaged_and_answered() {
    let app = spawn_app().await;
    let company = app
        .a_company()
        .email("claire@atelier.fr")
        .named("Atelier Lumière")
        .credits(2)
        .create()
        .await;
    let (owner, company_id) = (company.token, company.id);
    let marc = recruiter_joins(&app, &owner, "marc@exemple.fr").await;

    // Marc writes and publishes an offer.
    let form =
        crate::offers::offer_form(&app, &format!("/api/companies/{company_id}"), "cdi").await;
    let created = app
        .graphql_as(
            &marc,
            "mutation ($input: JobOfferInput!) { createJobOffer(input: $input) { jobOffer { _id } } }",
            json!({ "input": form }),
        )
        .await;
    let offer = created["data"]["createJobOffer"]["jobOffer"]["_id"]
        .as_i64()
        .unwrap_or_else(|| panic!("{created}"));
    let published = app
        .graphql_as(
            &marc,
            "mutation ($id: ID!) { updateStatusJobOffer(input: {id: $id, status: 2}) { jobOffer { status } } }",
            json!({ "id": format!("/api/job_offers/{offer}") }),
        )
        .await;
    assert_eq!(
        published["data"]["updateStatusJobOffer"]["jobOffer"]["status"], 2,
        "{published}"
    );
    const AUTHORS: &str =
        "query ($id: ID!) { jobOffer(id: $id) { createdByName publishedByName } }";
    let seen = app
        .graphql_as(&owner, AUTHORS, json!({ "id": offer }))
        .await;
    assert_eq!(
        seen["data"]["jobOffer"],
        json!({ "createdByName": "Marc Leroy", "publishedByName": "Marc Leroy" }),
        "{seen}"
    );

    // A candidate applies: Marc triages, Claire answers; the candidate sees neither name.
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let application = crate::applications::apply(&app, &lea, offer).await;
    app.graphql_as(
        &marc,
        "mutation ($input: UpdateJobOfferApplicationInput!) { updateJobOfferApplication(input: $input) { interviewStatus } }",
        json!({ "input": { "id": application, "interviewStatus": "maybe" } }),
    )
    .await;
    const HANDLED: &str =
        "query ($id: ID!) { jobOfferApplication(id: $id) { triagedByName answeredByName } }";
    let triaged = app
        .graphql_as(&owner, HANDLED, json!({ "id": application }))
        .await;
    assert_eq!(
        triaged["data"]["jobOfferApplication"],
        json!({ "triagedByName": "Marc Leroy", "answeredByName": null })
    );
    let answered = app
        .graphql_as(
            &owner,
            "mutation ($input: AnswerJobOfferApplicationsInput!) { answerJobOfferApplications(input: $input) { sent } }",
            json!({ "input": { "ids": [application], "answer": "INVITED",
                               "subject": "Invitation à un entretien", "message": "Venez mardi." } }),
        )
        .await;
    assert_eq!(
        answered["data"]["answerJobOfferApplications"]["sent"], 1,
        "{answered}"
    );
    let handled = app
        .graphql_as(&marc, HANDLED, json!({ "id": application }))
        .await;
    assert_eq!(
        handled["data"]["jobOfferApplication"],
        json!({ "triagedByName": "Claire Dubois", "answeredByName": "Claire Dubois" })
    );
    let candidate = app
        .graphql_as(&lea, HANDLED, json!({ "id": application }))
        .await;
    assert_eq!(
        candidate["data"]["jobOfferApplication"],
        json!({ "triagedByName": null, "answeredByName": null })
    );
    let public = app.graphql(AUTHORS, json!({ "id": offer })).await;
    assert_eq!(
        public["data"]["jobOffer"],
        json!({ "createdByName": null, "publishedByName": null })
    );
}

/// Exports asked at once: each built, or refused in French while the server's bound or the
/// account's one export at a time is reached; at least one built.
async fn built_or_busy(answers: Vec<reqwest::Response>) {
    let mut built = 0;
    for response in answers {
        match response.status().as_u16() {
            200 => built += 1,
            429 => {
                let text = response.text().await.unwrap_or_default();
                assert!(
                    text.contains("Beaucoup d'exports") || text.contains("déjà en cours"),
                    "{text}"
                );
            }
            status => panic!("{status}"),
        }
    }
    assert!(built >= 1);
}

#[tokio::test]
async fn a_recruiter_exports_the_applications_of_an_offer_as_french_excel_reads_them() {
    let app = spawn_app().await;
    let (owner, offer) =
        crate::applications::company_with_offer(&app, "claire@atelier.fr", "Atelier Lumen").await;
    let marc = recruiter_joins(&app, &owner, "marc@exemple.fr").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    crate::applications::apply(&app, &lea, offer).await;
    sqlx::query(
        "UPDATE job_offer_applications SET candidate_name = 'Léa Élodie', interview_status = 'maybe',
             cover_letter_message = 'Tapisserie ; dorure
et \"patine\"', questions_answer_message = '=1+1'",
    )
    .execute(&app.pool)
    .await
    .expect("texts");
    let path = format!("/api/job_offers/{offer}/applications/export.csv");
    let get = |token: String| {
        let request = app
            .client
            .get(format!("{}{path}", app.address))
            .bearer_auth(token);
        async move { request.send().await.expect("GET") }
    };
    let response = get(marc.clone()).await;
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers()["content-type"],
        "text/csv; charset=utf-8"
    );
    let bytes = response.bytes().await.expect("body");
    assert!(bytes.starts_with(&[0xef, 0xbb, 0xbf]), "a byte-order mark");
    let csv = String::from_utf8(bytes.to_vec()).expect("UTF-8");
    let lines: Vec<&str> = csv.trim_start_matches('\u{feff}').split("\r\n").collect();
    assert_eq!(
        lines[0],
        "Date d'envoi;Candidat;E-mail;Téléphone;LinkedIn;Entretien;Lue le;Réponse;Lettre de motivation;Réponse aux questions"
    );
    assert!(lines[1].contains(";Léa Élodie;lea@exemple.fr;"), "{csv}");
    assert!(lines[1].contains(";Peut-être;"), "{csv}");
    assert!(
        csv.contains("\"Tapisserie ; dorure\net \"\"patine\"\"\";'=1+1\r\n"),
        "{csv}"
    );
    // Twenty at once: each built, or refused in French while two are being built.
    built_or_busy(fire(20, |_| get(marc.clone())).await).await;
    // Another company, and a removed member, get nothing.
    let other = app.company("paul@maison.fr", "Maison Nord").await;
    assert_eq!(get(other).await.status(), 404);
    let marc_id = user_id(&app, "marc@exemple.fr").await;
    app.graphql_as(&owner, REMOVE, json!({ "user": marc_id }))
        .await;
    assert_eq!(get(marc).await.status(), 403);
}

#[tokio::test]
async fn a_recruiter_downloads_an_offers_applications_and_their_documents_as_one_zip() {
    use std::io::Read;

    let app = spawn_app().await;
    let (owner, offer) =
        crate::applications::company_with_offer(&app, "claire@atelier.fr", "Atelier Lumen").await;
    let marc = recruiter_joins(&app, &owner, "marc@exemple.fr").await;
    let mut candidates = Vec::new();
    for email in ["lea@exemple.fr", "paul@exemple.fr"] {
        let candidate = app.confirmed_candidate(email).await;
        crate::applications::apply(&app, &candidate, offer).await;
        candidates.push(candidate);
    }
    // A name is no path: its slashes and dots stay inside the folder's name.
    sqlx::query(
        "UPDATE job_offer_applications SET candidate_name = CASE candidate_email
             WHEN 'lea@exemple.fr' THEN 'Léa Élodie/../../etc' ELSE 'Paul Martin' END",
    )
    .execute(&app.pool)
    .await
    .expect("names");
    let path = format!("/api/job_offers/{offer}/applications/export.zip");
    let get = |token: String| {
        let request = app
            .client
            .get(format!("{}{path}", app.address))
            .bearer_auth(token);
        async move { request.send().await.expect("GET") }
    };
    let response = get(marc.clone()).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "application/zip");
    assert!(response.headers()["content-disposition"]
        .to_str()
        .unwrap_or_default()
        .contains(&format!("candidatures-{offer}.zip")));
    let bytes = response.bytes().await.expect("body").to_vec();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a ZIP");
    let names: Vec<String> = archive
        .file_names()
        .map(|name| name.expect("a UTF-8 name").into_owned())
        .collect();
    assert_eq!(names.len(), 6, "{names:?}");
    assert!(names.contains(&"LISEZ-MOI.txt".to_owned()), "{names:?}");
    let csv_name = format!("candidatures-{offer}.csv");
    assert!(names.contains(&csv_name), "{names:?}");
    let folder = |name: &str| {
        let folder = names
            .iter()
            .find(|path| path.contains(name) && path.ends_with("/cv.pdf"))
            .unwrap_or_else(|| panic!("{name}'s folder in {names:?}"));
        folder.trim_end_matches("cv.pdf").to_owned()
    };
    for folder in [folder("-lea-elodie-etc-"), folder("-paul-martin-")] {
        assert!(!folder.contains(".."), "{folder}");
        for document in ["cv.pdf", "lettre-de-motivation.pdf"] {
            let mut bytes = Vec::new();
            archive
                .by_name(&format!("{folder}{document}"))
                .unwrap_or_else(|_| panic!("{folder}{document}"))
                .read_to_end(&mut bytes)
                .expect("read");
            assert_eq!(bytes, crate::support::helpers::PDF, "{folder}{document}");
        }
    }
    let mut csv = String::new();
    archive
        .by_name(&csv_name)
        .expect("the CSV")
        .read_to_string(&mut csv)
        .expect("UTF-8");
    assert!(
        csv.starts_with('\u{feff}'),
        "the CSV as French Excel opens it"
    );
    assert!(
        csv.contains(";Léa Élodie/../../etc;lea@exemple.fr;"),
        "{csv}"
    );
    // Twenty at once: each built, or refused in French while the server's places are taken.
    built_or_busy(fire(20, |_| get(marc.clone())).await).await;
    // Another company and a candidate get nothing; a removed member is refused.
    let other = app.company("paul@maison.fr", "Maison Nord").await;
    assert_eq!(get(other).await.status(), 404);
    assert_eq!(get(candidates.remove(0)).await.status(), 403);
    let marc_id = user_id(&app, "marc@exemple.fr").await;
    app.graphql_as(&owner, REMOVE, json!({ "user": marc_id }))
        .await;
    assert_eq!(get(marc).await.status(), 403);
}

#[tokio::test]
async fn the_member_list_stops_at_its_bound_owners_first() {
    let app = spawn_app().await;
    let owner = owner(&app, "claire@atelier.fr", "Atelier Lumen").await;
    // More members than the list shows, added straight in the database (invitations are
    // bounded at 20 a day): 205 recruiters.
    sqlx::query(
        "WITH c AS (SELECT company_id FROM company_members LIMIT 1),
              u AS (INSERT INTO users (email, firstname, lastname)
                    SELECT 'recrue' || n || '@atelier.fr', 'Recrue', 'N' || n
                    FROM generate_series(1, 205) n RETURNING id)
         INSERT INTO company_members (company_id, user_id, role)
         SELECT c.company_id, u.id, 'recruiter' FROM c, u",
    )
    .execute(&app.pool)
    .await
    .expect("members");
    let answer = app.graphql_as(&owner, TEAM, json!({})).await;
    let members = answer["data"]["myTeam"]["members"]
        .as_array()
        .expect("members");
    assert_eq!(members.len(), 200);
    assert_eq!(members[0]["email"], "claire@atelier.fr");
    assert_eq!(members[0]["role"], "OWNER");
}

/// Issue 59: a brand-new owner who has not confirmed her address invites nobody, and one
/// address receives 3 invitations a day whichever companies send them (20 at once from 20
/// companies queue 3).
#[tokio::test]
async fn unproven_owners_invite_nobody_and_one_address_gets_three_a_day() {
    use ensemblier::companies::team::{CONFIRM_BEFORE_INVITING, RECIPIENT_INVITED_TODAY};

    let app = spawn_app().await;
    let fresh = app
        .company("nouveau@exemple.fr", "Gagnez 500 € sur https://x.example")
        .await;
    let answer = app
        .graphql_as(
            &fresh,
            INVITE,
            json!({ "email": "cible@exemple.fr", "role": "RECRUITER" }),
        )
        .await;
    assert_eq!(
        first_error(&answer),
        (
            CONFIRM_BEFORE_INVITING.to_owned(),
            "EMAIL_UNCONFIRMED".to_owned()
        )
    );
    let mut owners = Vec::new();
    for i in 0..20 {
        owners.push(
            owner(
                &app,
                &format!("owner{i}@exemple.fr"),
                &format!("Atelier {i}"),
            )
            .await,
        );
    }
    let answers = fire(20, |i| {
        app.graphql_as(
            &owners[i],
            INVITE,
            json!({ "email": "cible@exemple.fr", "role": "RECRUITER" }),
        )
    })
    .await;
    let sent = answers.iter().filter(|a| a.get("errors").is_none()).count();
    assert_eq!(sent, 3, "{answers:?}");
    for answer in answers.iter().filter(|a| a.get("errors").is_some()) {
        assert_eq!(
            first_error(answer),
            (
                RECIPIENT_INVITED_TODAY.to_owned(),
                "RATE_LIMITED".to_owned()
            )
        );
    }
    let queued: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM mail_queue WHERE kind = 'team_invitation' AND to_address = 'cible@exemple.fr'",
    )
    .fetch_one(&app.pool)
    .await
    .expect("queued");
    assert_eq!(queued, 3);
}

/// Issue 59: the transfer instructions of an order, by its reference, are for those who see
/// the company's billing: a recruiter of the team gets the product's list price, as a
/// visitor does (the same document), never the owner's order.
#[tokio::test]
async fn a_recruiter_cannot_read_the_owners_transfer_order() {
    let app = spawn_app().await;
    let (owner, _, _) = crate::billing::confirmed_company(&app, "claire@atelier.fr").await;
    let marc = recruiter_joins(&app, &owner, "marc@exemple.fr").await;
    let (_, order) = app
        .post_json("/api/payment/transfer", json!({ "id": 1 }), Some(&owner))
        .await;
    let reference = order["order"]["reference"].as_str().expect("reference");
    let pdf = |token: Option<&str>| {
        let mut request = app.client.get(format!(
            "{}/pdf/iban-1.pdf?reference={reference}",
            app.address
        ));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        async move {
            let response = request.send().await.expect("GET");
            assert_eq!(response.status(), 200);
            response.bytes().await.expect("PDF").len()
        }
    };
    let (owners, recruiters, visitors) = (
        pdf(Some(&owner)).await,
        pdf(Some(&marc)).await,
        pdf(None).await,
    );
    assert_eq!(
        recruiters, visitors,
        "the recruiter gets the list price's document"
    );
    assert_ne!(owners, visitors, "the owner gets her order's");
}

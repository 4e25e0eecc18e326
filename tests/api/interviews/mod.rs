//! Issue 53, item 4: interviews end to end. A recruiter proposes slots, the candidate picks
//! one, the recruiter moves it and the candidate cancels it; each mail's `.ics` is read back
//! by the `ical` crate (an iCalendar parser nobody here wrote). Twenty candidates racing for
//! one slot get exactly one yes; another company sees and does nothing; the reminder goes
//! once, whoever runs the job.

use std::io::BufReader;

use chrono::{Duration, Utc};
use chrono_tz::Europe::Paris;
use ensemblier::interviews::reminders;
use ical::parser::ical::component::IcalCalendar;
use mail_parser::MimeHeaders;
use serde_json::{json, Value};

use crate::{
    applications::{apply, company_with_offer},
    security::race::fire,
    support::helpers::{first_error, spawn_app, TestApp},
};

const INTERVIEW: &str = "status mode place startsAt endsAt sequence cancelledBy recruiterName
    slots { id startsAt minutes taken }";

fn read_query() -> String {
    format!("query ($id: ID!) {{ applicationInterview(applicationId: $id) {{ id {INTERVIEW} }} }}")
}

fn propose_query() -> String {
    format!(
        "mutation ($id: ID!, $mode: InterviewMode!, $link: String, $slots: [InterviewSlotInput!]!) {{
         proposeInterview(applicationId: $id, mode: $mode, link: $link, slots: $slots) {{
         id {INTERVIEW} }} }}"
    )
}

fn pick_query() -> String {
    format!("mutation ($id: ID!) {{ pickInterviewSlot(slotId: $id) {{ id {INTERVIEW} }} }}")
}

fn move_query() -> String {
    format!(
        "mutation ($id: ID!, $slot: InterviewSlotInput!) {{ moveInterview(interviewId: $id, slot: $slot) {{
         id {INTERVIEW} }} }}"
    )
}

fn cancel_query() -> String {
    format!("mutation ($id: ID!) {{ cancelInterview(interviewId: $id) {{ id {INTERVIEW} }} }}")
}

/// A slot `days` from now at `time`, Paris time, as the form sends it.
fn slot(days: i64, time: &str, minutes: i32) -> Value {
    let day = (Utc::now().with_timezone(&Paris) + Duration::days(days)).date_naive();
    json!({ "date": day.format("%Y-%m-%d").to_string(), "time": time, "minutes": minutes })
}

async fn propose(app: &TestApp, token: &str, application: i64, slots: Value) -> Value {
    app.graphql_as(
        token,
        &propose_query(),
        json!({ "id": application, "mode": "WORKSHOP", "slots": slots }),
    )
    .await
}

/// The `.ics` named `name` attached to the latest mail to `to` whose subject starts with
/// `subject`, parsed by `ical`.
async fn calendar_of(app: &TestApp, to: &str, subject: &str, name: &str) -> IcalCalendar {
    app.mail_to(to, subject).await;
    let raw = app
        .smtp
        .received()
        .into_iter()
        .rev()
        .find(|raw| raw.contains(to) && raw.contains(name))
        .unwrap_or_else(|| panic!("no mail with {name} to {to}"));
    let message = mail_parser::MessageParser::default()
        .parse(raw.as_bytes())
        .expect("a MIME message");
    let part = message
        .attachments()
        .find(|part| part.attachment_name() == Some(name))
        .unwrap_or_else(|| panic!("no attachment {name}"));
    let mut calendars = ical::IcalParser::new(BufReader::new(part.contents()));
    let calendar = calendars
        .next()
        .expect("one calendar")
        .unwrap_or_else(|error| panic!("{name} does not parse: {error}"));
    assert!(calendars.next().is_none(), "one calendar in {name}");
    calendar
}

fn value<'a>(properties: &'a [ical::property::Property], name: &str) -> &'a str {
    properties
        .iter()
        .find(|p| p.name == name)
        .and_then(|p| p.value.as_deref())
        .unwrap_or_else(|| panic!("no {name}"))
}

fn param<'a>(properties: &'a [ical::property::Property], name: &str, param: &str) -> &'a str {
    properties
        .iter()
        .find(|p| p.name == name)
        .and_then(|p| p.params.as_ref())
        .and_then(|params| params.iter().find(|(key, _)| key == param))
        .and_then(|(_, values)| values.first())
        .map_or("", String::as_str)
}

/// The one event's (METHOD, UID, SEQUENCE, DTSTART, its TZID), and the zone is Paris's with
/// both of its rules.
fn event_of(calendar: &IcalCalendar) -> (String, String, String, String, String) {
    assert_eq!(calendar.events.len(), 1, "one event");
    let zone = calendar.timezones.first().expect("a VTIMEZONE");
    assert_eq!(value(&zone.properties, "TZID"), "Europe/Paris");
    assert_eq!(zone.transitions.len(), 2, "summer and winter time");
    let event = &calendar.events[0].properties;
    (
        value(&calendar.properties, "METHOD").to_owned(),
        value(event, "UID").to_owned(),
        value(event, "SEQUENCE").to_owned(),
        value(event, "DTSTART").to_owned(),
        param(event, "DTSTART", "TZID").to_owned(),
    )
}

/// `2026-12-10` and `10:00` as iCalendar writes them: `20261210T100000`.
fn local(slot: &Value) -> String {
    format!(
        "{}T{}00",
        slot["date"].as_str().unwrap_or_default().replace('-', ""),
        slot["time"].as_str().unwrap_or_default().replace(':', "")
    )
}

#[tokio::test]
async fn an_interview_is_proposed_picked_moved_and_cancelled_with_calendars() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let application = apply(&app, &lea, offer).await;

    let first = slot(3, "10:00", 45);
    let second = slot(4, "14:30", 60);
    let proposed = propose(&app, &company, application, json!([first, second])).await;
    let interview = &proposed["data"]["proposeInterview"];
    assert_eq!(interview["status"], "PROPOSED", "{proposed}");
    assert!(
        interview["place"]
            .as_str()
            .unwrap_or_default()
            .contains("Lyon")
            || !interview["place"].as_str().unwrap_or_default().is_empty(),
        "the offer's address: {proposed}"
    );
    let mail = app
        .mail_to("lea@exemple.fr", "Proposition d'entretien")
        .await;
    assert!(mail.text.contains("Choisir un créneau"), "{}", mail.text);
    assert!(mail.text.contains("(45 min)"), "{}", mail.text);

    // The candidate sees the two slots and picks the first.
    let read = app
        .graphql_as(&lea, &read_query(), json!({ "id": application }))
        .await;
    let slots = read["data"]["applicationInterview"]["slots"]
        .as_array()
        .unwrap_or_else(|| panic!("{read}"))
        .clone();
    assert_eq!(slots.len(), 2);
    assert_eq!(slots[0]["minutes"], 45);
    let picked = app
        .graphql_as(&lea, &pick_query(), json!({ "id": slots[0]["id"] }))
        .await;
    assert_eq!(
        picked["data"]["pickInterviewSlot"]["status"], "SCHEDULED",
        "{picked}"
    );
    let interview_id = picked["data"]["pickInterviewSlot"]["id"].clone();

    // Both receive the same invitation, in Paris time.
    let hers = calendar_of(
        &app,
        "lea@exemple.fr",
        "Entretien confirmé",
        "invitation.ics",
    )
    .await;
    let his = calendar_of(
        &app,
        "rh@atelier.fr",
        "Entretien confirmé",
        "invitation.ics",
    )
    .await;
    let (method, uid, sequence, start, tzid) = event_of(&hers);
    assert_eq!((method.as_str(), sequence.as_str()), ("REQUEST", "0"));
    assert_eq!((start, tzid.as_str()), (local(&first), "Europe/Paris"));
    assert_eq!(event_of(&his).1, uid, "the same UID for both");
    assert!(uid.ends_with("@ensemblier"), "{uid}");

    // The recruiter moves it: a new SEQUENCE, the same UID.
    let later = slot(5, "09:15", 30);
    let moved = app
        .graphql_as(
            &company,
            &move_query(),
            json!({ "id": interview_id, "slot": later }),
        )
        .await;
    assert_eq!(moved["data"]["moveInterview"]["sequence"], 1, "{moved}");
    let hers = calendar_of(
        &app,
        "lea@exemple.fr",
        "Entretien déplacé",
        "invitation.ics",
    )
    .await;
    let (method, moved_uid, sequence, start, _) = event_of(&hers);
    assert_eq!(
        (method.as_str(), moved_uid.as_str(), sequence.as_str()),
        ("REQUEST", uid.as_str(), "1")
    );
    assert_eq!(start, local(&later));

    // The candidate cancels: METHOD:CANCEL, one more SEQUENCE, the same UID, to both.
    let cancelled = app
        .graphql_as(&lea, &cancel_query(), json!({ "id": interview_id }))
        .await;
    assert_eq!(
        cancelled["data"]["cancelInterview"]["cancelledBy"], "candidate",
        "{cancelled}"
    );
    for to in ["lea@exemple.fr", "rh@atelier.fr"] {
        let calendar = calendar_of(&app, to, "Entretien annulé", "annulation.ics").await;
        let (method, cancelled_uid, sequence, _, _) = event_of(&calendar);
        assert_eq!(
            (method.as_str(), cancelled_uid.as_str(), sequence.as_str()),
            ("CANCEL", uid.as_str(), "2"),
            "{to}"
        );
        assert_eq!(value(&calendar.events[0].properties, "STATUS"), "CANCELLED");
    }
    // Cancelling again is harmless; moving a cancelled one is refused.
    let again = app
        .graphql_as(&lea, &cancel_query(), json!({ "id": interview_id }))
        .await;
    assert_eq!(again["data"]["cancelInterview"]["status"], "CANCELLED");
    let refused = app
        .graphql_as(
            &company,
            &move_query(),
            json!({ "id": interview_id, "slot": slot(6, "10:00", 30) }),
        )
        .await;
    assert_eq!(first_error(&refused).1, "INTERVIEW_STATE", "{refused}");
}

#[tokio::test]
async fn a_proposal_is_refused_in_french_when_its_slots_are_not_valid() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let application = apply(&app, &lea, offer).await;
    let six: Vec<Value> = (1..=6).map(|d| slot(d, "10:00", 30)).collect();
    for (slots, message) in [
        (json!([]), "Proposez entre 1 et 5 créneaux."),
        (json!(six), "Proposez entre 1 et 5 créneaux."),
        (
            json!([slot(-1, "10:00", 30)]),
            "Choisissez un créneau à venir.",
        ),
        (
            json!([slot(2, "10:00", 5)]),
            "Un entretien dure entre 15 minutes et 8 heures.",
        ),
        (
            json!([{ "date": "2026-12-10\u{0}", "time": "10:00", "minutes": 30 }]),
            "Le champ choix contient un caractère invisible non autorisé : retirez-le.",
        ),
    ] {
        let answer = propose(&app, &company, application, slots).await;
        assert_eq!(first_error(&answer).0, message, "{answer}");
    }
    let video = app
        .graphql_as(
            &company,
            &propose_query(),
            json!({ "id": application, "mode": "VIDEO", "link": "javascript:alert(1)",
                    "slots": [slot(2, "10:00", 30)] }),
        )
        .await;
    assert_eq!(first_error(&video).1, "INVALID_SLOTS", "{video}");
    // A candidate cannot propose.
    let by_candidate = propose(&app, &lea, application, json!([slot(2, "10:00", 30)])).await;
    assert!(by_candidate["errors"].is_array(), "{by_candidate}");
    // One interview under way per application.
    let ok = propose(&app, &company, application, json!([slot(2, "10:00", 30)])).await;
    assert_eq!(ok["data"]["proposeInterview"]["status"], "PROPOSED", "{ok}");
    let twice = propose(&app, &company, application, json!([slot(3, "10:00", 30)])).await;
    assert_eq!(first_error(&twice).1, "INTERVIEW_STATE", "{twice}");
}

/// The check: twenty candidates of one recruiter offered the same last slot, all
/// picking at once: exactly one gets it, nineteen read « Ce créneau vient d'être pris. »,
/// and the slot then shows as taken to the others.
#[tokio::test]
async fn twenty_candidates_racing_for_one_slot_get_exactly_one() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let last = slot(7, "11:00", 60);
    let mut candidates = Vec::new();
    for i in 0..20 {
        let email = format!("candidate{i}@exemple.fr");
        let token = app.candidate(&email).await;
        app.confirm_email(&email).await;
        let application = apply(&app, &token, offer).await;
        let proposed = propose(&app, &company, application, json!([last])).await;
        let slot_id = proposed["data"]["proposeInterview"]["slots"][0]["id"]
            .as_str()
            .unwrap_or_else(|| panic!("{proposed}"))
            .to_owned();
        candidates.push((token, application, slot_id));
    }
    let results = fire(20, |i| {
        let (app, (token, _, slot_id)) = (&app, &candidates[i]);
        async move {
            let answer = app
                .graphql_as(token, &pick_query(), json!({ "id": slot_id }))
                .await;
            if answer["data"]["pickInterviewSlot"]["status"] == "SCHEDULED" {
                "yes".to_owned()
            } else {
                first_error(&answer).0
            }
        }
    })
    .await;
    let yes = results.iter().filter(|r| *r == "yes").count();
    let taken = results
        .iter()
        .filter(|r| *r == "Ce créneau vient d'être pris.")
        .count();
    assert_eq!((yes, taken), (1, 19), "{results:?}");
    let scheduled: i64 =
        sqlx::query_scalar("SELECT count(*) FROM interviews WHERE status = 'scheduled'")
            .fetch_one(&app.pool)
            .await
            .expect("count");
    assert_eq!(scheduled, 1);
    // The others now read the slot as taken.
    let loser = results
        .iter()
        .position(|r| r != "yes")
        .expect("a candidate without the slot");
    let (token, application, _) = &candidates[loser];
    let read = app
        .graphql_as(token, &read_query(), json!({ "id": application }))
        .await;
    assert_eq!(
        read["data"]["applicationInterview"]["slots"][0]["taken"], true,
        "{read}"
    );
}

/// Another company neither sees nor changes the interview; another candidate cannot pick
/// its slot.
#[tokio::test]
async fn another_company_or_candidate_cannot_see_or_touch_the_interview() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let (other, _) = company_with_offer(&app, "rh@maison-lumen.fr", "Maison Lumen").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let eve = app.confirmed_candidate("eve@exemple.fr").await;
    let application = apply(&app, &lea, offer).await;
    let proposed = propose(&app, &company, application, json!([slot(3, "10:00", 30)])).await;
    let interview = &proposed["data"]["proposeInterview"];
    let (id, slot_id) = (interview["id"].clone(), interview["slots"][0]["id"].clone());

    for token in [&other, &eve] {
        let read = app
            .graphql_as(token, &read_query(), json!({ "id": application }))
            .await;
        assert_eq!(first_error(&read).1, "NOT_FOUND", "{read}");
        let cancel = app
            .graphql_as(token, &cancel_query(), json!({ "id": id }))
            .await;
        assert_eq!(first_error(&cancel).1, "NOT_FOUND", "{cancel}");
        let moved = app
            .graphql_as(
                token,
                &move_query(),
                json!({ "id": id, "slot": slot(4, "10:00", 30) }),
            )
            .await;
        assert!(moved["errors"].is_array(), "{moved}");
        let again = propose(&app, token, application, json!([slot(5, "10:00", 30)])).await;
        assert!(again["errors"].is_array(), "{again}");
    }
    let picked = app
        .graphql_as(&eve, &pick_query(), json!({ "id": slot_id }))
        .await;
    assert_eq!(first_error(&picked).1, "NOT_FOUND", "{picked}");
    let by_company = app
        .graphql_as(&other, &pick_query(), json!({ "id": slot_id }))
        .await;
    assert!(by_company["errors"].is_array(), "{by_company}");
    let status: String = sqlx::query_scalar("SELECT status FROM interviews")
        .fetch_one(&app.pool)
        .await
        .expect("the interview");
    assert_eq!(status, "proposed", "untouched");
}

/// The reminder goes to both 24 hours before, once: a second run (another server) finds it
/// done.
#[tokio::test]
async fn the_reminder_goes_once_to_both_a_day_before() {
    let app = spawn_app().await;
    let (company, offer) = company_with_offer(&app, "rh@atelier.fr", "Atelier Dubois").await;
    let lea = app.confirmed_candidate("lea@exemple.fr").await;
    let application = apply(&app, &lea, offer).await;
    let proposed = propose(&app, &company, application, json!([slot(3, "10:00", 30)])).await;
    let slot_id = proposed["data"]["proposeInterview"]["slots"][0]["id"].clone();
    app.graphql_as(&lea, &pick_query(), json!({ "id": slot_id }))
        .await;
    let mailer = app.mailer();
    assert_eq!(
        reminders::send_due(&app.pool, &mailer).await.expect("run"),
        0,
        "three days ahead: not yet"
    );
    // The day before, as the clock will read it.
    sqlx::query(
        "UPDATE interviews SET starts_at = now() + interval '23 hours',
                ends_at = now() + interval '23 hours 30 minutes',
                scheduled_at = now() - interval '2 days'",
    )
    .execute(&app.pool)
    .await
    .expect("the day before");
    let (first, second) = tokio::join!(
        reminders::send_due(&app.pool, &mailer),
        reminders::send_due(&app.pool, &mailer)
    );
    assert_eq!(
        first.expect("run") + second.expect("run"),
        1,
        "reminded once"
    );
    assert_eq!(
        reminders::send_due(&app.pool, &mailer).await.expect("run"),
        0
    );
    for to in ["lea@exemple.fr", "rh@atelier.fr"] {
        app.mail_to(to, "Rappel : entretien demain").await;
    }
    let reminders: i64 =
        sqlx::query_scalar("SELECT count(*) FROM mail_queue WHERE kind = 'interview_reminder'")
            .fetch_one(&app.pool)
            .await
            .expect("count");
    assert_eq!(reminders, 2, "one to each side");
}

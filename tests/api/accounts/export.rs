//! The RGPD export: a candidate downloads all her data as one ZIP, and only her own.

use std::io::Read;

use serde_json::{json, Value};

use crate::{
    accounts::upload_cv,
    support::fixtures::{self, Offer},
    support::helpers::{spawn_app, TestApp, PDF},
};

async fn export(app: &TestApp, token: Option<&str>) -> reqwest::Response {
    let mut request = app
        .client
        .get(format!("{}/api/account/export", app.address));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request.send().await.expect("export")
}

async fn candidate_id(app: &TestApp, email: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT c.id FROM candidates c JOIN users u ON u.id = c.user_id WHERE u.email = $1",
    )
    .bind(email)
    .fetch_one(&app.pool)
    .await
    .expect("candidate")
}

/// A sent application of `candidate` to `offer` with both documents stored.
async fn application(app: &TestApp, candidate: i64, offer: i64, letter: &str) -> i64 {
    let (cv, cover) = (
        format!("{}.pdf", uuid::Uuid::new_v4().simple()),
        format!("{}.pdf", uuid::Uuid::new_v4().simple()),
    );
    for (dir, name) in [("cv", &cv), ("cover-letters", &cover)] {
        let path = app.data_dir.join("uploads").join(dir);
        std::fs::create_dir_all(&path).expect("dir");
        std::fs::write(path.join(name), PDF).expect("document");
    }
    sqlx::query_scalar(
        "INSERT INTO job_offer_applications (job_offer_id, candidate_id, submitted_at, cover_letter_message,
             phone, candidate_name, candidate_email, cv_path, cover_letter_path)
         VALUES ($1, $2, now(), $3, '06 12 34 56 78', 'Léa Martin', 'lea@exemple.fr', $4, $5) RETURNING id",
    )
    .bind(offer)
    .bind(candidate)
    .bind(letter)
    .bind(cv)
    .bind(cover)
    .fetch_one(&app.pool)
    .await
    .expect("application")
}

fn json_of(archive: &mut zip::ZipArchive<std::io::Cursor<Vec<u8>>>, name: &str) -> Value {
    let mut text = String::new();
    archive
        .by_name(name)
        .unwrap_or_else(|_| panic!("{name} in the archive"))
        .read_to_string(&mut text)
        .expect("read");
    serde_json::from_str(&text).expect("JSON")
}

#[tokio::test]
async fn a_candidate_downloads_all_her_data_as_one_zip_and_nobody_else_can() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    let ines = app.candidate("ines@exemple.fr").await;
    let company = app.company("rh@atelier.fr", "Atelier Dubois").await;
    let (lea_id, ines_id) = (
        candidate_id(&app, "lea@exemple.fr").await,
        candidate_id(&app, "ines@exemple.fr").await,
    );
    assert_eq!(
        upload_cv(&app, Some(&lea), "cv.pdf", PDF).await.status(),
        200
    );
    let company_id = fixtures::company(&app.pool, "Verrerie du Sud").await;
    let offer = fixtures::offer(
        &app.pool,
        Offer {
            company_id,
            title: "Vitrailliste H/F",
            ..Offer::default()
        },
    )
    .await;
    let mine = application(&app, lea_id, offer, "Passionnée de vitrail.").await;
    application(&app, ines_id, offer, "Lettre d'Inès.").await;
    sqlx::query("INSERT INTO application_answers (application_id, answer) VALUES ($1, 'invited')")
        .bind(mine)
        .execute(&app.pool)
        .await
        .expect("an answer");
    // Her thread with the company (issue 53).
    sqlx::query(
        "INSERT INTO application_messages (application_id, from_company, body)
         VALUES ($1, false, 'Le poste est-il ouvert aux débutants ?'), ($1, true, 'Oui.')",
    )
    .bind(mine)
    .execute(&app.pool)
    .await
    .expect("messages");
    // Her interview (issue 53): proposed in video with two slots, the second picked; and an
    // earlier one the company cancelled.
    let recruiter: i64 = sqlx::query_scalar("SELECT id FROM users WHERE email = 'rh@atelier.fr'")
        .fetch_one(&app.pool)
        .await
        .expect("the recruiter");
    sqlx::query(
        "WITH cancelled AS (
             INSERT INTO interviews (application_id, recruiter_user_id, mode, status,
                                     starts_at, ends_at, cancelled_at, cancelled_by)
             VALUES ($1, $2, 'phone', 'cancelled', '2026-12-10 09:00:00+00',
                     '2026-12-10 09:30:00+00', now(), 'company')),
         picked AS (
             INSERT INTO interviews (application_id, recruiter_user_id, mode, place, status,
                                     starts_at, ends_at, scheduled_at)
             VALUES ($1, $2, 'video', 'https://visio.exemple.fr/atelier', 'scheduled',
                     '2026-12-15 09:00:00+00', '2026-12-15 09:45:00+00', now())
             RETURNING id)
         INSERT INTO interview_slots (interview_id, starts_at, minutes)
         SELECT id, s, 45 FROM picked,
             unnest(ARRAY['2026-12-14 13:00:00+00', '2026-12-15 09:00:00+00']::timestamptz[]) s",
    )
    .bind(mine)
    .bind(recruiter)
    .execute(&app.pool)
    .await
    .expect("interviews");
    let favorite = app
        .graphql_as(
            &lea,
            "mutation ($offer: ID!) { createFavorite(input: {jobOffer: $offer}) { favorite { id } } }",
            json!({ "offer": format!("/api/job_offers/{offer}") }),
        )
        .await;
    assert!(favorite["errors"].is_null(), "{favorite}");
    sqlx::query("INSERT INTO job_offer_alerts (candidate_id, terms) VALUES ($1, 'vitrail'), ($2, 'ébéniste')")
        .bind(lea_id)
        .bind(ines_id)
        .execute(&app.pool)
        .await
        .expect("alerts");

    let answer = export(&app, Some(&lea)).await;
    assert_eq!(answer.status(), 200);
    assert_eq!(answer.headers()["content-type"], "application/zip");
    assert!(answer.headers()["content-disposition"]
        .to_str()
        .expect("header")
        .contains("ensemblier-mes-donnees.zip"));
    assert_eq!(answer.headers()["x-content-type-options"], "nosniff");
    let bytes = answer.bytes().await.expect("body").to_vec();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a ZIP");
    let mut names: Vec<String> = archive
        .file_names()
        .map(|name| name.expect("a file name").into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "LISEZ-MOI.txt".to_owned(),
            "alertes.json".to_owned(),
            "book.json".to_owned(),
            "candidatures.json".to_owned(),
            format!("candidatures/{mine}-cv.pdf"),
            format!("candidatures/{mine}-lettre.pdf"),
            "favoris.json".to_owned(),
            "mon-cv.pdf".to_owned(),
            "preferences.json".to_owned(),
            "profil.json".to_owned(),
        ]
    );
    let profile = json_of(&mut archive, "profil.json");
    assert_eq!(profile["compte"]["email"], "lea@exemple.fr");
    assert_eq!(profile["compte"]["prenom"], "Léa");
    let text = profile.to_string();
    assert!(!text.contains("argon2"), "no password hash: {text}");
    assert_eq!(profile["candidat"]["cv"], "mon-cv.pdf");
    let applications = json_of(&mut archive, "candidatures.json");
    assert_eq!(applications.as_array().map(Vec::len), Some(1), "hers only");
    assert_eq!(applications[0]["offre"], "Vitrailliste H/F");
    assert_eq!(
        applications[0]["lettreDeMotivation"],
        "Passionnée de vitrail."
    );
    assert_eq!(applications[0]["entreprise"], "Verrerie du Sud");
    assert_eq!(applications[0]["statut"], "Retenue pour un entretien");
    assert_eq!(
        applications[0]["reponsesDuRecruteur"][0]["reponse"],
        "Invitation à un entretien"
    );
    let thread = &applications[0]["messages"];
    assert_eq!(thread[0]["auteur"], "Vous", "{thread}");
    assert_eq!(thread[0]["texte"], "Le poste est-il ouvert aux débutants ?");
    assert_eq!(thread[1]["auteur"], "Verrerie du Sud");
    assert_eq!(thread[1]["parEmail"], false);
    let interviews = applications[0]["entretiens"]
        .as_array()
        .unwrap_or_else(|| panic!("{}", applications[0]));
    assert_eq!(interviews.len(), 2, "{interviews:?}");
    let state = |etat: &str| {
        interviews
            .iter()
            .find(|i| i["etat"] == etat)
            .unwrap_or_else(|| panic!("{etat}: {interviews:?}"))
    };
    let cancelled = state("Annulé");
    assert_eq!(cancelled["modalite"], "Par téléphone");
    assert_eq!(cancelled["annulePar"], "L'entreprise");
    assert!(cancelled["annuleLe"].is_string());
    let picked = state("Confirmé");
    assert_eq!(picked["etat"], "Confirmé");
    assert_eq!(picked["modalite"], "En visio");
    assert_eq!(picked["lieu"], "https://visio.exemple.fr/atelier");
    assert_eq!(
        chrono::DateTime::parse_from_rfc3339(picked["debut"].as_str().expect("a start"))
            .expect("a date")
            .timestamp(),
        chrono::DateTime::parse_from_rfc3339("2026-12-15T09:00:00Z")
            .expect("a date")
            .timestamp()
    );
    assert!(picked["fin"].is_string() && picked["confirmeLe"].is_string());
    assert!(picked["annuleLe"].is_null());
    let slots = picked["creneauxProposes"].as_array().expect("slots");
    assert_eq!(slots.len(), 2);
    assert_eq!(slots[0]["dureeMinutes"], 45);
    for internal in ["id", "sequence", "uid", "recruiter_user_id"] {
        assert!(picked.get(internal).is_none(), "{internal}: {picked}");
    }
    let favorites = json_of(&mut archive, "favoris.json");
    assert_eq!(favorites[0]["offre"], "Vitrailliste H/F");
    let alerts = json_of(&mut archive, "alertes.json");
    assert_eq!(alerts.as_array().map(Vec::len), Some(1));
    assert_eq!(alerts[0]["motsCles"], "vitrail");
    assert_eq!(alerts[0]["frequence"], "quotidienne");
    assert_eq!(alerts[0]["tri"], "pertinence");
    for internal in ["terms", "search_key", "candidate_id", "enabled"] {
        assert!(
            alerts[0].get(internal).is_none(),
            "{internal}: {}",
            alerts[0]
        );
    }
    let columns: Vec<String> = sqlx::query_scalar(
        "SELECT column_name::text FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = 'job_offer_alerts'",
    )
    .fetch_all(&app.pool)
    .await
    .expect("columns");
    for column in columns {
        assert!(
            ensemblier::accounts::export::ALERT_COLUMNS_NAMED.contains(&column.as_str()),
            "job_offer_alerts.{column} has no French key in alertes.json"
        );
    }
    let mut cv = Vec::new();
    archive
        .by_name(&format!("candidatures/{mine}-cv.pdf"))
        .expect("the CV")
        .read_to_end(&mut cv)
        .expect("read");
    assert_eq!(cv, PDF);

    // Only candidates have this archive; anonymous callers have none.
    assert_eq!(export(&app, Some(&company)).await.status(), 403);
    assert_eq!(export(&app, None).await.status(), 401);
    let other = export(&app, Some(&ines)).await.bytes().await.expect("body");
    let mut other = zip::ZipArchive::new(std::io::Cursor::new(other.to_vec())).expect("a ZIP");
    assert!(
        other.by_name("mon-cv.pdf").is_err(),
        "Inès has no profile CV"
    );
    let hers = json_of(&mut other, "candidatures.json");
    assert_eq!(hers[0]["lettreDeMotivation"], "Lettre d'Inès.");
    assert_eq!(hers[0]["entretiens"], json!([]), "not Léa's interviews");
}

/// A candidate whose profile CV is a 24 MB file that does not compress: more than the
/// sockets hold, so an unread archive stays open on the server. Returns her token.
async fn candidate_with_a_large_cv(app: &TestApp, email: &str) -> String {
    let token = app.candidate(email).await;
    let name = format!("{}.pdf", uuid::Uuid::new_v4().simple());
    let dir = app.data_dir.join("uploads").join("cv");
    std::fs::create_dir_all(&dir).expect("dir");
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let noise: Vec<u8> = (0..24 * 1024 * 1024)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect();
    std::fs::write(dir.join(&name), [PDF, noise.as_slice()].concat()).expect("the CV");
    sqlx::query(
        "UPDATE candidates SET cv_name = $1 WHERE user_id = (SELECT id FROM users WHERE email = $2)",
    )
    .bind(&name)
    .bind(email)
    .execute(&app.pool)
    .await
    .expect("her CV");
    token
}

/// Issue 59: an account holds one export place at a time. 20 exports at once by one
/// candidate, none read, make one archive; the others are refused at once, in French; her
/// next export goes once that download was read to its end.
#[tokio::test]
async fn an_account_holds_one_export_at_a_time() {
    use ensemblier::accounts::export::ONE_AT_A_TIME;

    let app = spawn_app().await;
    let lea = candidate_with_a_large_cv(&app, "lea@exemple.fr").await;
    let answers = futures_util::future::join_all((0..20).map(|_| export(&app, Some(&lea)))).await;
    let mut held = Vec::new();
    for answer in answers {
        match answer.status().as_u16() {
            200 => held.push(answer),
            429 => {
                let body: Value = answer.json().await.expect("json");
                assert_eq!(body["error"], ONE_AT_A_TIME);
                assert_eq!(body["code"], "RATE_LIMITED");
            }
            other => panic!("unexpected {other}"),
        }
    }
    assert_eq!(held.len(), 1);
    let bytes = held
        .pop()
        .expect("an archive")
        .bytes()
        .await
        .expect("the archive");
    assert!(bytes.len() > 24 * 1024 * 1024);
    let started = std::time::Instant::now();
    while export(&app, Some(&lea)).await.status() != 200 {
        assert!(
            started.elapsed().as_secs() < 10,
            "her place never came back"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

/// Issue 59: the places are freed by a timer, whatever the readers do. Four candidates open
/// their exports, read 64 KB and stop: every place is taken and a fifth is refused; once the
/// download limit passes (12 s here, 10 minutes by default), the stalled downloads are cut and
/// the fifth export goes, well before any of them would have been read.
#[tokio::test]
async fn stalled_readers_lose_their_places_at_the_deadline() {
    use ensemblier::accounts::export::{BUSY, EXPORT_PLACES};

    // Long enough for four archives of 24 MB to be written on a loaded 2-core machine (the
    // test runs beside others).
    let limit = std::time::Duration::from_secs(12);
    let app = crate::support::helpers::spawn_app_with(|settings| {
        settings.operations.export_download_limit = limit;
    })
    .await;
    let mut readers = Vec::new();
    for i in 0..EXPORT_PLACES {
        readers.push(candidate_with_a_large_cv(&app, &format!("lente{i}@exemple.fr")).await);
    }
    let fifth = candidate_with_a_large_cv(&app, "ines@exemple.fr").await;
    let opened = std::time::Instant::now();
    let stalled = futures_util::future::join_all(readers.iter().map(|token| async {
        let mut answer = export(&app, Some(token)).await;
        assert_eq!(answer.status(), 200);
        let mut read = 0;
        while read < 64 * 1024 {
            read += answer.chunk().await.expect("a chunk").expect("more").len();
        }
        answer
    }))
    .await;
    let refused = export(&app, Some(&fifth)).await;
    assert!(
        opened.elapsed() < limit,
        "the archives took longer than their limit"
    );
    assert_eq!(refused.status(), 429);
    assert_eq!(refused.json::<Value>().await.expect("json")["error"], BUSY);

    let started = std::time::Instant::now();
    loop {
        let answer = export(&app, Some(&fifth)).await;
        if answer.status() == 200 {
            // Its place is granted; its download is cut at the same short limit, so only
            // its start is read (a busy machine may not read 24 MB within it).
            let mut answer = answer;
            assert!(!answer
                .chunk()
                .await
                .expect("the fifth archive")
                .expect("a chunk")
                .is_empty());
            break;
        }
        assert!(
            started.elapsed() < limit * 4,
            "the stalled downloads kept their places"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    // The stalled downloads were cut at their own deadlines (each started within `limit` of
    // `opened`, so all have passed by then): none of them arrives whole.
    tokio::time::sleep_until((opened + limit * 2 + std::time::Duration::from_millis(500)).into())
        .await;
    for answer in stalled {
        assert!(
            answer.bytes().await.is_err(),
            "a stalled download was not cut"
        );
    }
}

/// Browsers ask for gzip: the compression layer reads the archive's stream to its end and
/// once more, and the download must still arrive whole (it was cut, the page waited forever).
#[tokio::test]
async fn an_archive_asked_with_gzip_arrives_whole() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    let answer = app
        .client
        .get(format!("{}/api/account/export", app.address))
        .bearer_auth(&lea)
        .header("Accept-Encoding", "gzip")
        .send()
        .await
        .expect("export");
    assert_eq!(answer.status(), 200);
    assert_eq!(
        answer
            .headers()
            .get("content-encoding")
            .map(reqwest::header::HeaderValue::as_bytes),
        Some(&b"gzip"[..])
    );
    let body = answer.bytes().await.expect("the whole archive");
    assert!(body.starts_with(&[0x1f, 0x8b]), "a gzip stream");
}

/// Issue 35: `profil.json` speaks French, every key of it (docs/privacy.md); a column added to
/// `candidates` without its French key in `CANDIDATE_FIELDS` fails here.
#[tokio::test]
async fn the_profile_is_exported_under_french_keys() {
    let app = spawn_app().await;
    let lea = app.candidate("lea@exemple.fr").await;
    sqlx::query(
        "UPDATE candidates SET mobile_phone = '0612345678',
                social_linkedin_url = 'https://www.linkedin.com/in/lea'",
    )
    .execute(&app.pool)
    .await
    .expect("profile");
    let bytes = export(&app, Some(&lea))
        .await
        .bytes()
        .await
        .expect("body")
        .to_vec();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a ZIP");
    let profile = json_of(&mut archive, "profil.json");
    let mut keys: Vec<&str> = profile["candidat"]
        .as_object()
        .expect("candidat")
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "creeLe",
            "cv",
            "modifieLe",
            "profilLinkedin",
            "telephoneMobile"
        ]
    );
    assert_eq!(profile["candidat"]["telephoneMobile"], "0612345678");
    assert_eq!(profile["candidat"]["cv"], serde_json::Value::Null);
    let columns: Vec<String> = sqlx::query_scalar(
        "SELECT column_name::text FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = 'candidates'",
    )
    .fetch_all(&app.pool)
    .await
    .expect("columns");
    for column in columns {
        assert!(
            ensemblier::accounts::export::CANDIDATE_COLUMNS_NAMED.contains(&column.as_str()),
            "candidates.{column} has no French key in profil.json"
        );
    }
}

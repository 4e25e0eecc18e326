//! Snapshots of every French mail, text and HTML parts (`src/mail/snapshots/`), so a change
//! of wording or layout shows in review. Sample data carry characters HTML must escape.

use super::{
    templates::{self, DigestOffer},
    Mail,
};

/// The text part, under the headers a reader sees first.
fn text(mail: &Mail) -> String {
    format!(
        "To: {}\nSubject: {}\n\n{}",
        mail.to, mail.subject, mail.text
    )
}

fn snapshot(name: &str, mail: &Mail) {
    insta::assert_snapshot!(format!("{name}.txt"), text(mail));
    insta::assert_snapshot!(format!("{name}.html"), mail.html);
    both_parts_say_the_same(mail);
}

/// Every paragraph of the text part is read in the HTML part too (a link line as its label
/// and its link), so the two templates of a mail cannot drift apart unseen.
fn both_parts_say_the_same(mail: &Mail) {
    let html = visible(&mail.html);
    for paragraph in mail.text.split("\n\n").map(collapse) {
        let pieces = match paragraph.split_once(" : http") {
            Some((label, link)) => vec![label.to_owned(), format!("http{link}")],
            None => vec![paragraph],
        };
        for piece in pieces {
            assert!(
                html.contains(&piece),
                "{piece:?} is not in the HTML part:\n{html}"
            );
        }
    }
}

/// What a reader sees of HTML: tags dropped, escapes decoded, white space collapsed.
fn visible(html: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => {
                in_tag = true;
                text.push(' ');
            }
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    let escapes = [
        ("&#60;", "<"),
        ("&lt;", "<"),
        ("&#62;", ">"),
        ("&gt;", ">"),
        ("&#34;", "\""),
        ("&quot;", "\""),
        ("&#39;", "'"),
        ("&#38;", "&"),
        ("&amp;", "&"),
    ];
    let decoded = escapes
        .iter()
        .fold(text, |text, (escape, c)| text.replace(escape, c));
    collapse(&decoded)
}

fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

const LINK: &str = "https://ensemblier.fr/api/confirm-email/0a1b2c?x=1&y=2";

#[test]
fn confirm_email() {
    snapshot(
        "confirm_email",
        &templates::confirm_email("lea@exemple.fr", "Léa", LINK),
    );
}

#[test]
fn confirm_email_without_a_first_name() {
    snapshot(
        "confirm_email_without_a_first_name",
        &templates::confirm_email("lea@exemple.fr", "  ", LINK),
    );
}

#[test]
fn reset_password() {
    snapshot(
        "reset_password",
        &templates::reset_password(
            "lea@exemple.fr",
            "https://ensemblier.fr/password-reset?confirmationToken=abc",
        ),
    );
}

#[test]
fn password_changed() {
    snapshot(
        "password_changed",
        &templates::password_changed(
            "lea@exemple.fr",
            "Léa",
            "https://ensemblier.fr/password-reset",
            "contact@ensemblier.fr",
        ),
    );
}

#[test]
fn offer_removed() {
    snapshot(
        "offer_removed",
        &templates::offer_removed(
            "recrutement@exemple.fr",
            "Paul",
            "Vendeur <jeune> H/F",
            "contenu discriminatoire",
            "https://ensemblier.fr/conditions",
        ),
    );
}

#[test]
fn label_refused() {
    snapshot(
        "label_refused",
        &templates::label_decided(
            "atelier@exemple.fr",
            "Paul",
            "Meilleur Ouvrier de France — Jeanne <Martin>",
            templates::LabelDecision::Refused("le justificatif est illisible."),
            "https://ensemblier.fr/dashboard/company#labels-et-distinctions",
        ),
    );
}

#[test]
fn label_revoked() {
    snapshot(
        "label_revoked",
        &templates::label_decided(
            "atelier@exemple.fr",
            "Paul",
            "Entreprise du Patrimoine Vivant",
            templates::LabelDecision::Revoked("le label n'a pas été renouvelé."),
            "https://ensemblier.fr/dashboard/company#labels-et-distinctions",
        ),
    );
}

#[test]
fn team_invitation() {
    let until = chrono::DateTime::parse_from_rfc3339("2026-12-05T10:00:00Z")
        .expect("a date")
        .to_utc();
    snapshot(
        "team_invitation",
        &templates::team_invitation(
            "marc@exemple.fr",
            "Claire Dubois <RH>",
            "Atelier & Fils",
            "recruteur",
            until,
            "https://ensemblier.fr/equipe/invitation/abc",
        ),
    );
}

#[test]
fn offer_closed_of_one_offer() {
    snapshot(
        "offer_closed_of_one_offer",
        &templates::offer_closed(
            "lea@exemple.fr",
            "Léa",
            &[templates::ClosedOffer::new(
                "Tapissier <décorateur> H/F".to_owned(),
                "Atelier Dubois & fils",
                "3 décembre 2026".to_owned(),
            )],
            "https://ensemblier.fr/dashboard/applications",
        ),
    );
}

#[test]
fn offer_closed_of_two_offers() {
    snapshot(
        "offer_closed_of_two_offers",
        &templates::offer_closed(
            "lea@exemple.fr",
            "",
            &[
                templates::ClosedOffer::new(
                    "Tapissier H/F".to_owned(),
                    "Atelier Dubois",
                    "3 décembre 2026".to_owned(),
                ),
                templates::ClosedOffer::new(
                    "Décoratrice".to_owned(),
                    "Maison Lumen",
                    "1er décembre 2026".to_owned(),
                ),
            ],
            "https://ensemblier.fr/dashboard/applications",
        ),
    );
}

#[test]
fn account_deleted() {
    snapshot(
        "account_deleted",
        &templates::account_deleted("lea@exemple.fr", "<script>Léa</script>"),
    );
}

#[test]
fn application_sent() {
    snapshot(
        "application_sent",
        &templates::application_sent(
            "lea@exemple.fr",
            "Léa",
            "Tapissier <décorateur> H/F",
            "Dubois & Fils",
            "https://ensemblier.fr/dashboard/applications",
        ),
    );
}

#[test]
fn recruiter_message() {
    snapshot(
        "recruiter_message",
        &templates::recruiter_message(
            "lea@exemple.fr",
            "Léa Martin",
            "Ébéniste H/F",
            &templates::Writer {
                name: "Marie <Dubois>",
                company: "Dubois & Fils",
                reply_to: "rh@dubois.fr",
            },
            "Entretien",
            "Bonjour,\n\nNous aimerions vous rencontrer <b>mardi</b>.\n\n\n\nBien cordialement",
        ),
    );
    let mail = templates::recruiter_message(
        "lea@exemple.fr",
        "Léa Martin",
        "Ébéniste H/F",
        &templates::Writer {
            name: "",
            company: "Dubois & Fils",
            reply_to: "rh@dubois.fr",
        },
        "Entretien",
        "Bien cordialement",
    );
    assert_eq!(mail.on_behalf_of.as_deref(), Some("Dubois & Fils"));
}

#[test]
fn applications_digest_of_one() {
    snapshot(
        "applications_digest_of_one",
        &templates::applications_digest(
            "rh@dubois.fr",
            "Claire <RH>",
            "Dubois & Fils",
            1,
            &[DigestOffer {
                title: "Ébéniste H/F".to_owned(),
                candidates: vec!["Léa Martin".to_owned()],
                link: "https://ensemblier.fr/dashboard/jobs/7/applications".to_owned(),
            }],
        ),
    );
}

#[test]
fn applications_digest_of_three() {
    snapshot(
        "applications_digest_of_three",
        &templates::applications_digest(
            "rh@dubois.fr",
            "",
            "Dubois & Fils",
            3,
            &[
                DigestOffer {
                    title: "Ébéniste H/F".to_owned(),
                    candidates: vec!["Léa Martin".to_owned(), "Paul <Durand>".to_owned()],
                    link: "https://ensemblier.fr/dashboard/jobs/7/applications".to_owned(),
                },
                DigestOffer {
                    title: "Tapissier décorateur".to_owned(),
                    candidates: vec!["Jeanne Roux".to_owned()],
                    link: "https://ensemblier.fr/dashboard/jobs/9/applications".to_owned(),
                },
            ],
        ),
    );
}

#[test]
fn contact_message() {
    snapshot(
        "contact_message",
        &templates::contact_message(
            "contact@ensemblier.fr",
            "Autre question",
            "lea@exemple.fr",
            "Bonjour,\n\nMon école <b>Boulle</b> voudrait la newsletter.\n\nMerci & à bientôt",
        ),
    );
}

#[test]
fn contact_received() {
    snapshot(
        "contact_received",
        &templates::contact_received(
            "lea@exemple.fr",
            "Autre question",
            "Bonjour,\n\nMon école <b>Boulle</b> voudrait la newsletter.",
        ),
    );
}

#[test]
fn contact_reply() {
    snapshot(
        "contact_reply",
        &templates::contact_reply(
            "lea@exemple.fr",
            "Problème ou aide pour publier une annonce",
            "Votre annonce est en ligne depuis ce matin <b>Atelier</b> & co.\n\nBonne journée à vous",
            "Je n'arrive pas à publier mon annonce.",
        ),
    );
}

fn alert_offer(n: usize) -> templates::AlertMailOffer {
    templates::AlertMailOffer {
        title: format!("Ébéniste <confirmé> n°{n}"),
        company: "Atelier Dubois & fils".to_owned(),
        place: "Lyon 3e Arrondissement (69003)".to_owned(),
        contract: "CDI".to_owned(),
        pay: "32–38\u{a0}k€ brut/an".to_owned(),
        link: format!("https://ensemblier.fr/emploi/{n}/ebeniste-confirme"),
    }
}

#[test]
fn offers_for_you() {
    let offers = [templates::ForYouMailOffer {
        title: "Tapissier <décorateur> H/F".to_owned(),
        company: "Atelier Morel & fils".to_owned(),
        place: "Villeurbanne (69100)".to_owned(),
        pay: "34–40\u{a0}k€ brut/an".to_owned(),
        reasons: "tapissier décorateur, à 4 km de Lyon, au-dessus de votre salaire plancher"
            .to_owned(),
        link: "https://ensemblier.fr/emploi/7/tapissier-decorateur".to_owned(),
    }];
    let mail = templates::offers_for_you(
        "lea@exemple.fr",
        "Léa",
        &offers,
        "https://ensemblier.fr/dashboard",
        "https://ensemblier.fr/dashboard/career",
        "https://ensemblier.fr/api/recommendations/unsubscribe?token=abc",
    );
    assert_eq!(
        mail.list_unsubscribe.as_deref(),
        Some("https://ensemblier.fr/api/recommendations/unsubscribe?token=abc")
    );
    snapshot("offers_for_you", &mail);
}

#[test]
fn job_alert_of_one_offer() {
    let sections = [templates::AlertMailSection {
        summary: "« ébéniste » en Auvergne-Rhône-Alpes".to_owned(),
        offers: vec![alert_offer(1)],
        more: 0,
        search_link: "https://ensemblier.fr/emploi?search=%C3%A9b%C3%A9niste&places=region-16"
            .to_owned(),
        unsubscribe_link: "https://ensemblier.fr/alertes/desinscription?jeton=abc".to_owned(),
    }];
    let mail = templates::job_alert(
        "lea@exemple.fr",
        "Léa",
        &sections,
        "https://ensemblier.fr/dashboard/alerts",
        "https://ensemblier.fr/api/alerts/unsubscribe?token=abc",
    );
    assert_eq!(
        mail.list_unsubscribe.as_deref(),
        Some("https://ensemblier.fr/api/alerts/unsubscribe?token=abc")
    );
    snapshot("job_alert_of_one_offer", &mail);
}

#[test]
fn job_alert_of_two_alerts_and_more_offers_than_listed() {
    let sections = [
        templates::AlertMailSection {
            summary: "« ébéniste » à Lyon (69), CDI".to_owned(),
            offers: (1..=10).map(alert_offer).collect(),
            more: 4,
            search_link: "https://ensemblier.fr/emploi?search=%C3%A9b%C3%A9niste".to_owned(),
            unsubscribe_link: "https://ensemblier.fr/alertes/desinscription?jeton=a1".to_owned(),
        },
        templates::AlertMailSection {
            summary: "Toutes les offres, Stage".to_owned(),
            offers: vec![alert_offer(11)],
            more: 1,
            search_link: "https://ensemblier.fr/emploi?contracts=4".to_owned(),
            unsubscribe_link: "https://ensemblier.fr/alertes/desinscription?jeton=a2".to_owned(),
        },
    ];
    let mail = templates::job_alert(
        "lea@exemple.fr",
        "",
        &sections,
        "https://ensemblier.fr/dashboard/alerts",
        "https://ensemblier.fr/api/alerts/unsubscribe?token=all",
    );
    snapshot("job_alert_of_two_alerts", &mail);
}

#[test]
fn notice_mails() {
    let what = format!(
        "l'offre {}",
        templates::quoted("Tapissier <décorateur> H/F")
    );
    snapshot(
        "notice_confirm",
        &templates::notice_confirm(
            "marc@exemple.fr",
            "Marc <Petit>",
            &what,
            "https://ensemblier.fr/signalement/confirmer/abc",
        ),
    );
    snapshot(
        "notice_received",
        &templates::notice_received("marc@exemple.fr", "Marc", &what),
    );
    snapshot(
        "notice_decision",
        &templates::notice_decision(
            "marc@exemple.fr",
            "Marc",
            &what,
            "le contenu signalé a été retiré d'Ensemblier",
            "arnaque ou demande d'avance d'argent",
        ),
    );
    snapshot(
        "statement_of_reasons",
        &templates::statement_of_reasons(
            "rh@atelier.fr",
            "Claire",
            &templates::StatementParts {
                decision: "Votre annonce « Tapissier » a été retirée.".to_owned(),
                facts: "Des frais <de dossier> sont demandés.".to_owned(),
                automated: "Aucun moyen automatisé n'a été utilisé.".to_owned(),
                ground: "Arnaque (Conditions générales d'utilisation)".to_owned(),
                redress: "Vous pouvez contester cette décision une fois.".to_owned(),
            },
            "https://ensemblier.fr/dashboard/moderation",
            "Voir mes décisions de modération",
        ),
    );
}

#[test]
fn transfer_ordered() {
    snapshot(
        "transfer_ordered",
        &templates::transfer_ordered(
            "rh@atelier.fr",
            "Claire <RH>",
            &templates::OrderSummary {
                reference: "ENS-7K2Q9M",
                product: "Pack 5 annonces <promo>",
                total: "1\u{202f}200,00\u{a0}€".to_owned(),
            },
            &templates::BankAccount {
                holder: "Ensemblier SAS",
                bank: "Banque & Cie",
                iban: "FR76 3000 4000 0312 3456 7890 143",
                bic: "BNPAFRPPXXX",
            },
            "https://ensemblier.fr/dashboard/billing",
        ),
    );
}

#[test]
fn invoice_available() {
    snapshot(
        "invoice_available",
        &templates::invoice_available(
            "rh@atelier.fr",
            "",
            &templates::OrderSummary {
                reference: "ENS-7K2Q9M",
                product: "Pack 5 annonces",
                total: "120,00\u{a0}€".to_owned(),
            },
            "F2026-000042",
            "https://ensemblier.fr/dashboard/billing",
        ),
    );
}

#[test]
fn thread_message_to_the_candidate() {
    let mail = templates::thread_message(
        "lea@exemple.fr",
        super::Kind::RecruiterMessage,
        &templates::ThreadMail {
            firstname: "Léa",
            author: "Marc, Dubois & Fils",
            title: "Ébéniste H/F",
            body: "Bonjour Léa,\n\nPouvez-vous venir <b>jeudi</b> ?\nÀ 10 h.",
            attachments: 0,
            link: "http://localhost:8080/emploi/3/applications/41#conversation",
            reply_to: Some("ne-pas-repondre+m41c-0123456789abcdef0123456789abcdef@ensemblier.fr"),
        },
        "Dubois & Fils",
    );
    snapshot("thread_message", &mail);
    assert_eq!(
        mail.reply_to.as_deref(),
        Some("ne-pas-repondre+m41c-0123456789abcdef0123456789abcdef@ensemblier.fr")
    );
    assert_eq!(mail.on_behalf_of.as_deref(), Some("Dubois & Fils"));
}

#[test]
fn thread_message_without_a_reply_address() {
    let mail = templates::thread_message(
        "rh@dubois.fr",
        super::Kind::ApplicationsDigest,
        &templates::ThreadMail {
            firstname: "Claire",
            author: "Léa Martin",
            title: "Ébéniste H/F",
            body: "Le poste est-il ouvert aux débutants ?",
            attachments: 2,
            link: "http://localhost:8080/emploi/3/applications/41#conversation",
            reply_to: None,
        },
        "Léa Martin",
    );
    assert!(!mail.text.contains("répondre directement"), "{}", mail.text);
    // Named, not attached: the files are read in the thread.
    assert!(
        mail.text
            .contains("Ce message contient 2 pièces jointes, à ouvrir dans la conversation."),
        "{}",
        mail.text
    );
    assert_eq!(mail.reply_to, None);
    both_parts_say_the_same(&mail);
}

#[test]
fn thread_digest() {
    snapshot(
        "thread_digest",
        &templates::thread_digest(
            "rh@dubois.fr",
            "Claire",
            &[
                templates::DigestThread {
                    candidate: "Léa Martin".to_owned(),
                    title: "Ébéniste <H/F>".to_owned(),
                    unread: 2,
                    link: "http://localhost:8080/emploi/3/applications/41#conversation".to_owned(),
                },
                templates::DigestThread {
                    candidate: "Zoé Petit".to_owned(),
                    title: "Doreur".to_owned(),
                    unread: 1,
                    link: "http://localhost:8080/emploi/4/applications/42#conversation".to_owned(),
                },
            ],
        ),
    );
}

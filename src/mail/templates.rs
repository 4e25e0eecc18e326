//! The French mails, each as text and HTML. Words a user typed are escaped in the HTML.

use super::Mail;

const SITE: &str = "Ensemblier";

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Wraps paragraphs and an optional call-to-action link in the site's mail layout.
fn compose(
    to: &str,
    subject: &str,
    greeting: &str,
    paragraphs: &[&str],
    action: Option<(&str, &str)>,
) -> Mail {
    let mut text = format!("{greeting}\n\n");
    let mut body = format!("<p>{}</p>", escape(greeting));
    for paragraph in paragraphs {
        text.push_str(paragraph);
        text.push_str("\n\n");
        body.push_str(&format!("<p>{}</p>", escape(paragraph)));
    }
    if let Some((label, link)) = action {
        text.push_str(&format!("{label} : {link}\n\n"));
        body.push_str(&format!(
            "<p><a href=\"{0}\" style=\"display:inline-block;padding:12px 20px;background:#9c4a2f;color:#fff;text-decoration:none;border-radius:4px\">{1}</a></p>\
             <p style=\"font-size:13px;color:#666\">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>{0}</p>",
            escape(link),
            escape(label)
        ));
    }
    text.push_str(&format!("L'équipe {SITE}\n"));
    let html = format!(
        "<!doctype html><html lang=\"fr\"><head><meta charset=\"utf-8\"><title>{title}</title></head>\
         <body style=\"font-family:Georgia,serif;background:#f7f3ee;color:#1f2430;padding:24px\">\
         <div style=\"max-width:560px;margin:auto;background:#fff;padding:32px;border-radius:6px\">\
         <p style=\"font-size:22px;margin-top:0\">{SITE}</p>{body}<p>L'équipe {SITE}</p></div></body></html>",
        title = escape(subject)
    );
    Mail {
        to: to.to_owned(),
        subject: subject.to_owned(),
        text,
        html,
    }
}

fn hello(firstname: &str) -> String {
    if firstname.trim().is_empty() {
        "Bonjour,".to_owned()
    } else {
        format!("Bonjour {},", firstname.trim())
    }
}

pub fn confirm_email(to: &str, firstname: &str, link: &str) -> Mail {
    compose(
        to,
        "Confirmez votre adresse e-mail – Ensemblier",
        &hello(firstname),
        &["Bienvenue sur Ensemblier, le site emploi des métiers de la décoration, de l'architecture intérieure et des métiers d'art.",
          "Pour activer votre compte, confirmez votre adresse e-mail en cliquant sur le lien ci-dessous."],
        Some(("Confirmer mon adresse e-mail", link)),
    )
}

pub fn reset_password(to: &str, link: &str) -> Mail {
    compose(
        to,
        "Réinitialisation de votre mot de passe – Ensemblier",
        "Bonjour,",
        &["Vous avez demandé à réinitialiser votre mot de passe Ensemblier. Ce lien est valable une heure et ne peut servir qu'une fois.",
          "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé."],
        Some(("Choisir un nouveau mot de passe", link)),
    )
}

pub fn account_deleted(to: &str, firstname: &str) -> Mail {
    compose(
        to,
        "Votre compte Ensemblier a été supprimé",
        &hello(firstname),
        &["Votre compte candidat a bien été supprimé, ainsi que vos données personnelles et vos documents (CV, lettres de motivation).",
          "Merci d'avoir utilisé Ensemblier. Vous pouvez créer un nouveau compte à tout moment."],
        None,
    )
}

pub fn application_sent(to: &str, firstname: &str, title: &str, company: &str, link: &str) -> Mail {
    compose(
        to,
        "Votre candidature a bien été envoyée – Ensemblier",
        &hello(firstname),
        &[&format!("Votre candidature à l'offre « {title} » de {company} a bien été transmise au recruteur, avec votre CV et votre lettre de motivation."),
          "Vous retrouvez toutes vos candidatures dans votre tableau de bord. Bonne chance !"],
        Some(("Voir ma candidature", link)),
    )
}

/// A recruiter writes to the candidates they selected; the candidate answers by mail.
pub fn recruiter_message(
    to: &str,
    candidate_name: &str,
    title: &str,
    company: &str,
    reply_to: &str,
    subject: &str,
    message: &str,
) -> Mail {
    let intro =
        format!("{company} vous écrit au sujet de votre candidature à l'offre « {title} » :");
    let answer = format!("Pour répondre, écrivez à {reply_to}.");
    let mut paragraphs = vec![intro.as_str()];
    paragraphs.extend(
        message
            .split("\n\n")
            .map(str::trim)
            .filter(|p| !p.is_empty()),
    );
    paragraphs.push(&answer);
    compose(
        to,
        &format!("{subject} – {company}"),
        &hello(candidate_name.split_whitespace().next().unwrap_or_default()),
        &paragraphs,
        None,
    )
}

/// One offer of a company's digest: its title, the new candidates, its applications page.
pub struct DigestOffer {
    pub title: String,
    pub candidates: Vec<String>,
    pub link: String,
}

pub fn applications_digest(to: &str, company: &str, count: usize, offers: &[DigestOffer]) -> Mail {
    let summary = if count == 1 {
        format!("{company} a reçu une nouvelle candidature sur Ensemblier :")
    } else {
        format!("{company} a reçu {count} nouvelles candidatures sur Ensemblier :")
    };
    let lines: Vec<String> = offers
        .iter()
        .map(|o| format!("« {} » : {} — {}", o.title, o.candidates.join(", "), o.link))
        .collect();
    let mut paragraphs = vec![summary.as_str()];
    paragraphs.extend(lines.iter().map(String::as_str));
    let subject = if count == 1 {
        "Une nouvelle candidature – Ensemblier".to_owned()
    } else {
        format!("{count} nouvelles candidatures – Ensemblier")
    };
    compose(to, &subject, "Bonjour,", &paragraphs, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_confirmation_mail_carries_its_link_in_text_and_html() {
        let mail = confirm_email(
            "a@b.fr",
            "Léa",
            "https://ensemblier.fr/api/confirm-email/abc",
        );
        assert_eq!(mail.subject, "Confirmez votre adresse e-mail – Ensemblier");
        assert!(mail.text.starts_with("Bonjour Léa,"));
        assert!(mail
            .text
            .contains("https://ensemblier.fr/api/confirm-email/abc"));
        assert!(mail
            .html
            .contains("href=\"https://ensemblier.fr/api/confirm-email/abc\""));
    }

    #[test]
    fn what_a_user_typed_is_escaped_in_html() {
        let mail = account_deleted("a@b.fr", "<script>x</script>");
        assert!(!mail.html.contains("<script>"));
        assert!(mail.html.contains("&lt;script&gt;"));
    }
}

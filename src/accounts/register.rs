//! Registration of a candidate or a company. A company account creates its pro client,
//! pro account, company and (empty) wallet. Both get an e-mail confirmation mail.

use sqlx::PgPool;

use super::{confirm, email::Email, password::NewPassword};
use crate::{
    error::{on_unique_violation, AppError, AppResult, ErrorCode},
    mail::Mailer,
};

pub enum AccountKind {
    Candidate,
    Company { name: String },
}

pub struct Registration {
    pub kind: AccountKind,
    pub firstname: String,
    pub lastname: String,
    pub email: Email,
    pub password: NewPassword,
}

/// The raw registration form (`POST /api/register`).
#[derive(Default)]
pub struct RegistrationForm {
    pub account_type: Option<String>,
    pub firstname: String,
    pub lastname: String,
    pub email: String,
    pub email_confirmation: Option<String>,
    pub password: String,
    pub company_name: Option<String>,
}

fn required(value: &str, display_name: &str) -> AppResult<String> {
    let value = value.trim();
    if value.is_empty() {
        return Err(AppError::missing(display_name));
    }
    Ok(value.to_owned())
}

impl Registration {
    /// The spec's rules: first name, last name, e-mail and password for everyone; a
    /// company also needs its name and an e-mail confirmation equal to the e-mail.
    pub fn parse(form: RegistrationForm) -> AppResult<Self> {
        let is_company = match form.account_type.as_deref() {
            Some("company") => true,
            Some("candidate") => false,
            Some(_) => {
                return Err(AppError::invalid(
                    ErrorCode::InvalidAccountType,
                    "Le type de compte est invalide.",
                ))
            }
            None => form.company_name.is_some(),
        };
        let firstname = required(&form.firstname, "Prénom")?;
        let lastname = required(&form.lastname, "Nom")?;
        let email = Email::parse(&form.email)?;
        let kind = if is_company {
            let name = required(
                form.company_name.as_deref().unwrap_or(""),
                "Nom de l'entreprise",
            )?;
            let confirmation = required(
                form.email_confirmation.as_deref().unwrap_or(""),
                "Confirmation de l'adresse e-mail",
            )?;
            if !confirmation.eq_ignore_ascii_case(email.as_str()) {
                return Err(AppError::invalid(
                    ErrorCode::EmailMismatch,
                    "Les adresses e-mail ne correspondent pas.",
                ));
            }
            AccountKind::Company { name }
        } else {
            AccountKind::Candidate
        };
        let password = NewPassword::parse(&form.password, "Mot de passe")?;
        Ok(Self {
            kind,
            firstname,
            lastname,
            email,
            password,
        })
    }
}

pub const EMAIL_TAKEN: &str = "Un compte existe déjà avec cette adresse e-mail.";

/// Creates the account and queues its confirmation mail, in one transaction. Returns the
/// new user's id.
pub async fn register(
    pool: &PgPool,
    mailer: &Mailer,
    registration: Registration,
) -> AppResult<i64> {
    // A taken address is refused before the costly hash (the unique index still decides a
    // race between two registrations of one address).
    let taken: bool = sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1)) AS "exists!""#,
        registration.email.as_str()
    )
    .fetch_one(pool)
    .await?;
    if taken {
        return Err(AppError::invalid(ErrorCode::EmailTaken, EMAIL_TAKEN));
    }
    let password_hash = registration.password.hash().await?;
    let mut tx = pool.begin().await?;
    let user_id: i64 = sqlx::query_scalar!(
        "INSERT INTO users (email, password_hash, firstname, lastname) VALUES ($1, $2, $3, $4)
         RETURNING id",
        registration.email.as_str(),
        password_hash,
        &registration.firstname,
        &registration.lastname
    )
    .fetch_one(&mut *tx)
    .await
    .map_err(|e| on_unique_violation(e, ErrorCode::EmailTaken, EMAIL_TAKEN))?;
    match &registration.kind {
        AccountKind::Candidate => {
            sqlx::query!("INSERT INTO candidates (user_id) VALUES ($1)", user_id)
                .execute(&mut *tx)
                .await?;
        }
        AccountKind::Company { name } => {
            let client_id: i64 =
                sqlx::query_scalar!("INSERT INTO pro_clients DEFAULT VALUES RETURNING id")
                    .fetch_one(&mut *tx)
                    .await?;
            sqlx::query!(
                "INSERT INTO pro_accounts (user_id, pro_client_id) VALUES ($1, $2)",
                user_id,
                client_id
            )
            .execute(&mut *tx)
            .await?;
            sqlx::query!("INSERT INTO wallets (pro_client_id) VALUES ($1)", client_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query!(
                "INSERT INTO companies (pro_client_id, name, email, contact_name)
                 VALUES ($1, $2, $3, $4)",
                client_id,
                name,
                registration.email.as_str(),
                format!("{} {}", registration.firstname, registration.lastname)
            )
            .execute(&mut *tx)
            .await?;
        }
    }
    confirm::start_confirmation(&mut tx, mailer, user_id).await?;
    tx.commit().await?;
    Ok(user_id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn company_form() -> RegistrationForm {
        RegistrationForm {
            account_type: Some("company".into()),
            firstname: "Claire".into(),
            lastname: "Martin".into(),
            email: "claire@atelier.fr".into(),
            email_confirmation: Some("claire@atelier.fr".into()),
            password: "dorure-2026".into(),
            company_name: Some("Atelier Martin".into()),
        }
    }

    fn message(form: RegistrationForm) -> String {
        Registration::parse(form)
            .err()
            .map(|e| e.message())
            .unwrap_or_default()
    }

    #[test]
    fn each_missing_field_is_named_in_french() {
        type Blank = fn(&mut RegistrationForm);
        let cases: [(Blank, &str); 6] = [
            (|f| f.firstname.clear(), "Prénom"),
            (|f| f.lastname = "  ".into(), "Nom"),
            (|f| f.email.clear(), "Adresse e-mail"),
            (|f| f.password.clear(), "Mot de passe"),
            (
                |f| f.company_name = Some(String::new()),
                "Nom de l'entreprise",
            ),
            (
                |f| f.email_confirmation = None,
                "Confirmation de l'adresse e-mail",
            ),
        ];
        for (blank, name) in cases {
            let mut form = company_form();
            blank(&mut form);
            assert_eq!(
                message(form),
                format!("Le champ obligatoire {name} n'a pas été renseigné.")
            );
        }
    }

    #[test]
    fn a_company_email_confirmation_must_match() {
        let mut form = company_form();
        form.email_confirmation = Some("claire@atelier.com".into());
        assert_eq!(message(form), "Les adresses e-mail ne correspondent pas.");
    }

    #[test]
    fn a_candidate_needs_no_company_name_nor_confirmation() {
        let mut form = company_form();
        form.account_type = Some("candidate".into());
        form.company_name = None;
        form.email_confirmation = None;
        assert!(matches!(
            Registration::parse(form).map(|r| r.kind),
            Ok(AccountKind::Candidate)
        ));
    }
}

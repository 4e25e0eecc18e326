//! `ensemblier staff`: who may use the back-office.

use clap::Subcommand;
use ensemblier::admin::staff::{self, Outcome};

use super::{failed, Ready};

#[derive(Subcommand)]
pub enum StaffAction {
    /// Donne l'accès à l'administration au compte de cette adresse e-mail.
    Grant { email: String },
    /// Retire l'accès à l'administration au compte de cette adresse e-mail.
    Revoke { email: String },
}

pub async fn run(action: StaffAction) -> anyhow::Result<()> {
    let Ready { pool, .. } = Ready::connect(2).await?;
    let (email, granting) = match &action {
        StaffAction::Grant { email } => (email.trim(), true),
        StaffAction::Revoke { email } => (email.trim(), false),
    };
    let outcome = if granting {
        staff::grant(&pool, email).await
    } else {
        staff::revoke(&pool, email).await
    }
    .map_err(failed(email))?;
    let line = match (granting, outcome) {
        (true, Outcome::Changed) => "a désormais accès à l'administration",
        (true, Outcome::Unchanged) => "avait déjà accès à l'administration",
        (false, Outcome::Changed) => "n'a plus accès à l'administration",
        (false, Outcome::Unchanged) => "n'avait pas accès à l'administration",
    };
    println!("Compte {email} : {line}.");
    Ok(())
}

//! Passwords: the policy for new ones, and argon2id hashing at OWASP's parameters
//! (19 MiB, 2 iterations, 1 lane). Hashing is slow on purpose, so it runs off the async
//! threads, and at most [`max_concurrent_hashes`] at once: the others wait their turn, so a
//! burst of sign-ins or resets costs a queue, not 19 MiB per request (issue 15).

use std::sync::LazyLock;

use tokio::sync::Semaphore;

use argon2::{
    password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
    Algorithm, Argon2, Params, Version,
};

use crate::error::{AppError, AppResult, ErrorCode};

pub const MIN_LENGTH: usize = 8;
const MAX_LENGTH: usize = 1024;

/// A password that meets the policy, ready to hash.
pub struct NewPassword(String);

impl NewPassword {
    pub fn parse(password: &str, display_name: &str) -> AppResult<Self> {
        if password.is_empty() {
            return Err(AppError::missing(display_name));
        }
        let length = password.chars().count();
        if length < MIN_LENGTH {
            return Err(AppError::invalid(
                ErrorCode::WeakPassword,
                format!("Le mot de passe doit contenir au moins {MIN_LENGTH} caractères."),
            ));
        }
        if length > MAX_LENGTH {
            return Err(AppError::invalid(
                ErrorCode::WeakPassword,
                "Le mot de passe est trop long.",
            ));
        }
        Ok(Self(password.to_owned()))
    }

    /// Checks a new password and its confirmation (password reset and change).
    pub fn parse_confirmed(password: &str, confirmation: &str) -> AppResult<Self> {
        if confirmation.is_empty() {
            return Err(AppError::missing("Confirmation du mot de passe"));
        }
        let password = Self::parse(password, "Nouveau mot de passe")?;
        if password.0 != confirmation {
            return Err(AppError::invalid(
                ErrorCode::PasswordMismatch,
                "Les mots de passe ne correspondent pas.",
            ));
        }
        Ok(password)
    }

    pub async fn hash(self) -> AppResult<String> {
        bounded(move || {
            let salt = SaltString::generate(&mut OsRng);
            hasher()
                .hash_password(self.0.as_bytes(), &salt)
                .map(|hash| hash.to_string())
                .map_err(|e| AppError::internal(anyhow::anyhow!("argon2: {e}")))
        })
        .await?
    }
}

/// Hashes (and checks) running at once in this process: twice the cores, so the CPU stays
/// busy while memory stays at about 2 × cores × 19 MiB.
pub fn max_concurrent_hashes() -> usize {
    2 * std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// One process-wide queue: it guards a resource of the machine (its cores and memory), not a
/// setting, so every server built in the process shares it.
static HASHING: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(max_concurrent_hashes()));

/// Runs `work` on the blocking pool once a hashing place is free.
async fn bounded<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> AppResult<T> {
    let _place = HASHING.acquire().await.map_err(AppError::internal)?;
    tokio::task::spawn_blocking(work)
        .await
        .map_err(AppError::internal)
}

fn hasher() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Whether `password` matches `hash`. A missing hash (an account that cannot sign in)
/// never matches, after the same work as a real check so timing tells nothing.
pub async fn verify(hash: Option<String>, password: String) -> AppResult<bool> {
    bounded(move || {
        let stored = hash.unwrap_or_else(|| DUMMY_HASH.to_owned());
        let matches = PasswordHash::new(&stored)
            .map(|parsed| {
                hasher()
                    .verify_password(password.as_bytes(), &parsed)
                    .is_ok()
            })
            .unwrap_or(false);
        matches && stored != DUMMY_HASH
    })
    .await
}

/// The hash of a random password nobody knows.
const DUMMY_HASH: &str = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0c5Bd8ZlW2XZNiBy2V8Fh3NfVb1mT6pkyl3Hj1Cq8zQ";

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_hashed_password_verifies_and_another_does_not() {
        let hash = NewPassword::parse("tapisserie-2026", "Mot de passe")
            .expect("valid")
            .hash()
            .await
            .expect("hash");
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify(Some(hash.clone()), "tapisserie-2026".into())
            .await
            .expect("verify"));
        assert!(!verify(Some(hash), "tapisserie-2025".into())
            .await
            .expect("verify"));
        assert!(!verify(None, "tapisserie-2026".into())
            .await
            .expect("verify"));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn hashes_beyond_the_limit_wait_their_turn() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        use std::sync::Arc;
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let tasks: Vec<_> = (0..4 * max_concurrent_hashes())
            .map(|_| {
                let (running, most) = (running.clone(), most.clone());
                tokio::spawn(bounded(move || {
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(std::time::Duration::from_millis(20));
                    running.fetch_sub(1, Ordering::SeqCst);
                }))
            })
            .collect();
        for task in tasks {
            assert!(task.await.is_ok_and(|done| done.is_ok()));
        }
        let most = most.load(Ordering::SeqCst);
        assert!(
            most <= max_concurrent_hashes(),
            "{most} ran at once, limit {}",
            max_concurrent_hashes()
        );
    }

    #[test]
    fn each_weak_or_mismatched_password_gets_its_message() {
        let message = |r: AppResult<NewPassword>| r.err().map(|e| e.message()).unwrap_or_default();
        assert_eq!(
            message(NewPassword::parse("", "Mot de passe")),
            "Le champ obligatoire Mot de passe n'a pas été renseigné."
        );
        assert_eq!(
            message(NewPassword::parse("court", "Mot de passe")),
            "Le mot de passe doit contenir au moins 8 caractères."
        );
        assert_eq!(
            message(NewPassword::parse_confirmed("longenough1", "longenough2")),
            "Les mots de passe ne correspondent pas."
        );
        assert_eq!(
            message(NewPassword::parse_confirmed("longenough1", "")),
            "Le champ obligatoire Confirmation du mot de passe n'a pas été renseigné."
        );
        assert!(NewPassword::parse_confirmed("longenough1", "longenough1").is_ok());
    }
}

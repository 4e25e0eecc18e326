//! Accounts: registration, sign-in, sessions, e-mail confirmation, passwords, profiles and
//! account deletion. Each file owns one of these and its SQL.

pub mod confirm;
pub mod email;
pub mod export;
pub mod login;
pub mod password;
pub mod profile;
pub mod register;
pub mod reset;
pub mod session;
pub mod session_user;
pub mod token;
pub mod viewer;

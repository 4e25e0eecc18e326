//! Reads a multipart form whole: text fields and uploaded files by field name.

use std::collections::HashMap;

use axum::extract::Multipart;

use crate::error::{AppError, AppResult, ErrorCode};

pub struct Upload {
    pub file_name: String,
    pub bytes: Vec<u8>,
}

#[derive(Default)]
pub struct Form {
    fields: HashMap<String, String>,
    files: HashMap<String, Upload>,
}

fn unreadable() -> AppError {
    AppError::invalid(ErrorCode::BadForm, "Le formulaire envoyé est illisible.")
}

impl Form {
    pub async fn read(mut multipart: Multipart) -> AppResult<Self> {
        let mut form = Self::default();
        while let Some(field) = multipart.next_field().await.map_err(|_| unreadable())? {
            let name = field.name().unwrap_or_default().to_owned();
            match field.file_name().map(str::to_owned) {
                Some(file_name) => {
                    let bytes = field.bytes().await.map_err(|_| unreadable())?.to_vec();
                    form.files.insert(name, Upload { file_name, bytes });
                }
                None => {
                    let text = field.text().await.map_err(|_| unreadable())?;
                    form.fields.insert(name, text);
                }
            }
        }
        Ok(form)
    }

    /// A text field, or an empty string when it was not sent.
    pub fn text(&self, name: &str) -> String {
        self.fields.get(name).cloned().unwrap_or_default()
    }

    pub fn optional(&self, name: &str) -> Option<String> {
        self.fields.get(name).cloned()
    }

    pub fn take_file(&mut self, name: &str) -> Option<Upload> {
        self.files.remove(name)
    }
}

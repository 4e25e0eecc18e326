//! Reads a multipart form whole: text fields and uploaded files by field name. Only the
//! text fields its endpoint declares (`http::fields`) are kept, each checked against its
//! bound; every file name is bounded too.

use std::collections::HashMap;

use axum::extract::Multipart;

use super::fields;
use crate::{
    error::{AppError, AppResult, ErrorCode},
    text::FieldBound,
};

pub struct Upload {
    pub file_name: String,
    pub bytes: Vec<u8>,
}

#[derive(Default)]
pub struct Form {
    declared: &'static [(&'static str, FieldBound)],
    fields: HashMap<String, String>,
    files: Vec<(String, Upload)>,
}

fn unreadable() -> AppError {
    AppError::invalid(ErrorCode::BadForm, "Le formulaire envoyé est illisible.")
}

impl Form {
    /// The form sent to `path`, whose text fields `http::fields::ENDPOINTS` declares.
    pub async fn read(mut multipart: Multipart, path: &str) -> AppResult<Self> {
        let mut form = Self {
            declared: fields::of(path)?,
            ..Self::default()
        };
        while let Some(field) = multipart.next_field().await.map_err(|_| unreadable())? {
            let name = field.name().unwrap_or_default().to_owned();
            match field.file_name().map(str::to_owned) {
                Some(file_name) => {
                    fields::check_file_name(&file_name)?;
                    // Into a Vec without a copy (the buffer is this field's alone).
                    let bytes = Vec::from(field.bytes().await.map_err(|_| unreadable())?);
                    form.files.push((name, Upload { file_name, bytes }));
                }
                None => {
                    let text = field.text().await.map_err(|_| unreadable())?;
                    // A field nobody reads is not kept.
                    if let Some((_, bound)) = form.declared.iter().find(|(n, _)| *n == name) {
                        bound.check(&text)?;
                        form.fields.insert(name, text);
                    }
                }
            }
        }
        Ok(form)
    }

    /// A text field, or an empty string when it was not sent.
    pub fn text(&self, name: &str) -> String {
        self.optional(name).unwrap_or_default()
    }

    pub fn optional(&self, name: &str) -> Option<String> {
        debug_assert!(
            self.declared.iter().any(|(n, _)| *n == name),
            "the form field {name} is not declared in http::fields"
        );
        self.fields.get(name).cloned()
    }

    /// The file of the field `name` (the last one, if it came several times).
    pub fn take_file(&mut self, name: &str) -> Option<Upload> {
        self.take_files(name).pop()
    }

    /// Every file of the field `name`, in the order they came.
    pub fn take_files(&mut self, name: &str) -> Vec<Upload> {
        let (taken, kept) = std::mem::take(&mut self.files)
            .into_iter()
            .partition(|(field, _)| field == name);
        self.files = kept;
        taken.into_iter().map(|(_, upload)| upload).collect()
    }
}

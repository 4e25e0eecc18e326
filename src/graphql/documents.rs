//! Parsed GraphQL documents by query text. The UI sends a few fixed documents with varying
//! variables, so each is parsed once rather than on every request (parsing was about a tenth
//! of a search request's CPU: `git log -p benches/README.md`).

use std::{collections::HashMap, sync::RwLock};

use async_graphql::{parser::types::ExecutableDocument, Request};

/// Distinct documents kept; beyond, the cache starts over (the UI has a few dozen).
const CAPACITY: usize = 256;

/// Longer query texts are parsed each time: no UI document comes near.
const LONGEST_KEPT: usize = 16 * 1024;

#[derive(Default)]
pub struct ParsedDocuments {
    documents: RwLock<HashMap<String, ExecutableDocument>>,
}

impl ParsedDocuments {
    /// Gives `request` its parsed document, from the cache or parsed now and kept. A text
    /// that does not parse is left for the execution to report.
    pub fn prepare(&self, request: &mut Request) {
        if request.query.len() > LONGEST_KEPT {
            return;
        }
        let cached = self
            .documents
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(&request.query)
            .cloned();
        if let Some(document) = cached {
            request.set_parsed_query(document);
            return;
        }
        let Ok(document) = request.parsed_query().cloned() else {
            return;
        };
        let mut documents = self
            .documents
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if documents.len() >= CAPACITY {
            documents.clear();
        }
        documents.insert(request.query.clone(), document);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_is_parsed_once_and_a_broken_one_is_not_kept() {
        let documents = ParsedDocuments::default();
        let mut first = Request::new("{ jobOffers { totalCount } }");
        documents.prepare(&mut first);
        let mut again = Request::new("{ jobOffers { totalCount } }");
        documents.prepare(&mut again);
        assert!(again.parsed_query().is_ok());
        assert_eq!(documents.documents.read().map(|d| d.len()).ok(), Some(1));
        let mut broken = Request::new("{ jobOffers { ");
        documents.prepare(&mut broken);
        assert_eq!(documents.documents.read().map(|d| d.len()).ok(), Some(1));
    }
}

//! `jobSuggestions`: what completes the text typed in « Quel job ? » (issue 39; docs/search.md
//! "Suggestions while typing").

use async_graphql::{Context, Enum, Object, SimpleObject};
use ensemblier_index::SuggestionKind;

use crate::{
    error::AppResult,
    search::Search,
    text::{Keywords, Text},
};

#[derive(Enum, Clone, Copy, PartialEq, Eq)]
pub enum JobSuggestionKind {
    /// A position's name (`Tapissier décorateur`).
    Position,
    /// A word of the offers' titles and positions (`tapissière`).
    Word,
    /// An offer's title.
    Title,
}

#[derive(SimpleObject)]
pub struct JobSuggestion {
    /// As offers write it.
    text: String,
    kind: JobSuggestionKind,
    /// Live offers with it.
    count: i32,
    /// Found by forgiving a typo in what was typed.
    corrected: bool,
}

#[derive(Default)]
pub struct SuggestionsQuery;

#[Object]
impl SuggestionsQuery {
    /// Up to 8 suggestions completing `text` (2 characters at least), most live offers first;
    /// after three letters a typo is forgiven (`corrected`).
    async fn job_suggestions(
        &self,
        ctx: &Context<'_>,
        text: Text<Keywords>,
    ) -> AppResult<Vec<JobSuggestion>> {
        let found = ctx.data_unchecked::<Search>().suggestions(&text).await?;
        Ok(found
            .into_iter()
            .map(|s| JobSuggestion {
                text: s.text,
                kind: match s.kind {
                    SuggestionKind::Position => JobSuggestionKind::Position,
                    SuggestionKind::Word => JobSuggestionKind::Word,
                    SuggestionKind::Title => JobSuggestionKind::Title,
                },
                count: i32::try_from(s.count).unwrap_or(i32::MAX),
                corrected: s.corrected,
            })
            .collect())
    }
}

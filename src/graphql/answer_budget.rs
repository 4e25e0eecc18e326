//! An answer is bounded while it is built (issue 32): every text a field resolves to is
//! charged to its request's budget of [`MAX_RESPONSE_BYTES`], and once the budget is spent the
//! fields left are not resolved at all; the request then gets `RESPONSE_TOO_LARGE`
//! (`http::graphql`). Checking the size of the finished answer, as before, let one request
//! hold hundreds of megabytes first.
//!
//! Why both this and the cost of long texts (`limits::TEXT_BOUNDS`): the cost refuses, before
//! anything runs, a request whose texts *could* be large, which bounds what it reads from
//! PostgreSQL; this budget bounds what it *builds*, whatever the rows hold (texts stored
//! before the bounds, a field whose weight was forgotten). An answer holds at most the budget
//! in texts plus one value per field the cost allowed (`limits::MAX_COST`, a few bytes each);
//! its JSON is written with the same cap (`http::graphql`).

use std::sync::{
    atomic::{AtomicUsize, Ordering},
    Arc,
};

use async_graphql::{
    extensions::{Extension, ExtensionContext, ExtensionFactory, NextResolve, ResolveInfo},
    ServerError, ServerResult, Value,
};

use super::limits::{Refusal, MAX_RESPONSE_BYTES};

/// The schema's extension: a fresh budget for each request.
pub struct AnswerBudget;

impl ExtensionFactory for AnswerBudget {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(Spent::default())
    }
}

/// Bytes of text one request's answer holds so far.
#[derive(Default)]
struct Spent(AtomicUsize);

impl Spent {
    fn over(&self) -> bool {
        self.0.load(Ordering::Relaxed) > MAX_RESPONSE_BYTES
    }
}

#[async_graphql::async_trait::async_trait]
impl Extension for Spent {
    async fn resolve(
        &self,
        ctx: &ExtensionContext<'_>,
        info: ResolveInfo<'_>,
        next: NextResolve<'_>,
    ) -> ServerResult<Option<Value>> {
        if self.over() {
            return Err(too_large());
        }
        let value = next.run(ctx, info).await?;
        // Objects and lists are charged through their fields and items, each resolved here.
        if let Some(Value::String(text)) = &value {
            self.0.fetch_add(text.len(), Ordering::Relaxed);
            if self.over() {
                return Err(too_large());
            }
        }
        Ok(value)
    }
}

fn too_large() -> ServerError {
    let refusal = Refusal::response_too_large();
    let mut error = ServerError::new(refusal.message, None);
    error
        .extensions
        .get_or_insert_with(Default::default)
        .set("code", refusal.code.as_str());
    error
}

/// The answer ran out of its budget: it is refused whole.
pub fn ran_out(response: &async_graphql::Response) -> bool {
    let code = Value::from(Refusal::response_too_large().code.as_str());
    response.errors.iter().any(|error| {
        error
            .extensions
            .as_ref()
            .and_then(|extensions| extensions.get("code"))
            == Some(&code)
    })
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicUsize;

    use async_graphql::{EmptyMutation, EmptySubscription, Object, Schema};

    use super::*;

    /// A field of `kb` kilobytes of text, counting how often it is resolved.
    struct Texts(Arc<AtomicUsize>);

    #[Object]
    impl Texts {
        async fn text(&self, kb: usize) -> String {
            self.0.fetch_add(1, Ordering::SeqCst);
            "x".repeat(kb * 1024)
        }
    }

    fn schema() -> (
        Schema<Texts, EmptyMutation, EmptySubscription>,
        Arc<AtomicUsize>,
    ) {
        let resolved = Arc::new(AtomicUsize::new(0));
        let schema = Schema::build(
            Texts(Arc::clone(&resolved)),
            EmptyMutation,
            EmptySubscription,
        )
        .extension(AnswerBudget)
        .finish();
        (schema, resolved)
    }

    #[tokio::test]
    async fn an_answer_stops_at_its_budget_whatever_the_data() {
        let (schema, resolved) = schema();
        let fits = schema
            .execute("{ a: text(kb: 1500) b: text(kb: 1500) }")
            .await;
        assert!(fits.errors.is_empty(), "{:?}", fits.errors);
        assert!(!ran_out(&fits));
        resolved.store(0, Ordering::SeqCst);
        let over = schema
            .execute("{ a: text(kb: 3000) b: text(kb: 3000) c: text(kb: 3000) d: text(kb: 1) }")
            .await;
        assert!(ran_out(&over));
        // The fields after the budget ran out were not resolved at all.
        assert_eq!(resolved.load(Ordering::SeqCst), 2);
        // Each request has its own budget.
        assert!(!ran_out(&schema.execute("{ a: text(kb: 3000) }").await));
    }
}

//! Who calls a GraphQL request: the HTTP layer puts the signed-in `Viewer` (or none) in the
//! request's data. A leaf, so that every resolver module may read it without importing another.

use async_graphql::Context;

use crate::access::Viewer;

/// The caller of this request, if signed in.
pub fn viewer<'a>(ctx: &'a Context<'_>) -> Option<&'a Viewer> {
    ctx.data_opt::<Option<Viewer>>().and_then(Option::as_ref)
}

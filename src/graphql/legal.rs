//! The legal notice in GraphQL (`legalNotice`), for `/legal`: public, from the settings.

use async_graphql::{Context, Object};

use crate::{
    config::{LegalSettings, Seller},
    contact::ContactAddress,
    legal_notice::LegalNotice,
};

#[derive(Default)]
pub struct LegalQuery;

#[Object]
impl LegalQuery {
    /// « Mentions légales »: the publisher (the seller of the invoices), the publication
    /// director and the host, as the operator set them.
    async fn legal_notice(&self, ctx: &Context<'_>) -> LegalNotice {
        LegalNotice::new(
            ctx.data_unchecked::<Seller>(),
            ctx.data_unchecked::<LegalSettings>(),
            &ctx.data_unchecked::<ContactAddress>().0,
        )
    }
}

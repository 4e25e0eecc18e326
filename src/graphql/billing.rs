//! Billing in GraphQL: `pricings`, and the caller's `wallets`, Urgent offers, orders and
//! `orderInvoices` (a company sees its own only).

use async_graphql::{ComplexObject, Context, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{
    caller::viewer,
    connection::{connection, page_size, CountedConnection, Keyset},
};
use crate::access::Area;
use crate::access::{iri, parse_iri, signed_in};
use crate::billing::{
    self,
    invoices::{self, Invoice},
    orders::{self, Order},
    wallet::{self, UrgentOffer, Wallet},
    Pricing,
};
use crate::error::{AppError, AppResult};

#[Object]
impl Pricing {
    async fn id(&self) -> ID {
        iri("pricings", self.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.id
    }
    async fn uuid(&self) -> String {
        self.uuid.to_string()
    }
    async fn name(&self) -> &str {
        &self.name
    }
    /// Price excluding tax, in cents.
    async fn price(&self) -> i32 {
        self.price
    }
    /// Price including 20% VAT, in cents.
    async fn price_incl(&self) -> i32 {
        self.price_incl
    }
    /// Number of ads of a pack; null for the Urgent option and banners.
    async fn job_offer_ads_amount(&self) -> Option<i32> {
        self.job_offer_ads_amount
    }
    /// Days of the Urgent option (on top of the results) or of a banner; null for a pack.
    #[graphql(name = "durationDays")]
    async fn days(&self) -> Option<i32> {
        self.duration_days()
    }
    /// HTML.
    async fn description(&self) -> &str {
        &self.description
    }
    async fn is_pack(&self) -> bool {
        self.is_pack
    }
    /// 1 = ad packs, 2 = Urgent options, 3 = banners.
    async fn display_group(&self) -> i16 {
        self.display_group
    }
}

#[derive(Default)]
pub struct BillingQuery;

#[Object]
impl BillingQuery {
    /// What can be bought, in display order. All of them fit on one page.
    async fn pricings(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 30)] first: Option<i32>,
        display_group: Option<i16>,
    ) -> AppResult<CountedConnection<Pricing>> {
        let first = page_size(first, 30, 100)?;
        if display_group.is_some_and(|g| !(1..=3).contains(&g)) {
            return Err(AppError::out_of_range("displayGroup", 1, 3));
        }
        let pricings =
            billing::list_pricings(ctx.data_unchecked::<PgPool>(), display_group).await?;
        let total = pricings.len() as i64;
        Ok(connection(pricings, first, total, false, |p| Keyset {
            key: i64::from(p.sort_order),
            id: p.id,
        }))
    }
}

/// `/api/wallets/{id}`: the ads a paying client bought, consumed and has left.
#[Object]
impl Wallet {
    async fn id(&self) -> ID {
        iri("wallets", self.id)
    }
    async fn job_offer_ads_consumed(&self) -> i32 {
        self.job_offer_ads_consumed
    }
    async fn job_offer_ads_remaining(&self) -> i32 {
        self.job_offer_ads_remaining
    }
}

/// An offer of the caller's company running Urgent now.
#[Object]
impl UrgentOffer {
    async fn job_offer(&self) -> ID {
        iri("job_offers", self.job_offer_id)
    }
    #[graphql(name = "jobOfferId")]
    async fn job_offer_numeric_id(&self) -> i64 {
        self.job_offer_id
    }
    async fn title(&self) -> &str {
        &self.title
    }
    async fn slug(&self) -> &str {
        &self.slug
    }
    /// When it stops being Urgent.
    async fn urgent_until(&self) -> DateTime<Utc> {
        self.urgent_until
    }
}

/// An order as the billing page lists it. Amounts in cents.
#[Object(name = "Order")]
impl Order {
    async fn id(&self) -> ID {
        iri("orders", self.id)
    }
    async fn uuid(&self) -> String {
        self.uuid.to_string()
    }
    /// What a bank transfer must carry.
    async fn reference(&self) -> &str {
        &self.reference
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.created_at
    }
    async fn paid_at(&self) -> Option<DateTime<Utc>> {
        self.paid_at
    }
    async fn product_name(&self) -> &str {
        &self.pricing_name
    }
    /// Price excl. tax before the discount.
    async fn price(&self) -> i32 {
        self.price
    }
    async fn discount(&self) -> i32 {
        self.discount
    }
    async fn vat(&self) -> i32 {
        self.vat
    }
    /// What the buyer pays, VAT included.
    async fn price_incl(&self) -> i32 {
        self.price_incl
    }
    /// `card` or `transfer`.
    async fn payment_method(&self) -> &str {
        &self.payment_method
    }
    /// `pending`, `paid`, `failed` or `cancelled`.
    async fn status(&self) -> &str {
        &self.status
    }
    /// Payée, En attente de virement…
    async fn status_label(&self) -> &'static str {
        self.state_label()
    }
    async fn invoice(&self, ctx: &Context<'_>) -> AppResult<Option<Invoice>> {
        if !self.is_paid() {
            return Ok(None);
        }
        invoices::of_order(ctx.data_unchecked::<PgPool>(), self.id).await
    }
    /// Where to send the money while a bank transfer is awaited (the seller's account and this
    /// order's reference and amount, as the PDF says them); null for any other order.
    async fn transfer_details(&self, ctx: &Context<'_>) -> Option<TransferDetails> {
        if self.status != "pending" || self.payment_method != "transfer" {
            return None;
        }
        let seller = ctx.data_unchecked::<crate::config::Seller>();
        Some(TransferDetails {
            holder: seller.name.clone(),
            bank: seller.bank.clone(),
            iban: seller.iban.clone(),
            bic: seller.bic.clone(),
            reference: self.reference.clone(),
            amount: self.price_incl,
        })
    }
}

/// A pending bank transfer's instructions, shown on the page as in `/pdf/iban-….pdf`.
#[derive(SimpleObject)]
pub struct TransferDetails {
    /// The account holder (the seller).
    holder: String,
    bank: String,
    iban: String,
    bic: String,
    /// What the transfer must carry.
    reference: String,
    /// Cents, VAT included.
    amount: i32,
}

/// `/api/order_invoices/{id}`; its PDF is at `/sf/invoices/{uuid}`.
#[Object(name = "OrderInvoice")]
impl Invoice {
    async fn id(&self) -> ID {
        iri("order_invoices", self.id)
    }
    async fn uuid(&self) -> String {
        self.uuid.to_string()
    }
    /// The invoice number, e.g. F2026-000042.
    async fn reference(&self) -> &str {
        &self.reference
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.created_at
    }
    /// The invoice date in French, e.g. 23/11/2026.
    async fn created_at_to_string(&self) -> String {
        self.created_at
            .with_timezone(&chrono_tz::Europe::Paris)
            .format("%d/%m/%Y")
            .to_string()
    }
    async fn order(&self) -> InvoiceOrder {
        InvoiceOrder {
            id: self.order_id,
            reference: self.order_reference.clone(),
            price_incl: self.price_incl,
        }
    }
}

#[derive(SimpleObject)]
#[graphql(complex)]
pub struct InvoiceOrder {
    #[graphql(skip)]
    id: i64,
    reference: String,
    /// Cents, VAT included.
    price_incl: i32,
}

#[ComplexObject]
impl InvoiceOrder {
    async fn id(&self) -> ID {
        iri("orders", self.id)
    }
}

/// Most rows a billing list returns (a company makes a few orders a year).
const MAX_BILLING_ROWS: i32 = 100;

#[derive(Default)]
pub struct WalletQuery;

#[Object]
impl WalletQuery {
    /// The caller's wallet (a company's only). `owner`, when given, must be the caller's own
    /// pro client (`/api/pro_clients/{id}` or its id); any other owner gives an empty list.
    async fn wallets(
        &self,
        ctx: &Context<'_>,
        owner: Option<ID>,
    ) -> AppResult<CountedConnection<Wallet>> {
        let (_, client_id) = signed_in(viewer(ctx))?.company()?;
        if let Some(owner) = owner {
            let asked = parse_iri("pro_clients", owner.as_str())?;
            if asked != client_id {
                return Ok(connection(Vec::new(), 1, 0, false, |w: &Wallet| Keyset {
                    key: w.id,
                    id: w.id,
                }));
            }
        }
        let wallet = wallet::of_client(ctx.data_unchecked::<PgPool>(), client_id).await?;
        Ok(connection(vec![wallet], 1, 1, false, |w| Keyset {
            key: w.id,
            id: w.id,
        }))
    }

    /// The caller's offers running Urgent now, with their end dates.
    async fn my_urgent_offers(&self, ctx: &Context<'_>) -> AppResult<Vec<UrgentOffer>> {
        let (_, client_id) = signed_in(viewer(ctx))?.company()?;
        wallet::urgent_offers(ctx.data_unchecked::<PgPool>(), client_id).await
    }

    /// The caller's invoices, newest first (fetchMyInvoices).
    async fn order_invoices(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 30)] first: Option<i32>,
    ) -> AppResult<CountedConnection<Invoice>> {
        let first = page_size(first, 30, MAX_BILLING_ROWS)?;
        let (_, client_id) = signed_in(viewer(ctx))?.company_for(Area::Billing)?;
        let rows = invoices::of_client(ctx.data_unchecked::<PgPool>(), client_id, first as i64 + 1)
            .await?;
        let total = rows.len() as i64;
        Ok(connection(rows, first, total, false, |i| Keyset {
            key: i.id,
            id: i.id,
        }))
    }

    /// The caller's orders for the billing page: paid ones and bank transfers, newest first.
    async fn my_orders(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 30)] first: Option<i32>,
    ) -> AppResult<CountedConnection<Order>> {
        let first = page_size(first, 30, MAX_BILLING_ROWS)?;
        let (_, client_id) = signed_in(viewer(ctx))?.company_for(Area::Billing)?;
        let rows =
            orders::listed_for_client(ctx.data_unchecked::<PgPool>(), client_id, first as i64 + 1)
                .await?;
        let total = rows.len() as i64;
        Ok(connection(rows, first, total, false, |o| Keyset {
            key: o.id,
            id: o.id,
        }))
    }
}

//! The money screens of the back-office (docs/admin.md): `admin { pricings promoCodes orders
//! pendingBanners }` and `admin { updatePricing createPromoCode disablePromoCode markOrderPaid
//! reviewBanner issueCreditNote }`.

use crate::text::{
    AdminSearch, Amount, Cursor, Date, DescriptionPoint, OrderReference, Plain, PromoCode,
    ReviewReason, Text,
};
use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use chrono::{DateTime, NaiveDate, Utc};
use sqlx::PgPool;

use super::{id_keyset, resume, staff};
use crate::{
    admin::money::{self, OrderState, PricingChange, StaffOrder, StaffPricing},
    banners::{self, Banner, Decision},
    billing::{
        codes::{self, ListedCode, NewCode},
        credit_notes, orders, PricingGroup,
    },
    error::AppResult,
    graphql::connection::{connection, page_size, CountedConnection},
};

pub struct AdminPricing(StaffPricing);

#[Object]
impl AdminPricing {
    async fn id(&self) -> i64 {
        self.0.id
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    /// Cents excl. tax.
    async fn price(&self) -> i32 {
        self.0.price
    }
    /// Cents incl. 20 % VAT (computed by the server from `price`).
    async fn price_incl(&self) -> i32 {
        self.0.price_incl
    }
    /// Ads of a pack; null for the Urgent option and banners.
    async fn job_offer_ads_amount(&self) -> Option<i32> {
        self.0.job_offer_ads_amount
    }
    /// Days of the Urgent option or of a banner; null for a pack.
    async fn duration_days(&self) -> Option<i32> {
        PricingGroup::of(self.0.display_group).duration_days(self.0.banner_days)
    }
    /// The description's points, as the form edits them.
    async fn description_points(&self) -> Vec<String> {
        money::description_points(&self.0.description)
    }
    /// 1 ad packs, 2 the Urgent option, 3 banners (what the pricing sells: not editable).
    async fn display_group(&self) -> i16 {
        self.0.display_group
    }
    /// When staff last changed it (the reference seeding then leaves it alone).
    async fn edited_by_staff_at(&self) -> Option<DateTime<Utc>> {
        self.0.edited_by_staff_at
    }
}

pub struct AdminPromoCode(ListedCode);

#[Object]
impl AdminPromoCode {
    async fn id(&self) -> i64 {
        self.0.id
    }
    async fn code(&self) -> &str {
        &self.0.code
    }
    async fn percent_off(&self) -> Option<i16> {
        self.0.percent_off
    }
    /// Cents excl. tax.
    async fn amount_off(&self) -> Option<i32> {
        self.0.amount_off
    }
    async fn valid_from(&self) -> Option<DateTime<Utc>> {
        self.0.valid_from
    }
    /// The first instant it is no longer valid (midnight after its last day, Paris time).
    async fn valid_until(&self) -> Option<DateTime<Utc>> {
        self.0.valid_until
    }
    async fn max_uses(&self) -> Option<i32> {
        self.0.max_uses
    }
    async fn max_uses_per_company(&self) -> Option<i32> {
        self.0.max_uses_per_client
    }
    /// The pricings it is restricted to; none: every pricing.
    async fn pricing_ids(&self) -> &[i64] {
        &self.0.pricing_ids
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn disabled_at(&self) -> Option<DateTime<Utc>> {
        self.0.disabled_at
    }
    /// Paid orders that used it so far.
    async fn uses(&self) -> i64 {
        self.0.uses
    }
}

/// A new promotion code, as `ensemblier promo create` takes it.
#[derive(InputObject)]
pub struct NewPromoCodeInput {
    pub code: Text<PromoCode>,
    /// 1 to 100; or `amountOff`.
    pub percent_off: Option<i32>,
    /// Euros excl. tax as typed (`50`, `49,90`); or `percentOff`.
    pub amount_off: Option<Text<Amount>>,
    /// First valid day, `YYYY-MM-DD` (Paris time).
    pub valid_from: Option<Text<Date>>,
    /// Last valid day, included, `YYYY-MM-DD` (Paris time).
    pub valid_until: Option<Text<Date>>,
    pub max_uses: Option<i32>,
    pub max_uses_per_company: Option<i32>,
    #[graphql(default)]
    pub pricing_ids: Vec<i64>,
}

#[derive(Enum, Clone, Copy, PartialEq, Eq)]
#[graphql(name = "AdminOrderState")]
pub enum OrderStateArg {
    AwaitingTransfer,
    AwaitingCard,
    Paid,
    Failed,
    Cancelled,
}

impl From<OrderStateArg> for OrderState {
    fn from(state: OrderStateArg) -> Self {
        match state {
            OrderStateArg::AwaitingTransfer => Self::AwaitingTransfer,
            OrderStateArg::AwaitingCard => Self::AwaitingCard,
            OrderStateArg::Paid => Self::Paid,
            OrderStateArg::Failed => Self::Failed,
            OrderStateArg::Cancelled => Self::Cancelled,
        }
    }
}

pub struct AdminOrder(StaffOrder);

#[Object]
impl AdminOrder {
    async fn id(&self) -> i64 {
        self.0.id
    }
    /// `ENS-…`, the bank transfer's reference.
    async fn reference(&self) -> &str {
        &self.0.reference
    }
    /// `pending`, `paid`, `failed` or `cancelled`.
    async fn status(&self) -> &str {
        &self.0.status
    }
    /// Payée, En attente de virement…
    async fn status_label(&self) -> &'static str {
        self.0.state_label()
    }
    /// `card` or `transfer`.
    async fn payment_method(&self) -> &str {
        &self.0.payment_method
    }
    /// Carte bancaire or Virement.
    async fn provider_label(&self) -> &'static str {
        self.0.provider_label()
    }
    async fn company_name(&self) -> Option<&str> {
        self.0.company_name.as_deref()
    }
    /// The account that ordered.
    async fn account_email(&self) -> Option<&str> {
        self.0.account_email.as_deref()
    }
    async fn product_name(&self) -> &str {
        &self.0.product_name
    }
    /// Cents excl. tax, after any discount.
    async fn amount_excl(&self) -> i32 {
        self.0.net
    }
    /// Cents excl. tax taken off by a promotion code.
    async fn discount(&self) -> i32 {
        self.0.discount
    }
    /// Cents incl. tax.
    async fn amount_incl(&self) -> i32 {
        self.0.price_incl
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn paid_at(&self) -> Option<DateTime<Utc>> {
        self.0.paid_at
    }
    /// `F2026-000042` once paid.
    async fn invoice_reference(&self) -> Option<&str> {
        self.0.invoice_reference.as_deref()
    }
    /// Its PDF is at `/sf/invoices/{invoiceUuid}` (the company's and staff's only).
    async fn invoice_uuid(&self) -> Option<String> {
        self.0.invoice_uuid.map(|u| u.to_string())
    }
    /// `A2026-000003` once staff cancelled the invoice with a credit note.
    async fn credit_note_reference(&self) -> Option<&str> {
        self.0.credit_note_reference.as_deref()
    }
    /// Its PDF is at `/sf/credit-notes/{creditNoteUuid}` (the company's and staff's only).
    async fn credit_note_uuid(&self) -> Option<String> {
        self.0.credit_note_uuid.map(|u| u.to_string())
    }
}

/// What « Émettre un avoir » did.
#[derive(SimpleObject)]
pub struct IssuedCreditNote {
    /// `A2026-000003`.
    pub reference: String,
    pub uuid: String,
    /// The invoice it cancels.
    pub invoice_reference: String,
    /// False when the invoice had its credit note already: nothing new was made.
    pub issued_now: bool,
}

/// Why a credit note is issued.
#[derive(Enum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CreditNoteReasonArg {
    /// The order was refunded.
    Refund,
    /// The order was cancelled.
    Cancellation,
}

/// What « Marquer payé » did.
#[derive(SimpleObject)]
pub struct MarkedPaid {
    pub reference: String,
    pub status: String,
    pub status_label: &'static str,
    /// False when the order was paid before: nothing was credited again.
    pub paid_now: bool,
}

pub struct AdminBanner(Banner);

#[Object]
impl AdminBanner {
    async fn id(&self) -> i64 {
        self.0.id
    }
    async fn company_name(&self) -> Option<&str> {
        self.0.company_name.as_deref()
    }
    async fn product_name(&self) -> &str {
        &self.0.product_name
    }
    async fn order_reference(&self) -> &str {
        &self.0.order_reference
    }
    /// The creative, as the home page would show it.
    // Signed: staff see a creative not yet approved through it (banners::preview).
    async fn image_url(&self, ctx: &Context<'_>) -> async_graphql::Result<String> {
        Ok(ctx
            .data::<banners::preview::Previews>()?
            .url(&self.0.image_name, chrono::Utc::now().timestamp()))
    }
    async fn link(&self) -> &str {
        &self.0.link
    }
    async fn alt(&self) -> &str {
        &self.0.alt
    }
    async fn days(&self) -> i32 {
        self.0.days
    }
    async fn start_on(&self) -> NaiveDate {
        self.0.start_on
    }
    async fn runs_from(&self) -> Option<NaiveDate> {
        self.0.runs_from
    }
    async fn runs_until(&self) -> Option<NaiveDate> {
        self.0.runs_until
    }
    /// `pending`, `approved` or `rejected`.
    async fn review(&self) -> &str {
        &self.0.review
    }
    async fn review_reason(&self) -> Option<&str> {
        self.0.review_reason.as_deref()
    }
}

#[derive(Enum, Clone, Copy, PartialEq, Eq)]
#[graphql(name = "BannerDecision")]
pub enum DecisionArg {
    Approve,
    Reject,
}

/// Banners the review screen lists at most (oldest first).
pub const MAX_PENDING_BANNERS: i32 = 50;
const MAX_PAGE: i32 = 50;

#[derive(Default)]
pub struct MoneyAdminQuery;

#[Object]
impl MoneyAdminQuery {
    /// Every pricing, in display order.
    async fn pricings(&self, ctx: &Context<'_>) -> AppResult<Vec<AdminPricing>> {
        let staff = staff(ctx)?;
        Ok(money::pricings(ctx.data_unchecked::<PgPool>(), &staff)
            .await?
            .into_iter()
            .map(AdminPricing)
            .collect())
    }

    /// Promotion codes, newest first, with their uses so far.
    async fn promo_codes(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 20)] first: Option<i32>,
        after: Option<Text<Cursor>>,
    ) -> AppResult<CountedConnection<AdminPromoCode>> {
        let staff = staff(ctx)?;
        let first = page_size(first, 20, MAX_PAGE)?;
        let before_id = resume(after.as_deref())?;
        let (rows, total) = codes::list(
            ctx.data_unchecked::<PgPool>(),
            &staff,
            first as i64 + 1,
            before_id,
        )
        .await?;
        let rows = rows.into_iter().map(AdminPromoCode).collect();
        Ok(connection(rows, first, total, before_id.is_some(), |c| {
            id_keyset(c.0.id)
        }))
    }

    /// Every order, newest first; `state` keeps one state (`AWAITING_TRANSFER`: the transfers
    /// to mark paid), `search` matches part of the reference, company name or account e-mail.
    async fn orders(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 20)] first: Option<i32>,
        after: Option<Text<Cursor>>,
        state: Option<OrderStateArg>,
        search: Option<Text<AdminSearch>>,
    ) -> AppResult<CountedConnection<AdminOrder>> {
        let staff = staff(ctx)?;
        let first = page_size(first, 20, MAX_PAGE)?;
        let before_id = resume(after.as_deref())?;
        let (rows, total) = money::orders(
            ctx.data_unchecked::<PgPool>(),
            &staff,
            state.map(OrderState::from),
            search.as_deref(),
            first as i64 + 1,
            before_id,
        )
        .await?;
        let rows = rows.into_iter().map(AdminOrder).collect();
        Ok(connection(rows, first, total, before_id.is_some(), |o| {
            id_keyset(o.0.id)
        }))
    }

    /// Paid banners waiting for a review, oldest first (50 at most).
    async fn pending_banners(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 50)] first: Option<i32>,
    ) -> AppResult<Vec<AdminBanner>> {
        staff(ctx)?;
        let first = page_size(first, MAX_PENDING_BANNERS, MAX_PENDING_BANNERS)?;
        Ok(
            banners::awaiting_review(ctx.data_unchecked::<PgPool>(), first as i64)
                .await?
                .into_iter()
                .map(AdminBanner)
                .collect(),
        )
    }
}

#[derive(Default)]
pub struct MoneyAdminMutation;

#[Object]
impl MoneyAdminMutation {
    /// Changes a pricing's price excl. tax (euros as typed) and description points.
    async fn update_pricing(
        &self,
        ctx: &Context<'_>,
        id: i64,
        price: Text<Amount>,
        description_points: Vec<Text<DescriptionPoint>>,
    ) -> AppResult<AdminPricing> {
        let staff = staff(ctx)?;
        let change = PricingChange {
            price: price.plain(),
            description_points: description_points.plain(),
        };
        money::update_pricing(ctx.data_unchecked::<PgPool>(), &staff, id, &change)
            .await
            .map(AdminPricing)
    }

    /// Creates a promotion code (the rules of `ensemblier promo create`).
    async fn create_promo_code(
        &self,
        ctx: &Context<'_>,
        input: NewPromoCodeInput,
    ) -> AppResult<AdminPromoCode> {
        let staff = staff(ctx)?;
        let new = NewCode {
            code: input.code.plain(),
            percent_off: input.percent_off,
            amount_off: input.amount_off.plain(),
            valid_from: input.valid_from.plain(),
            valid_until: input.valid_until.plain(),
            max_uses: input.max_uses,
            max_uses_per_client: input.max_uses_per_company,
            pricing_ids: input.pricing_ids,
        };
        codes::create(ctx.data_unchecked::<PgPool>(), (&staff).into(), &new)
            .await
            .map(AdminPromoCode)
    }

    /// Disables a promotion code (for good; orders that used it keep it).
    async fn disable_promo_code(&self, ctx: &Context<'_>, id: i64) -> AppResult<AdminPromoCode> {
        let staff = staff(ctx)?;
        codes::disable(ctx.data_unchecked::<PgPool>(), &staff, id)
            .await
            .map(AdminPromoCode)
    }

    /// « Marquer payé »: the transfer of this order arrived (the path of `ensemblier orders
    /// mark-paid`: credited once, however often it is sent).
    async fn mark_order_paid(
        &self,
        ctx: &Context<'_>,
        reference: Text<OrderReference>,
    ) -> AppResult<MarkedPaid> {
        let staff = staff(ctx)?;
        let (order, paid_now) = orders::mark_paid(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<crate::mail::Mailer>(),
            (&staff).into(),
            &reference,
        )
        .await?;
        Ok(MarkedPaid {
            status_label: order.state_label(),
            reference: order.reference,
            status: order.status,
            paid_now,
        })
    }

    /// « Émettre un avoir »: cancels a paid order's invoice with a credit note (type 381, its
    /// own numbering), as `ensemblier orders credit-note` does; one per invoice.
    async fn issue_credit_note(
        &self,
        ctx: &Context<'_>,
        invoice_reference: Text<OrderReference>,
        reason: CreditNoteReasonArg,
    ) -> AppResult<IssuedCreditNote> {
        let staff = staff(ctx)?;
        let reason = match reason {
            CreditNoteReasonArg::Refund => credit_notes::Reason::Refund,
            CreditNoteReasonArg::Cancellation => credit_notes::Reason::Cancellation,
        };
        let (note, issued_now) = credit_notes::issue(
            ctx.data_unchecked::<PgPool>(),
            (&staff).into(),
            &invoice_reference,
            reason,
        )
        .await?;
        Ok(IssuedCreditNote {
            reference: note.reference,
            uuid: note.uuid.to_string(),
            invoice_reference: note.invoice_reference,
            issued_now,
        })
    }

    /// Approves or rejects a banner (a rejection needs a reason, which its company reads).
    async fn review_banner(
        &self,
        ctx: &Context<'_>,
        id: i64,
        decision: DecisionArg,
        reason: Option<Text<ReviewReason>>,
    ) -> AppResult<AdminBanner> {
        let staff = staff(ctx)?;
        let decision = match decision {
            DecisionArg::Approve => Decision::Approve,
            DecisionArg::Reject => Decision::Reject,
        };
        let banner = banners::review(
            ctx.data_unchecked::<PgPool>(),
            (&staff).into(),
            id,
            decision,
            reason.as_deref(),
        )
        .await?;
        // This instance's home page shows the change at once (others within their cache).
        if let Ok(rotation) = ctx.data::<banners::rotation::Rotation>() {
            rotation.invalidate();
        }
        Ok(AdminBanner(banner))
    }
}

//! `admin { partners, testimonials }` and their create / update / delete / move mutations:
//! the home page's carousels (docs/admin.md, « Home content »). Rules in `showcase`.

use crate::text::{ImagePath, Plain, Quote, ShowcaseName, TestimonialRole, Text, Url};
use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use sqlx::PgPool;

use super::staff;
use crate::{
    error::AppResult,
    files::Storage,
    showcase::{
        self, Direction, EditedPartner, EditedTestimonial, PartnerInput, Showcase, TestimonialInput,
    },
};

#[derive(SimpleObject)]
#[graphql(name = "AdminPartner")]
pub struct Partner {
    id: i64,
    name: String,
    logo_path: String,
    url: Option<String>,
}

impl From<EditedPartner> for Partner {
    fn from(p: EditedPartner) -> Self {
        Self {
            id: p.id,
            name: p.name,
            logo_path: p.logo_path,
            url: p.url,
        }
    }
}

#[derive(SimpleObject)]
#[graphql(name = "AdminTestimonial")]
pub struct Testimonial {
    id: i64,
    author: String,
    role: String,
    quote: String,
    photo_path: Option<String>,
}

impl From<EditedTestimonial> for Testimonial {
    fn from(t: EditedTestimonial) -> Self {
        Self {
            id: t.id,
            author: t.author,
            role: t.role,
            quote: t.quote,
            photo_path: t.photo_path,
        }
    }
}

#[derive(InputObject)]
#[graphql(name = "AdminPartnerInput")]
pub struct PartnerForm {
    name: Text<ShowcaseName>,
    /// `/uploads/images/…` (from `/api/admin/upload/image`) or the partner's current logo.
    logo_path: Text<ImagePath>,
    /// Empty: no link.
    #[graphql(default)]
    url: Text<Url>,
}

#[derive(InputObject)]
#[graphql(name = "AdminTestimonialInput")]
pub struct TestimonialForm {
    author: Text<ShowcaseName>,
    #[graphql(default)]
    role: Text<TestimonialRole>,
    quote: Text<Quote>,
    /// Empty: no photo.
    #[graphql(default)]
    photo_path: Text<ImagePath>,
}

impl From<PartnerForm> for PartnerInput {
    fn from(f: PartnerForm) -> Self {
        Self {
            name: f.name.plain(),
            logo_path: f.logo_path.plain(),
            url: f.url.plain(),
        }
    }
}

impl From<TestimonialForm> for TestimonialInput {
    fn from(f: TestimonialForm) -> Self {
        Self {
            author: f.author.plain(),
            role: f.role.plain(),
            quote: f.quote.plain(),
            photo_path: f.photo_path.plain(),
        }
    }
}

/// One place up or down in a carousel.
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
#[graphql(name = "AdminMoveDirection")]
pub enum Move {
    Up,
    Down,
}

impl From<Move> for Direction {
    fn from(m: Move) -> Self {
        match m {
            Move::Up => Self::Up,
            Move::Down => Self::Down,
        }
    }
}

#[derive(Default)]
pub struct ShowcaseAdminQuery;

#[Object]
impl ShowcaseAdminQuery {
    /// The home page's partners, in display order (50 at most).
    async fn partners(&self, ctx: &Context<'_>) -> AppResult<Vec<Partner>> {
        let staff = staff(ctx)?;
        let rows = showcase::edited_partners(ctx.data_unchecked::<PgPool>(), &staff).await?;
        Ok(rows.into_iter().map(Partner::from).collect())
    }

    /// The home page's testimonials, in display order (50 at most).
    async fn testimonials(&self, ctx: &Context<'_>) -> AppResult<Vec<Testimonial>> {
        let staff = staff(ctx)?;
        let rows = showcase::edited_testimonials(ctx.data_unchecked::<PgPool>(), &staff).await?;
        Ok(rows.into_iter().map(Testimonial::from).collect())
    }
}

#[derive(Default)]
pub struct ShowcaseAdminMutation;

#[Object]
impl ShowcaseAdminMutation {
    /// Adds a partner at the end of the carousel.
    async fn create_partner(&self, ctx: &Context<'_>, input: PartnerForm) -> AppResult<Partner> {
        let staff = staff(ctx)?;
        showcase::create_partner(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Storage>(),
            &staff,
            &input.into(),
        )
        .await
        .map(Partner::from)
    }

    async fn update_partner(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: PartnerForm,
    ) -> AppResult<Partner> {
        let staff = staff(ctx)?;
        showcase::update_partner(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Storage>(),
            &staff,
            id,
            &input.into(),
        )
        .await
        .map(Partner::from)
    }

    /// Removes a partner; answers its id.
    async fn delete_partner(&self, ctx: &Context<'_>, id: i64) -> AppResult<i64> {
        let staff = staff(ctx)?;
        showcase::delete(
            ctx.data_unchecked::<PgPool>(),
            &staff,
            Showcase::Partners,
            id,
        )
        .await?;
        Ok(id)
    }

    /// Moves a partner one place; answers the carousel in its new order.
    async fn move_partner(
        &self,
        ctx: &Context<'_>,
        id: i64,
        direction: Move,
    ) -> AppResult<Vec<Partner>> {
        let staff = staff(ctx)?;
        let pool = ctx.data_unchecked::<PgPool>();
        showcase::move_item(pool, &staff, Showcase::Partners, id, direction.into()).await?;
        let rows = showcase::edited_partners(pool, &staff).await?;
        Ok(rows.into_iter().map(Partner::from).collect())
    }

    /// Adds a testimonial at the end of the carousel.
    async fn create_testimonial(
        &self,
        ctx: &Context<'_>,
        input: TestimonialForm,
    ) -> AppResult<Testimonial> {
        let staff = staff(ctx)?;
        showcase::create_testimonial(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Storage>(),
            &staff,
            &input.into(),
        )
        .await
        .map(Testimonial::from)
    }

    async fn update_testimonial(
        &self,
        ctx: &Context<'_>,
        id: i64,
        input: TestimonialForm,
    ) -> AppResult<Testimonial> {
        let staff = staff(ctx)?;
        showcase::update_testimonial(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Storage>(),
            &staff,
            id,
            &input.into(),
        )
        .await
        .map(Testimonial::from)
    }

    /// Removes a testimonial; answers its id.
    async fn delete_testimonial(&self, ctx: &Context<'_>, id: i64) -> AppResult<i64> {
        let staff = staff(ctx)?;
        showcase::delete(
            ctx.data_unchecked::<PgPool>(),
            &staff,
            Showcase::Testimonials,
            id,
        )
        .await?;
        Ok(id)
    }

    /// Moves a testimonial one place; answers the carousel in its new order.
    async fn move_testimonial(
        &self,
        ctx: &Context<'_>,
        id: i64,
        direction: Move,
    ) -> AppResult<Vec<Testimonial>> {
        let staff = staff(ctx)?;
        let pool = ctx.data_unchecked::<PgPool>();
        showcase::move_item(pool, &staff, Showcase::Testimonials, id, direction.into()).await?;
        let rows = showcase::edited_testimonials(pool, &staff).await?;
        Ok(rows.into_iter().map(Testimonial::from).collect())
    }
}

//! A company's team in GraphQL (`companies::team`): the owner's « Équipe » page, and the
//! invitation link's page.

use async_graphql::{Context, Object, SimpleObject};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::caller::viewer;
use crate::{
    access::{signed_in, Role},
    companies::team,
    error::AppResult,
    mail::Mailer,
    text::{EmailAddress, Password, PersonName, Text, Token},
};

#[derive(SimpleObject)]
pub struct TeamMember {
    user_id: i64,
    firstname: String,
    lastname: String,
    email: String,
    role: Role,
    joined_at: DateTime<Utc>,
    /// The caller herself.
    is_me: bool,
}

#[derive(SimpleObject)]
pub struct TeamInvitation {
    id: i64,
    email: String,
    role: Role,
    created_at: DateTime<Utc>,
    expires_at: DateTime<Utc>,
}

impl From<team::PendingInvitation> for TeamInvitation {
    fn from(i: team::PendingInvitation) -> Self {
        Self {
            id: i.id,
            email: i.email,
            role: i.role,
            created_at: i.created_at,
            expires_at: i.expires_at,
        }
    }
}

/// One change of the team: `action` is `invitation.send`, `invitation.revoke`,
/// `member.join`, `member.role`, `member.remove` or `member.leave`.
#[derive(SimpleObject)]
pub struct TeamLogEntry {
    id: i64,
    at: DateTime<Utc>,
    actor_email: String,
    action: String,
    subject_email: String,
    role: Option<String>,
}

/// The team of the caller's company: its members for every member; its invitations and log
/// for owners only (FORBIDDEN for a recruiter).
pub struct Team;

#[Object]
impl Team {
    async fn members(&self, ctx: &Context<'_>) -> AppResult<Vec<TeamMember>> {
        let viewer = signed_in(viewer(ctx))?;
        let members = team::members(ctx.data_unchecked::<PgPool>(), viewer).await?;
        Ok(members
            .into_iter()
            .map(|m| TeamMember {
                is_me: m.user_id == viewer.user_id,
                user_id: m.user_id,
                firstname: m.firstname,
                lastname: m.lastname,
                email: m.email,
                role: m.role,
                joined_at: m.joined_at,
            })
            .collect())
    }
    /// Invitations still waiting for an answer, newest first.
    async fn invitations(&self, ctx: &Context<'_>) -> AppResult<Vec<TeamInvitation>> {
        let viewer = signed_in(viewer(ctx))?;
        let pending = team::pending_invitations(ctx.data_unchecked::<PgPool>(), viewer).await?;
        Ok(pending.into_iter().map(Into::into).collect())
    }
    /// The last 100 changes, newest first.
    async fn log(&self, ctx: &Context<'_>) -> AppResult<Vec<TeamLogEntry>> {
        let viewer = signed_in(viewer(ctx))?;
        let entries = team::log(ctx.data_unchecked::<PgPool>(), viewer).await?;
        Ok(entries
            .into_iter()
            .map(|e| TeamLogEntry {
                id: e.id,
                at: e.at,
                actor_email: e.actor_email,
                action: e.action,
                subject_email: e.subject_email,
                role: e.role,
            })
            .collect())
    }
}

/// What an invitation link offers, before the invitee signs in or registers.
#[derive(SimpleObject)]
pub struct TeamInvitationOffer {
    company_name: String,
    email: String,
    role: Role,
    expires_at: DateTime<Utc>,
}

#[derive(Default)]
pub struct TeamQuery;

#[Object]
impl TeamQuery {
    /// The caller's company team: any member reads its members (a recruiter, read only);
    /// invitations and log are the owners'.
    async fn my_team(&self, ctx: &Context<'_>) -> AppResult<Team> {
        signed_in(viewer(ctx))?.company_for(crate::access::Area::Roster)?;
        Ok(Team)
    }

    /// The invitation of a link (INVALID_TOKEN once used, revoked or expired).
    async fn team_invitation(
        &self,
        ctx: &Context<'_>,
        token: Text<Token>,
    ) -> AppResult<TeamInvitationOffer> {
        let view = team::invitation(ctx.data_unchecked::<PgPool>(), &token).await?;
        Ok(TeamInvitationOffer {
            company_name: view.company_name,
            email: view.email,
            role: view.role,
            expires_at: view.expires_at,
        })
    }
}

#[derive(Default)]
pub struct TeamMutation;

#[Object]
impl TeamMutation {
    /// The owner invites someone by mail (20 invitations a day per company).
    async fn invite_team_member(
        &self,
        ctx: &Context<'_>,
        email: Text<EmailAddress>,
        role: Role,
    ) -> AppResult<TeamInvitation> {
        let viewer = signed_in(viewer(ctx))?;
        let invitation = team::invite(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Mailer>(),
            viewer,
            &email,
            role,
        )
        .await?;
        Ok(invitation.into())
    }

    async fn revoke_team_invitation(&self, ctx: &Context<'_>, id: i64) -> AppResult<bool> {
        let viewer = signed_in(viewer(ctx))?;
        team::revoke(ctx.data_unchecked::<PgPool>(), viewer, id).await?;
        Ok(true)
    }

    async fn set_team_member_role(
        &self,
        ctx: &Context<'_>,
        user_id: i64,
        role: Role,
    ) -> AppResult<bool> {
        let viewer = signed_in(viewer(ctx))?;
        team::set_role(ctx.data_unchecked::<PgPool>(), viewer, user_id, role).await?;
        Ok(true)
    }

    /// The owner removes a member; her next request for the company is refused.
    async fn remove_team_member(&self, ctx: &Context<'_>, user_id: i64) -> AppResult<bool> {
        let viewer = signed_in(viewer(ctx))?;
        team::remove(ctx.data_unchecked::<PgPool>(), viewer, user_id).await?;
        Ok(true)
    }

    /// The caller leaves her company (the last owner cannot).
    async fn leave_team(&self, ctx: &Context<'_>) -> AppResult<bool> {
        let viewer = signed_in(viewer(ctx))?;
        team::leave(ctx.data_unchecked::<PgPool>(), viewer).await?;
        Ok(true)
    }

    /// The signed-in invitee accepts (the invitation's address only).
    async fn accept_team_invitation(
        &self,
        ctx: &Context<'_>,
        token: Text<Token>,
    ) -> AppResult<bool> {
        let viewer = signed_in(viewer(ctx))?;
        team::accept(ctx.data_unchecked::<PgPool>(), viewer, &token).await?;
        Ok(true)
    }

    /// Someone without an account registers from the invitation and joins; returns the
    /// address to sign in with.
    async fn join_team_by_registering(
        &self,
        ctx: &Context<'_>,
        token: Text<Token>,
        firstname: Text<PersonName>,
        lastname: Text<PersonName>,
        password: Text<Password>,
    ) -> AppResult<String> {
        team::register_and_accept(
            ctx.data_unchecked::<PgPool>(),
            &token,
            &firstname,
            &lastname,
            &password,
        )
        .await
    }
}

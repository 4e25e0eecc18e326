//! The morning's digest of messages, for members who chose it (`company_members.message_mails
//! = 'daily'`): the threads they follow (as the offer's recruiter or as a member who wrote
//! in them) where candidates wrote messages still unread since their last digest, one mail
//! per member. Job `message-digests`, 08:00 Paris.

use sqlx::PgPool;

use crate::{
    error::AppResult,
    mail::{templates, Mailer},
};

/// Queues the digests; returns how many.
pub async fn send_digests(pool: &PgPool, mailer: &Mailer) -> AppResult<usize> {
    // `u.confirmation_token IS NULL`: `mail::CONFIRMED`.
    let rows = sqlx::query!(
        r#"SELECT m.user_id, u.email, u.firstname, a.id AS application_id, a.job_offer_id,
                  a.candidate_name, o.title, count(*) AS "unread!",
                  max(am.sent_at) AS "last!"
           FROM company_members m
           JOIN users u ON u.id = m.user_id
           JOIN localized_companies lc ON lc.company_id = m.company_id
           JOIN job_offers o ON o.localized_company_id = lc.id
           JOIN pro_accounts pa ON pa.id = o.contact_account_id
           JOIN job_offer_applications a ON a.job_offer_id = o.id
           JOIN application_messages am ON am.application_id = a.id
           WHERE m.message_mails = 'daily' AND u.confirmation_token IS NULL
             AND NOT am.from_company AND am.read_at IS NULL AND a.withdrawn_at IS NULL
             AND am.sent_at > coalesce(m.messages_digest_at, '-infinity'::timestamptz)
             AND (m.user_id = pa.user_id
                  OR m.user_id IN (SELECT x.author_user_id FROM application_messages x
                                   WHERE x.application_id = a.id AND x.from_company))
           GROUP BY m.user_id, u.email, u.firstname, a.id, a.job_offer_id, a.candidate_name,
                    o.title
           ORDER BY m.user_id, a.id"#
    )
    .fetch_all(pool)
    .await?;
    let mut sent = 0;
    let mut start = 0;
    while start < rows.len() {
        let user_id = rows[start].user_id;
        let end = rows[start..]
            .iter()
            .position(|r| r.user_id != user_id)
            .map_or(rows.len(), |n| start + n);
        let member = &rows[start..end];
        let threads: Vec<templates::DigestThread> = member
            .iter()
            .map(|r| templates::DigestThread {
                candidate: super::candidate_author(&r.candidate_name),
                title: r.title.clone(),
                unread: r.unread,
                link: mailer.link(&format!(
                    "/emploi/{}/applications/{}#conversation",
                    r.job_offer_id, r.application_id
                )),
            })
            .collect();
        let last = member.iter().map(|r| r.last).max();
        let mut tx = pool.begin().await?;
        sqlx::query!(
            "UPDATE company_members SET messages_digest_at = $2 WHERE user_id = $1",
            user_id,
            last
        )
        .execute(&mut *tx)
        .await?;
        let first = &member[0];
        mailer
            .queue(
                &mut tx,
                templates::thread_digest(&first.email, &first.firstname, &threads),
            )
            .await?;
        tx.commit().await?;
        sent += 1;
        start = end;
    }
    Ok(sent)
}

-- Moderation (docs/moderation.md): offers removed for one of the terms' reasons, suspended
-- companies, and the per-offer daily counters companies read in /dashboard/jobs.

-- A suspended company's offers leave the site and the index; its users cannot sign in.
ALTER TABLE companies ADD COLUMN suspended_at timestamptz;
CREATE TRIGGER companies_suspension_outbox AFTER UPDATE OF suspended_at ON companies
    FOR EACH ROW EXECUTE FUNCTION outbox_company_changed();

-- Why staff removed an offer (the offer itself is deleted, status -2).
CREATE TABLE offer_removals (
    job_offer_id    bigint PRIMARY KEY REFERENCES job_offers(id) ON DELETE CASCADE,
    reason          text NOT NULL CHECK (reason IN
                        ('DISCRIMINATING_CONTENT', 'UNIDENTIFIED_COMPANY', 'PERSONAL_EMAIL', 'SCAM')),
    removed_by      bigint REFERENCES users(id) ON DELETE SET NULL,  -- null: the CLI
    removed_at      timestamptz NOT NULL DEFAULT now()
);

-- One row per offer and day; each event is one upsert. No visitor data: only counts.
-- Applications are not counted here: job_offer_applications already holds them.
CREATE TABLE offer_daily_stats (
    job_offer_id    bigint NOT NULL REFERENCES job_offers(id) ON DELETE CASCADE,
    day             date NOT NULL,
    views           integer NOT NULL DEFAULT 0,
    apply_clicks    integer NOT NULL DEFAULT 0,
    PRIMARY KEY (job_offer_id, day)
);

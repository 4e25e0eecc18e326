-- The answer time every visitor sees (issue 53, item 5; docs/answer-time.md).

-- When the company first answered the application: its first message in the thread, its
-- first dated answer (an invitation or a refusal), or its first mail from triage. Kept by
-- the triggers below and by `triage::mail_applicants`; never moved once set.
ALTER TABLE job_offer_applications ADD COLUMN first_answered_at timestamptz;

UPDATE job_offer_applications a SET first_answered_at = first.at
FROM (SELECT application_id, min(at) AS at FROM (
          SELECT application_id, sent_at AS at FROM application_messages WHERE from_company
          UNION ALL
          SELECT application_id, sent_at FROM application_answers) answers
      GROUP BY application_id) first
WHERE first.application_id = a.id;

CREATE FUNCTION application_first_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE job_offer_applications SET first_answered_at = NEW.sent_at
    WHERE id = NEW.application_id AND first_answered_at IS NULL;
    RETURN NULL;
END
$$;
CREATE TRIGGER application_messages_first_answer AFTER INSERT ON application_messages
    FOR EACH ROW WHEN (NEW.from_company) EXECUTE FUNCTION application_first_answer();
CREATE TRIGGER application_answers_first_answer AFTER INSERT ON application_answers
    FOR EACH ROW EXECUTE FUNCTION application_first_answer();

-- The dashboard's « waiting for a first answer », oldest first, per offer.
CREATE INDEX job_offer_applications_unanswered ON job_offer_applications (job_offer_id, submitted_at)
    WHERE first_answered_at IS NULL AND submitted_at IS NOT NULL AND withdrawn_at IS NULL;

-- One row per company, written by the job `answer-times` (`applications::answer_time`): the
-- pages read it instead of counting applications at each view.
CREATE TABLE company_answer_times (
    company_id      bigint PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
    -- The median wait in whole days (see the docs for unanswered applications), or NULL.
    median_days     integer CHECK (median_days >= 0),
    -- The applications the median was taken over (sent in the last 90 days).
    applications    integer NOT NULL CHECK (applications >= 0),
    -- A member's latest reading of an application or of a candidate's message.
    last_read_at    timestamptz,
    computed_at     timestamptz NOT NULL DEFAULT now()
);

-- Issue 59: the invitation is the one mail we send to an address that may have no account.
-- Besides the company's 20 a day, it is capped per sender (20 a day, whichever company the
-- sender is in), per recipient across every company (3 a day), and across the whole site
-- (500 a day), counted under one lock, so a burst of new companies cannot turn it into a
-- mailing. Keep `companies::team`'s constants equal.
CREATE INDEX company_invitations_sender ON company_invitations (invited_by, created_at DESC);
CREATE INDEX company_invitations_recipient ON company_invitations (lower(email), created_at DESC);
CREATE INDEX company_invitations_created ON company_invitations (created_at DESC);

CREATE OR REPLACE FUNCTION company_invitations_per_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- One lock for every invitation: the counts across companies are exact.
    PERFORM pg_advisory_xact_lock(hashtextextended('company_invitations', 0));
    IF (SELECT count(*) FROM company_invitations
        WHERE company_id = NEW.company_id AND created_at > now() - interval '1 day') >= 20 THEN
        RAISE EXCEPTION 'company_invitations: 20 a day for company %', NEW.company_id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'company_invitations_per_day';
    END IF;
    IF (SELECT count(*) FROM company_invitations
        WHERE invited_by = NEW.invited_by AND created_at > now() - interval '1 day') >= 20 THEN
        RAISE EXCEPTION 'company_invitations: 20 a day for sender %', NEW.invited_by
            USING ERRCODE = 'check_violation', CONSTRAINT = 'company_invitations_per_day';
    END IF;
    IF (SELECT count(*) FROM company_invitations
        WHERE lower(email) = lower(NEW.email) AND created_at > now() - interval '1 day') >= 3 THEN
        RAISE EXCEPTION 'company_invitations: 3 a day to one address'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'company_invitations_per_recipient';
    END IF;
    IF (SELECT count(*) FROM company_invitations
        WHERE created_at > now() - interval '1 day') >= 500 THEN
        RAISE EXCEPTION 'company_invitations: 500 a day in all'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'company_invitations_in_all';
    END IF;
    RETURN NEW;
END
$$;

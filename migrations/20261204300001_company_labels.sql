-- Craft labels (issue 54, item 5; docs/labels.md): « Entreprise du Patrimoine Vivant »,
-- « Meilleur Ouvrier de France » and « Maître d'art », declared by a company with a proof
-- (a PDF under uploads/label-proofs), shown once staff approved them and until they expire.

CREATE TABLE company_labels (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id      bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    kind            text NOT NULL CHECK (kind IN ('EPV', 'MOF', 'MAITRE_ART'))
                        CHECK (char_length(kind) <= 20),
    -- The person of the team who holds a personal title (MOF, Maître d'art); none for EPV,
    -- which the company holds.
    holder_name     text CHECK (char_length(holder_name) BETWEEN 1 AND 120),
    -- The stored name of the proof (files::Storage, kind LabelProof).
    proof_name      text NOT NULL CHECK (char_length(proof_name) <= 64),
    -- EPV is granted for five years; MOF and Maître d'art are for life.
    expires_on      date,
    status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused'))
                        CHECK (char_length(status) <= 20),
    refusal_reason  text CHECK (char_length(refusal_reason) BETWEEN 1 AND 500),
    declared_by     bigint REFERENCES users (id) ON DELETE SET NULL,
    declared_at     timestamptz NOT NULL DEFAULT now(),
    decided_by      bigint REFERENCES users (id) ON DELETE SET NULL,
    decided_at      timestamptz,
    CHECK ((kind = 'EPV') = (holder_name IS NULL)),
    CHECK ((kind = 'EPV') = (expires_on IS NOT NULL)),
    CHECK (expires_on IS NULL
           OR expires_on <= ((declared_at AT TIME ZONE 'UTC') + interval '5 years')::date),
    CHECK ((status = 'refused') = (refusal_reason IS NOT NULL)),
    CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX company_labels_company ON company_labels (company_id);
CREATE INDEX company_labels_pending ON company_labels (declared_at) WHERE status = 'pending';
-- One standing declaration per title and holder (a refused one may be declared again).
CREATE UNIQUE INDEX company_labels_once ON company_labels
    (company_id, kind, lower(coalesce(holder_name, ''))) WHERE status <> 'refused';

-- At most 6 standing (pending or approved) labels per company, counted under the company's
-- row lock. Keep `companies::labels::MAX_LABELS` equal.
CREATE FUNCTION company_labels_per_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM companies WHERE id = NEW.company_id FOR NO KEY UPDATE;
    IF (SELECT count(*) FROM company_labels
        WHERE company_id = NEW.company_id AND status <> 'refused') >= 6 THEN
        RAISE EXCEPTION 'company_labels: 6 for company %', NEW.company_id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'company_labels_per_company';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER company_labels_per_company BEFORE INSERT ON company_labels
    FOR EACH ROW EXECUTE FUNCTION company_labels_per_company();

-- An offer's card shows its company's approved labels and the index files it under
-- « Savoir-faire labellisé »: any change of a label reaches the outbox of its company's offers.
CREATE FUNCTION outbox_company_label_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO index_outbox (job_offer_id)
    SELECT o.id FROM job_offers o
    JOIN localized_companies lc ON lc.id = o.localized_company_id
    WHERE lc.company_id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END)
      AND o.status <> -2;
    RETURN NULL;
END $$;
CREATE TRIGGER company_labels_outbox AFTER INSERT OR UPDATE OR DELETE ON company_labels
    FOR EACH ROW EXECUTE FUNCTION outbox_company_label_changed();

-- The company is mailed staff's decision.
ALTER TABLE mail_queue DROP CONSTRAINT mail_queue_kind_check;
ALTER TABLE mail_queue ADD CONSTRAINT mail_queue_kind_check
    CHECK (kind IN ('queued_before_kinds', 'confirm_email', 'reset_password', 'password_changed',
                    'account_deleted', 'application_sent', 'recruiter_message',
                    'applications_digest', 'contact_message', 'contact_received', 'contact_reply',
                    'job_alert', 'offer_removed', 'offer_closed', 'team_invitation',
                    'notice_confirm', 'notice_received', 'notice_decision',
                    'statement_of_reasons', 'label_decided'));

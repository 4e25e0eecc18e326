-- Moderation's reasons beyond the terms' four (issue 35): an offer outside the trades the site
-- serves, a duplicate, or another reason staff write out (`note`, mailed to the company).
-- The list itself is `moderation::removal::Reason`.
ALTER TABLE offer_removals DROP CONSTRAINT offer_removals_reason_check;
ALTER TABLE offer_removals ADD CONSTRAINT offer_removals_reason_check CHECK (reason IN
    ('DISCRIMINATING_CONTENT', 'UNIDENTIFIED_COMPANY', 'PERSONAL_EMAIL', 'SCAM',
     'OFF_TOPIC', 'DUPLICATE', 'OTHER'));
ALTER TABLE offer_removals ADD COLUMN note text CHECK (char_length(note) <= 500);
-- « autre » always says which.
ALTER TABLE offer_removals ADD CONSTRAINT offer_removals_other_has_note
    CHECK (reason <> 'OTHER' OR coalesce(btrim(note), '') <> '');

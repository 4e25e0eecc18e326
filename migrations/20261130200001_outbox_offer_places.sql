-- An offer's card (search results, and its page since issue 39, item 5) also shows its
-- address, its company at that place and its author's client: a change to those rows must
-- reach the outbox like a change to the offer itself, whatever code path makes it. The
-- offer form changes them in the transaction that updates the offer; these triggers make it
-- true of any other path too.

CREATE FUNCTION outbox_address_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO index_outbox (job_offer_id)
    SELECT o.id FROM job_offers o
    JOIN localized_companies lc ON lc.id = o.localized_company_id
    WHERE lc.address_id = NEW.id;
    RETURN NULL;
END $$;

CREATE FUNCTION outbox_localized_company_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO index_outbox (job_offer_id)
    SELECT o.id FROM job_offers o WHERE o.localized_company_id = NEW.id;
    RETURN NULL;
END $$;

CREATE FUNCTION outbox_pro_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO index_outbox (job_offer_id)
    SELECT o.id FROM job_offers o WHERE o.contact_account_id = NEW.id;
    RETURN NULL;
END $$;

CREATE TRIGGER addresses_outbox AFTER UPDATE OF address1, locality_id ON addresses
    FOR EACH ROW EXECUTE FUNCTION outbox_address_changed();
CREATE TRIGGER localized_companies_outbox AFTER UPDATE OF company_id, address_id ON localized_companies
    FOR EACH ROW EXECUTE FUNCTION outbox_localized_company_changed();
CREATE TRIGGER pro_accounts_outbox AFTER UPDATE OF pro_client_id ON pro_accounts
    FOR EACH ROW EXECUTE FUNCTION outbox_pro_account_changed();

-- The address trigger finds the offers of an address through its localized companies.
CREATE INDEX localized_companies_address_idx ON localized_companies (address_id);

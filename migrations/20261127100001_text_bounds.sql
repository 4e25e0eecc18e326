-- Every text column gets a length bound (issue 32): what a user sends is bounded at the
-- boundary (`src/text.rs`), and here so that no path can store more. Each bound is at least
-- the boundary's for the same text. Rows already longer are cut first, and each cut is
-- reported (RAISE NOTICE, one line per column with its count).
--
-- `tests/api/text_bounds.rs` fails when a text column of the app's tables has no length CHECK.

-- Every element of a text array at most `max` characters (CHECK takes no subquery).
CREATE FUNCTION texts_within(texts text[], max integer) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN coalesce((SELECT bool_and(char_length(t) <= max) FROM unnest(texts) AS t), true);

DO $$
DECLARE
    bound record;
    cut bigint;
BEGIN
    FOR bound IN
        SELECT * FROM (VALUES
            -- Accounts
            ('users', 'email', 254), ('users', 'firstname', 100), ('users', 'lastname', 100),
            ('users', 'password_hash', 200), ('users', 'confirmation_token', 200),
            ('password_reset_tokens', 'token_hash', 200),
            ('login_failures', 'key', 300),
            ('candidates', 'mobile_phone', 30), ('candidates', 'cv_name', 200),
            ('candidates', 'social_linkedin_url', 500),
            -- Companies
            ('companies', 'name', 100), ('companies', 'presentation', 5000),
            ('companies', 'billing_address', 300), ('companies', 'contact_name', 100),
            ('companies', 'contact_job_title', 100), ('companies', 'email', 254),
            ('companies', 'phone_number', 30), ('companies', 'logo_name', 200),
            ('companies', 'notification_frequency', 50),
            ('addresses', 'address1', 300),
            -- Offers (the slug is the title's, and a letter may become two)
            ('job_offers', 'title', 150), ('job_offers', 'slug', 400),
            ('job_offers', 'company_presentation', 20000), ('job_offers', 'description', 20000),
            ('job_offers', 'perfect_candidate_description', 20000),
            ('offer_removals', 'reason', 50),
            -- Applications (the name is « first last »)
            ('job_offer_applications', 'candidate_name', 201),
            ('job_offer_applications', 'candidate_email', 254),
            ('job_offer_applications', 'candidate_tel', 30), ('job_offer_applications', 'phone', 30),
            ('job_offer_applications', 'cover_letter_message', 10000),
            ('job_offer_applications', 'questions_answer_message', 10000),
            ('job_offer_applications', 'cover_letter_path', 300),
            ('job_offer_applications', 'cv_path', 300),
            ('job_offer_applications', 'interview_status', 50),
            ('recruiter_mails', 'recipient', 254),
            -- Alerts (the key lists the criteria's ids: 50 options per filter, 20 places)
            ('job_offer_alerts', 'terms', 200), ('job_offer_alerts', 'search_key', 10000),
            ('job_offer_alerts', 'recurrence', 50), ('job_offer_alert_mails', 'recurrence', 50),
            ('job_offer_alert_examined', 'recurrence', 50),
            -- Contact
            ('contact_messages', 'email', 254), ('contact_messages', 'subject', 50),
            ('contact_messages', 'message', 5000),
            ('contact_replies', 'author_email', 254), ('contact_replies', 'body', 5000),
            -- Mail queue (the bodies are rendered from bounded texts: not bounded here)
            ('mail_queue', 'to_address', 254), ('mail_queue', 'reply_to', 254),
            ('mail_queue', 'subject', 1000), ('mail_queue', 'list_unsubscribe', 2000),
            ('mail_queue', 'status', 50), ('mail_queue', 'last_error', 1000),
            -- Billing
            ('orders', 'reference', 40), ('orders', 'status', 50), ('orders', 'payment_method', 50),
            ('orders', 'payment_intent_id', 255), ('orders', 'last_error', 300),
            ('order_invoices', 'reference', 40),
            ('local_payment_intents', 'id', 255), ('local_payment_intents', 'client_secret', 255),
            ('local_payment_intents', 'status', 50), ('local_payment_intents', 'description', 500),
            ('local_payment_intents', 'last_error', 300),
            ('discount_codes', 'code', 40),
            ('pricings', 'code', 100), ('pricings', 'name', 200), ('pricings', 'description', 2500),
            ('banners', 'image_name', 200), ('banners', 'review', 50),
            ('banner_creatives', 'image_name', 200),
            -- Content
            ('posts', 'title', 200), ('posts', 'subtitle', 300), ('posts', 'intro', 1000),
            ('posts', 'content', 200000), ('posts', 'slug', 120), ('posts', 'featured_image_path', 300),
            ('partners', 'name', 100), ('partners', 'logo_path', 300), ('partners', 'url', 500),
            ('testimonials', 'author', 100), ('testimonials', 'role', 150),
            ('testimonials', 'quote', 600), ('testimonials', 'photo_path', 300),
            -- Reference data (loaded from migrations/data)
            ('regions', 'code', 10), ('regions', 'name', 100),
            ('departments', 'code', 10), ('departments', 'name', 100),
            ('localities', 'name', 200), ('localities', 'search_name', 200),
            ('localities', 'postal_code', 10), ('localities', 'insee_code', 10),
            ('localities', 'coordinates_source', 50),
            ('job_contracts', 'code', 50), ('job_contracts', 'name', 100),
            ('job_contracts', 'employment_type', 50),
            ('job_types', 'code', 50), ('job_types', 'name', 100),
            ('job_salaries', 'code', 50), ('job_salaries', 'interval_label', 100),
            ('job_positions', 'code', 100), ('job_positions', 'name', 200)
        ) AS b (tab, col, max)
    LOOP
        EXECUTE format('UPDATE %I SET %I = left(%I, %s) WHERE char_length(%I) > %s',
                       bound.tab, bound.col, bound.col, bound.max, bound.col, bound.max);
        GET DIAGNOSTICS cut = ROW_COUNT;
        IF cut > 0 THEN
            RAISE NOTICE 'text bounds: cut % row(s) of %.% to % characters',
                cut, bound.tab, bound.col, bound.max;
        END IF;
        EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I CHECK (char_length(%I) <= %s)',
                       bound.tab, bound.tab || '_' || bound.col || '_length', bound.col, bound.max);
    END LOOP;

    -- The audit log is append-only (its trigger refuses UPDATE): its rows are never cut, the
    -- bound holds for new rows (NOT VALID) and the rows over it are counted.
    FOR bound IN
        SELECT * FROM (VALUES
            ('audit_log', 'action', 100), ('audit_log', 'actor_email', 254),
            ('audit_log', 'subject_type', 100), ('audit_log', 'subject_id', 200)
        ) AS b (tab, col, max)
    LOOP
        EXECUTE format('SELECT count(*) FROM %I WHERE char_length(%I) > %s',
                       bound.tab, bound.col, bound.max) INTO cut;
        IF cut > 0 THEN
            RAISE NOTICE 'text bounds: % row(s) of %.% over % characters kept (append-only)',
                cut, bound.tab, bound.col, bound.max;
        END IF;
        EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I CHECK (char_length(%I) <= %s) NOT VALID',
                       bound.tab, bound.tab || '_' || bound.col || '_length', bound.col, bound.max);
    END LOOP;

    -- A company's keywords: 30 of 50 characters each (`companies::MAX_TAG_WORDS`).
    UPDATE companies
       SET tag_words = (SELECT coalesce(array_agg(left(t, 50) ORDER BY n), '{}')
                          FROM unnest(tag_words[1:30]) WITH ORDINALITY AS u (t, n))
     WHERE cardinality(tag_words) > 30 OR NOT texts_within(tag_words, 50);
    GET DIAGNOSTICS cut = ROW_COUNT;
    IF cut > 0 THEN
        RAISE NOTICE 'text bounds: cut % row(s) of companies.tag_words to 30 words of 50 characters', cut;
    END IF;
    ALTER TABLE companies ADD CONSTRAINT companies_tag_words_length
        CHECK (cardinality(tag_words) <= 30 AND texts_within(tag_words, 50));
END
$$;

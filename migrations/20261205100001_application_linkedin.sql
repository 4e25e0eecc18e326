-- The candidate's LinkedIn profile as sent with an application (issue 58, item 9): copied
-- from her profile when she applies, like her phone, erased with the application's texts.
ALTER TABLE job_offer_applications
    ADD COLUMN linkedin_url text NOT NULL DEFAULT ''
        CONSTRAINT job_offer_applications_linkedin_url_length CHECK (char_length(linkedin_url) <= 500);

-- Applications already sent carry the profile's address of today.
UPDATE job_offer_applications a SET linkedin_url = c.social_linkedin_url
FROM candidates c
WHERE c.id = a.candidate_id AND c.social_linkedin_url IS NOT NULL AND a.withdrawn_at IS NULL;

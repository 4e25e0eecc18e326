-- « Fréquence des notifications » (issue 58): a company hears of each application by default
-- (`each`: one mail per application, those arriving within a minute gathered in one), or by
-- daily or weekly digest, or not at all ('' « Aucune », still offered).
ALTER TABLE companies DROP CONSTRAINT companies_notification_frequency_check;
ALTER TABLE companies ADD CONSTRAINT companies_notification_frequency_check
    CHECK (notification_frequency IN ('', 'each', 'daily', 'weekly'));
ALTER TABLE companies ALTER COLUMN notification_frequency SET DEFAULT 'each';
-- When the company last saved a frequency itself (NULL: the default, never chosen).
ALTER TABLE companies ADD COLUMN notification_frequency_chosen_at timestamptz;

-- The data part.
-- Nothing tells an « Aucune » chosen from the default: the company form sent the field with
-- every save, and nothing recorded a choice. So every '' moves to `each` (docs/applications.md,
-- "Mails"); their applications sent before are marked told, so no mail speaks of the past.
UPDATE job_offer_applications a SET company_notified_at = now()
FROM job_offers o
JOIN localized_companies lc ON lc.id = o.localized_company_id
JOIN companies c ON c.id = lc.company_id
WHERE o.id = a.job_offer_id AND c.notification_frequency = ''
  AND a.submitted_at IS NOT NULL AND a.company_notified_at IS NULL;
UPDATE companies SET notification_frequency = 'each' WHERE notification_frequency = '';

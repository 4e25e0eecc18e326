-- A pricing's `job_offer_ads_amount` said two things: ads for the packs, days for the Urgent
-- option and the banners. It now holds a pack's ads only; a banner's days move to
-- `banner_days`; the Urgent option's days are in no row: they are `billing::URGENT_DAYS`,
-- fixed in the code (staff change a pricing's price and description only).
ALTER TABLE pricings ADD COLUMN banner_days integer CHECK (banner_days > 0);
UPDATE pricings SET banner_days = job_offer_ads_amount WHERE display_group = 3;
ALTER TABLE pricings ALTER COLUMN job_offer_ads_amount DROP NOT NULL;
UPDATE pricings SET job_offer_ads_amount = NULL WHERE display_group <> 1;
ALTER TABLE pricings ADD CONSTRAINT pricings_quantity_of_its_group CHECK (
    (job_offer_ads_amount IS NOT NULL) = (display_group = 1)
    AND (banner_days IS NOT NULL) = (display_group = 3)
);

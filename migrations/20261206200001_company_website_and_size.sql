-- Issue 58, minor 20: a company page shows the company's website and size, typed on « Mon
-- entreprise » (`companies::parse_website`, `companies::SIZES`). The website is an absolute
-- http(s) address, at most `text::Url`'s 500 characters; the size one of four bands, or ''
-- (not said: the page shows the State directory's band of a verified company instead).
ALTER TABLE companies
    ADD COLUMN website text NOT NULL DEFAULT ''
        CONSTRAINT companies_website_shape
        CHECK (char_length(website) <= 500 AND (website = '' OR website ~* '^https?://[^[:space:]]+$')),
    ADD COLUMN size_band text NOT NULL DEFAULT ''
        CONSTRAINT companies_size_band_check
        CHECK (char_length(size_band) <= 10 AND size_band IN ('', '1-9', '10-49', '50-249', '250+'));

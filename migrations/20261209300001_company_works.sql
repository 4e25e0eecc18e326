-- A company's « Réalisations » and cover photo (issue 52, item 5; docs/company-works.md).
-- Both go through the image pipeline of the book (decoded under limits, re-encoded at three
-- widths in WebP and JPEG, the original never kept): a row names its renditions by a random
-- stem, stored as uploads/company-works/<stem>w<width>.webp and .jpg.
--
-- The bound of 24 works a company is held here, as the book's bounds are: a trigger keeps
-- `companies.works` in the transaction of the row it counts, the UPDATE of the company's row
-- locks it (parallel uploads queue there), and the CHECK refuses the 25th (its transaction
-- rolls back whole, and the server deletes the renditions it had stored).

ALTER TABLE companies
    ADD COLUMN works integer NOT NULL DEFAULT 0,
    ADD CONSTRAINT companies_at_most_24_works CHECK (works BETWEEN 0 AND 24),
    -- The cover photo: its stem, stored widths, the widest one's size, its stored bytes.
    ADD COLUMN cover_stem text UNIQUE CHECK (cover_stem ~ '^[0-9a-f]{32}$'),
    ADD COLUMN cover_widths integer[] CHECK (cardinality(cover_widths) BETWEEN 1 AND 3),
    ADD COLUMN cover_width integer CHECK (cover_width > 0),
    ADD COLUMN cover_height integer CHECK (cover_height > 0),
    ADD COLUMN cover_bytes bigint CHECK (cover_bytes > 0),
    ADD CONSTRAINT companies_cover_whole CHECK (
        (cover_stem IS NULL) = (cover_widths IS NULL)
        AND (cover_stem IS NULL) = (cover_width IS NULL)
        AND (cover_stem IS NULL) = (cover_height IS NULL)
        AND (cover_stem IS NULL) = (cover_bytes IS NULL));

CREATE TABLE company_works (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id    bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    position      integer NOT NULL CHECK (position >= 0),
    stem          text NOT NULL UNIQUE CHECK (stem ~ '^[0-9a-f]{32}$'),
    widths        integer[] NOT NULL CHECK (cardinality(widths) BETWEEN 1 AND 3),
    width         integer NOT NULL CHECK (width > 0),
    height        integer NOT NULL CHECK (height > 0),
    bytes         bigint NOT NULL CHECK (bytes > 0),
    alt_text      text NOT NULL CHECK (char_length(alt_text) BETWEEN 1 AND 150),
    caption       text NOT NULL DEFAULT '' CHECK (char_length(caption) <= 300),
    created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_works_by_company ON company_works (company_id, position);

CREATE FUNCTION company_works_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE companies SET works = works + 1 WHERE id = NEW.company_id;
        RETURN NEW;
    END IF;
    UPDATE companies SET works = works - 1 WHERE id = OLD.company_id;
    RETURN OLD;
END $$;

CREATE TRIGGER company_works_count AFTER INSERT OR DELETE ON company_works
    FOR EACH ROW EXECUTE FUNCTION company_works_count();

-- The book sent with an application (issue 52 item 3, docs/book.md "Sent with an
-- application"): a copy of the projects she ticked, in her order, and of their images' rows.
-- The copies reference the stored renditions by their stem (the files are kept, not copied):
-- a rendition's file is removed only once no book image and no application image names its
-- stem (`book::release`). At most 6 projects an application: a position from 0 to 5, unique
-- in the application.

CREATE TABLE application_projects (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id  bigint NOT NULL REFERENCES job_offer_applications(id) ON DELETE CASCADE,
    position        integer NOT NULL,
    -- The book's project it was copied from (none of its later changes reach the copy; no key:
    -- the project may go).
    book_project_id bigint NOT NULL,
    title           text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
    year            integer CHECK (year BETWEEN 1900 AND 2100),
    role            text NOT NULL DEFAULT '' CHECK (char_length(role) <= 80),
    techniques      text NOT NULL DEFAULT '' CHECK (char_length(techniques) <= 300),
    place           text NOT NULL DEFAULT '' CHECK (char_length(place) <= 120),
    description     text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
    CONSTRAINT application_projects_at_most_6 CHECK (position BETWEEN 0 AND 5),
    UNIQUE (application_id, position)
);

CREATE TABLE application_project_images (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    project_id      bigint NOT NULL REFERENCES application_projects(id) ON DELETE CASCADE,
    application_id  bigint NOT NULL REFERENCES job_offer_applications(id) ON DELETE CASCADE,
    -- The renditions uploads/book-images/<stem>w<width>.webp|jpg, shared with the book.
    stem            text NOT NULL CHECK (stem ~ '^[0-9a-f]{32}$'),
    widths          integer[] NOT NULL CHECK (cardinality(widths) BETWEEN 1 AND 3),
    width           integer NOT NULL CHECK (width > 0),
    height          integer NOT NULL CHECK (height > 0),
    position        integer NOT NULL CHECK (position BETWEEN 0 AND 11),
    alt_text        text NOT NULL CHECK (char_length(alt_text) BETWEEN 1 AND 150),
    caption         text NOT NULL DEFAULT '' CHECK (char_length(caption) <= 300),
    UNIQUE (project_id, position)
);
CREATE INDEX application_project_images_by_application ON application_project_images (application_id);
CREATE INDEX application_project_images_by_stem ON application_project_images (stem);

-- The PDF book sent, by its stored name (kept while a book or an application names it).
ALTER TABLE job_offer_applications
    ADD COLUMN portfolio_pdf_name text CHECK (char_length(portfolio_pdf_name) <= 64);
CREATE INDEX job_offer_applications_by_portfolio_pdf ON job_offer_applications (portfolio_pdf_name)
    WHERE portfolio_pdf_name IS NOT NULL;

-- Her last choice, ticked again by default the next time she applies.
ALTER TABLE books
    ADD COLUMN last_sent_projects bigint[] NOT NULL DEFAULT '{}'
        CHECK (cardinality(last_sent_projects) <= 6),
    ADD COLUMN last_sent_pdf boolean NOT NULL DEFAULT false;

-- The designer's book (docs/book.md): projects with images, an optional PDF. Every bound of
-- issue 52 is held here, where parallel uploads cannot slip past it: the counters of `books`
-- and `book_projects` are kept by triggers in the same transaction as the row they count,
-- the row lock on the counter serialises concurrent uploads, and the CHECKs refuse the one
-- that would go over (its transaction rolls back whole).

CREATE TABLE books (
    candidate_id  bigint PRIMARY KEY REFERENCES candidates(id) ON DELETE CASCADE,
    -- Random file name under uploads/books (the PDF book), checked like a CV.
    pdf_name      text UNIQUE CHECK (char_length(pdf_name) <= 64),
    pdf_bytes     bigint NOT NULL DEFAULT 0 CHECK (pdf_bytes BETWEEN 0 AND 20971520),
    projects      integer NOT NULL DEFAULT 0,
    images        integer NOT NULL DEFAULT 0,
    -- Bytes of every stored rendition of every image (what the store holds, not the uploads).
    image_bytes   bigint NOT NULL DEFAULT 0 CHECK (image_bytes >= 0),
    CONSTRAINT books_at_most_30_projects CHECK (projects BETWEEN 0 AND 30),
    CONSTRAINT books_at_most_200_images CHECK (images BETWEEN 0 AND 200),
    CONSTRAINT books_at_most_300_mb CHECK (pdf_bytes + image_bytes <= 314572800)
);

CREATE TABLE book_projects (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    candidate_id  bigint NOT NULL REFERENCES books(candidate_id) ON DELETE CASCADE,
    position      integer NOT NULL,
    title         text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
    year          integer CHECK (year BETWEEN 1900 AND 2100),
    role          text NOT NULL DEFAULT '' CHECK (char_length(role) <= 80),
    techniques    text NOT NULL DEFAULT '' CHECK (char_length(techniques) <= 300),
    place         text NOT NULL DEFAULT '' CHECK (char_length(place) <= 120),
    description   text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
    images        integer NOT NULL DEFAULT 0,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT book_projects_at_most_12_images CHECK (images BETWEEN 0 AND 12),
    UNIQUE (id, candidate_id)
);
CREATE INDEX book_projects_by_candidate ON book_projects (candidate_id, position);

CREATE TABLE book_images (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    project_id    bigint NOT NULL,
    candidate_id  bigint NOT NULL,
    -- The renditions are stored as uploads/book-images/<stem>w<width>.webp and .jpg.
    stem          text NOT NULL UNIQUE CHECK (stem ~ '^[0-9a-f]{32}$'),
    widths        integer[] NOT NULL CHECK (cardinality(widths) BETWEEN 1 AND 3),
    width         integer NOT NULL CHECK (width > 0),
    height        integer NOT NULL CHECK (height > 0),
    bytes         bigint NOT NULL CHECK (bytes > 0),
    position      integer NOT NULL,
    alt_text      text NOT NULL CHECK (char_length(alt_text) BETWEEN 1 AND 150),
    caption       text NOT NULL DEFAULT '' CHECK (char_length(caption) <= 300),
    created_at    timestamptz NOT NULL DEFAULT now(),
    -- An image belongs to a project of the same candidate.
    FOREIGN KEY (project_id, candidate_id) REFERENCES book_projects (id, candidate_id)
        ON DELETE CASCADE
);
CREATE INDEX book_images_by_project ON book_images (project_id, position);
CREATE INDEX book_images_by_candidate ON book_images (candidate_id);

CREATE FUNCTION book_projects_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE books SET projects = projects + 1 WHERE candidate_id = NEW.candidate_id;
        RETURN NEW;
    END IF;
    UPDATE books SET projects = projects - 1 WHERE candidate_id = OLD.candidate_id;
    RETURN OLD;
END $$;

CREATE TRIGGER book_projects_count AFTER INSERT OR DELETE ON book_projects
    FOR EACH ROW EXECUTE FUNCTION book_projects_count();

CREATE FUNCTION book_images_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE books SET images = images + 1, image_bytes = image_bytes + NEW.bytes
         WHERE candidate_id = NEW.candidate_id;
        UPDATE book_projects SET images = images + 1 WHERE id = NEW.project_id;
        RETURN NEW;
    END IF;
    UPDATE books SET images = images - 1, image_bytes = image_bytes - OLD.bytes
     WHERE candidate_id = OLD.candidate_id;
    UPDATE book_projects SET images = images - 1 WHERE id = OLD.project_id;
    RETURN OLD;
END $$;

CREATE TRIGGER book_images_count AFTER INSERT OR DELETE ON book_images
    FOR EACH ROW EXECUTE FUNCTION book_images_count();

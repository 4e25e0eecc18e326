-- The public book (issue 52, item 4; docs/book.md "The public page"): private by default; a
-- candidate may publish hers at /book/<slug>, indexed by search engines only if she says so,
-- and take it down at once. The slug stays hers while the book is private again, so a link
-- she shared never opens another person's book; it goes with the account.
ALTER TABLE books
    ADD COLUMN public_slug text UNIQUE
        CONSTRAINT books_public_slug_form CHECK (
            char_length(public_slug) BETWEEN 3 AND 40
            AND public_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    ADD COLUMN public boolean NOT NULL DEFAULT false,
    ADD COLUMN public_indexed boolean NOT NULL DEFAULT false,
    ADD COLUMN published_at timestamptz,
    ADD CONSTRAINT books_public_has_slug CHECK (NOT public OR public_slug IS NOT NULL);

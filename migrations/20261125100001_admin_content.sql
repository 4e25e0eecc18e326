-- Issue 19, back-office content (docs/admin.md): drafts, unique slugs, testimonial photos.

-- A draft has no publication time; the public rule (published_at <= now()) hides it, as it
-- hides a post scheduled for later. (The default stays now(): an INSERT that names no time
-- publishes, as before.)
ALTER TABLE posts ALTER COLUMN published_at DROP NOT NULL;

-- A slug names one post (the back-office refuses a clash in French; this is the backstop).
CREATE UNIQUE INDEX posts_slug_key ON posts (slug);

-- An optional photo of the testimonial's author (a site path, like partners' logos).
ALTER TABLE testimonials ADD COLUMN photo_path text;

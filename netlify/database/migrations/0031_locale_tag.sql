-- A stored language is a language tag, not one of a hand-kept list (issue 42): the CHECK lists of migrations 0022 and
-- 0024 named the five languages, so every new language needed a migration. The columns now take any well-formed tag
-- (`de`, `en-XA`); which languages the site speaks is the locale registry's to say (src/domain/locales.ts), and the
-- server stores only those (functions/http/locale.ts, the article schema of src/domain/blog.ts).

CREATE DOMAIN locale_tag AS text CHECK (VALUE ~ '^[a-z]{2}(-[A-Z]{2})?$');

ALTER TABLE users DROP CONSTRAINT users_locale_check, ALTER COLUMN locale TYPE locale_tag;
ALTER TABLE profiles DROP CONSTRAINT profiles_locale_check, ALTER COLUMN locale TYPE locale_tag;
ALTER TABLE contact_requests DROP CONSTRAINT contact_requests_locale_check, ALTER COLUMN locale TYPE locale_tag;
ALTER TABLE profile_reports DROP CONSTRAINT profile_reports_locale_check, ALTER COLUMN locale TYPE locale_tag;
ALTER TABLE blog_articles DROP CONSTRAINT blog_articles_language_check, ALTER COLUMN language TYPE locale_tag;

-- An article carries the language it is written in (issue 31): the blog shows articles as written, whatever the
-- page's language, and marks each with its own (lang, the JSON-LD's inLanguage) so readers' tools and search engines
-- read it right. Every article written before is English. The CHECK list repeats LOCALES (src/domain/locales.ts); the
-- schema test holds them equal.

ALTER TABLE blog_articles
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'de', 'fr', 'pl', 'nl'));

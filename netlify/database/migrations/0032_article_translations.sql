-- An article can name the article it translates (issue 42): the same article in another language. An original
-- (translation_of NULL) and its translations form one group, keyed by the original's id; each page of the group names
-- the others (hreflang, "Also in"), and a language's blog lists the group's article in its own language.

-- The reference is checked when the transaction commits, after the trigger below has moved a deleted original's
-- translations to their new original.
ALTER TABLE blog_articles
  ADD COLUMN translation_of uuid REFERENCES blog_articles (id) DEFERRABLE INITIALLY DEFERRED;

-- At most one article per language in a group: the original counts in its own language, so no translation can be in
-- the original's language either. The index also finds a group's articles (the pages read them by this key).
CREATE UNIQUE INDEX blog_articles_translation_language_key ON blog_articles ((coalesce(translation_of, id)), language);

-- A translation names an original, never another translation, and an original with translations cannot become a
-- translation itself: a group is one original and its translations, never a chain.
CREATE FUNCTION blog_articles_translates_an_original() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.translation_of IS NOT NULL THEN
    IF NEW.translation_of = NEW.id
       OR EXISTS (SELECT 1 FROM blog_articles WHERE id = NEW.translation_of AND translation_of IS NOT NULL)
       OR EXISTS (SELECT 1 FROM blog_articles WHERE translation_of = NEW.id) THEN
      RAISE EXCEPTION 'an article translates an original, never a translation'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'blog_articles_translates_an_original';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER blog_articles_translates_an_original
  BEFORE INSERT OR UPDATE OF translation_of ON blog_articles
  FOR EACH ROW EXECUTE FUNCTION blog_articles_translates_an_original();

-- Deleting an original keeps its translations together: the first of them (a published one before a draft, then the
-- oldest) becomes the group's original, and the others translate it. A deleted translation just leaves its group.
-- After the delete, so one statement may delete a whole group (the trigger then finds no translation left).
CREATE FUNCTION blog_articles_keep_translations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  heir uuid;
BEGIN
  IF OLD.translation_of IS NULL THEN
    SELECT id INTO heir FROM blog_articles WHERE translation_of = OLD.id
     ORDER BY published DESC, created_at, id LIMIT 1;
    IF heir IS NOT NULL THEN
      UPDATE blog_articles SET translation_of = NULL WHERE id = heir;
      UPDATE blog_articles SET translation_of = heir WHERE translation_of = OLD.id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER blog_articles_keep_translations
  AFTER DELETE ON blog_articles
  FOR EACH ROW EXECUTE FUNCTION blog_articles_keep_translations();

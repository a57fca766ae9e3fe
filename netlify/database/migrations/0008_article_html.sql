-- An article's body as sanitized HTML, rendered from its Markdown when an admin saves it, so reading an article
-- renders nothing and loads no sanitizer. NULL for rows saved before this column: the first read renders and
-- stores it. A change to the sanitizer's rules resets the column to NULL in a migration of its own.
ALTER TABLE blog_articles ADD COLUMN content_html text;

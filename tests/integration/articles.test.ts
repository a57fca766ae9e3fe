import { afterEach, beforeAll, describe, expect, it } from "vitest";
import handler from "../../netlify/functions/articles.mts";
import covers from "../../netlify/functions/article-covers.mts";
import images from "../../netlify/functions/images.mts";
import { imageRefFromUrl } from "../../functions/images/store.ts";
import { jpegImage, upload } from "../fixtures/images/index.ts";
import { galleryForm } from "../fixtures/images/forms.ts";
import { query, queryOne } from "../../functions/db/index.ts";
import {
  findPublishedArticle,
  listPublishedArticles,
  readPublishedArticle,
  readPublishedArticles,
} from "../../functions/articles/published.ts";
import { withHtml, type ArticleRow } from "../../functions/articles/html.ts";
import { call, createUser, type TestUser, expectError, expectFieldError } from "../support/api.ts";
import { capturePurges } from "../support/purges.ts";
import { expectCachedByCdn, expectUncached } from "../support/caching.ts";
import { withUnreachableDatabase } from "../support/outage.ts";
import { readArticlePage } from "../../src/views/blog-reads.ts";
import { absentTexts } from "../../src/views/absent.ts";
import { messagesFor } from "../../src/i18n/index.ts";

let admin: TestUser;

const publicList = (search = "", cookie?: string) => call(handler, "GET", `/api/articles${search}`, { cookie });
const publicArticle = (slug: string) =>
  call(handler, "GET", `/api/articles/${encodeURIComponent(slug)}`, { params: { article: slug } });
const create = (json: unknown, cookie = admin.cookie) => call(handler, "POST", "/api/articles", { json, cookie });
const update = (id: string, json: unknown, cookie = admin.cookie) =>
  call(handler, "PUT", `/api/articles/${id}`, { json, cookie, params: { article: id } });
const remove = (id: string, cookie = admin.cookie) =>
  call(handler, "DELETE", `/api/articles/${id}`, { cookie, params: { article: id } });

const stored = (id: string) => queryOne<Record<string, any>>(`SELECT * FROM blog_articles WHERE id = $1`, [id]);
const articleCount = async () =>
  (await queryOne<{ count: number }>(`SELECT count(*)::int AS count FROM blog_articles`))!.count;

const ARTICLE = { title: "Foot Care Rituals", content: "Warm water, a soft towel and patience." };

beforeAll(async () => {
  admin = await createUser(["admin"]);
});

afterEach(() => {
  delete process.env.NETLIFY;
});

describe("POST /api/articles", () => {
  it("creates a draft with the slug made from the title, the team as author and the title as meta title", async () => {
    const response = await create({ title: "Zurich's Best  Spa -- Evenings!", content: "Body" });

    expect(response.status).toBe(201);
    expect(response.data.article).toMatchObject({
      title: "Zurich's Best  Spa -- Evenings!",
      slug: "zurichs-best-spa-evenings",
      author: "The SoleMuse Team",
      meta_title: "Zurich's Best  Spa -- Evenings!",
      published: false,
      published_at: null,
      excerpt: null,
    });
    expect(await stored(response.data.article.id)).toMatchObject({
      slug: "zurichs-best-spa-evenings",
      published: false,
    });
  });

  it("sets published_at when it is created published", async () => {
    const response = await create({ ...ARTICLE, slug: "foot-care", published: true, author: "Mia", excerpt: "" });
    expect(response.status).toBe(201);
    expect(response.data.article).toMatchObject({ slug: "foot-care", author: "Mia", excerpt: null, published: true });
    expect(Date.now() - Date.parse(response.data.article.published_at)).toBeLessThan(60_000);
  });

  it("refuses a slug that is taken with 409 on the slug field", async () => {
    const before = await articleCount();
    const response = await create({ ...ARTICLE, slug: "Foot Care" });
    expectFieldError(response, 409, {
      code: "conflict",
      key: "admin.blog.slugTaken",
      message: "An article with this slug already exists",
      field: "slug",
    });
    expect(await articleCount()).toBe(before);
  });

  it.each([
    [{ content: "x" }, "title"],
    [{ title: "   ", content: "x" }, "title"],
    [{ title: "Title" }, "content"],
    [{ title: "!!!", content: "x" }, "slug"],
    [{ title: "Fine", slug: "---", content: "x" }, "slug"],
    [{ ...ARTICLE, published: "yes" }, "published"],
    [{ ...ARTICLE, meta_description: "m".repeat(301) }, "meta_description"],
    [{ ...ARTICLE, language: "es" }, "language"],
    [{ ...ARTICLE, language: "DE" }, "language"],
  ])("refuses %o with a 400 naming %s", async (body, field) => {
    const before = await articleCount();
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.data.error.fields)).toContain(field);
    expect(await articleCount()).toBe(before);
  });

  it("stores the language an article is written in, English unless the admin names another", async () => {
    const english = await create({ title: "Written in English", content: "Body" });
    expect(english.data.article.language).toBe("en");
    const german = await create({ title: "Fußpflege am Zürichsee", content: "Warmes Wasser.", language: "de" });
    expect(german.status).toBe(201);
    expect(german.data.article).toMatchObject({ slug: "fusspflege-am-zurichsee", language: "de" });
    expect(await stored(german.data.article.id)).toMatchObject({ language: "de" });

    const moved = await update(german.data.article.id, {
      title: "Soins des pieds",
      content: "Eau tiède.",
      language: "fr",
    });
    expect(moved.status).toBe(200);
    expect(await stored(german.data.article.id)).toMatchObject({ title: "Soins des pieds", language: "fr" });
    const refused = await update(german.data.article.id, { title: "x", content: "x", language: "es" });
    expect(refused.status).toBe(400);
    expect(refused.data.error.fields).toEqual({ language: "Please choose one of the site's languages" });
    expect(await stored(german.data.article.id)).toMatchObject({ title: "Soins des pieds", language: "fr" });
  });

  it("never stores a slug with a hyphen at either end", async () => {
    const response = await create({ title: "- Edge case -", content: "x" });
    expect(response.status).toBe(201);
    expect(response.data.article.slug).toBe("edge-case");
  });
});

describe("GET /api/articles", () => {
  it("lists only published articles, most recently published first, cached under the blog tag", async () => {
    const older = await create({ title: "Older Story", content: "x", published: true });
    await query(`UPDATE blog_articles SET published_at = now() - interval '3 days' WHERE id = $1`, [
      older.data.article.id,
    ]);
    await create({ title: "Draft Story", content: "x" });

    const response = await publicList();

    expect(response.status).toBe(200);
    const slugs = response.data.articles.map((article: { slug: string }) => article.slug);
    expect(slugs).not.toContain("draft-story");
    expect(slugs.at(-1)).toBe("older-story");
    expect(slugs).toEqual(["foot-care", "older-story"]);
    const times = response.data.articles.map((article: { published_at: string }) => Date.parse(article.published_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expectCachedByCdn(response, "blog");
    expect(await listPublishedArticles()).toHaveLength(response.data.articles.length);
  });

  it("lists drafts too, newest created first, for an admin asking for scope=all", async () => {
    const response = await publicList("?scope=all", admin.cookie);
    expect(response.status).toBe(200);
    expect(response.data.articles).toHaveLength(await articleCount());
    expect(response.data.articles.some((article: { published: boolean }) => !article.published)).toBe(true);
    const times = response.data.articles.map((article: { created_at: string }) => Date.parse(article.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps drafts from visitors and non-admins", async () => {
    expect((await publicList("?scope=all")).status).toBe(401);
    const seeker = await createUser(["seeker"]);
    expect((await publicList("?scope=all", seeker.cookie)).status).toBe(403);
    expect((await publicList("?scope=everything")).status).toBe(400);
  });
});

describe("GET /api/articles/:slug", () => {
  it("returns a published article, tagged for purging", async () => {
    const response = await publicArticle("foot-care");
    expect(response.status).toBe(200);
    expect(response.data.article).toMatchObject({ slug: "foot-care", title: ARTICLE.title, content: ARTICLE.content });
    expect(response.headers.get("netlify-cache-tag")).toBe("blog,article:foot-care");
    expect((await findPublishedArticle("foot-care"))?.title).toBe(ARTICLE.title);
  });

  it.each([["draft-story"], ["no-such-article"], ["Foot-Care"], ["bad%00slug"], ["a".repeat(201)]])(
    "answers 'Article Not Found' for %s",
    async (slug) => expectError(await publicArticle(slug), 404, "not_found", "Article Not Found"),
  );
});

describe("PUT /api/articles/:id", () => {
  it("updates every field and sets published_at on first publication", async () => {
    const draft = (await create({ title: "Etiquette", content: "Be kind." })).data.article;
    const response = await update(draft.id, {
      title: "First Contact Etiquette",
      slug: "first-contact",
      content: "Be kind and clear.",
      excerpt: "How to write a first message",
      meta_description: "Etiquette for a first message",
      published: true,
    });

    expect(response.status).toBe(200);
    expect(response.data.article).toMatchObject({
      id: draft.id,
      title: "First Contact Etiquette",
      slug: "first-contact",
      meta_title: "First Contact Etiquette",
      excerpt: "How to write a first message",
      published: true,
    });
    expect((await stored(draft.id))!.published_at).toBeInstanceOf(Date);
    expect((await publicArticle("first-contact")).status).toBe(200);
    expect((await publicArticle("etiquette")).status).toBe(404);
  });

  it("keeps the first publication date when an article is unpublished and published again", async () => {
    const article = (await create({ title: "Republished", content: "x", published: true })).data.article;
    await query(`UPDATE blog_articles SET published_at = '2025-01-15T12:00:00Z' WHERE id = $1`, [article.id]);

    const hidden = await update(article.id, { title: "Republished", content: "x", published: false });
    expect(hidden.data.article.published).toBe(false);
    expect((await publicArticle("republished")).status).toBe(404);

    const again = await update(article.id, { title: "Republished", content: "x", published: true });
    expect(again.data.article.published_at).toBe("2025-01-15T12:00:00.000Z");
  });

  it("refuses a slug another article has, leaving the article as it was", async () => {
    const article = (await create({ title: "Unique One", content: "x" })).data.article;
    const before = await stored(article.id);
    const response = await update(article.id, { title: "Unique One", slug: "foot-care", content: "changed" });
    expect(response.status).toBe(409);
    expect(response.data.error.fields).toEqual({ slug: "An article with this slug already exists" });
    expect(await stored(article.id)).toEqual(before);
  });

  it("refuses invalid fields with a 400 and changes nothing", async () => {
    const article = (await create({ title: "Stable", content: "x" })).data.article;
    const before = await stored(article.id);
    const response = await update(article.id, { title: "", content: "changed" });
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Title is required");
    expect(await stored(article.id)).toEqual(before);
  });

  it.each([["00000000-0000-4000-8000-000000000000"], ["foot-care"]])(
    "answers 404 for the unknown id %s",
    async (id) => {
      const response = await update(id, ARTICLE);
      expect(response.status).toBe(404);
      expect(response.data.error.message).toBe("Article Not Found");
    },
  );

  it("purges the blog and both the old and the new slug on Netlify", async () => {
    const article = (await create({ title: "Rename Me", content: "x", published: true })).data.article;
    const { purged } = await capturePurges(() =>
      update(article.id, { title: "Renamed", content: "x", published: true }),
    );
    expect(purged).toEqual([["blog", "article:rename-me", "article:renamed"]]);
  });
});

describe("DELETE /api/articles/:id", () => {
  it("deletes the article", async () => {
    const article = (await create({ title: "Short Lived", content: "x", published: true })).data.article;
    const response = await remove(article.id);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ ok: true });
    expect(await stored(article.id)).toBeUndefined();
    expect((await publicArticle("short-lived")).status).toBe(404);
    expect((await remove(article.id)).status).toBe(404);
  });

  it("is for admins only", async () => {
    const article = (await create({ title: "Protected", content: "x" })).data.article;
    const muse = await createUser(["muse"], "muse");
    expect((await remove(article.id, muse.cookie)).status).toBe(403);
    expect(
      (await call(handler, "DELETE", `/api/articles/${article.id}`, { params: { article: article.id } })).status,
    ).toBe(401);
    expect((await create(ARTICLE, muse.cookie)).status).toBe(403);
    expect((await update(article.id, ARTICLE, muse.cookie)).status).toBe(403);
    expect(await stored(article.id)).toBeTruthy();
  });
});

describe("the article body as the page shows it", () => {
  const HOSTILE = [
    "## Before you write",
    "",
    "<script>window.__pwned = true</script>",
    "",
    '<img src=x onerror="window.__pwned=true"> [home](javascript:alert(1))',
  ].join("\n");
  const expectHarmless = (html: string) => {
    expect(html).toContain("<h2>Before you write</h2>");
    expect(html).not.toMatch(/<script|onerror|javascript:|__pwned/i);
  };

  it("is stored sanitized when an article is created and when it is updated, and read as stored", async () => {
    const article = (await create({ title: "Hostile Body", content: HOSTILE, published: true })).data.article;
    expectHarmless((await stored(article.id))!.content_html);
    expectHarmless((await readPublishedArticle("hostile-body"))!.html);

    await update(article.id, { title: "Hostile Body", content: `Edited.\n\n${HOSTILE}`, published: true });
    const html = (await stored(article.id))!.content_html;
    expect(html).toContain("<p>Edited.</p>");
    expectHarmless(html);
    expect((await readPublishedArticle("hostile-body"))!.html).toBe(html);
    expect((await readPublishedArticles()).find((a) => a.slug === "hostile-body")?.html).toBe(html);
  });

  it("is served as stored, without rendering the Markdown again", async () => {
    const article = (await create({ title: "Stored Html", content: "Original.", published: true })).data.article;
    await query(`UPDATE blog_articles SET content_html = '<p>As stored.</p>' WHERE id = $1`, [article.id]);
    expect((await readPublishedArticle("stored-html"))!.html).toBe("<p>As stored.</p>");
  });

  it("is rendered sanitized for an article stored before its HTML was, and stored for the next reader", async () => {
    await query(
      `INSERT INTO blog_articles (title, slug, content, published, published_at)
       VALUES ('Older Row', 'older-row', $1, true, now())`,
      [HOSTILE],
    );
    expect(
      (await queryOne<{ content_html: string | null }>(
        `SELECT content_html FROM blog_articles WHERE slug = 'older-row'`,
      ))!.content_html,
    ).toBeNull();

    const article = await readPublishedArticle("older-row");
    expectHarmless(article!.html);
    expect(article).not.toHaveProperty("content_html");
    const row = await queryOne<{ content_html: string }>(
      `SELECT content_html FROM blog_articles WHERE slug = 'older-row'`,
    );
    expect(row!.content_html).toBe(article!.html);
  });

  it("stores nothing over the HTML of a save that came between reading and storing", async () => {
    await query(
      `INSERT INTO blog_articles (title, slug, content, published, published_at)
       VALUES ('Raced Row', 'raced-row', 'Old words.', true, now())`,
    );
    const before = await queryOne<ArticleRow>(`SELECT * FROM blog_articles WHERE slug = 'raced-row'`);
    // An admin saves new words (and their HTML) after the read above, before the reader's render is stored.
    await query(
      `UPDATE blog_articles SET content = 'New words.', content_html = '<p>New words.</p>' WHERE slug = 'raced-row'`,
    );
    expect((await withHtml(before!)).html).toBe("<p>Old words.</p>\n");
    expect(
      (await queryOne<{ content_html: string }>(`SELECT content_html FROM blog_articles WHERE slug = 'raced-row'`))!
        .content_html,
    ).toBe("<p>New words.</p>");
  });
});

describe("translations", () => {
  const story = (title: string, language: string, extra: Record<string, unknown> = {}) =>
    create({ title, content: `${title}.`, language, published: true, ...extra });
  const versions = async (slug: string) =>
    (await publicArticle(slug)).data.article.translations.map((v: { slug: string; language: string }) => v.language);

  let original: { id: string; slug: string };
  let german: { id: string; slug: string };

  it("creates a translation naming its original, and links an article written before", async () => {
    original = (await story("Walking Tours", "en")).data.article;
    const created = await story("Spaziergänge", "de", { translation_of: original.id });
    expect(created.status).toBe(201);
    german = created.data.article;
    expect(german).toMatchObject({ language: "de", translation_of: original.id });
    expect(await stored(german.id)).toMatchObject({ translation_of: original.id });

    // Naming a translation as the original links to its original: a group is one original and its translations.
    const french = (await story("Promenades", "fr")).data.article;
    const linked = await update(french.id, {
      title: "Promenades",
      content: "Promenades.",
      language: "fr",
      published: true,
      translation_of: german.id,
    });
    expect(linked.status).toBe(200);
    expect(await stored(french.id)).toMatchObject({ translation_of: original.id });
    expect(await versions(original.slug)).toEqual(["de", "fr"]);
  });

  it("refuses a second article in a language the original or a translation is in", async () => {
    const before = await articleCount();
    for (const language of ["de", "en"]) {
      const refused = await story(`Another ${language}`, language, { translation_of: original.id });
      expect(refused.status).toBe(409);
      expect(refused.data.error.fields).toEqual({
        language: "Another version of this article is already in this language",
      });
    }
    expect(await articleCount()).toBe(before);
    // Moving the original into a translation's language is refused alike.
    const moved = await update(original.id, { title: "Walking Tours", content: "x", language: "de", published: true });
    expect(moved.status).toBe(409);
    expect(await stored(original.id)).toMatchObject({ language: "en", content: "Walking Tours." });
  });

  it("refuses an unknown original, the article itself, and an original with translations as a translation", async () => {
    const unknown = await story("Lost", "pl", { translation_of: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(400);
    expect(unknown.data.error.fields).toEqual({ translation_of: "Please choose the original article from the list" });
    expect((await story("Lost", "pl", { translation_of: "walking-tours" })).data.error.fields).toHaveProperty(
      "translation_of",
    );
    const itself = await update(german.id, { title: "x", content: "x", language: "de", translation_of: german.id });
    expect(itself.data.error.fields).toEqual({ translation_of: "Please choose the original article from the list" });
    const other = (await story("Stadtführung", "nl")).data.article;
    const chained = await update(original.id, {
      title: "Walking Tours",
      content: "x",
      language: "en",
      translation_of: other.id,
    });
    expect(chained.status).toBe(400);
    expect(chained.data.error.fields).toEqual({
      translation_of: "This article has translations of its own, so it cannot translate another",
    });
    expect(await stored(original.id)).toMatchObject({ translation_of: null });
  });

  it("names only the published translations in public reads", async () => {
    await story("Spacery", "pl", { translation_of: original.id, published: false });
    const read = (await publicArticle(german.slug)).data.article;
    expect(read.translations).toEqual([
      { slug: original.slug, language: "en", original: true },
      { slug: "promenades", language: "fr", original: false },
    ]);
    const listed = (await publicList()).data.articles.find((a: { slug: string }) => a.slug === original.slug);
    expect(listed.translations.map((v: { language: string }) => v.language)).toEqual(["de", "fr"]);
    expect((await readPublishedArticle(original.slug))!.translations).toHaveLength(2);
  });

  it("keeps the translations together when their original is deleted: the first published one becomes it", async () => {
    expect((await remove(original.id)).status).toBe(200);
    expect(await stored(german.id)).toMatchObject({ translation_of: null, title: "Spaziergänge" });
    expect(await stored((await findPublishedArticle("promenades"))!.id)).toMatchObject({ translation_of: german.id });
    expect((await queryOne(`SELECT translation_of FROM blog_articles WHERE slug = 'spacery'`))!.translation_of).toBe(
      german.id,
    );
    expect((await publicArticle("promenades")).data.article.translations).toEqual([
      { slug: german.slug, language: "de", original: true },
    ]);

    // A deleted translation leaves the others as they are.
    expect((await remove((await findPublishedArticle("promenades"))!.id)).status).toBe(200);
    expect(await versions(german.slug)).toEqual([]);
    expect(await stored(german.id)).toMatchObject({ translation_of: null });
  });
});

describe("the article page /blog/{slug}", () => {
  it("says an article cannot be shown right now, not that it does not exist, while the database cannot be read", async () => {
    await withUnreachableDatabase(["Error loading article etiquette-guide"], async () => {
      const headers = new Headers();
      const page = await readArticlePage("etiquette-guide", headers);
      expect(page).toEqual({ article: null, status: 503 });
      expectUncached({ headers });
      expect(absentTexts(messagesFor("pl").blog, page.status === 503).title).toBe(
        "Nie możemy teraz wyświetlić tego artykułu",
      );
      expect(absentTexts(messagesFor("nl").blog, page.status === 503).text).toBe(
        "Onze site kan het op dit moment niet laden. Probeer het over een minuut opnieuw.",
      );
    });
    const headers = new Headers();
    const missing = await readArticlePage("no-such-article", headers);
    expect(missing).toEqual({ article: null, status: 404 });
    expect(absentTexts(messagesFor("pl").blog, missing.status === 503).title).toBe("Nie znaleziono artykułu");
  });
});

describe("an article's cover picture", () => {
  const uploadCover = async (cookie?: string) =>
    call(covers, "POST", "/api/article-covers", { form: galleryForm(upload(await jpegImage(900, 600))), cookie });
  const getCover = (url: string, cookie?: string) => {
    const { store, id } = imageRefFromUrl(url)!;
    return call(images, "GET", url, { params: { store, id }, cookie });
  };

  it("is uploaded by an admin alone, processed and shown to admins until a published article shows it to everyone", async () => {
    expect((await uploadCover()).status).toBe(401);
    const visitor = await createUser();
    expect((await uploadCover(visitor.cookie)).status).toBe(403);

    const uploaded = await uploadCover(admin.cookie);
    expect(uploaded.status).toBe(201);
    const url = uploaded.data.url as string;
    expect(url).toMatch(/^\/api\/images\/article-covers\/[0-9a-f-]{36}$/);
    expect((await getCover(url, admin.cookie)).status).toBe(200);
    expect((await getCover(url)).status).toBe(404);

    const draft = await create({ ...ARTICLE, title: "Covered Draft", featured_image_url: url });
    expect(draft.status).toBe(201);
    expect((await getCover(url)).status).toBe(404);
    expect(
      (await update(draft.data.article.id, { ...ARTICLE, title: "Covered", featured_image_url: url, published: true }))
        .status,
    ).toBe(200);
    const shown = await getCover(url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/webp");
  });
});

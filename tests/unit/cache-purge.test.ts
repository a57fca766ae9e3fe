import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const netlifyPurge = vi.hoisted(() => vi.fn(async (_options: { tags: string[] }) => undefined));
vi.mock("@netlify/functions", () => ({ purgeCache: netlifyPurge }));

// The article handlers' SQL answered in memory: each test says which slug the statement "returns".
const db = vi.hoisted(() => ({ slug: "", previousSlug: "" }));
vi.mock("../../functions/db/index.ts", () => {
  const article = () => ({ id: "7b1f7a38-0c55-4a4e-9b7a-0c6f4f1b2d11", slug: db.slug });
  return {
    query: vi.fn(async () => []),
    queryOne: vi.fn(async () => article()),
    transaction: vi.fn(async (fn: (tx: unknown) => Promise<unknown>) =>
      fn({
        query: async (text: string) =>
          /^\s*SELECT slug/.test(text) ? { rows: [{ slug: db.previousSlug }] } : { rows: [article()] },
      }),
    ),
    isUniqueViolation: () => false,
  };
});

const { CACHE_TAGS, PURGE_TIMEOUT_MS, blogCacheTags, purgeArticleCache, purgeCache } =
  await import("../../functions/cache/purge.ts");
const { createArticle, deleteArticle, updateArticle } = await import("../../functions/articles/manage.ts");
// Saving renders the Markdown with a renderer loaded on first use (jsdom, slow to import): loaded here, outside any test.
await Promise.all([import("marked"), import("isomorphic-dompurify")]);

const ID = "7b1f7a38-0c55-4a4e-9b7a-0c6f4f1b2d11";
const call = (method: string, body?: unknown) => ({
  request: new Request(`http://localhost/api/articles${method === "POST" ? "" : `/${ID}`}`, {
    method,
    headers: { "content-type": "application/json", origin: "http://localhost" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }),
  params: method === "POST" ? {} : { article: ID },
  ip: "127.0.0.1",
  headers: new Headers(),
});
const purgedTags = () => netlifyPurge.mock.calls.map(([options]) => options.tags);

describe("blog cache purging", () => {
  const saved = { NETLIFY: process.env.NETLIFY, TOKEN: process.env.NETLIFY_PURGE_API_TOKEN };

  beforeEach(() => {
    netlifyPurge.mockClear();
    delete process.env.NETLIFY_PURGE_API_TOKEN;
    process.env.NETLIFY = "true";
  });

  afterEach(() => {
    if (saved.NETLIFY === undefined) delete process.env.NETLIFY;
    else process.env.NETLIFY = saved.NETLIFY;
    if (saved.TOKEN !== undefined) process.env.NETLIFY_PURGE_API_TOKEN = saved.TOKEN;
  });

  it("names the blog and one article by the tags the blog pages carry", () => {
    expect(CACHE_TAGS.blog).toBe("blog");
    expect(CACHE_TAGS.article("first-contact")).toBe("article:first-contact");
    expect(blogCacheTags()).toEqual(["blog"]);
    expect(blogCacheTags("first-contact")).toEqual(["blog", "article:first-contact"]);
  });

  it("purges the blog list and the article page", async () => {
    await purgeArticleCache("first-contact");
    expect(purgedTags()).toEqual([["blog", "article:first-contact"]]);
  });

  it("purges the old and the new page of a renamed article, once each", async () => {
    await purgeArticleCache("old-name", "new-name");
    await purgeArticleCache("same", "same");
    expect(purgedTags()).toEqual([
      ["blog", "article:old-name", "article:new-name"],
      ["blog", "article:same"],
    ]);
  });

  it("is a no-op locally, where there is no CDN (no NETLIFY, no purge token)", async () => {
    delete process.env.NETLIFY;
    await purgeArticleCache("first-contact");
    await purgeCache(["blog"]);
    expect(netlifyPurge).not.toHaveBeenCalled();
  });

  it("purges with a purge token even outside Netlify", async () => {
    delete process.env.NETLIFY;
    process.env.NETLIFY_PURGE_API_TOKEN = "token";
    await purgeArticleCache("first-contact");
    expect(purgedTags()).toEqual([["blog", "article:first-contact"]]);
  });

  it("logs a failed purge instead of failing the change that was saved", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    netlifyPurge.mockRejectedValueOnce(new Error("CDN unavailable"));
    await expect(purgeArticleCache("first-contact")).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it("gives up on a purge that does not answer, so the request that saved a change still answers in time", async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    netlifyPurge.mockImplementationOnce(() => new Promise(() => undefined));
    try {
      const purged = purgeCache(["muses"]);
      await vi.advanceTimersByTimeAsync(PURGE_TIMEOUT_MS);
      await expect(purged).resolves.toBeUndefined();
      expect(log).toHaveBeenCalledOnce();
    } finally {
      log.mockRestore();
      vi.useRealTimers();
    }
  });

  const article = { title: "First Contact", content: "Be kind.", published: true };

  it("creating an article purges its tags", async () => {
    db.slug = "first-contact";
    const response = await createArticle(call("POST", article) as never);
    expect(response.status).toBe(201);
    expect(purgedTags()).toEqual([["blog", "article:first-contact"]]);
  });

  it("editing an article purges its previous and its new slug", async () => {
    db.previousSlug = "first-contact";
    db.slug = "first-contact-etiquette";
    await updateArticle(call("PUT", { ...article, slug: "first-contact-etiquette" }) as never);
    expect(purgedTags()).toEqual([["blog", "article:first-contact", "article:first-contact-etiquette"]]);
  });

  it("publishing or unpublishing (an edit of the flag) purges the article's tags", async () => {
    db.previousSlug = db.slug = "first-contact";
    await updateArticle(call("PUT", { ...article, published: false }) as never);
    expect(purgedTags()).toEqual([["blog", "article:first-contact"]]);
  });

  it("deleting an article purges its tags", async () => {
    db.slug = "first-contact";
    await deleteArticle(call("DELETE") as never);
    expect(purgedTags()).toEqual([["blog", "article:first-contact"]]);
  });
});

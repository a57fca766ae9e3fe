import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "@netlify/functions";
import * as account from "../../netlify/functions/account.mts";
import * as admin from "../../netlify/functions/admin.mts";
import * as applications from "../../netlify/functions/applications.mts";
import * as articles from "../../netlify/functions/articles.mts";
import * as auth from "../../netlify/functions/auth.mts";
import * as changes from "../../netlify/functions/changes.mts";
import * as contacts from "../../netlify/functions/contacts.mts";
import * as dashboard from "../../netlify/functions/dashboard.mts";
import * as images from "../../netlify/functions/images.mts";
import * as muses from "../../netlify/functions/muses.mts";
import * as messages from "../../netlify/functions/messages.mts";
import * as reports from "../../netlify/functions/reports.mts";
import * as sendApprovalNotification from "../../netlify/functions/send-approval-notification.mts";
import * as statistics from "../../netlify/functions/statistics.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { API_CONTENT_SECURITY_POLICY, HARDENING_HEADERS } from "../../functions/http/hardening.ts";
import { call, createProfile, createUser, type CallOptions, type TestUser } from "../support/api.ts";

/**
 * Each function routes on the request's own path: `context.params` may be missing or stale (the local server
 * leaves it out, or retries a 404 as `path.html` and `path/index.html`), and that must never reach another path's
 * handler. A path no pattern of the function matches is a 404 with the JSON error envelope.
 */

const FUNCTIONS = {
  account,
  admin,
  applications,
  articles,
  auth,
  changes,
  contacts,
  dashboard,
  images,
  messages,
  muses,
  reports,
  "send-approval-notification": sendApprovalNotification,
  statistics,
};

/** How the tests pass params: as the platform should, left out (local runtime, retries), or wrong. */
const PARAM_MODES = ["from the platform", "omitted", "wrong"] as const;
type ParamMode = (typeof PARAM_MODES)[number];
const paramsFor = (mode: ParamMode, right: Record<string, string>): CallOptions["params"] =>
  mode === "from the platform" ? right : mode === "omitted" ? undefined : { id: "wrong", handle: "wrong" };

let seeker: TestUser;
let adminUser: TestUser;
let pendingId: string;
let approvedHandle: string;
let contactId: string;
let reportId: string;
let changeId: string;
const DRAFT_SLUG = "routing-draft";
const PUBLISHED_SLUG = "routing-published";

beforeAll(async () => {
  seeker = await createUser(["seeker"]);
  adminUser = await createUser(["admin"]);
  pendingId = (await createProfile({ handle: "RoutingPending" })).id;
  const approved = await createProfile({ handle: "RoutingApproved", approval_status: "Approved" });
  approvedHandle = approved.handle;
  await query(
    `INSERT INTO blog_articles (title, slug, content, published, published_at) VALUES
       ('Published', $1, 'Public body', true, now()), ('Draft', $2, 'Draft body', false, NULL)`,
    [PUBLISHED_SLUG, DRAFT_SLUG],
  );
  contactId = (await queryOne<{ id: string }>(
    `INSERT INTO contact_requests (name, email, message) VALUES ('Someone', 'someone@example.test', 'Hello') RETURNING id`,
  ))!.id;
  reportId = (await queryOne<{ id: string }>(
    `INSERT INTO profile_reports (profile_id, reason) VALUES ($1, 'scam') RETURNING id`,
    [approved.id],
  ))!.id;
  changeId = (await queryOne<{ id: string }>(
    `INSERT INTO profile_changes (profile_id, kind, image_url) VALUES ($1, 'gallery_image', '/api/images/muse-gallery/x') RETURNING id`,
    [approved.id],
  ))!.id;
});

function expectNotFound(response: Awaited<ReturnType<typeof call>>) {
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(response.data.error.code).toBe("not_found");
  expectHardened(response);
}

/** Netlify's CDN gives netlify.toml's headers to static files only: a function sets them on every answer itself. */
function expectHardened(response: Awaited<ReturnType<typeof call>>) {
  for (const [name, value] of Object.entries(HARDENING_HEADERS)) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
}

describe("every function's answers carry the browser hardening headers", () => {
  it.each([
    ["muses", "GET", "/api/muses", 200],
    ["articles", "GET", "/api/articles", 200],
    ["auth", "GET", "/api/auth/session", 200],
    ["admin", "GET", "/api/admin/stats", 401],
    ["contacts", "POST", "/api/contacts", 400],
    ["reports", "PATCH", "/api/reports/x", 401],
    ["statistics", "POST", "/api/statistics", 400],
  ] as const)("%s: %s %s → %i", async (name, method, path, status) => {
    const response = await call(FUNCTIONS[name].default, method, path, { json: method === "GET" ? undefined : {} });
    expect(response.status).toBe(status);
    expectHardened(response);
  });
});

describe.each(PARAM_MODES)("with params %s", (mode) => {
  it("answers 404, not the directory, to GET /api/muses/NoSuchHandle and its .html and /index.html retries", async () => {
    for (const path of [
      "/api/muses/NoSuchHandle",
      "/api/muses/NoSuchHandle.html",
      "/api/muses/NoSuchHandle/index.html",
    ]) {
      const response = await call(muses.default, "GET", path, { params: paramsFor(mode, { handle: "NoSuchHandle" }) });
      expectNotFound(response);
      expect(response.data.muses).toBeUndefined();
    }
  });

  /** The data of a 200 answer to GET `path`, its params passed as the mode passes them. */
  async function served(handler: (typeof muses)["default"], path: string, params: Record<string, string>) {
    const response = await call(handler, "GET", path, { params: paramsFor(mode, params) });
    expect(response.status).toBe(200);
    return response.data;
  }

  it("serves a listed muse's profile from the handle in the path", async () => {
    const { muse } = await served(muses.default, `/api/muses/${approvedHandle}`, { handle: approvedHandle });
    expect(muse.handle).toBe(approvedHandle);
  });

  it("answers 404, not the public list, to GET /api/articles/<a draft's slug>", async () => {
    const response = await call(articles.default, "GET", `/api/articles/${DRAFT_SLUG}`, {
      params: mode === "wrong" ? { article: PUBLISHED_SLUG } : paramsFor(mode, { article: DRAFT_SLUG }),
    });
    expectNotFound(response);
    expect(response.data.articles).toBeUndefined();
  });

  it("serves a published article from the slug in the path", async () => {
    const { article } = await served(articles.default, `/api/articles/${PUBLISHED_SLUG}`, { article: PUBLISHED_SLUG });
    expect(article.slug).toBe(PUBLISHED_SLUG);
  });

  describe("a seeker's review of an application", () => {
    const previous = process.env.RATE_LIMITS;
    afterEach(() => {
      process.env.RATE_LIMITS = previous;
    });

    it("is refused with 403 by the review route, without touching the application rate limit", async () => {
      process.env.RATE_LIMITS = "on";
      await query(`DELETE FROM rate_limits`);
      const response = await call(applications.default, "POST", `/api/applications/${pendingId}/review`, {
        json: { decision: "approve" },
        cookie: seeker.cookie,
        params: paramsFor(mode, { id: pendingId }),
      });
      expect(response.status).toBe(403);
      expect(response.data.error.code).toBe("forbidden");
      expect(await query(`SELECT bucket FROM rate_limits WHERE bucket LIKE 'application:%'`)).toEqual([]);
      const stored = await queryOne<{ approval_status: string }>(`SELECT approval_status FROM profiles WHERE id = $1`, [
        pendingId,
      ]);
      expect(stored!.approval_status).toBe("Pending");
    });
  });

  it("answers 401/403 from the route's own auth to refused admin writes, never 405 or another handler's error", async () => {
    const writes: [string, Parameters<typeof call>[0], string, string, Record<string, string>, unknown][] = [
      [
        "review",
        applications.default,
        "POST",
        `/api/applications/${pendingId}/review`,
        { id: pendingId },
        { decision: "approve" },
      ],
      [
        "status",
        applications.default,
        "POST",
        `/api/applications/${pendingId}/status`,
        { id: pendingId },
        { action: "reopen" },
      ],
      [
        "notes",
        applications.default,
        "PATCH",
        `/api/applications/${pendingId}`,
        { id: pendingId },
        { admin_notes: "x" },
      ],
      ["contact", contacts.default, "PATCH", `/api/contacts/${contactId}`, { id: contactId }, { status: "read" }],
      [
        "report",
        reports.default,
        "PATCH",
        `/api/reports/${reportId}`,
        { id: reportId },
        { status: "dismissed", note: "x" },
      ],
      ["picture removal", changes.default, "POST", `/api/admin/changes/${changeId}/remove`, { id: changeId }, {}],
      ["article", articles.default, "DELETE", `/api/articles/${DRAFT_SLUG}`, { article: DRAFT_SLUG }, undefined],
    ];
    for (const [name, handler, method, path, params, json] of writes) {
      const options = { json, params: paramsFor(mode, params) };
      expect((await call(handler, method, path, { ...options, cookie: seeker.cookie })).status, name).toBe(403);
      expect((await call(handler, method, path, options)).status, name).toBe(401);
    }
  });

  it("answers 404 to an unknown sub-path of an application, whoever asks", async () => {
    for (const cookie of [undefined, seeker.cookie, adminUser.cookie]) {
      for (const method of ["GET", "POST"]) {
        const response = await call(applications.default, method, `/api/applications/${pendingId}/unknown`, {
          json: method === "POST" ? {} : undefined,
          cookie,
          params: paramsFor(mode, { id: pendingId }),
        });
        expectNotFound(response);
      }
    }
  });

  it("answers 404 to GET /api/dashboard/nope, signed in or not", async () => {
    for (const cookie of [undefined, seeker.cookie]) {
      expectNotFound(
        await call(dashboard.default, "GET", "/api/dashboard/nope", { cookie, params: paramsFor(mode, {}) }),
      );
    }
  });
});

describe("every function answers 404 with the JSON envelope to a path it does not serve", () => {
  const UNKNOWN: [keyof typeof FUNCTIONS, string][] = [
    ["account", "/api/account/nope"],
    ["account", "/api/account/export/x"],
    ["admin", "/api/admin/stats/x"],
    ["admin", "/api/admin/nope"],
    ["applications", "/api/applications/x/y/z"],
    ["applications", "/api/applications/x/review/y"],
    ["articles", "/api/articles/a/b"],
    ["auth", "/api/auth/nope"],
    ["auth", "/api/auth/session/x"],
    ["auth", "/api/auth"],
    ["changes", "/api/admin/changes/x"],
    ["changes", "/api/admin/changes/x/remove/y"],
    ["contacts", "/api/contacts/x/y"],
    ["dashboard", "/api/dashboard"],
    ["dashboard", "/api/dashboard/gallery/x/y"],
    ["dashboard", "/api/dashboard/profile/index.html"],
    ["images", "/api/images/muse-gallery"],
    ["images", "/api/images/muse-gallery/x/y"],
    ["muses", "/api/muses/a/b"],
    ["muses", "/api/muses/%E0%A4%A"],
    ["reports", "/api/reports/x/y"],
    ["send-approval-notification", "/api/send-approval-notification/x"],
  ];

  it.each(UNKNOWN)("%s: %s", async (name, path) => {
    for (const method of ["GET", "POST", "PATCH", "DELETE"]) {
      for (const params of [undefined, { id: "x", action: "session", handle: "x", article: "x" }]) {
        const response = await call(FUNCTIONS[name].default, method, path, {
          json: method === "GET" ? undefined : {},
          cookie: adminUser.cookie,
          params,
        });
        expectNotFound(response);
      }
    }
  });
});

describe("methods a path does not have", () => {
  it("answers 405 to a caller allowed on the path, and the path's own 401/403 to anyone else", async () => {
    const path = `/api/applications/${pendingId}`;
    expect((await call(applications.default, "DELETE", path, { cookie: adminUser.cookie })).status).toBe(405);
    expect((await call(applications.default, "DELETE", path, { cookie: seeker.cookie })).status).toBe(403);
    expect((await call(applications.default, "DELETE", path)).status).toBe(401);
    expect((await call(dashboard.default, "DELETE", "/api/dashboard/listing", { cookie: seeker.cookie })).status).toBe(
      405,
    );
    expect((await call(dashboard.default, "DELETE", "/api/dashboard/listing")).status).toBe(401);
  });

  it("answers 405 on a public path", async () => {
    expect((await call(muses.default, "DELETE", `/api/muses/${approvedHandle}`)).status).toBe(405);
  });
});

describe("paths", () => {
  it("ignores a trailing slash", async () => {
    expect((await call(muses.default, "GET", "/api/muses/")).data.muses).toBeInstanceOf(Array);
    expect((await call(muses.default, "GET", `/api/muses/${approvedHandle}/`)).data.muse.handle).toBe(approvedHandle);
  });

  it("prefers a literal segment over a parameter: /gallery/order is not the image 'order'", async () => {
    const response = await call(dashboard.default, "PUT", "/api/dashboard/gallery/order", {
      json: { ids: [] },
      cookie: seeker.cookie,
      params: { id: "order" },
    });
    // The reorder handler's answer to a user without a profile, not the DELETE-only image route's 405.
    expect(response.status).toBe(404);
    expect(response.data.error.message).toBe("No Profile Found");
  });

  it.each(Object.entries(FUNCTIONS))("%s: the router serves exactly the paths of config.path", (_, module) => {
    const declared = [(module.config as Config).path ?? []].flat();
    const served = (module.default as unknown as { patterns: string[] }).patterns;
    const covers = (pattern: string, path: string) => {
      const a = pattern.split("/");
      const b = path.split("/");
      return a.length === b.length && a.every((part, i) => part.startsWith(":") || part === b[i]);
    };
    // Every route is reachable on Netlify, and no declared path is left to no route.
    for (const path of served)
      expect(
        declared.some((pattern) => covers(pattern, path)),
        path,
      ).toBe(true);
    for (const pattern of declared)
      expect(
        served.some((path) => covers(pattern, path)),
        pattern,
      ).toBe(true);
  });
});

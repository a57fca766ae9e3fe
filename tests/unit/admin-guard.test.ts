import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { functionRoutes } from "../../scripts/lib/function-routes.ts";

/**
 * Who may open the admin panel, read from the source instead of walked in the browser: each page behind the login
 * mounts its island in AdminShell, whose AdminGuard asks the server for the admin role and sends anyone else to
 * /admin; and each admin endpoint is wrapped in `admin()`, the server-side check (what each one answers to every kind
 * of caller is tests/integration/authorization.test.ts; one page and one call are walked in
 * tests/e2e/admin-access.spec.ts).
 */

const PAGES = new URL("../../src/pages/admin/", import.meta.url);
const ISLANDS = new URL("../../src/islands/admin/", import.meta.url);
const read = (url: URL) => readFileSync(url, "utf8");

const guardedPages = readdirSync(PAGES, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".astro") && file !== "index.astro")
  .sort();

/** The island a page mounts (`<Island client:load`): its name, and the source of the file it is imported from. */
function mountedIsland(page: string): { name: string; source: string } {
  const source = read(new URL(page, PAGES));
  const name = /<(\w+) client:load/.exec(source)?.[1];
  expect(name, `${page} mounts an island`).toBeDefined();
  const from = new RegExp(`import \\{ ${name} \\} from "([^"]+)"`).exec(source)?.[1];
  expect(from, `${page} imports ${name}`).toMatch(/\/islands\/admin\//);
  return { name: name!, source: read(new URL(from!, new URL(page, PAGES))) };
}

/** The elements the component's own `return (<Element …` statements render (not those of helpers or callbacks). */
function renderedRoots(source: string, component: string): string[] {
  const start = source.indexOf(`export function ${component}(`);
  expect(start, `${component} is an exported function`).toBeGreaterThanOrEqual(0);
  const body = source.slice(start, source.indexOf("\n}\n", start));
  return [...body.matchAll(/return \(\s*<(\w+)/g)].map((match) => match[1]!);
}

describe("the admin pages", () => {
  it("are found: every page under src/pages/admin/ but the login", () => {
    expect(guardedPages.length).toBeGreaterThanOrEqual(9);
    for (const page of ["dashboard.astro", "applications/[id].astro", "reports.astro"])
      expect(guardedPages).toContain(page);
  });

  it.each(guardedPages)("%s shows its island only inside AdminShell", (page) => {
    const island = mountedIsland(page);
    expect(island.source).toMatch(/import \{ AdminShell \} from "\.{1,2}\/AdminShell\.tsx";/);
    const roots = renderedRoots(island.source, island.name);
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.filter((root) => root !== "AdminShell")).toEqual([]);
  });

  it("wrap every AdminShell's content in AdminGuard, which sends anyone the server does not call an admin to /admin", () => {
    const shell = read(new URL("AdminShell.tsx", ISLANDS));
    expect(shell).toMatch(/<AdminGuard>[\s\S]*\{children\}[\s\S]*<\/AdminGuard>/);
    const guard = read(new URL("AdminGuard.tsx", ISLANDS));
    expect(guard).toMatch(/if \(admin\) setAllowed\(true\);\s*else window\.location\.replace\("\/admin"\);/);
    expect(guard).toMatch(/if \(!allowed\) return <Spinner/);
    expect(read(new URL("session.ts", ISLANDS))).toContain(`"/api/auth/has-role?role=admin"`);
  });
});

describe("the admin endpoints", () => {
  const routes = functionRoutes();
  const adminRoutes = routes.filter((route) => route.access === "admin").map((r) => `${r.method} ${r.pattern}`);

  it("are read from every function's source", () => {
    expect(routes.length).toBeGreaterThan(90);
    expect(routes).toContainEqual({ file: "admin.mts", method: "GET", pattern: "/api/admin/stats", access: "admin" });
    expect(routes).toContainEqual({
      file: "article-covers.mts",
      method: "POST",
      pattern: "/api/article-covers",
      access: "admin",
    });
    expect(routes).toContainEqual({ file: "muses.mts", method: "GET", pattern: "/api/muses", access: "public" });
  });

  it("guard every path under /api/admin/ with admin()", () => {
    const unguarded = routes.filter((route) => route.pattern.startsWith("/api/admin/") && route.access !== "admin");
    expect(unguarded).toEqual([]);
  });

  it("are exactly these, each wrapped in admin()", () => {
    expect(adminRoutes.sort()).toEqual(
      [
        "GET /api/admin/age-checks",
        "POST /api/admin/age-checks/:id/request",
        "GET /api/admin/appeals",
        "POST /api/admin/appeals/:id/decision",
        "GET /api/admin/changes",
        "POST /api/admin/changes/:id/remove",
        "POST /api/admin/changes/:id/reviewed",
        "GET /api/admin/mail",
        "POST /api/admin/mail/:id/resend",
        "GET /api/admin/stats",
        "GET /api/admin/verifications",
        "GET /api/admin/verifications/:id/picture",
        "POST /api/admin/verifications/:id/confirm",
        "POST /api/admin/verifications/:id/decline",
        "GET /api/applications",
        "GET /api/applications/:id",
        "PATCH /api/applications/:id",
        "POST /api/applications/:id/age-check",
        "GET /api/applications/:id/age-document",
        "POST /api/applications/:id/review",
        "POST /api/applications/:id/status",
        "POST /api/applications/:id/warn",
        "POST /api/article-covers",
        "POST /api/articles",
        "DELETE /api/articles/:article",
        "PUT /api/articles/:article",
        "GET /api/contacts",
        "PATCH /api/contacts/:id",
        "GET /api/reports",
        "PATCH /api/reports/:id",
        "POST /api/send-approval-notification",
      ].sort(),
    );
  });
});

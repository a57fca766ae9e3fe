import { expect } from "@playwright/test";
import { parse } from "yaml";
import { test } from "./support/test.ts";
import { editorContentSecurityPolicy } from "../../functions/http/content-security.ts";

/**
 * The content editor as the production build serves it (decision 0056): its own policy on its page alone, Decap's
 * script from the site itself, GitHub's sign-in through Netlify (no local backend), and no search engine told of it.
 * Each test fails on any Content-Security-Policy violation (./support/test.ts): the editor starting under its policy
 * is the proof that the policy is enough.
 */
test.describe("the content editor, as deployed", () => {
  test("its page has its own policy; every other page keeps the site's", async ({ request }) => {
    const editor = await request.get("/editor/");
    expect(editor.status()).toBe(200);
    expect(editor.headers()["content-security-policy"]).toBe(editorContentSecurityPolicy());
    expect(editor.headers()["x-frame-options"]).toBe("DENY");
    expect((await request.get("/editor")).headers()["content-security-policy"]).toBe(editorContentSecurityPolicy());

    // The pre-rendered pages share the site's policy; the pages rendered on demand send the same directives.
    const site = (await request.get("/about")).headers()["content-security-policy"];
    expect((await request.get("/city/zurich-foot-fetish-encounters")).headers()["content-security-policy"]).toBe(site);
    for (const path of ["/about", "/directory", "/no-such-page"]) {
      const policy = (await request.get(path)).headers()["content-security-policy"];
      expect(policy, path).toMatch(/script-src 'self' 'sha256-/);
      expect(policy, path).not.toContain("unsafe-eval");
      expect(policy, path).not.toContain("api.github.com");
    }
  });

  test("serves Decap's script itself and a configuration without a local backend", async ({ request }) => {
    const script = await request.get("/editor/decap-cms.js");
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toMatch(/javascript/);
    // Its field rules (decision 0061), beside it.
    const fields = await request.get("/editor/fields.js");
    expect(fields.status()).toBe(200);
    expect(fields.headers()["content-type"]).toMatch(/javascript/);

    const config = parse(await (await request.get("/editor/config.yml")).text()) as Record<string, unknown>;
    expect(config.backend).toMatchObject({ name: "github", base_url: "https://api.netlify.com", branch: "main" });
    expect(config).not.toHaveProperty("local_backend");
  });

  test("starts under its policy and offers to sign in with GitHub, also when asked for without the slash", async ({
    page,
  }) => {
    // Netlify serves the folder's page at /editor too, under the same policy.
    await page.goto("/editor");
    await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("is left out of the sitemap and disallowed to crawlers", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).toContain("/city/zurich-foot-fetish-encounters</loc>");
    expect(sitemap).not.toContain("/editor");
    expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/editor$/m);
  });
});

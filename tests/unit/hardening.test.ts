import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_CONTENT_SECURITY_POLICY, HARDENING_HEADERS, harden } from "../../functions/http/hardening.ts";
import { onRequest } from "../../src/middleware.ts";

/** The values netlify.toml gives every static file (`[[headers]] for = "/*"`). */
function staticFileHeaders(): Record<string, string> {
  const toml = readFileSync(new URL("../../netlify.toml", import.meta.url), "utf8");
  const block = toml.split("[[headers]]").find((section) => /for\s*=\s*"\/\*"/.test(section));
  expect(block, 'netlify.toml has a [[headers]] block for "/*"').toBeDefined();
  return Object.fromEntries([...block!.matchAll(/^\s*([\w-]+)\s*=\s*"([^"]*)"\s*$/gm)].map((m) => [m[1]!, m[2]!]));
}

describe("browser hardening headers", () => {
  it("are the same for static files (netlify.toml) as for functions and on-demand pages", () => {
    const { for: _path, ...headers } = staticFileHeaders();
    expect(headers).toEqual(HARDENING_HEADERS);
  });

  it("are added to an on-demand page's answer by the middleware, next to the page's own policy", async () => {
    const page = new Response("<h1>Directory</h1>", { headers: { "Content-Security-Policy": "script-src 'self'" } });
    const response = (await onRequest({} as never, async () => page)) as Response;
    for (const [name, value] of Object.entries(HARDENING_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get("Content-Security-Policy")).toBe("script-src 'self'");
  });

  it("reach a response with immutable headers through a copy that keeps its status and location", () => {
    const response = harden(Response.redirect("https://solemuse.example/directory", 302), API_CONTENT_SECURITY_POLICY);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://solemuse.example/directory");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Content-Security-Policy")).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it("never replace a header the response set itself", () => {
    const picture = new Response("webp", { headers: { "Content-Security-Policy": "default-src 'none'; sandbox" } });
    expect(harden(picture, API_CONTENT_SECURITY_POLICY).headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; sandbox",
    );
  });
});

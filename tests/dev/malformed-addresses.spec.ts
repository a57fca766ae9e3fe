import { expect, test } from "@playwright/test";

test.describe("npm start's server", () => {
  for (const path of ["/%ff", "/%", "/muse/%E0%A4%A"]) {
    test(`answers a malformed address (${path}) 400 without a stack trace, as the production build does`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(400);
      const body = await response.text();
      expect(body).not.toContain("URIError");
      expect(body).not.toMatch(/\bat \S+ \(/);
    });
  }
});

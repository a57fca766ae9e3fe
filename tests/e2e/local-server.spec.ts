import { expect } from "@playwright/test";
import { test } from "./support/test.ts";

// The e2e run's server is `scripts/serve.ts` (netlify serve): what it does with requests Netlify itself refuses.
test.describe("Production-like local server", () => {
  test("answers an upload over 6 MB with 413 and the API's error envelope, and serves the next request", async ({
    request,
  }) => {
    const picture = { name: "feet.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(7 * 1024 * 1024, 0xff) };
    const response = await request.post("/api/applications", {
      multipart: { handle: "TooLargeUpload", profile_picture: picture },
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "payload_too_large", key: "http.bodyTooLarge", message: "Request body is too large" },
    });

    const home = await request.get("/");
    expect(home.status()).toBe(200);
  });

  test("answers a malformed percent-escape with 400 and stays up", async ({ request }) => {
    for (const path of ["/%ff", "/muse/%ED%A0%80", "/api/muses/%E0%A4%A"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
    }
    expect((await request.get("/")).status()).toBe(200);
    expect((await request.get("/api/muses")).status()).toBe(200);
  });
});

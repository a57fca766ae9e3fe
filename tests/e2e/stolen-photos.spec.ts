import { expect as baseExpect, request as playwrightRequest } from "@playwright/test";
import { test } from "./support/test.ts";
import { loginAsAdmin, runId, skipCookieBanner, submitApplication } from "./support/admin.ts";
import { expectNoAxeViolations, WCAG_AA } from "./support/axe.ts";
import { distinctPicture, stolenCopy } from "../fixtures/images/pictures.ts";
import DEMO_MUSES from "../../content/demo/muses.json" with { type: "json" };

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 180_000 });

test("an application sent with a copy of a listed Muse's picture shows the admin whose picture it looks like", async ({
  page,
  baseURL,
}) => {
  const visitor = await playwrightRequest.newContext({ baseURL });
  // A seeded Muse, read by her handle: other tests' Muses have plain pictures, which get no fingerprint.
  let original: { handle: string; profile_picture_url: string } | undefined;
  for (const { handle } of DEMO_MUSES) {
    const response = await visitor.get(`/api/muses/${handle}`);
    if (!response.ok()) continue;
    const { muse } = (await response.json()) as { muse: { handle: string; profile_picture_url: string | null } };
    if (muse.profile_picture_url?.startsWith("/api/images/")) {
      original = { handle: muse.handle, profile_picture_url: muse.profile_picture_url };
      break;
    }
  }
  expect(original, "a seeded Muse with a stored profile picture").toBeTruthy();
  const downloaded = Buffer.from(await (await visitor.get(original!.profile_picture_url!)).body());

  // Someone applies with it, cropped, brightened and recompressed, and a feet picture of her own.
  const handle = `Copycat${runId()}`;
  const { id } = await submitApplication(visitor, handle, "Basel", {
    profile: await stolenCopy(downloaded),
    feet: await distinctPicture(9_001),
  });
  await visitor.dispose();

  await skipCookieBanner(page);
  await loginAsAdmin(page);
  await page.goto(`/admin/applications/${id}`);
  // Her picture may have been copied before (the seeded ClaraHeels did): the warning names her among them.
  const warning = page
    .locator("[data-lookalike]")
    .filter({ hasText: new RegExp(`^Looks like a picture of ${original!.handle}`) });
  await expect(warning).toHaveCount(1);
  await expect(warning.getByRole("link", { name: original!.handle, exact: true })).toHaveAttribute(
    "href",
    /^\/admin\/applications\/[0-9a-f-]{36}$/,
  );
  const pictures = warning.getByRole("img");
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(page, { tags: WCAG_AA });
});

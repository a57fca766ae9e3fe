import { expect as baseExpect } from "@playwright/test";
import { test } from "./support/test.ts";
import { createApprovedMuse, openDashboard } from "./support/approved-muse.ts";
import { loginAsAdmin } from "./support/admin.ts";
import { onE2eDatabase } from "./support/tours.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 300_000 });

/**
 * Issue 45 item 4 (decision 0063): a bio saved before the rule that holds forbidden wording is listed to the admins as
 * "Wording to check"; the Muse's next save of it is refused with the bio field's inline message, and once she
 * corrects it the admins' list lets it go.
 */
test("a bio with forbidden wording is flagged to admins, refused in the dashboard and leaves the list once corrected", async ({
  page,
  browser,
  baseURL,
}) => {
  const muse = await createApprovedMuse(baseURL!);
  const old = "Sweet and playful, bareback on request for my regulars in Lausanne.";
  // Saved before the rule: written straight into the database, as no request can now.
  await onE2eDatabase((client) => client.query(`UPDATE profiles SET bio = $2 WHERE handle = $1`, [muse.handle, old]));

  await loginAsAdmin(page);
  await page.goto("/admin/changes");
  const flagged = page.getByRole("region", { name: "Wording to check" }).locator(`[data-wording="${muse.handle}"]`);
  await expect(flagged.getByRole("link", { name: muse.handle })).toBeVisible();
  await expect(flagged.locator("[data-wording-rule]")).toHaveText("Sex without a condom (ProstSchG §32(3))");

  // In her dashboard the same bio cannot be saved again: the field says why, in her language.
  const musePage = await (await browser.newContext({ baseURL })).newPage();
  await openDashboard(musePage, muse);
  await musePage.getByRole("button", { name: "Edit Profile" }).click();
  await musePage.getByLabel("Bio").fill(`${old} Ask me.`);
  await musePage.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    musePage.getByText("Your text mentions sex without a condom, which the law forbids advertising. Please remove it."),
  ).toBeVisible();
  const corrected = "Sweet and playful, always safe, for my regulars in Lausanne.";
  await musePage.getByLabel("Bio").fill(corrected);
  await musePage.getByRole("button", { name: "Save Changes" }).click();
  await expect(musePage.locator("[data-profile-bio]")).toHaveText(corrected);

  await page.reload();
  await expect(page.locator(`li[data-change-kind=bio]`).filter({ hasText: corrected })).toBeVisible();
  await expect(page.locator(`[data-wording="${muse.handle}"]`)).toHaveCount(0);
});

import { expect as baseExpect } from "@playwright/test";
import { test } from "./support/test.ts";
import { loginAsAdmin, runId, skipCookieBanner, submitApplication } from "./support/admin.ts";
import { expectToast } from "./support/muse.ts";

// Each API function starts cold on the local server; on a busy machine the first answer can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test("an admin checks her age on the document before approving; the document is then gone, and a reused document is flagged", async ({
  page,
  request,
  baseURL,
}) => {
  const suffix = runId();
  const minorHandle = `E2eMinor${suffix}`;
  const minor = await submitApplication(request, minorHandle);
  const adult = await submitApplication(request, `E2eAdult${suffix}`);
  await skipCookieBanner(page);
  await loginAsAdmin(page);
  const headers = { origin: baseURL! };

  // An earlier application with the same document was found to be under 18 and rejected.
  const minorCheck = await page.request.post(`/api/applications/${minor.id}/age-check`, {
    data: {
      over_18: false,
      document_type: "id_card",
      issuing_country: "DE",
      expiry_month: "2030-05",
      document_number: `T22${suffix}`,
    },
    headers,
  });
  expect(minorCheck.status(), await minorCheck.text()).toBe(200);
  const rejected = await page.request.post(`/api/applications/${minor.id}/review`, {
    data: { decision: "reject", clause: "1.1", reason: "The document shows she is 16." },
    headers,
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  await page.goto(`/admin/applications/${adult.id}`);
  const section = page.locator("[data-age-check-section]");
  const document = section.locator("img[data-age-document]");
  await expect(document).toBeVisible();
  await expect.poll(() => document.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const address = `/api/applications/${adult.id}/age-document`;
  const served = await page.request.get(address);
  expect(served.status()).toBe(200);
  expect(served.headers()["cache-control"]).toBe("private, no-store");

  // Approving before the check is refused.
  await page.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Approve" }).click();
  await expectToast(page, "Failed to approve application", "Check her age first");
  await expect(page.getByRole("button", { name: "Approve" })).toBeVisible();

  // The check: the number typed in another form is the same document.
  const form = page.getByRole("form", { name: "Record the age check" });
  await form.getByLabel("Yes, 18 or older").check();
  await form.getByLabel("Document", { exact: true }).selectOption("id_card");
  await form.getByLabel("Issuing country").fill("de");
  await form.getByLabel("Expiry month").fill("2030-05");
  await form.getByLabel("Document number").fill(`t22-${suffix}`.toLowerCase());
  await form.getByRole("button", { name: "Record age check" }).click();
  await expectToast(page, "Age check recorded");
  await expect(section.locator("[data-age-check]")).toContainText("18 or older: ID card from DE, expires 2030-05.");
  await expect(section.locator("[data-reused-document]")).toHaveText(
    new RegExp(`^This document was used by ${minorHandle}, removed on \\w{3} \\d{1,2}, \\d{4}$`),
  );

  await page.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Application Approved", { exact: true })).toBeVisible();
  await expect(section.locator("img[data-age-document]")).toHaveCount(0);
  expect((await page.request.get(address)).status()).toBe(404);
});

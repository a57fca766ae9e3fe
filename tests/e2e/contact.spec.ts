import { expect, type Page } from "@playwright/test";
import { test } from "./support/test.ts";
import { expectNoAxeViolations, WCAG_AA } from "./support/axe.ts";
import { declineCookies, islandsHydrated, signedInAsAdmin } from "./support/approved-muse.ts";
import { BUDGET_BYTES, expectLightPage } from "./support/page-weight.ts";
import { answerWithError, holdAnswers } from "./support/network.ts";

interface StoredContact {
  name: string;
  email: string;
  subject: string | null;
  message: string;
  status: string;
}

async function storedContacts(baseURL: string): Promise<StoredContact[]> {
  const admin = await signedInAsAdmin(baseURL);
  try {
    const response = await admin.get("/api/contacts");
    expect(response.status()).toBe(200);
    return ((await response.json()) as { contacts: StoredContact[] }).contacts;
  } finally {
    await admin.dispose();
  }
}

function uniqueMessage() {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Visitor ${stamp}`,
    email: `visitor-${stamp}@example.com`,
    subject: `Question ${stamp}`,
    message: `Hello, how does verification work? (${stamp})\nThank you.`,
  };
}

async function fill(page: Page, contact: ReturnType<typeof uniqueMessage>, { subject = true } = {}) {
  await page.getByRole("textbox", { name: /^Name/ }).fill(contact.name);
  await page.getByRole("textbox", { name: /^Email/ }).fill(contact.email);
  if (subject) await page.getByRole("textbox", { name: /^Subject/ }).fill(contact.subject);
  await page.getByRole("textbox", { name: /^Message/ }).fill(contact.message);
}

const fields = (page: Page) => [
  page.getByRole("textbox", { name: /^Name/ }),
  page.getByRole("textbox", { name: /^Email/ }),
  page.getByRole("textbox", { name: /^Subject/ }),
  page.getByRole("textbox", { name: /^Message/ }),
];

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
  await page.goto("/contact");
  await islandsHydrated(page);
});

/** Sends the filled form while the server answers `status` with `error`; the destructive toast, titled as a failure. */
async function sendRefused(page: Page, status: number, error: { code: string; message: string }) {
  await answerWithError(page, "**/api/contacts", status, error);
  await page.getByRole("button", { name: "Send Message" }).click();
  const toast = page.locator('[data-toast][data-type="error"]');
  await expect(toast).toContainText("Error sending message");
  return toast;
}

test("the form has labelled fields, with name, email and message required", async ({ page }) => {
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveAttribute("required", "");
  await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("type", "email");
  await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("required", "");
  await expect(page.getByRole("textbox", { name: /^Subject/ })).not.toHaveAttribute("required", "");
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveAttribute("rows", "5");
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveAttribute("required", "");
});

test("sends a message: 'Sending...' while busy, a toast, empty fields, and the message is stored", async ({
  page,
  baseURL,
}) => {
  const contact = uniqueMessage();
  await fill(page, contact);
  const release = await holdAnswers(page, "**/api/contacts");

  await page.getByRole("button", { name: "Send Message" }).click();
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();

  await expect(page.getByText("Message sent successfully")).toBeVisible();
  await expect(page.locator("[data-toast]")).toContainText("We'll get back to you within 24 hours.");
  for (const field of fields(page)) await expect(field).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

  const stored = (await storedContacts(baseURL!)).find((row) => row.email === contact.email);
  expect(stored).toMatchObject({ ...contact, status: "unread" });
});

test("an empty subject is stored as null", async ({ page, baseURL }) => {
  const contact = uniqueMessage();
  await fill(page, contact, { subject: false });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully")).toBeVisible();
  const stored = (await storedContacts(baseURL!)).find((row) => row.email === contact.email);
  expect(stored).toMatchObject({ name: contact.name, subject: null, message: contact.message });
});

test("an empty Send shows what is missing under each field, focuses the first below the sticky header, and sends nothing", async ({
  page,
}) => {
  let posted = false;
  await page.route("**/api/contacts", (route) => {
    posted = true;
    return route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Send Message" }).click();

  const name = page.getByRole("textbox", { name: /^Name/ });
  const email = page.getByRole("textbox", { name: /^Email/ });
  await expect(page.locator("#contact-name-error")).toHaveText("Please enter your name.");
  await expect(page.locator("#contact-email-error")).toHaveText("Please enter your email address.");
  await expect(page.locator("#contact-message-error")).toHaveText("Please write your message.");
  await expect(page.locator("#contact-subject-error")).toBeHidden();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Please enter your name.");
  // The spec's checks stay on the fields; the form shows them itself, never as the browser's bubble.
  await expect(name).toHaveAttribute("required", "");
  expect(await page.evaluate(() => document.querySelector("[data-contact-form]")!.hasAttribute("novalidate"))).toBe(
    true,
  );

  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  const header = (await page.locator("[data-site-header]").boundingBox())!;
  const field = (await name.boundingBox())!;
  expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);

  // A wrong address is named as such; typing a right one takes its message away.
  await email.fill("not-an-address");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#contact-email-error")).toHaveText("Please enter a valid email address.");
  await email.fill("visitor@example.com");
  await expect(page.locator("#contact-email-error")).toBeHidden();
  await expect(email).not.toHaveAttribute("aria-invalid");
  expect(posted).toBe(false);
});

test("a failed send shows the destructive toast and keeps what was typed", async ({ page }) => {
  const contact = uniqueMessage();
  await fill(page, contact);
  const toast = await sendRefused(page, 500, { code: "internal", message: "Something went wrong. Please try again." });
  await expect(toast).toContainText("Please try again later.");
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue(contact.name);
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue(contact.message);
});

test("shows the response-time and privacy cards and has no axe violations", async ({ page }) => {
  await expect(page.getByRole("heading", { name: "Response time" })).toBeVisible();
  await expect(page.getByText("within 24 hours").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your privacy" })).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_AA });
});

test("a field the server refuses shows its message under the field, and nothing is stored", async ({
  page,
  baseURL,
}) => {
  const contact = uniqueMessage();
  // Blank to the server's schema, though not to the browser's required check.
  await fill(page, { ...contact, name: "   " });
  await page.getByRole("button", { name: "Send Message" }).click();
  const name = page.getByRole("textbox", { name: /^Name/ });
  await expect(page.locator("#contact-name-error")).toHaveText("Name is required");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Name is required");
  await expect(name).toBeFocused();
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue(contact.message);
  expect((await storedContacts(baseURL!)).some((row) => row.email === contact.email)).toBe(false);

  await name.fill(contact.name);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully")).toBeVisible();
  await expect(page.locator("#contact-name-error")).toBeHidden();
  await expect(name).not.toHaveAttribute("aria-invalid");
});

test("too many messages: the destructive toast says so in the server's words", async ({ page }) => {
  await fill(page, uniqueMessage());
  const toast = await sendRefused(page, 429, {
    code: "rate_limited",
    message: "Too many requests. Please try again later.",
  });
  await expect(toast).toContainText("Too many requests. Please try again later.");
  await toast.getByRole("button", { name: "Close toast" }).click();
  await expect(toast).toHaveCount(0);
});

test(`the page runs no React and at most ${BUDGET_BYTES / 1024} KB of gzipped JavaScript`, async ({
  browser,
  baseURL,
}) => {
  await expectLightPage(browser, `${baseURL}/contact`);
});

import { expect } from "@playwright/test";
import { test } from "./support/test.ts";
import { submitApplication } from "./support/admin.ts";
import { expectNoAxeViolations, WCAG_AA } from "./support/axe.ts";
import {
  approveApplication,
  expectToast,
  fillApplication,
  findApplication,
  picture,
  signInAsAdmin,
  skipCookieBanner,
  uniqueHandle,
} from "./support/muse.ts";

const validApplication = (handle: string) => ({
  handle,
  city: "Vienna",
  categories: ["Shoeplay & Heels"],
  bio: "A calm, discreet Muse who loves elegant shoes and good company.",
  phone: "+43 660 123 4567",
  foundUs: "Word of Mouth",
  email: `${handle.toLowerCase()}@example.test`,
});

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

test("the application form fits a 375 px screen, shows every validation message and stores nothing invalid", async ({
  page,
  request,
  baseURL,
}) => {
  // It fits a 375 px screen, its button included.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/muse-onboarding");
  await expect(page.getByRole("heading", { name: "Muse Application" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const button = await page.getByRole("button", { name: "Submit Application" }).boundingBox();
  expect(button!.x).toBeGreaterThanOrEqual(0);
  expect(button!.x + button!.width).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });

  await expectNoAxeViolations(page, { tags: WCAG_AA });
  const submit = page.getByRole("button", { name: "Submit Application" });

  await submit.click();
  for (const message of [
    "Handle must be at least 2 characters",
    "Bio must be at least 20 characters",
    "Please select at least one service",
    "Please provide a valid phone number",
    "Please select a city",
    "Please tell us how you found us",
    "Please enter a valid email",
    "You must confirm that you are 18 years of age or older",
    "You must accept the Terms of Use and Privacy Policy",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  // The missing pictures are told on the same first try, not only once every field is right.
  await expectToast(page, "Profile Picture Required", "Please upload a profile picture.");
  await expectToast(page, "Feet Picture Required", "Please upload a feet picture.");
  await expect(page.getByLabel("Handle")).toBeFocused();

  await page.getByLabel("Handle").fill("x".repeat(51));
  await page.getByLabel("Bio").fill("b".repeat(501));
  await expect(page.getByText("501/500 characters")).toBeVisible();
  await submit.click();
  await expect(page.getByText("Handle must be less than 50 characters")).toBeVisible();
  await expect(page.getByText("Bio must be less than 500 characters")).toBeVisible();

  const handle = uniqueHandle("invalid");
  await fillApplication(page, validApplication(handle));
  await expect(page.locator("[data-field-error]")).toHaveCount(0);
  await submit.click();
  await expectToast(page, "Profile Picture Required", "Please upload a profile picture.");

  await page
    .getByLabel("Profile Picture")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Please choose an image file.")).toBeVisible();
  await page.getByLabel("Profile Picture").setInputFiles(await picture("profile.png", { r: 120, g: 40, b: 80 }));
  await expect(page.getByText("Please choose an image file.")).toHaveCount(0);
  await submit.click();
  await expectToast(page, "Feet Picture Required", "Please upload a feet picture.");

  await signInAsAdmin(request, baseURL!);
  expect(await findApplication(request, handle)).toBeUndefined();
});

test("a taken handle is reported on the handle field", async ({ page }) => {
  const handle = uniqueHandle("taken");
  // The handle is taken by an application sent before (through the API, as the form sends it).
  await submitApplication(page.request, handle);
  await page.goto("/muse-onboarding");
  await fillApplication(page, validApplication(handle));
  await page.getByLabel("Profile Picture").setInputFiles(await picture("p.png", { r: 20, g: 90, b: 90 }));
  await page.getByLabel("Feet Picture").setInputFiles(await picture("f.png", { r: 200, g: 20, b: 90 }));
  await page.getByLabel("Identity Document").setInputFiles(await picture("id.png", { r: 90, g: 90, b: 20 }));
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expectToast(page, "Error");
  await expect(page.locator("#handle-error")).toHaveText("This handle is already taken");
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toHaveCount(0);
});

test("sign-up validates the form, then creates the account and signs in", async ({ page }) => {
  const email = `${uniqueHandle("seeker")}@example.test`;
  const password = "seeker-velvet-harbour-123";
  await page.goto("/auth");
  await expectNoAxeViolations(page, { tags: WCAG_AA });
  await page.getByRole("tab", { name: "Sign Up" }).click();

  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toHaveCount(2);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(`${password}-typo`);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.locator("#signup-confirm-error")).toHaveText("Passwords don't match");

  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expectToast(page, "Account created! Please check your email to verify your account.");
  // A new account without an application: the page that says what it is for (issue 45 item 8).
  await expect(page).toHaveURL(/\/welcome$/);

  // Signed in without a profile: /auth sends the user on to the directory.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/directory$/);
});

test("sign-up refuses a registered e-mail and sign-in reports wrong credentials", async ({ page: second, request }) => {
  // The account exists already (made through the API, apart from this page's cookies).
  const email = `${uniqueHandle("seeker")}@example.test`;
  const password = "seeker-velvet-harbour-123";
  const registered = await request.post("/api/auth/signup", { data: { email, password, user_type: "seeker" } });
  expect(registered.status(), await registered.text()).toBe(201);

  await second.goto("/auth");
  await second.getByRole("tab", { name: "Sign Up" }).click();
  await second.getByLabel("Email").fill(email);
  await second.getByLabel("Password", { exact: true }).fill(password);
  await second.getByLabel("Confirm Password").fill(password);
  await second.getByRole("button", { name: "Create Account" }).click();
  await expectToast(second, "Account exists", "This email is already registered. Please sign in instead.");

  await second.getByRole("tab", { name: "Sign In" }).click();
  await second.getByLabel("Email").fill("still-not-an-email");
  await second.getByRole("button", { name: "Sign In" }).click();
  await expect(second.getByText("Please enter a valid email")).toBeVisible();
  await expect(second.getByText("Password is required")).toBeVisible();

  await second.getByLabel("Email").fill(email);
  await second.getByLabel("Password").fill("wrong-velvet-harbour-123");
  await second.getByRole("button", { name: "Sign In" }).click();
  await expectToast(second, "Invalid credentials", "Please check your email and password and try again.");
  await expect(second).toHaveURL(/\/auth$/);
});

test("the e-mail confirmation landing says whether the link worked", async ({ page }) => {
  await page.goto("/auth?verified=1");
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
  await page.goto("/auth?verified=0");
  await expect(page.getByText("This confirmation link is invalid or has expired.")).toBeVisible();
});

test("an approved muse: profile edit validation, header menu, sign out and the signed-out redirect", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const handle = uniqueHandle("approved");
  const application = new FormData();
  for (const [name, value] of Object.entries({
    handle,
    city: "Amsterdam",
    bio: "An approved Muse for the validation checks of the edit form.",
    phone_number: "+31 6 1234 5678",
    how_found_us: "Other",
    email: `${handle.toLowerCase()}@example.test`,
    age_confirmed: "true",
    terms_accepted: "true",
  })) {
    application.set(name, value);
  }
  application.append("categories", "Foot Worship");
  application.set(
    "profile_picture",
    new Blob([(await picture("p.png", { r: 1, g: 2, b: 3 })).buffer], { type: "image/png" }),
    "p.png",
  );
  application.set(
    "feet_picture",
    new Blob([(await picture("f.png", { r: 3, g: 2, b: 1 })).buffer], { type: "image/png" }),
    "f.png",
  );
  application.set(
    "age_document",
    new Blob([(await picture("id.png", { r: 2, g: 3, b: 1 })).buffer], { type: "image/png" }),
    "id.png",
  );
  const applied = await page.request.post("/api/applications", {
    multipart: application,
    headers: { origin: baseURL! },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { claim_token } = (await applied.json()) as { claim_token: string };
  const signedUp = await page.request.post("/api/auth/signup", {
    data: {
      email: `${handle}@example.test`,
      password: "approved-velvet-harbour-123",
      user_type: "muse",
      handle,
      claim_token,
    },
    headers: { origin: baseURL! },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  await signInAsAdmin(request, baseURL!);
  await approveApplication(request, baseURL!, handle);

  await page.goto("/muse-dashboard");
  await expect(page.getByRole("heading", { name: handle })).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_AA });

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expectNoAxeViolations(page, { tags: WCAG_AA });
  await page.getByLabel("Bio").fill("Too short");
  await page.getByLabel("Contact Email").fill("not-an-email");
  await page.getByLabel("OnlyFans Link").fill("not a url");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Bio must be at least 20 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Please enter a valid URL")).toBeVisible();
  await page.getByLabel("Bio").fill("a".repeat(1001));
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Bio must be less than 1000 characters")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.locator("[data-profile-bio]")).toHaveText(
    "An approved Muse for the validation checks of the edit form.",
  );
  const { profile } = (await (await page.request.get("/api/dashboard/profile")).json()) as {
    profile: { email: string | null };
  };
  expect(profile.email).toBeNull();

  const header = page.locator("[data-site-header]");
  await expect(header.locator("[data-auth-slot=desktop]").getByRole("link", { name: "My Dashboard" })).toBeVisible();
  await header.getByRole("button", { name: "Profile" }).click();
  await expect(header.getByRole("menuitem", { name: "My Dashboard" })).toBeVisible();
  await header.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.locator("[data-auth-slot=desktop]").getByRole("link", { name: "Join" })).toBeVisible();

  await page.goto("/muse-dashboard");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a signed-in account without a profile sees No Profile Found", async ({ page, baseURL }) => {
  const response = await page.request.post("/api/auth/signup", {
    data: { email: `${uniqueHandle("nobody")}@example.test`, password: "nobody-velvet-harbour-123" },
    headers: { origin: baseURL! },
  });
  expect(response.status()).toBe(201);
  await page.goto("/muse-dashboard");
  await expect(page.getByRole("heading", { name: "No Profile Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply as a Muse" })).toHaveAttribute("href", "/muse-onboarding");
  await expectNoAxeViolations(page, { tags: WCAG_AA });
  await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("until their script runs, the forms of /admin, /forgot-password, /reset-password and /muse-onboarding take no input and cannot be sent, so no value reaches the URL", async ({
  page,
}) => {
  // The islands' scripts never arrive: each page stays as the server sent it.
  await page.route(
    (url) => url.pathname.startsWith("/_astro/") && url.pathname.endsWith(".js"),
    (route) => route.abort(),
  );
  for (const path of ["/admin", "/forgot-password", "/reset-password?token=abc", "/muse-onboarding"]) {
    await page.goto(path);
    const form = page.locator("main form");
    await expect(form, path).toHaveCount(1);
    await expect(form, path).toHaveAttribute("method", "post");
    const controls = form.locator("input, select, textarea, button");
    expect(await controls.count(), path).toBeGreaterThan(0);
    for (const control of await controls.all()) await expect(control, path).toBeDisabled();
    await form.locator("input").first().press("Enter");
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
  }
});

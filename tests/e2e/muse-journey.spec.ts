import { expect, request as playwrightRequest } from "@playwright/test";
import { test } from "./support/test.ts";
import { pngImage, signedInAsAdmin } from "./support/approved-muse.ts";
import {
  approveApplication,
  expectToast,
  fillApplication,
  findApplication,
  picture,
  signInAsAdmin,
  skipCookieBanner,
  uniqueHandle,
  uploadGalleryPicture,
} from "./support/muse.ts";

test.describe.configure({ mode: "serial" });

test("a muse applies, signs up, is approved, edits the profile and gallery, and visitors see it", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await skipCookieBanner(page.context());
  const handle = uniqueHandle("muse");
  const email = `${handle}@example.test`;
  const password = "journey-velvet-harbour-123";
  const bio = `Elegant Zurich Muse ${handle}, discreet and warm, fond of pedicures and high heels.`;
  const newBio = `Now living in Berlin: ${handle} loves long walks in silk tights and honest conversation.`;

  await test.step("applies with both pictures", async () => {
    await page.goto("/muse-onboarding");
    await expect(page.getByRole("link", { name: /Back to Become a Muse/ })).toHaveAttribute("href", "/become-muse");
    await expect(page.getByLabel("Phone Number")).toHaveAttribute("placeholder", "+41 79 123 45 67");
    await fillApplication(page, {
      handle,
      city: "Zurich",
      categories: ["Foot Worship", "Pedicure Sessions"],
      bio,
      phone: "+41 79 123 45 67",
      foundUs: "Reddit",
      email,
    });
    await expect(page.getByText(`${bio.length}/500 characters`)).toBeVisible();
    await page.getByLabel("Profile Picture").setInputFiles(await picture("profile.png", { r: 190, g: 80, b: 110 }));
    await page.getByLabel("Feet Picture").setInputFiles(await picture("feet.png", { r: 240, g: 200, b: 180 }));
    await page.getByLabel("Identity Document").setInputFiles(await picture("passport.png", { r: 220, g: 215, b: 200 }));
    await expect(page.locator("img[data-preview=profile_picture]")).toBeVisible();
    await expect(page.locator("img[data-preview=feet_picture]")).toBeVisible();

    await page.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Application Submitted!", "Now let's create your account to manage your profile.");
    await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
    await expect(page.getByText(`We have also e-mailed this link to ${email}`)).toBeVisible();
  });

  await test.step("the application is stored Pending with the pictures", async () => {
    await signInAsAdmin(request, baseURL!);
    const stored = await findApplication(request, handle);
    expect(stored).toMatchObject({ handle, city: "Zurich", bio, approval_status: "Pending", how_found_us: "Reddit" });
    expect(stored!.categories).toEqual(["Foot Worship", "Pedicure Sessions"]);
    expect(stored!.profile_picture_url).toMatch(/^\/api\/images\/muse-profile-pictures\//);
    expect(stored!.feet_picture_url).toMatch(/^\/api\/images\/muse-profile-pictures\//);
    expect(stored!.user_id ?? null).toBeNull();
  });

  await test.step("creates an account that links the application", async () => {
    const createAccount = page.getByRole("link", { name: "Create Your Account" });
    // The claim secret rides in the fragment, and the sign-up page takes it out of the address bar.
    await expect(createAccount).toHaveAttribute(
      "href",
      new RegExp(`^/auth\\?handle=${handle}&type=muse#claim=[A-Za-z0-9_-]{43}$`),
    );
    await createAccount.click();
    await expect(page).toHaveURL(new RegExp(`/auth\\?handle=${handle}&type=muse$`));
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Success! Account created and application linked successfully!");
    await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
    // The header follows the sign-up at once, without a reload.
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Profile" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Join", exact: true })).toBeHidden();
    await expect(header.getByRole("link", { name: "Become a Muse", exact: true })).toBeHidden();
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
  });

  await test.step("the dashboard shows the Pending application read-only", async () => {
    await expect(page).toHaveURL(/\/muse-dashboard$/);
    await expect(page.getByRole("heading", { name: handle })).toBeVisible();
    await expect(page.getByText("Pending", { exact: true })).toBeVisible();
    await expect(page.getByText(/24-48 hours/)).toBeVisible();
    await expect(page.getByText("Editing becomes available once your application is approved.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Profile" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Gallery" })).toHaveCount(0);
    // Her own pictures, as sent, and loaded for her alone (they are not public yet).
    const pictures = page.getByRole("region", { name: "Pictures" });
    for (const alt of [`${handle} profile picture`, `${handle} feet picture`]) {
      const picture = pictures.getByRole("img", { name: alt });
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(pictures.getByRole("button", { name: /^Replace/ })).toHaveCount(0);
    const stored = await findApplication(request, handle);
    expect(stored!.user_id).toBeTruthy();
  });

  await test.step("the admin approves it; the muse signs out and back in", async () => {
    await approveApplication(request, baseURL!, handle);
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Welcome back! Successfully signed in.");
    await expect(page).toHaveURL(/\/muse-dashboard$/);
    await expect(page.getByText("Approved", { exact: true })).toBeVisible();
  });

  await test.step("the approved muse is listed in the directory", async () => {
    const visitor = await browser.newContext({ baseURL });
    await skipCookieBanner(visitor);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/directory");
    await expect(visitorPage.getByText(handle).first()).toBeVisible();
    // She has not chosen a number for calls: her profile offers no Call button.
    await visitorPage.goto(`/muse/${handle}`);
    await expect(visitorPage.getByRole("heading", { level: 1, name: handle })).toBeVisible();
    await expect(visitorPage.getByRole("link", { name: /Call/ })).toHaveCount(0);
    await visitor.close();
  });

  await test.step("edits the bio; Save stays disabled until something changes", async () => {
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const save = page.getByRole("button", { name: "Save Changes" });
    await expect(save).toBeDisabled();
    await page.getByLabel("Bio").fill(newBio);
    await expect(save).toBeEnabled();
    await save.click();
    await expectToast(page, "Profile Updated!");
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    await expect(page.locator("[data-profile-bio]")).toHaveText(newBio);
  });

  await test.step("changes city and availability, each saved on selection", async () => {
    await page.getByLabel("City").selectOption("Berlin");
    await expectToast(page, "City updated!");
    await page.getByLabel("Availability").selectOption("Busy");
    await expectToast(page, "Availability updated!");
    await page.reload();
    await expect(page.getByLabel("City")).toHaveValue("Berlin");
    await expect(page.getByLabel("Availability")).toHaveValue("Busy");
    await expect(page.locator("[data-profile-bio]")).toHaveText(newBio);
  });

  let keptUrl = "";
  let removedUrl = "";
  await test.step("uploads two gallery images with captions and deletes one", async () => {
    const upload = async (caption: string, colour: { r: number; g: number; b: number }, send: "button" | "Enter") => {
      await uploadGalleryPicture(page, await picture(`${caption}.png`, colour), caption, send);
      await expect(page.locator("[data-gallery-image]", { hasText: caption }).getByRole("img")).toBeVisible();
    };
    await upload("Evening heels", { r: 30, g: 30, b: 60 }, "button");
    await expectToast(page, "Image uploaded!");
    await upload("Beach walk", { r: 250, g: 220, b: 120 }, "Enter");
    await expect(page.locator("[data-gallery-image]")).toHaveCount(2);

    const { gallery } = (await (await page.request.get("/api/dashboard/profile")).json()) as {
      gallery: Array<{ image_url: string; caption: string }>;
    };
    keptUrl = gallery.find((image) => image.caption === "Evening heels")!.image_url;
    removedUrl = gallery.find((image) => image.caption === "Beach walk")!.image_url;

    // Asked first: Cancel keeps the picture, Delete removes it.
    await page.getByRole("button", { name: "Delete Beach walk" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete picture" });
    await expect(confirm).toContainText("Delete this picture from your gallery? It cannot be undone.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.locator("[data-gallery-image]")).toHaveCount(2);
    await page.getByRole("button", { name: "Delete Beach walk" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Image deleted.");
    await expect(page.locator("[data-gallery-image]")).toHaveCount(1);
    await expect(page.getByRole("img", { name: "Beach walk" })).toHaveCount(0);
  });

  await test.step("a visitor sees the new bio, city and gallery on the public profile", async () => {
    const visitor = await browser.newContext({ baseURL });
    await skipCookieBanner(visitor);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/muse/${handle}`);
    await expect(visitorPage.getByRole("heading", { name: handle })).toBeVisible();
    await expect(visitorPage.getByText(newBio)).toBeVisible();
    await expect(visitorPage.getByText("Berlin").first()).toBeVisible();
    await expect(visitorPage.locator(`img[src^="${keptUrl}"]`)).toHaveCount(1);
    await expect(visitorPage.getByRole("figure").filter({ hasText: "Evening heels" })).toBeVisible();
    await expect(visitorPage.locator(`img[src^="${removedUrl}"]`)).toHaveCount(0);
    await visitor.close();
  });
});

test("a rejected applicant resubmits from the prefilled form, keeping her pictures, and is back in review", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await skipCookieBanner(page.context());
  const handle = uniqueHandle("again");
  const account = { email: `${handle}@example.test`, password: "resubmit-velvet-harbour-123" };
  const application = {
    city: "Vienna",
    categories: ["Foot Worship", "Hosiery & Tights Fetish"],
    bio: `First try of ${handle}: short on detail, but long enough to be sent.`,
    phone_number: "+43 660 123 45 67",
    how_found_us: "Word of Mouth",
    email: account.email,
  };
  const reason = `Please tell us more about yourself (${handle}).`;

  // She applied signed out, created her account with the claim, and the admin rejected the application.
  const applicant = await playwrightRequest.newContext({ baseURL });
  const form = new FormData();
  form.set("handle", handle);
  for (const [field, value] of Object.entries(application)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(field, item);
  }
  form.set("age_confirmed", "true");
  form.set("terms_accepted", "true");
  const file = async (colour: string) =>
    new File([new Uint8Array(await pngImage(colour, 400, 500))], "picture.png", { type: "image/png" });
  form.set("profile_picture", await file("#a04060"));
  form.set("feet_picture", await file("#40a060"));
  form.set("age_document", await file("#d0c8b8"));
  const submitted = await applicant.post("/api/applications", { multipart: form });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { application: created, claim_token } = (await submitted.json()) as {
    application: { id: string };
    claim_token: string;
  };
  const signUp = await applicant.post("/api/auth/signup", {
    data: { ...account, user_type: "muse", handle, claim_token },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await applicant.dispose();
  const admin = await signedInAsAdmin(baseURL!);
  const review = await admin.post(`/api/applications/${created.id}/review`, {
    data: { decision: "reject", clause: "3.1", reason },
  });
  expect(review.status(), await review.text()).toBe(200);
  await admin.dispose();
  await signInAsAdmin(request, baseURL!);
  const before = (await findApplication(request, handle))!;
  expect(before.approval_status).toBe("Rejected");

  const signIn = await page.request.post("/api/auth/signin", { data: account });
  expect(signIn.status(), await signIn.text()).toBe(200);

  await test.step("the dashboard links to the form, which opens with her application filled in", async () => {
    await page.goto("/muse-dashboard");
    await page.locator("[data-status-note]").getByRole("link", { name: "resubmit your application" }).click();
    await expect(page).toHaveURL(/\/muse-onboarding$/);
    await expect(page.getByLabel("Handle")).toHaveValue(handle);
    await expect(page.locator("[data-resubmission-note]")).toContainText(reason);
    await expect(page.getByLabel("City")).toHaveValue(application.city);
    for (const category of application.categories) await expect(page.getByLabel(category)).toBeChecked();
    await expect(page.getByLabel("Pedicure Sessions")).not.toBeChecked();
    await expect(page.getByLabel("Bio")).toHaveValue(application.bio);
    await expect(page.getByLabel("Phone Number")).toHaveValue(application.phone_number);
    await expect(page.getByLabel("How did you find us?")).toHaveValue(application.how_found_us);
    for (const [name, url] of [
      ["profile_picture", before.profile_picture_url],
      ["feet_picture", before.feet_picture_url],
    ] as const) {
      const current = page.locator(`img[data-current=${name}]`);
      await expect(current).toHaveAttribute("src", `${url}?size=card`);
      await expect.poll(() => current.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(page.getByText("Your current picture is kept unless you choose a new one.")).toHaveCount(2);
  });

  const newBio = `Second try of ${handle}: warm, discreet, fond of silk tights, pedicures and long walks in Vienna.`;
  await test.step("changes the bio and submits without new pictures, only her identity document again", async () => {
    await page.getByLabel("Bio").fill(newBio);
    await page.getByLabel("Identity Document").setInputFiles(await picture("passport.png", { r: 220, g: 215, b: 200 }));
    await page.getByLabel("I confirm that I am 18 years of age or older").check();
    await page.getByLabel(/I accept the Terms of Use/).check();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Application Submitted!", "Your application is back in review.");
    const panel = page.getByRole("region", { name: "Application Submitted!" });
    await expect(panel).toContainText("Your application is back in review.");
    await expect(panel.getByRole("link", { name: "Create Your Account" })).toHaveCount(0);
    await expect(panel.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/muse-dashboard");
  });

  await test.step("the admin sees it Pending with the new bio and the old pictures", async () => {
    const after = (await findApplication(request, handle))!;
    expect(after).toMatchObject({
      id: before.id,
      approval_status: "Pending",
      bio: newBio,
      profile_picture_url: before.profile_picture_url,
      feet_picture_url: before.feet_picture_url,
      rejection_reason: null,
    });
    const picture = await request.get(String(before.feet_picture_url));
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/webp");
  });

  await test.step("her dashboard shows the application Pending again", async () => {
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/muse-dashboard$/);
    await expect(page.getByText("Pending", { exact: true })).toBeVisible();
    await expect(page.getByText(/24-48 hours/)).toBeVisible();
  });
});

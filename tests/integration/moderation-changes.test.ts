import { describe, expect, it } from "vitest";
import sharp from "sharp";
import changes from "../../netlify/functions/changes.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import images from "../../netlify/functions/images.mts";
import muses from "../../netlify/functions/muses.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { processImage } from "../../functions/images/process.ts";
import { imageRefFromUrl, storeImage } from "../../functions/images/store.ts";
import { call, createProfile, createUser } from "../support/api.ts";
import { withInsertTrigger } from "../support/insert-trigger.ts";
import { profileEdit } from "../support/profile-edit.ts";
import { PRIVATE_MARKERS, jpegWithGps, pngImage, textFile, upload } from "../fixtures/images/index.ts";
import { blobKeys, galleryForm } from "../fixtures/images/forms.ts";

const NOT_APPROVED = "Editing becomes available once your application is approved";
const SUSPENDED_LISTING = "Your profile is suspended: our team shows it again once it has been reviewed.";
const ORDER_INVALID = "The new order must list each image of your gallery exactly once";

const edit = profileEdit();

async function storedPicture(store: "muse-profile-pictures" | "muse-gallery") {
  return storeImage(store, await processImage(new Uint8Array(await pngImage())));
}

/** An Approved muse with an account, a profile picture and a feet picture in the blob store. */
async function muse(fields: Record<string, unknown> = {}) {
  const user = await createUser(["muse"], "muse");
  const [profilePicture, feetPicture] = await Promise.all([
    storedPicture("muse-profile-pictures"),
    storedPicture("muse-profile-pictures"),
  ]);
  const profile = await createProfile({
    user_id: user.id,
    approval_status: "Approved",
    profile_picture_url: profilePicture.url,
    feet_picture_url: feetPicture.url,
    ...fields,
  });
  return { ...user, profile };
}

async function suspend(profileId: string, reason = "Your pictures are under review.") {
  await query(
    `UPDATE profiles SET approval_status = 'Suspended', suspension_reason = $2, suspended_at = now() WHERE id = $1`,
    [profileId, reason],
  );
}

const setListing = (cookie: string, json: unknown) =>
  call(dashboard, "PATCH", "/api/dashboard/listing", { json, cookie });
const publicProfile = (handle: string) => call(muses, "GET", `/api/muses/${handle}`, { params: { handle } });
const directoryHandles = async () =>
  (await call(muses, "GET", "/api/muses?limit=100")).data.muses.map((listed: { handle: string }) => listed.handle);
function getImage(url: string, cookie?: string) {
  const ref = imageRefFromUrl(url)!;
  return call(images, "GET", url, { params: { store: ref.store, id: ref.id }, cookie });
}
/** Sends `image` as the dashboard does; undefined sends a fresh PNG, null sends no file. */
const replacePicture = async (cookie: string, kind: string, file?: File | null) =>
  call(dashboard, "POST", `/api/dashboard/pictures/${kind}`, {
    form: galleryForm(file === undefined ? upload(await pngImage(), "new.png", "image/png") : file),
    params: { kind },
    cookie,
  });
const addGalleryImage = async (cookie: string, caption?: string) => {
  const response = await call(dashboard, "POST", "/api/dashboard/gallery", {
    form: galleryForm(upload(await pngImage(), "pic.png", "image/png"), caption),
    cookie,
  });
  expect(response.status).toBe(201);
  return response.data.image as { id: string; image_url: string };
};
const galleryRows = (profileId: string) =>
  query<{ id: string; image_url: string; caption: string | null; display_order: number }>(
    `SELECT id, image_url, caption, display_order FROM muse_gallery WHERE profile_id = $1 ORDER BY display_order`,
    [profileId],
  );
const reorder = (cookie: string, ids: unknown) =>
  call(dashboard, "PUT", "/api/dashboard/gallery/order", { json: { ids }, cookie });
const changesOf = (profileId: string) =>
  query<{ id: string; kind: string; image_url: string | null; previous_bio: string | null; new_bio: string | null }>(
    `SELECT id, kind, image_url, previous_bio, new_bio FROM profile_changes WHERE profile_id = $1 ORDER BY created_at`,
    [profileId],
  );
const blobGone = async (url: string) => {
  const { store, id } = imageRefFromUrl(url)!;
  const keys = await blobKeys(store);
  return !keys.includes(`${id}/card`) && !keys.includes(`${id}/full`);
};

describe("PATCH /api/dashboard/listing: the Muse pauses and resumes her listing", () => {
  it("takes her off the directory, her profile page and her public pictures, and resume brings her back", async () => {
    const owner = await muse();
    await muse(); // someone else stays listed, so the directory answers from the database, not the demo muses
    const { handle, profile_picture_url: picture } = owner.profile;
    expect(await directoryHandles()).toContain(handle);

    const paused = await setListing(owner.cookie, { paused: true });
    expect(paused.status).toBe(200);
    expect(paused.data.message).toBe("Your profile is paused and hidden from the directory.");
    expect(paused.data.profile.paused_at).toEqual(expect.any(String));
    expect(await directoryHandles()).not.toContain(handle);
    const page = await publicProfile(handle);
    expect(page.status).toBe(404);
    expect(page.data.error.message).toBe("Profile Not Found");
    expect((await getImage(picture)).status).toBe(404);
    // She still sees her own picture, and still edits her profile while paused.
    expect((await getImage(picture, owner.cookie)).status).toBe(200);
    const edited = await call(dashboard, "PUT", "/api/dashboard/profile", {
      json: { ...edit, bio: "Edited while paused: a warm and discreet Muse." },
      cookie: owner.cookie,
    });
    expect(edited.status).toBe(200);
    expect(edited.data.profile.paused_at).toEqual(paused.data.profile.paused_at);

    const resumed = await setListing(owner.cookie, { paused: false });
    expect(resumed.status).toBe(200);
    expect(resumed.data.message).toBe("Your profile is live again.");
    expect(resumed.data.profile.paused_at).toBeNull();
    expect(await directoryHandles()).toContain(handle);
    expect((await publicProfile(handle)).status).toBe(200);
    expect((await getImage(picture)).status).toBe(200);
  });

  it("keeps the first pause time when she pauses twice", async () => {
    const owner = await muse();
    const first = await setListing(owner.cookie, { paused: true });
    const second = await setListing(owner.cookie, { paused: true });
    expect(second.data.profile.paused_at).toBe(first.data.profile.paused_at);
  });

  it("refuses a body that is not exactly { paused: boolean }", async () => {
    const owner = await muse();
    for (const json of [{}, { paused: "true" }, { paused: 1 }, { paused: null }]) {
      expect((await setListing(owner.cookie, json)).status, JSON.stringify(json)).toBe(400);
    }
    expect((await queryOne(`SELECT paused_at FROM profiles WHERE id = $1`, [owner.profile.id]))!.paused_at).toBeNull();
  });

  it(`answers 403 to a Pending muse ("${NOT_APPROVED}") and 404 to a user without a profile`, async () => {
    const pending = await createUser(["muse"], "muse");
    await createProfile({ user_id: pending.id, approval_status: "Pending" });
    const refused = await setListing(pending.cookie, { paused: true });
    expect(refused.status).toBe(403);
    expect(refused.data.error.message).toBe(NOT_APPROVED);
    const stranger = await createUser();
    expect((await setListing(stranger.cookie, { paused: true })).status).toBe(404);
  });
});

describe("a Suspended muse", () => {
  it("sees Suspended and the reason on her dashboard", async () => {
    const owner = await muse();
    await suspend(owner.profile.id, "Reported pictures are being checked.");
    const response = await call(dashboard, "GET", "/api/dashboard/profile", { cookie: owner.cookie });
    expect(response.data.profile).toMatchObject({
      approval_status: "Suspended",
      suspension_reason: "Reported pictures are being checked.",
    });
  });

  it(`may fix her profile, pictures and gallery while suspended, all still hidden, but not list it: 403 "${SUSPENDED_LISTING}"`, async () => {
    const owner = await muse();
    const image = await addGalleryImage(owner.cookie);
    await setListing(owner.cookie, { paused: true });
    await suspend(owner.profile.id);

    for (const paused of [false, true]) {
      const refused = await setListing(owner.cookie, { paused });
      expect(refused.status).toBe(403);
      expect(refused.data.error.message).toBe(SUSPENDED_LISTING);
    }
    const bio = "My new pictures follow the rules: no faces of other people, only my own feet.";
    const edited = await call(dashboard, "PUT", "/api/dashboard/profile", {
      json: { ...edit, bio },
      cookie: owner.cookie,
    });
    expect(edited.status).toBe(200);
    expect(edited.data.profile).toMatchObject({ bio, approval_status: "Suspended" });
    const city = await call(dashboard, "PATCH", "/api/dashboard/profile", {
      json: { city: "Basel" },
      cookie: owner.cookie,
    });
    expect(city.status).toBe(200);
    const replaced = await replacePicture(owner.cookie, "profile");
    expect(replaced.status).toBe(200);
    const added = await addGalleryImage(owner.cookie);
    expect((await reorder(owner.cookie, [added.id, image.id])).status).toBe(200);
    const deleted = await call(dashboard, "DELETE", `/api/dashboard/gallery/${image.id}`, {
      params: { id: image.id },
      cookie: owner.cookie,
    });
    expect(deleted.status).toBe(200);

    // Still hidden: no page, no directory entry, no public picture.
    expect((await publicProfile(owner.profile.handle)).status).toBe(404);
    expect(await directoryHandles()).not.toContain(owner.profile.handle);
    expect((await getImage(replaced.data.profile.profile_picture_url)).status).toBe(404);
    expect((await getImage(replaced.data.profile.profile_picture_url, owner.cookie)).status).toBe(200);
    // Each change is in Recent changes for the admins.
    expect((await changesOf(owner.profile.id)).map((change) => change.kind)).toEqual(
      expect.arrayContaining(["bio", "profile_picture", "gallery_image"]),
    );
  });
});

describe("a review request (before appeals replaced it)", () => {
  it("the database keeps a request only on a suspended profile", async () => {
    const owner = await muse();
    await expect(
      query(`UPDATE profiles SET review_requested_at = now() WHERE id = $1`, [owner.profile.id]),
    ).rejects.toThrow(/profiles_review_request_check/);
  });
});

describe("PUT /api/dashboard/profile: services and the bio log", () => {
  it("saves her services", async () => {
    const owner = await muse();
    const categories = ["Pedicure Sessions", "Shoeplay & Heels"];
    const response = await call(dashboard, "PUT", "/api/dashboard/profile", {
      json: { ...edit, categories },
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.data.profile.categories).toEqual(categories);
    expect((await publicProfile(owner.profile.handle)).data.muse.categories).toEqual(categories);
  });

  it("refuses no service, an unknown one, a repeated one or a missing list with the application's messages", async () => {
    const owner = await muse();
    const cases: [unknown, string][] = [
      [[], "Please select at least one service"],
      [["Foot Worship", "Tea Ceremonies"], "Please select a valid service"],
      [["Foot Worship", "Foot Worship"], "Please select each service only once"],
      ["Foot Worship", "Invalid input: expected array, received string"],
    ];
    for (const [categories, message] of cases) {
      const response = await call(dashboard, "PUT", "/api/dashboard/profile", {
        json: { ...edit, categories },
        cookie: owner.cookie,
      });
      expect(response.status, JSON.stringify(categories)).toBe(400);
      expect(response.data.error.fields.categories ?? response.data.error.fields["categories.1"]).toBe(message);
    }
    const { categories: _left, ...withoutCategories } = edit;
    const missing = await call(dashboard, "PUT", "/api/dashboard/profile", {
      json: withoutCategories,
      cookie: owner.cookie,
    });
    expect(missing.status).toBe(400);
    expect(
      (await queryOne<{ categories: string[] }>(`SELECT categories FROM profiles WHERE id = $1`, [owner.profile.id]))!
        .categories,
    ).toEqual(["Foot Worship"]);
  });

  it("logs a changed bio with the old and new text, and nothing when the bio stays the same", async () => {
    const owner = await muse();
    const unchanged = await call(dashboard, "PUT", "/api/dashboard/profile", {
      json: { ...edit, bio: owner.profile.bio, city: "Basel" },
      cookie: owner.cookie,
    });
    expect(unchanged.status).toBe(200);
    expect(await changesOf(owner.profile.id)).toEqual([]);

    const newBio = "A new chapter: still discreet, now fond of silk tights and long walks.";
    await call(dashboard, "PUT", "/api/dashboard/profile", { json: { ...edit, bio: newBio }, cookie: owner.cookie });
    expect(await changesOf(owner.profile.id)).toEqual([
      { id: expect.any(String), kind: "bio", image_url: null, previous_bio: owner.profile.bio, new_bio: newBio },
    ]);
  });
});

describe("POST /api/dashboard/pictures/:kind", () => {
  it("replaces her profile picture with a metadata-free one, deletes the old blob and logs the change", async () => {
    const owner = await muse();
    const oldUrl = owner.profile.profile_picture_url as string;
    const original = await jpegWithGps(800, 600);
    for (const marker of PRIVATE_MARKERS) expect(original.includes(marker), marker).toBe(true);

    const response = await replacePicture(owner.cookie, "profile", upload(original, "holiday.jpg"));
    expect(response.status).toBe(200);
    const newUrl = response.data.profile.profile_picture_url as string;
    expect(newUrl).toMatch(/^\/api\/images\/muse-profile-pictures\/[0-9a-f-]{36}$/);
    expect(newUrl).not.toBe(oldUrl);
    expect(response.data.profile.feet_picture_url).toBe(owner.profile.feet_picture_url);
    expect((await publicProfile(owner.profile.handle)).data.muse.profile_picture_url).toBe(newUrl);

    for (const size of ["card", "full"]) {
      const ref = imageRefFromUrl(newUrl)!;
      const request = new Request(new URL(`${newUrl}?size=${size}`, "http://localhost:8888"));
      const served = await images(request, { params: { store: ref.store, id: ref.id } });
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      for (const marker of PRIVATE_MARKERS) expect(bytes.includes(marker), marker).toBe(false);
    }
    expect(await blobGone(oldUrl)).toBe(true);
    expect((await getImage(oldUrl)).status).toBe(404);
    expect(await changesOf(owner.profile.id)).toEqual([
      { id: expect.any(String), kind: "profile_picture", image_url: newUrl, previous_bio: null, new_bio: null },
    ]);
  });

  it("replaces her feet picture and leaves the profile picture alone", async () => {
    const owner = await muse();
    const response = await replacePicture(owner.cookie, "feet");
    expect(response.status).toBe(200);
    expect(response.data.profile.profile_picture_url).toBe(owner.profile.profile_picture_url);
    expect(response.data.profile.feet_picture_url).not.toBe(owner.profile.feet_picture_url);
    expect(await blobGone(owner.profile.feet_picture_url)).toBe(true);
    expect(await blobGone(owner.profile.profile_picture_url)).toBe(false);
    expect((await changesOf(owner.profile.id)).map((change) => change.kind)).toEqual(["feet_picture"]);
  });

  it("refuses a missing file, a file that is not an image and an unknown kind, and stores nothing", async () => {
    const owner = await muse();
    const before = await blobKeys("muse-profile-pictures");
    const missing = await replacePicture(owner.cookie, "profile", null);
    expect(missing.status).toBe(400);
    const text = await replacePicture(owner.cookie, "feet", upload(textFile(), "feet.png", "image/png"));
    expect(text.status).toBe(400);
    expect(text.data.error.message).toBe("Please upload an image file (JPEG, PNG, WebP or GIF).");
    expect((await replacePicture(owner.cookie, "gallery")).status).toBe(404);
    expect(await blobKeys("muse-profile-pictures")).toEqual(before);
    expect(
      await queryOne(`SELECT profile_picture_url, feet_picture_url FROM profiles WHERE id = $1`, [owner.profile.id]),
    ).toEqual({
      profile_picture_url: owner.profile.profile_picture_url,
      feet_picture_url: owner.profile.feet_picture_url,
    });
  });

  it("deletes the new blob again when the swap fails after storing it, and keeps the old picture", async () => {
    const owner = await muse();
    // A real failure inside the transaction: the change log refuses this one profile's row.
    const refuseHerChange = `IF NEW.profile_id = '${owner.profile.id}' THEN RAISE EXCEPTION 'change log unavailable'; END IF; RETURN NEW`;
    const before = await blobKeys("muse-profile-pictures");
    await withInsertTrigger("profile_changes", refuseHerChange, async () => {
      const response = await replacePicture(owner.cookie, "profile");
      expect(response.status).toBe(500);
    });
    expect(await blobKeys("muse-profile-pictures")).toEqual(before);
    expect(
      (await queryOne(`SELECT profile_picture_url FROM profiles WHERE id = $1`, [owner.profile.id]))!
        .profile_picture_url,
    ).toBe(owner.profile.profile_picture_url);
    expect((await getImage(owner.profile.profile_picture_url)).status).toBe(200);
  });

  it(`answers 403 "${NOT_APPROVED}" to a Pending applicant and stores no blob`, async () => {
    const applicant = await createUser(["muse"], "muse");
    await createProfile({ user_id: applicant.id, approval_status: "Pending" });
    const before = await blobKeys("muse-profile-pictures");
    const response = await replacePicture(applicant.cookie, "profile");
    expect(response.status).toBe(403);
    expect(response.data.error.message).toBe(NOT_APPROVED);
    expect(await blobKeys("muse-profile-pictures")).toEqual(before);
  });
});

describe("PUT /api/dashboard/gallery/order", () => {
  it("sets display_order 0..n-1 in the order sent, and the public profile follows it", async () => {
    const owner = await muse();
    for (const caption of ["a", "b", "c"]) await addGalleryImage(owner.cookie, caption);
    const [a, b, c] = await galleryRows(owner.profile.id);
    const response = await reorder(owner.cookie, [c!.id, a!.id, b!.id]);
    expect(response.status).toBe(200);
    expect(response.data.gallery.map((image: { caption: string }) => image.caption)).toEqual(["c", "a", "b"]);
    expect((await galleryRows(owner.profile.id)).map((row) => [row.caption, row.display_order])).toEqual([
      ["c", 0],
      ["a", 1],
      ["b", 2],
    ]);
    const page = await publicProfile(owner.profile.handle);
    expect(page.data.gallery.map((image: { caption: string }) => image.caption)).toEqual(["c", "a", "b"]);
  });

  it("answers 400 for a foreign id, a missing id, a repeated id or a malformed one, and moves nothing", async () => {
    const owner = await muse();
    const other = await muse();
    for (const caption of ["a", "b"]) await addGalleryImage(owner.cookie, caption);
    const theirs = await addGalleryImage(other.cookie, "theirs");
    const [a, b] = await galleryRows(owner.profile.id);
    const before = await galleryRows(owner.profile.id);
    for (const ids of [
      [a!.id, theirs.id],
      [a!.id, b!.id, theirs.id],
      [b!.id],
      [b!.id, b!.id],
      [b!.id, a!.id, a!.id],
      [b!.id, "not-a-uuid"],
      [],
    ]) {
      const response = await reorder(owner.cookie, ids);
      expect(response.status, JSON.stringify(ids)).toBe(400);
      expect(response.data.error.message).toBe(ORDER_INVALID);
    }
    for (const ids of [null, "a,b", [1, 2], undefined]) {
      expect((await reorder(owner.cookie, ids)).status, JSON.stringify(ids)).toBe(400);
    }
    expect(await galleryRows(owner.profile.id)).toEqual(before);
    expect((await galleryRows(other.profile.id)).map((row) => row.display_order)).toEqual([0]);
  });
});

describe("the profile changes log", () => {
  it("records each new gallery picture with its URL", async () => {
    const owner = await muse();
    const image = await addGalleryImage(owner.cookie);
    expect(await changesOf(owner.profile.id)).toEqual([
      { id: expect.any(String), kind: "gallery_image", image_url: image.image_url, previous_bio: null, new_bio: null },
    ]);
  });
});

describe("GET /api/admin/changes", () => {
  it("lists changes newest first with the profile's handle and status, 50 a page", async () => {
    const admin = await createUser(["admin"]);
    const owner = await muse();
    await query(
      `INSERT INTO profile_changes (profile_id, kind, previous_bio, new_bio, created_at)
       SELECT $1, 'bio', 'old ' || n, 'new ' || n, now() - make_interval(mins => n)
         FROM generate_series(1, 55) AS n`,
      [owner.profile.id],
    );
    const image = await addGalleryImage(owner.cookie);

    const first = await call(changes, "GET", "/api/admin/changes", { cookie: admin.cookie });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ page: 1, page_size: 50, total: expect.any(Number) });
    expect(first.data.total).toBeGreaterThanOrEqual(56);
    expect(first.data.changes).toHaveLength(50);
    const newest = first.data.changes[0];
    expect(newest).toEqual({
      id: expect.any(String),
      kind: "gallery_image",
      created_at: expect.any(String),
      removed_at: null,
      reviewed_at: null,
      profile_id: owner.profile.id,
      handle: owner.profile.handle,
      approval_status: "Approved",
      image_url: image.image_url,
      previous_bio: null,
      new_bio: null,
      note: null,
      in_use: true,
      // A plain picture has no fingerprint, so it looks like nobody's (fingerprints.test.ts covers the others).
      lookalikes: [],
    });
    const dates = first.data.changes.map((change: { created_at: string }) => Date.parse(change.created_at));
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    const bioEdit = first.data.changes.find(
      (change: { previous_bio: string | null }) => change.previous_bio === "old 1",
    );
    expect(bioEdit).toMatchObject({ kind: "bio", new_bio: "new 1", image_url: null, in_use: false });

    const second = await call(changes, "GET", "/api/admin/changes?page=2", { cookie: admin.cookie });
    expect(second.status).toBe(200);
    const firstIds = new Set(first.data.changes.map((change: { id: string }) => change.id));
    expect(second.data.changes.length).toBeGreaterThan(0);
    for (const change of second.data.changes) expect(firstIds.has(change.id)).toBe(false);
    const beyond = await call(changes, "GET", "/api/admin/changes?page=999", { cookie: admin.cookie });
    expect(beyond.data).toMatchObject({ changes: [], page: 999, total: first.data.total });
  });

  it("refuses a page that is not a whole number from 1", async () => {
    const admin = await createUser(["admin"]);
    for (const page of ["0", "-1", "1.5", "two", "1e3", "9999999"]) {
      const response = await call(changes, "GET", `/api/admin/changes?page=${page}`, { cookie: admin.cookie });
      expect(response.status, page).toBe(400);
    }
  });
});

describe("POST /api/admin/changes/:id/remove", () => {
  const statement = { clause: "5.1", reason: "This picture shows someone else." };
  const remove = (cookie: string, id: string, json: unknown = statement) =>
    call(changes, "POST", `/api/admin/changes/${id}/remove`, { params: { id }, cookie, json });
  const changeFor = async (profileId: string, kind: string) =>
    (await changesOf(profileId)).find((change) => change.kind === kind)!;

  it("removes a gallery picture with a statement: row and gap gone, blob kept for her eyes only, logged, and she is told", async () => {
    const admin = await createUser(["admin"]);
    const owner = await muse();
    for (const caption of ["a", "b", "c"]) await addGalleryImage(owner.cookie, caption);
    const [, middle] = await galleryRows(owner.profile.id);
    const change = (await changesOf(owner.profile.id)).find((entry) => entry.image_url === middle!.image_url)!;

    for (const bad of [{}, { clause: "5.1", reason: " " }, { clause: "0.0", reason: "x" }]) {
      expect((await remove(admin.cookie, change.id, bad)).status).toBe(400);
    }
    expect(await galleryRows(owner.profile.id)).toHaveLength(3);
    const response = await remove(admin.cookie, change.id);
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      ok: true,
      key: "admin.moderation.pictureRemoved",
      message: "Picture removed.",
      notified: true,
    });
    expect((await galleryRows(owner.profile.id)).map((row) => [row.caption, row.display_order])).toEqual([
      ["a", 0],
      ["c", 1],
    ]);
    // Kept while she may appeal: not public, but she and the admins still see it.
    expect(await blobGone(middle!.image_url)).toBe(false);
    expect((await getImage(middle!.image_url)).status).toBe(404);
    expect((await getImage(middle!.image_url, owner.cookie)).status).toBe(200);
    const page = await publicProfile(owner.profile.handle);
    expect(page.data.gallery.map((image: { image_url: string }) => image.image_url)).not.toContain(middle!.image_url);
    expect(
      (await queryOne<{ removed_at: Date | null }>(`SELECT removed_at FROM profile_changes WHERE id = $1`, [
        change.id,
      ]))!.removed_at,
    ).toBeInstanceOf(Date);
    expect(
      await query(
        `SELECT action_type, target_type, target_id, admin_user_id, details FROM admin_actions WHERE target_id = $1`,
        [owner.profile.id],
      ),
    ).toEqual([
      {
        action_type: "picture_removed",
        target_type: "profile",
        target_id: owner.profile.id,
        admin_user_id: admin.id,
        details: { kind: "gallery_image", image_url: middle!.image_url, ...statement },
      },
    ]);
    const mails = await query<{ kind: string; subject: string; body_text: string }>(
      `SELECT kind, subject, body_text FROM email_outbox WHERE to_address = $1`,
      [owner.email],
    );
    expect(mails).toEqual([
      {
        kind: "picture_removed",
        subject: "A picture was removed from your SoleMuse profile",
        body_text: expect.stringMatching(/Our team removed a gallery picture from your profile[^]*Clause 5\.1/),
      },
    ]);

    // Taking the picture down is its review: it leaves the list of changes to review, and stays in "all".
    const toReview = await call(changes, "GET", "/api/admin/changes", { cookie: admin.cookie });
    expect(toReview.data.changes.map((entry: { id: string }) => entry.id)).not.toContain(change.id);
    const listed = await call(changes, "GET", "/api/admin/changes?status=all", { cookie: admin.cookie });
    expect(listed.data.changes.find((entry: { id: string }) => entry.id === change.id)).toMatchObject({
      removed_at: expect.any(String),
      reviewed_at: expect.any(String),
      in_use: false,
    });
  });

  it("marks a change reviewed once: it leaves the default list, stays in all, and the count of those to review drops", async () => {
    const admin = await createUser(["admin"]);
    const owner = await muse();
    await addGalleryImage(owner.cookie);
    const change = await changeFor(owner.profile.id, "gallery_image");
    const list = (status = "") =>
      call(changes, "GET", `/api/admin/changes${status ? `?status=${status}` : ""}`, { cookie: admin.cookie });
    const before = await list();
    expect(before.data.changes.map((entry: { id: string }) => entry.id)).toContain(change.id);

    const mark = () =>
      call(changes, "POST", `/api/admin/changes/${change.id}/reviewed`, {
        params: { id: change.id },
        cookie: admin.cookie,
      });
    const marked = await mark();
    expect(marked.status).toBe(200);
    expect(marked.data.message).toBe("Marked as reviewed.");
    const firstMark = await queryOne<{ reviewed_at: Date; reviewed_by: string }>(
      `SELECT reviewed_at, reviewed_by FROM profile_changes WHERE id = $1`,
      [change.id],
    );
    expect(firstMark).toEqual({ reviewed_at: expect.any(Date), reviewed_by: admin.id });
    expect((await mark()).status).toBe(200);
    expect(await queryOne(`SELECT reviewed_at, reviewed_by FROM profile_changes WHERE id = $1`, [change.id])).toEqual(
      firstMark,
    );

    const after = await list();
    expect(after.data.changes.map((entry: { id: string }) => entry.id)).not.toContain(change.id);
    expect(after.data.unreviewed).toBe(before.data.unreviewed - 1);
    const all = await list("all");
    expect(all.data.changes.find((entry: { id: string }) => entry.id === change.id)).toMatchObject({
      reviewed_at: expect.any(String),
    });
    expect((await list("everything")).status).toBe(400);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const missing = await call(changes, "POST", `/api/admin/changes/${unknown}/reviewed`, {
      params: { id: unknown },
      cookie: admin.cookie,
    });
    expect(missing.status).toBe(404);
  });

  it(`answers 409 "This picture has already been removed" the second time, and changes nothing more`, async () => {
    const admin = await createUser(["admin"]);
    const owner = await muse();
    await addGalleryImage(owner.cookie);
    const change = await changeFor(owner.profile.id, "gallery_image");
    expect((await remove(admin.cookie, change.id)).status).toBe(200);
    const again = await remove(admin.cookie, change.id);
    expect(again.status).toBe(409);
    expect(again.data.error.message).toBe("This picture has already been removed");
    expect(await query(`SELECT 1 FROM admin_actions WHERE target_id = $1`, [owner.profile.id])).toHaveLength(1);
    expect(await query(`SELECT 1 FROM email_outbox WHERE to_address = $1`, [owner.email])).toHaveLength(1);
  });

  it("removes a replaced-in profile picture: the URL becomes empty and the mail names it", async () => {
    const admin = await createUser(["admin"]);
    const owner = await muse();
    const replaced = await replacePicture(owner.cookie, "profile");
    const newUrl = replaced.data.profile.profile_picture_url as string;
    const change = await changeFor(owner.profile.id, "profile_picture");
    expect((await remove(admin.cookie, change.id)).status).toBe(200);
    expect(
      await queryOne(`SELECT profile_picture_url, feet_picture_url FROM profiles WHERE id = $1`, [owner.profile.id]),
    ).toEqual({ profile_picture_url: null, feet_picture_url: owner.profile.feet_picture_url });
    expect(await blobGone(newUrl)).toBe(false);
    const [mail] = await query<{ body_text: string }>(`SELECT body_text FROM email_outbox WHERE to_address = $1`, [
      owner.email,
    ]);
    expect(mail!.body_text).toContain("Our team removed your profile picture from your profile");
  });

  it("answers 409 for a picture the Muse has since replaced or deleted, and changes nothing", async () => {
    const admin = await createUser(["admin"]);
    const owner = await muse();
    await replacePicture(owner.cookie, "feet");
    const firstFeet = await changeFor(owner.profile.id, "feet_picture");
    const latest = await replacePicture(owner.cookie, "feet");
    const image = await addGalleryImage(owner.cookie);
    const galleryChange = await changeFor(owner.profile.id, "gallery_image");
    await call(dashboard, "DELETE", `/api/dashboard/gallery/${image.id}`, {
      params: { id: image.id },
      cookie: owner.cookie,
    });

    for (const change of [firstFeet, galleryChange]) {
      const response = await remove(admin.cookie, change.id);
      expect(response.status).toBe(409);
      expect(response.data.error.message).toBe(
        "This picture is no longer on the profile: the Muse has replaced or deleted it",
      );
      expect(
        (await queryOne<{ removed_at: Date | null }>(`SELECT removed_at FROM profile_changes WHERE id = $1`, [
          change.id,
        ]))!.removed_at,
      ).toBeNull();
    }
    expect((await queryOne(`SELECT feet_picture_url FROM profiles WHERE id = $1`, [owner.profile.id]))!).toEqual({
      feet_picture_url: latest.data.profile.feet_picture_url,
    });
    expect(await query(`SELECT 1 FROM admin_actions WHERE target_id = $1`, [owner.profile.id])).toEqual([]);
    expect(await query(`SELECT 1 FROM email_outbox WHERE to_address = $1`, [owner.email])).toEqual([]);
  });

  it(`answers 404 "Change not found" for an unknown or malformed id, and 400 for a bio edit`, async () => {
    const admin = await createUser(["admin"]);
    for (const id of ["0b6f3c1e-8a4d-4f6e-9c2b-1d3e5f7a9b0c", "not-a-uuid"]) {
      const response = await remove(admin.cookie, id);
      expect(response.status).toBe(404);
      expect(response.data.error.message).toBe("Change not found");
    }
    const owner = await muse();
    await call(dashboard, "PUT", "/api/dashboard/profile", {
      json: { ...edit, bio: "An entirely new bio, long enough to count as one." },
      cookie: owner.cookie,
    });
    const bio = await changeFor(owner.profile.id, "bio");
    const response = await remove(admin.cookie, bio.id);
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Only a picture can be removed");
  });
});

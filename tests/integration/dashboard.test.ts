import { describe, expect, it } from "vitest";
import dashboard from "../../netlify/functions/dashboard.mts";
import muses from "../../netlify/functions/muses.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { imageRefFromUrl } from "../../functions/images/store.ts";
import { call, createProfile, createUser } from "../support/api.ts";
import { FULL_PROFILE_EDIT, BLANK_FORM_FACTS } from "../support/profile-edit.ts";
import { GALLERY_PICTURE_FIELDS } from "../support/profile-fields.ts";
import { pngImage, textFile, upload } from "../fixtures/images/index.ts";
import { blobKeys, galleryForm } from "../fixtures/images/forms.ts";
import { capturePurges } from "../support/purges.ts";

const NOT_APPROVED = "Editing becomes available once your application is approved";

async function muse(
  status: "Pending" | "Approved" | "Rejected" | "Suspended" = "Approved",
  fields: Record<string, unknown> = {},
) {
  const user = await createUser(["muse"], "muse");
  const profile = await createProfile({ user_id: user.id, approval_status: status, ...fields });
  return { ...user, profile };
}

const putProfile = (cookie: string, json: unknown) =>
  call(dashboard, "PUT", "/api/dashboard/profile", { json, cookie });
const patchProfile = (cookie: string, json: unknown) =>
  call(dashboard, "PATCH", "/api/dashboard/profile", { json, cookie });

const uploadImage = async (cookie: string, caption?: string) =>
  call(dashboard, "POST", "/api/dashboard/gallery", {
    form: galleryForm(upload(await pngImage(), "pic.png", "image/png"), caption),
    cookie,
  });

const galleryRows = (profileId: string) =>
  query<{ id: string; image_url: string; caption: string | null; display_order: number }>(
    `SELECT id, image_url, caption, display_order FROM muse_gallery WHERE profile_id = $1 ORDER BY display_order`,
    [profileId],
  );

describe("the muse dashboard requires a session", () => {
  it("answers 401 to anonymous visitors on every dashboard endpoint", async () => {
    const requests = [
      call(dashboard, "GET", "/api/dashboard/profile"),
      call(dashboard, "PUT", "/api/dashboard/profile", { json: FULL_PROFILE_EDIT }),
      call(dashboard, "PATCH", "/api/dashboard/profile", { json: { city: "Basel" } }),
      call(dashboard, "POST", "/api/dashboard/gallery", { form: galleryForm(upload(await pngImage())) }),
      call(dashboard, "DELETE", "/api/dashboard/gallery/0b6f3c1e-8a4d-4f6e-9c2b-1d3e5f7a9b0c", {
        params: { id: "0b6f3c1e-8a4d-4f6e-9c2b-1d3e5f7a9b0c" },
      }),
      call(dashboard, "PATCH", "/api/dashboard/listing", { json: { paused: true } }),
      call(dashboard, "POST", "/api/dashboard/pictures/profile", {
        form: galleryForm(upload(await pngImage())),
        params: { kind: "profile" },
      }),
      call(dashboard, "PUT", "/api/dashboard/gallery/order", { json: { ids: [] } }),
      call(dashboard, "PATCH", "/api/dashboard/gallery/0b6f3c1e-8a4d-4f6e-9c2b-1d3e5f7a9b0c", {
        json: { caption: "A caption" },
        params: { id: "0b6f3c1e-8a4d-4f6e-9c2b-1d3e5f7a9b0c" },
      }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.status).toBe(401);
      expect(response.data.error.code).toBe("unauthorized");
    }
  });
});

describe("GET /api/dashboard/profile", () => {
  it("returns no profile and an empty gallery to a user who never applied", async () => {
    const user = await createUser();
    const response = await call(dashboard, "GET", "/api/dashboard/profile", { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({
      profile: null,
      gallery: [],
      verification: null,
      decisions: [],
      visits: [],
      age_task: null,
      receipt: null,
      watch: [],
    });
  });

  it("returns the caller's own profile without admin-only fields", async () => {
    const owner = await muse("Rejected", {
      admin_notes: "Internal: check again",
      how_found_us: "Reddit",
      date_of_birth: "1996-04-01",
      reviewed_by: "admin",
    });
    await muse("Approved");
    const response = await call(dashboard, "GET", "/api/dashboard/profile", { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.data.profile).toMatchObject({
      id: owner.profile.id,
      handle: owner.profile.handle,
      approval_status: "Rejected",
      rejection_reason: "Pictures were unclear.",
    });
    expect(typeof response.data.profile.created_at).toBe("string");
    // Her own verification phone is hers to see; admins see it too; the public never does.
    expect(response.data.profile.phone_number).toBe(owner.profile.phone_number);
    for (const hidden of ["admin_notes", "how_found_us", "date_of_birth", "reviewed_by", "user_id"]) {
      expect(response.data.profile).not.toHaveProperty(hidden);
    }
    expect(response.text).not.toContain("Internal: check again");
  });

  it("returns the gallery in display order", async () => {
    const owner = await muse();
    await uploadImage(owner.cookie, "first");
    await uploadImage(owner.cookie, "second");
    const response = await call(dashboard, "GET", "/api/dashboard/profile", { cookie: owner.cookie });
    expect(response.data.gallery.map((image: any) => [image.caption, image.display_order])).toEqual([
      ["first", 0],
      ["second", 1],
    ]);
    expect(Object.keys(response.data.gallery[0]).sort()).toEqual(GALLERY_PICTURE_FIELDS);
  });
});

describe("PUT /api/dashboard/profile", () => {
  it(`answers 403 "${NOT_APPROVED}" to a Pending or Rejected owner and changes nothing`, async () => {
    for (const status of ["Pending", "Rejected"] as const) {
      const owner = await muse(status);
      const response = await putProfile(owner.cookie, FULL_PROFILE_EDIT);
      expect(response.status).toBe(403);
      expect(response.data.error.message).toBe(NOT_APPROVED);
      expect((await queryOne<{ bio: string }>(`SELECT bio FROM profiles WHERE id = $1`, [owner.profile.id]))!.bio).toBe(
        owner.profile.bio,
      );
    }
  });

  it('answers 404 "No Profile Found" to a user without a profile', async () => {
    const user = await createUser();
    const response = await putProfile(user.cookie, FULL_PROFILE_EDIT);
    expect(response.status).toBe(404);
    expect(response.data.error.message).toBe("No Profile Found");
  });

  it("saves an Approved muse's full edit and returns it", async () => {
    const owner = await muse();
    const response = await putProfile(owner.cookie, FULL_PROFILE_EDIT);
    expect(response.status).toBe(200);
    expect(response.data.profile).toMatchObject({
      ...FULL_PROFILE_EDIT,
      id: owner.profile.id,
      approval_status: "Approved",
    });
    const stored = await queryOne(`SELECT * FROM profiles WHERE id = $1`, [owner.profile.id]);
    expect(stored).toMatchObject({ ...FULL_PROFILE_EDIT, smoker: null });
  });

  it("stores empty optional values as null", async () => {
    const owner = await muse("Approved", {
      telegram_handle: "old",
      email: "old@example.com",
      nationality: "German",
      birth_year: 1992,
    });
    const response = await putProfile(owner.cookie, {
      ...FULL_PROFILE_EDIT,
      ...BLANK_FORM_FACTS,
      smoker: null,
      telegram_handle: "",
      whatsapp_number: "   ",
      call_number: "",
      email: "",
      onlyfans_link: "",
    });
    expect(response.status).toBe(200);
    const stored = await queryOne(
      `SELECT birth_year, nationality, ethnicity, hair_color, tattoos, smoker, telegram_handle, whatsapp_number,
              call_number, email, onlyfans_link
         FROM profiles WHERE id = $1`,
      [owner.profile.id],
    );
    expect(Object.values(stored!).every((value) => value === null)).toBe(true);
  });

  it("answers with the spec's messages for a short bio and an invalid link, and stores nothing", async () => {
    const owner = await muse();
    const shortBio = await putProfile(owner.cookie, { ...FULL_PROFILE_EDIT, bio: "Too short" });
    expect(shortBio.status).toBe(400);
    expect(shortBio.data.error.message).toBe("Bio must be at least 20 characters");
    const badLink = await putProfile(owner.cookie, { ...FULL_PROFILE_EDIT, onlyfans_link: "javascript:alert(1)" });
    expect(badLink.status).toBe(400);
    expect(badLink.data.error.message).toBe("Please enter a valid URL");
    expect(
      (await queryOne<{ city: string }>(`SELECT city FROM profiles WHERE id = $1`, [owner.profile.id]))!.city,
    ).toBe("Zurich");
  });

  it("edits only the caller's own profile", async () => {
    const owner = await muse();
    const other = await muse();
    await putProfile(owner.cookie, FULL_PROFILE_EDIT);
    expect(
      (await queryOne<{ city: string }>(`SELECT city FROM profiles WHERE id = $1`, [other.profile.id]))!.city,
    ).toBe("Zurich");
  });
});

describe("PATCH /api/dashboard/profile", () => {
  it("saves the city on its own", async () => {
    const owner = await muse();
    const response = await patchProfile(owner.cookie, { city: "Vienna" });
    expect(response.status).toBe(200);
    expect(response.data.profile).toMatchObject({ city: "Vienna", availability_status: "Available" });
    expect(await queryOne(`SELECT city, availability_status FROM profiles WHERE id = $1`, [owner.profile.id])).toEqual({
      city: "Vienna",
      availability_status: "Available",
    });
  });

  it("saves the availability on its own", async () => {
    const owner = await muse();
    const response = await patchProfile(owner.cookie, { availability_status: "On Vacation" });
    expect(response.status).toBe(200);
    expect(await queryOne(`SELECT city, availability_status FROM profiles WHERE id = $1`, [owner.profile.id])).toEqual({
      city: "Zurich",
      availability_status: "On Vacation",
    });
  });

  it("refuses both keys at once, any other key, and values outside the lists", async () => {
    const owner = await muse();
    for (const json of [
      { city: "Basel", availability_status: "Busy" },
      { bio: "x".repeat(30) },
      {},
      { city: "Paris" },
      { availability_status: "Asleep" },
    ]) {
      const response = await patchProfile(owner.cookie, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
    }
    expect(await queryOne(`SELECT city, availability_status FROM profiles WHERE id = $1`, [owner.profile.id])).toEqual({
      city: "Zurich",
      availability_status: "Available",
    });
  });

  it(`answers 403 "${NOT_APPROVED}" to a Pending owner`, async () => {
    const owner = await muse("Pending");
    const response = await patchProfile(owner.cookie, { city: "Basel" });
    expect(response.status).toBe(403);
    expect(response.data.error.message).toBe(NOT_APPROVED);
  });
});

describe("POST /api/dashboard/gallery", () => {
  it("appends uploads with display_order 0, 1, 2 and stores each caption (or null)", async () => {
    const owner = await muse();
    const responses = [
      await uploadImage(owner.cookie, "Heels at dusk"),
      await uploadImage(owner.cookie),
      await uploadImage(owner.cookie, " "),
    ];
    for (const response of responses) expect(response.status).toBe(201);
    expect(responses.map((response) => response.data.image.display_order)).toEqual([0, 1, 2]);
    expect(responses[0]!.data.image).toMatchObject({ profile_id: owner.profile.id, caption: "Heels at dusk" });
    const rows = await galleryRows(owner.profile.id);
    expect(rows.map((row) => [row.caption, row.display_order])).toEqual([
      ["Heels at dusk", 0],
      [null, 1],
      [null, 2],
    ]);
    const keys = await blobKeys("muse-gallery");
    for (const row of rows) {
      expect(row.image_url).toMatch(/^\/api\/images\/muse-gallery\/[0-9a-f-]{36}$/);
      const { id } = imageRefFromUrl(row.image_url)!;
      expect(keys).toEqual(expect.arrayContaining([`${id}/card`, `${id}/full`]));
    }
  });

  it("gives concurrent uploads distinct display orders", async () => {
    const owner = await muse();
    const responses = await Promise.all([
      uploadImage(owner.cookie),
      uploadImage(owner.cookie),
      uploadImage(owner.cookie),
    ]);
    for (const response of responses) expect(response.status).toBe(201);
    expect((await galleryRows(owner.profile.id)).map((row) => row.display_order)).toEqual([0, 1, 2]);
  });

  it(`answers 403 "${NOT_APPROVED}" to a Pending owner and stores no blob`, async () => {
    const owner = await muse("Pending");
    const before = await blobKeys("muse-gallery");
    const response = await uploadImage(owner.cookie);
    expect(response.status).toBe(403);
    expect(response.data.error.message).toBe(NOT_APPROVED);
    expect(await blobKeys("muse-gallery")).toEqual(before);
  });

  it("refuses an upload without an image, or with a file that is not one", async () => {
    const owner = await muse();
    const empty = await call(dashboard, "POST", "/api/dashboard/gallery", {
      form: galleryForm(null, "caption"),
      cookie: owner.cookie,
    });
    expect(empty.status).toBe(400);
    const text = await call(dashboard, "POST", "/api/dashboard/gallery", {
      form: galleryForm(upload(textFile(), "pic.png", "image/png")),
      cookie: owner.cookie,
    });
    expect(text.status).toBe(400);
    expect(text.data.error.message).toBe("Please upload an image file (JPEG, PNG, WebP or GIF).");
    expect(await galleryRows(owner.profile.id)).toEqual([]);
  });

  it("refuses a caption over 200 characters and stores nothing", async () => {
    const owner = await muse();
    const before = await blobKeys("muse-gallery");
    const response = await uploadImage(owner.cookie, "x".repeat(201));
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Caption must be less than 200 characters");
    expect(await blobKeys("muse-gallery")).toEqual(before);
  });
});

describe("DELETE /api/dashboard/gallery/:id", () => {
  const remove = (cookie: string, id: string) =>
    call(dashboard, "DELETE", `/api/dashboard/gallery/${id}`, { cookie, params: { id } });

  it("removes the row and both blobs, and closes the gap in display order", async () => {
    const owner = await muse();
    for (const caption of ["a", "b", "c"]) await uploadImage(owner.cookie, caption);
    const [first] = await galleryRows(owner.profile.id);
    const response = await remove(owner.cookie, first!.id);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ ok: true });
    expect((await galleryRows(owner.profile.id)).map((row) => [row.caption, row.display_order])).toEqual([
      ["b", 0],
      ["c", 1],
    ]);
    const { id } = imageRefFromUrl(first!.image_url)!;
    const keys = await blobKeys("muse-gallery");
    expect(keys).not.toContain(`${id}/card`);
    expect(keys).not.toContain(`${id}/full`);

    const next = await uploadImage(owner.cookie, "d");
    expect(next.data.image.display_order).toBe(2);
  });

  it("answers 404 for another muse's image and leaves it in place", async () => {
    const owner = await muse();
    const other = await muse();
    await uploadImage(other.cookie, "not yours");
    const [theirs] = await galleryRows(other.profile.id);
    const response = await remove(owner.cookie, theirs!.id);
    expect(response.status).toBe(404);
    expect(await galleryRows(other.profile.id)).toHaveLength(1);
    const { id } = imageRefFromUrl(theirs!.image_url)!;
    expect(await blobKeys("muse-gallery")).toContain(`${id}/full`);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const owner = await muse();
    expect((await remove(owner.cookie, "2f1d0c3b-5a6e-4d7f-8b9c-0a1b2c3d4e5f")).status).toBe(404);
    expect((await remove(owner.cookie, "not-a-uuid")).status).toBe(404);
  });
});

describe("PATCH /api/dashboard/gallery/:id", () => {
  const editCaption = (cookie: string, id: string, caption: unknown) =>
    call(dashboard, "PATCH", `/api/dashboard/gallery/${id}`, { json: { caption }, cookie, params: { id } });
  const publicGallery = async (handle: string) =>
    (await call(muses, "GET", `/api/muses/${handle}`, { params: { handle } })).data.gallery as Array<{
      id: string;
      caption: string | null;
    }>;
  /** An owner with one picture in her gallery, captioned "Before". */
  async function ownerWithImage(status: "Approved" | "Suspended" = "Approved") {
    const owner = await muse("Approved");
    const uploaded = await uploadImage(owner.cookie, "Before");
    expect(uploaded.status).toBe(201);
    if (status === "Suspended") {
      await query(
        `UPDATE profiles SET approval_status = 'Suspended', suspension_reason = 'Under review', suspended_at = now()
          WHERE id = $1`,
        [owner.profile.id],
      );
    }
    return { owner, image: uploaded.data.image as { id: string; image_url: string; display_order: number } };
  }

  it("changes the caption of her own picture, trimmed, and visitors read it on her public profile", async () => {
    const { owner, image } = await ownerWithImage();
    const response = await editCaption(owner.cookie, image.id, "  Sunset on the lake  ");
    expect(response.status).toBe(200);
    expect(response.data.image).toEqual({
      id: image.id,
      profile_id: owner.profile.id,
      image_url: image.image_url,
      caption: "Sunset on the lake",
      display_order: image.display_order,
    });
    expect((await galleryRows(owner.profile.id)).map((row) => row.caption)).toEqual(["Sunset on the lake"]);
    expect(await publicGallery(owner.profile.handle)).toEqual([
      expect.objectContaining({ id: image.id, caption: "Sunset on the lake" }),
    ]);
  });

  it.each([[""], ["   "], [null]])("stores an empty caption (%j) as null", async (caption) => {
    const { owner, image } = await ownerWithImage();
    const response = await editCaption(owner.cookie, image.id, caption);
    expect(response.status).toBe(200);
    expect(response.data.image.caption).toBeNull();
    expect((await galleryRows(owner.profile.id)).map((row) => row.caption)).toEqual([null]);
  });

  it("lets a Suspended muse fix a caption, as the other gallery calls do", async () => {
    const { owner, image } = await ownerWithImage("Suspended");
    const response = await editCaption(owner.cookie, image.id, "Fixed while suspended");
    expect(response.status).toBe(200);
    expect((await galleryRows(owner.profile.id)).map((row) => row.caption)).toEqual(["Fixed while suspended"]);
  });

  it("answers 404 for another muse's picture and leaves its caption alone", async () => {
    const { owner: other, image: theirs } = await ownerWithImage();
    const owner = await muse();
    const response = await editCaption(owner.cookie, theirs.id, "Not yours");
    expect(response.status).toBe(404);
    expect(response.data.error.code).toBe("not_found");
    expect((await galleryRows(other.profile.id)).map((row) => row.caption)).toEqual(["Before"]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const owner = await muse();
    expect((await editCaption(owner.cookie, "2f1d0c3b-5a6e-4d7f-8b9c-0a1b2c3d4e5f", "x")).status).toBe(404);
    expect((await editCaption(owner.cookie, "not-a-uuid", "x")).status).toBe(404);
  });

  it("refuses a caption over 200 characters with the schema's message and keeps the old one", async () => {
    const { owner, image } = await ownerWithImage();
    const response = await editCaption(owner.cookie, image.id, "x".repeat(201));
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Caption must be less than 200 characters");
    expect(response.data.error.fields).toEqual({ caption: "Caption must be less than 200 characters" });
    expect((await galleryRows(owner.profile.id)).map((row) => row.caption)).toEqual(["Before"]);
  });

  it(`answers 403 "${NOT_APPROVED}" to a Pending or Rejected owner and changes nothing`, async () => {
    for (const status of ["Pending", "Rejected"] as const) {
      const owner = await muse(status);
      const image = await queryOne<{ id: string }>(
        `INSERT INTO muse_gallery (profile_id, image_url, caption, display_order)
         VALUES ($1, '/api/images/muse-gallery/' || gen_random_uuid(), 'Before', 0) RETURNING id`,
        [owner.profile.id],
      );
      const response = await editCaption(owner.cookie, image!.id, "After");
      expect(response.status, status).toBe(403);
      expect(response.data.error.message).toBe(NOT_APPROVED);
      expect((await galleryRows(owner.profile.id)).map((row) => row.caption)).toEqual(["Before"]);
    }
  });

  it('answers 404 "No Profile Found" to a user without a profile', async () => {
    const seeker = await createUser(["seeker"]);
    const response = await editCaption(seeker.cookie, "2f1d0c3b-5a6e-4d7f-8b9c-0a1b2c3d4e5f", "x");
    expect(response.status).toBe(404);
    expect(response.data.error.message).toBe("No Profile Found");
  });

  it("purges the directory and her profile page on Netlify", async () => {
    const { owner, image } = await ownerWithImage();
    const { purged, result: response } = await capturePurges(() => editCaption(owner.cookie, image.id, "Purged"));
    expect(response.status).toBe(200);
    expect(purged).toEqual([["muses", `muse:${owner.profile.handle.toLowerCase()}`]]);
  });
});

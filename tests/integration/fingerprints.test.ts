import { beforeAll, describe, expect, it, vi } from "vitest";
import account from "../../netlify/functions/account.mts";
import applications from "../../netlify/functions/applications.mts";
import changes from "../../netlify/functions/changes.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import {
  FINGERPRINT_BANDS,
  LOOKALIKE_MAX_DISTANCE,
  bandRadii,
  fingerprintBands,
  hammingDistance,
} from "../../functions/images/fingerprint.ts";
import { processImage } from "../../functions/images/process.ts";
import { storeImage, type StoredImage } from "../../functions/images/store.ts";
import { findLookalikes, recordFingerprint } from "../../functions/moderation/lookalikes.ts";
import type { Lookalike } from "../../src/domain/moderation.ts";
import { call, createProfile, createUser } from "../support/api.ts";
import { withInsertTrigger } from "../support/insert-trigger.ts";
import { pngImage, upload } from "../fixtures/images/index.ts";
import { applicationForm, galleryForm } from "../fixtures/images/forms.ts";
import { distinctPicture, stolenCopy } from "../fixtures/images/pictures.ts";
import {
  fingerprintOf,
  measureSet,
  missedCopies,
  unrelatedDistances,
  type MeasuredSet,
} from "../fixtures/images/fingerprint-set.ts";

/** Stolen and reused photos (decision 0048): fingerprints measured, recorded at every upload, shown to admins. */

/**
 * The first 4 drawn and 4 demo pictures, 13 copies each (about 10 s): enough to hold the threshold to its promise in
 * every stage. The rates per threshold on the whole set of decision 0048 are `npm run bench`'s
 * (scripts/bench/fingerprints.ts).
 */
const ASSERTED_SET = { drawn: 4, demo: 4 };
let measured: MeasuredSet;

/** A gallery picture's URL, for a fingerprint recorded without a picture behind it. */
const galleryUrl = () => `/api/images/muse-gallery/${crypto.randomUUID()}`;

beforeAll(async () => {
  measured = await measureSet(ASSERTED_SET);
}, 300_000);

describe("the fingerprint", () => {
  it(`finds every resized, recompressed, slightly cropped and brightened copy within ${LOOKALIKE_MAX_DISTANCE} bits, and no two different pictures`, () => {
    expect(measured.copies.filter((entry) => entry.copy.found).length).toBeGreaterThan(75);
    expect(missedCopies(measured, LOOKALIKE_MAX_DISTANCE)).toEqual([]);
    expect(Math.min(...unrelatedDistances(measured))).toBeGreaterThan(LOOKALIKE_MAX_DISTANCE);
  });

  it("is a signed 64-bit integer, and its bands are the bits the database indexes", async () => {
    const owner = await createProfile();
    // Edge values and a few arbitrary ones, none close to a measured picture (the look-up test below reads them too).
    const fingerprints = [
      "-1",
      "0",
      "1",
      String(-(2n ** 63n)),
      String(2n ** 63n - 1n),
      "-6148914691236517206",
      "81985529216486895",
    ];
    for (const fingerprint of fingerprints) {
      expect(BigInt(fingerprint)).toBeGreaterThanOrEqual(-(2n ** 63n));
      expect(BigInt(fingerprint)).toBeLessThan(2n ** 63n);
      await recordFingerprint({ url: galleryUrl(), profileId: owner.id, kind: "gallery_image", fingerprint });
    }
    const rows = await query<{ fingerprint: string; bands: number[] }>(
      `SELECT fingerprint::text, ARRAY[band0, band1, band2, band3, band4] AS bands FROM image_fingerprints
        WHERE profile_id = $1`,
      [owner.id],
    );
    expect(rows).toHaveLength(fingerprints.length);
    for (const row of rows) expect(row.bands).toEqual(fingerprintBands(row.fingerprint));
  });

  it("gives no fingerprint to a plain picture, which would match every other plain one", async () => {
    expect((await processImage(new Uint8Array(await pngImage()))).fingerprint).toBeNull();
  });
});

describe("the look-up in the database", () => {
  it(`finds a fingerprint ${LOOKALIKE_MAX_DISTANCE} bits away however its bits spread over the bands, and none further`, async () => {
    // An arbitrary fingerprint, far from every measured picture, which the look-up test below reads too.
    const base = 0x1b3d5f7092a4c6e8n;
    /** The base with the lowest `counts[i]` bits of band i flipped. */
    const flipped = (counts: number[]) =>
      BigInt.asIntN(
        64,
        counts.reduce(
          (value, count, band) =>
            Array.from({ length: count }, (_, bit) => BigInt(FINGERPRINT_BANDS[band]!.shift + bit)).reduce(
              (bits, position) => bits ^ (1n << position),
              value,
            ),
          base,
        ),
      ).toString();
    const radii = bandRadii(LOOKALIKE_MAX_DISTANCE);
    // The worst spreads: every band but one differs by one bit more than its radius, so only that one is probed.
    const within = radii.map((_, probed) => flipped(radii.map((radius, band) => radius + (band === probed ? 0 : 1))));
    const beyond = flipped(radii.map((radius) => radius + 1));
    for (const fingerprint of within) expect(hammingDistance(base, fingerprint)).toBe(LOOKALIKE_MAX_DISTANCE);
    expect(hammingDistance(base, beyond)).toBe(LOOKALIKE_MAX_DISTANCE + 1);

    const [owner, thief] = await Promise.all([createProfile({ approval_status: "Approved" }), createProfile()]);
    const original = galleryUrl();
    await recordFingerprint({
      url: original,
      profileId: owner.id,
      kind: "gallery_image",
      fingerprint: base.toString(),
    });
    const copies = new Map<string, string>();
    for (const fingerprint of [...within, beyond]) {
      const copy = galleryUrl();
      copies.set(copy, fingerprint);
      await recordFingerprint({ url: copy, profileId: thief.id, kind: "gallery_image", fingerprint });
    }
    const found = await findLookalikes(thief.id);
    expect(found.map((lookalike) => copies.get(lookalike.image_url)).sort()).toEqual([...within].sort());
    expect(found.every((lookalike) => lookalike.other_image_url === original)).toBe(true);
  });

  it("finds for each copy its source, and exactly the pictures comparing every pair finds", async () => {
    const owners = await Promise.all(measured.sources.map(() => createProfile({ approval_status: "Approved" })));
    const thief = await createProfile();
    const sourceUrls = measured.sources.map(() => galleryUrl());
    for (const [index, source] of measured.sources.entries()) {
      await recordFingerprint({
        url: sourceUrls[index]!,
        profileId: owners[index]!.id,
        kind: "gallery_image",
        fingerprint: source.fingerprint,
      });
    }
    const asserted = measured.copies.filter((entry) => entry.copy.found);
    const copyUrls = new Map<string, (typeof asserted)[number]>();
    for (const entry of asserted) {
      const copyUrl = galleryUrl();
      copyUrls.set(copyUrl, entry);
      await recordFingerprint({
        url: copyUrl,
        profileId: thief.id,
        kind: "profile_picture",
        fingerprint: entry.fingerprint,
      });
    }
    const found = await findLookalikes(thief.id);
    // What the database finds is what comparing every pair here finds, at the same distances; each copy's own
    // source always among them.
    const key = (copyUrl: string, sourceUrl: string, distance: number) => `${copyUrl} ${sourceUrl} ${distance}`;
    const expected: string[] = [];
    for (const [copyUrl, entry] of copyUrls) {
      measured.sources.forEach((source, index) => {
        const distance = hammingDistance(entry.fingerprint, source.fingerprint);
        if (distance <= LOOKALIKE_MAX_DISTANCE) expected.push(key(copyUrl, sourceUrls[index]!, distance));
      });
      expect(
        found.some(
          (lookalike) => lookalike.image_url === copyUrl && lookalike.other_image_url === sourceUrls[entry.source],
        ),
      ).toBe(true);
    }
    expect(
      found.map((lookalike) => key(lookalike.image_url, lookalike.other_image_url, lookalike.distance)).sort(),
    ).toEqual(expected.sort());
  }, 120_000);
});

/* ---------------------------------------------------------------- recording at every upload point */

const fingerprintRows = (profileId: string) =>
  query<{ image_url: string; kind: string; fingerprint: string }>(
    `SELECT image_url, kind, fingerprint::text FROM image_fingerprints WHERE profile_id = $1 ORDER BY kind, image_url`,
    [profileId],
  );
const fingerprintOfUrl = async (url: string) =>
  (
    await queryOne<{ fingerprint: string }>(`SELECT fingerprint::text FROM image_fingerprints WHERE image_url = $1`, [
      url,
    ])
  )?.fingerprint;

let seed = 1000;
/** A distinct picture as an upload, with the fingerprint the pipeline gives it. */
async function picture(name = "picture.jpg") {
  const bytes = await distinctPicture((seed += 1));
  return { file: upload(bytes, name, "image/jpeg"), bytes, fingerprint: await fingerprintOf(bytes) };
}

/** An Approved Muse with an account and fingerprinted pictures, stored as the dashboard stores them. */
async function approvedMuse() {
  const user = await createUser(["muse"], "muse");
  const [profile, feet] = await Promise.all([picture(), picture()]);
  const stored = await Promise.all(
    [profile, feet].map(async ({ bytes }) =>
      storeImage("muse-profile-pictures", await processImage(new Uint8Array(bytes))),
    ),
  );
  const created = await createProfile({
    user_id: user.id,
    approval_status: "Approved",
    profile_picture_url: stored[0]!.url,
    feet_picture_url: stored[1]!.url,
  });
  await recordStored(created.id, stored[0]!, "profile_picture");
  await recordStored(created.id, stored[1]!, "feet_picture");
  return { ...user, profile: created, pictures: { profile, feet }, stored };
}
const recordStored = (profileId: string, stored: StoredImage, kind: "profile_picture" | "feet_picture") =>
  recordFingerprint({ url: stored.url, profileId, kind, fingerprint: stored.fingerprint });

const submit = (form: FormData, cookie?: string) => call(applications, "POST", "/api/applications", { form, cookie });
const detail = (id: string, cookie: string) =>
  call(applications, "GET", `/api/applications/${id}`, { params: { id }, cookie });
const replacePicture = (cookie: string, kind: string, file: File) =>
  call(dashboard, "POST", `/api/dashboard/pictures/${kind}`, { form: galleryForm(file), params: { kind }, cookie });
const addGalleryImage = async (cookie: string, file: File) => {
  const response = await call(dashboard, "POST", "/api/dashboard/gallery", { form: galleryForm(file), cookie });
  expect(response.status).toBe(201);
  return response.data.image as { id: string; image_url: string };
};
const deleteGalleryImage = (cookie: string, id: string) =>
  call(dashboard, "DELETE", `/api/dashboard/gallery/${id}`, { params: { id }, cookie });

describe("recording at every upload point", () => {
  it("an application keeps both pictures' fingerprints, those of the pictures it was sent with", async () => {
    const [profile, feet] = await Promise.all([picture("me.jpg"), picture("feet.jpg")]);
    const response = await submit(
      await applicationForm({
        fields: { handle: "PrintedApplicant" },
        profile_picture: profile.file,
        feet_picture: feet.file,
      }),
    );
    expect(response.status).toBe(201);
    const application = await queryOne<{ id: string; profile_picture_url: string; feet_picture_url: string }>(
      `SELECT id, profile_picture_url, feet_picture_url FROM profiles WHERE id = $1`,
      [response.data.application.id],
    );
    expect(await fingerprintRows(application!.id)).toEqual([
      { image_url: application!.feet_picture_url, kind: "feet_picture", fingerprint: feet.fingerprint },
      { image_url: application!.profile_picture_url, kind: "profile_picture", fingerprint: profile.fingerprint },
    ]);
  });

  it("a resubmission forgets the replaced picture's fingerprint and keeps the kept one's", async () => {
    const user = await createUser(["muse"], "muse");
    const [profile, feet, newProfile] = await Promise.all([picture(), picture(), picture()]);
    const first = await submit(
      await applicationForm({
        fields: { handle: "Resubmitter" },
        profile_picture: profile.file,
        feet_picture: feet.file,
      }),
      user.cookie,
    );
    expect(first.status).toBe(201);
    const id = first.data.application.id as string;
    const before = await queryOne<{ profile_picture_url: string; feet_picture_url: string }>(
      `SELECT profile_picture_url, feet_picture_url FROM profiles WHERE id = $1`,
      [id],
    );
    await query(
      `UPDATE profiles SET approval_status = 'Rejected', rejection_reason = 'Blurry', reviewed_at = now() WHERE id = $1`,
      [id],
    );
    const again = await submit(
      await applicationForm({
        fields: { handle: "Resubmitter" },
        profile_picture: newProfile.file,
        feet_picture: null,
      }),
      user.cookie,
    );
    expect(again.status).toBe(201);
    const after = await queryOne<{ profile_picture_url: string }>(
      `SELECT profile_picture_url FROM profiles WHERE id = $1`,
      [id],
    );
    expect(after!.profile_picture_url).not.toBe(before!.profile_picture_url);
    expect(await fingerprintRows(id)).toEqual([
      { image_url: before!.feet_picture_url, kind: "feet_picture", fingerprint: feet.fingerprint },
      { image_url: after!.profile_picture_url, kind: "profile_picture", fingerprint: newProfile.fingerprint },
    ]);
  });

  it("replacing a picture from the dashboard swaps its fingerprint", async () => {
    const owner = await approvedMuse();
    const replacement = await picture();
    const response = await replacePicture(owner.cookie, "feet", replacement.file);
    expect(response.status).toBe(200);
    const newUrl = response.data.profile.feet_picture_url as string;
    expect(await fingerprintOfUrl(owner.stored[1]!.url)).toBeUndefined();
    expect(await fingerprintOfUrl(newUrl)).toBe(replacement.fingerprint);
    expect((await fingerprintRows(owner.profile.id)).map((row) => row.kind)).toEqual([
      "feet_picture",
      "profile_picture",
    ]);
  });

  it("a gallery picture's fingerprint comes with it and goes with it", async () => {
    const owner = await approvedMuse();
    const added = await picture();
    const image = await addGalleryImage(owner.cookie, added.file);
    expect(await fingerprintOfUrl(image.image_url)).toBe(added.fingerprint);
    expect((await deleteGalleryImage(owner.cookie, image.id)).status).toBe(200);
    expect(await fingerprintOfUrl(image.image_url)).toBeUndefined();
  });

  it("a picture an admin takes down loses its fingerprint", async () => {
    const admin = await createUser(["admin"]);
    const owner = await approvedMuse();
    const image = await addGalleryImage(owner.cookie, (await picture()).file);
    const change = await queryOne<{ id: string }>(`SELECT id FROM profile_changes WHERE image_url = $1`, [
      image.image_url,
    ]);
    const removed = await call(changes, "POST", `/api/admin/changes/${change!.id}/remove`, {
      params: { id: change!.id },
      cookie: admin.cookie,
      json: { clause: "5.1", reason: "A copy of another Muse's picture." },
    });
    expect(removed.status).toBe(200);
    expect(await fingerprintOfUrl(image.image_url)).toBeUndefined();
  });

  it("a deleted account takes every fingerprint of its profile with it", async () => {
    const owner = await approvedMuse();
    await addGalleryImage(owner.cookie, (await picture()).file);
    expect(await fingerprintRows(owner.profile.id)).toHaveLength(3);
    const deleted = await call(account, "DELETE", "/api/account", {
      json: { password: owner.password },
      cookie: owner.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await fingerprintRows(owner.profile.id)).toEqual([]);
  });

  it("an upload whose fingerprint cannot be recorded is stored all the same, and the failure logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const owner = await approvedMuse();
    const added = await picture();
    const image = await withInsertTrigger("image_fingerprints", "RAISE EXCEPTION 'fingerprints unavailable'", () =>
      addGalleryImage(owner.cookie, added.file),
    );
    expect(await queryOne(`SELECT 1 FROM muse_gallery WHERE image_url = $1`, [image.image_url])).toBeTruthy();
    expect(await fingerprintOfUrl(image.image_url)).toBeUndefined();
    expect(errors.mock.calls.some(([message]) => String(message).includes("fingerprint"))).toBe(true);
  });

  it("an application with a plain picture (no fingerprint) is taken, with no row for it", async () => {
    const feet = await picture();
    const response = await submit(
      await applicationForm({
        fields: { handle: "PlainPicture" },
        profile_picture: upload(await pngImage(), "plain.png", "image/png"),
        feet_picture: feet.file,
      }),
    );
    expect(response.status).toBe(201);
    expect((await fingerprintRows(response.data.application.id)).map((row) => row.kind)).toEqual(["feet_picture"]);
  });
});

/* ---------------------------------------------------------------- what the admin sees */

describe("GET /api/applications/:id and GET /api/admin/changes show lookalikes to admins", () => {
  it('shows "Looks like a picture of {handle}": the stolen copy beside the other profile\'s picture', async () => {
    const admin = await createUser(["admin"]);
    const victim = await approvedMuse();
    const stolen = upload(await stolenCopy(victim.pictures.profile.bytes), "mine.jpg", "image/jpeg");
    const unrelated = await picture();
    const response = await submit(
      await applicationForm({ fields: { handle: "CopyCat" }, profile_picture: stolen, feet_picture: unrelated.file }),
    );
    const id = response.data.application.id as string;
    const application = await detail(id, admin.cookie);
    expect(application.status).toBe(200);
    const lookalikes = application.data.lookalikes as Lookalike[];
    expect(lookalikes).toEqual([
      {
        image_url: (await queryOne<{ url: string }>(`SELECT profile_picture_url AS url FROM profiles WHERE id = $1`, [
          id,
        ]))!.url,
        kind: "profile_picture",
        other_profile_id: victim.profile.id,
        other_handle: victim.profile.handle,
        other_image_url: victim.stored[0]!.url,
        other_kind: "profile_picture",
        distance: expect.any(Number),
      },
    ]);
    expect(lookalikes[0]!.distance).toBeLessThanOrEqual(LOOKALIKE_MAX_DISTANCE);
    // Her unrelated feet picture matches nobody's; the victim's own detail names the copy the other way round.
    const victimDetail = await detail(victim.profile.id, admin.cookie);
    expect((victimDetail.data.lookalikes as Lookalike[]).map((lookalike) => lookalike.other_handle)).toEqual([
      "CopyCat",
    ]);
  });

  it("does not show a profile's own pictures as lookalikes of each other", async () => {
    const admin = await createUser(["admin"]);
    const owner = await approvedMuse();
    // The same picture again in her gallery, and a copy of it: both hers.
    await addGalleryImage(owner.cookie, owner.pictures.profile.file);
    await addGalleryImage(
      owner.cookie,
      upload(await stolenCopy(owner.pictures.profile.bytes), "again.jpg", "image/jpeg"),
    );
    expect(await fingerprintRows(owner.profile.id)).toHaveLength(4);
    expect((await detail(owner.profile.id, admin.cookie)).data.lookalikes).toEqual([]);
  });

  it("Recent changes shows the lookalikes of a new picture while it is on the profile", async () => {
    const admin = await createUser(["admin"]);
    const victim = await approvedMuse();
    const thief = await approvedMuse();
    const image = await addGalleryImage(
      thief.cookie,
      upload(await stolenCopy(victim.pictures.feet.bytes), "feet-again.jpg", "image/jpeg"),
    );
    const listed = async () =>
      (
        (await call(changes, "GET", "/api/admin/changes?status=all", { cookie: admin.cookie })).data.changes as Array<{
          image_url: string | null;
          kind: string;
          profile_id: string;
          lookalikes: Lookalike[];
        }>
      ).filter((change) => change.image_url === image.image_url);
    const [change] = await listed();
    expect(change!.lookalikes).toMatchObject([
      { image_url: image.image_url, other_handle: victim.profile.handle, other_image_url: victim.stored[1]!.url },
    ]);
    // Gone from the gallery: nothing to warn about any more.
    await deleteGalleryImage(thief.cookie, image.id);
    expect((await listed())[0]!.lookalikes).toEqual([]);
  });

  it("non-admins cannot read lookalikes: the detail and the changes list refuse them", async () => {
    const victim = await approvedMuse();
    const seeker = await createUser(["seeker"]);
    for (const cookie of [undefined, seeker.cookie, victim.cookie]) {
      const refused = await detail(victim.profile.id, cookie as string);
      expect([401, 403]).toContain(refused.status);
      expect(refused.text).not.toContain("lookalikes");
      const list = await call(changes, "GET", "/api/admin/changes", { cookie });
      expect([401, 403]).toContain(list.status);
    }
  });
});

import { describe, expect, it } from "vitest";
import { getStore } from "@netlify/blobs";
import dashboard from "../../netlify/functions/dashboard.mts";
import admin from "../../netlify/functions/admin.mts";
import account from "../../netlify/functions/account.mts";
import applications from "../../netlify/functions/applications.mts";
import muses from "../../netlify/functions/muses.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import {
  deleteDecidedPictures,
  endExpiredVerifications,
  remindEndingVerifications,
} from "../../functions/verification/upkeep.ts";
import { LOOKALIKE_MAX_DISTANCE } from "../../functions/images/fingerprint.ts";
import { CODE_ALPHABET, GESTURES, verificationPictureUrl } from "../../src/domain/verification.ts";
import type { Lookalike } from "../../src/domain/moderation.ts";
import { call, createProfile, createUser } from "../support/api.ts";
import { jpegWithGps, pngImage, PRIVATE_MARKERS, textFile, upload } from "../fixtures/images/index.ts";
import { galleryForm } from "../fixtures/images/forms.ts";
import { distinctPicture, stolenCopy } from "../fixtures/images/pictures.ts";

async function approvedMuse(fields: Record<string, unknown> = {}) {
  const user = await createUser(["muse"], "muse");
  const profile = await createProfile({ user_id: user.id, approval_status: "Approved", ...fields });
  return { ...user, profile };
}

const askForCode = (cookie: string) => call(dashboard, "POST", "/api/dashboard/verification", { cookie });

async function sendPicture(cookie: string, bytes?: Uint8Array) {
  const form = new FormData();
  form.set("image", upload(bytes ?? (await pngImage(600, 800)), "me.png", "image/png"));
  return call(dashboard, "POST", "/api/dashboard/verification/picture", { form, cookie });
}

const adminCall = (method: string, path: string, options: Parameters<typeof call>[3] = {}) =>
  call(admin, method, path, options);

/** An admin's (or anyone's) confirm or decline of the request `id`; a decline takes `{ clause, reason }`. */
const decideVerification = (cookie: string | undefined, id: string, decision: "confirm" | "decline", json?: unknown) =>
  adminCall("POST", `/api/admin/verifications/${id}/${decision}`, { cookie, params: { id }, json });

const pictureOf = (id: string, cookie?: string) =>
  adminCall("GET", `/api/admin/verifications/${id}/picture`, { cookie, params: { id } });

const row = (id: string) =>
  queryOne<{
    status: string;
    picture_id: string | null;
    picture_deleted_at: Date | null;
    decline_reason: string | null;
  }>(`SELECT status, picture_id, picture_deleted_at, decline_reason FROM photo_verifications WHERE id = $1`, [id]);

const verifiedAt = async (profileId: string) =>
  (await queryOne<{ photo_verified_at: Date | null }>(`SELECT photo_verified_at FROM profiles WHERE id = $1`, [
    profileId,
  ]))!.photo_verified_at;

const blobExists = async (pictureId: string) =>
  (await getStore({ name: "verification-pictures", consistency: "strong" }).get(`${pictureId}/full`)) !== null;

/** A Muse who asked for a code and sent her picture: the request waiting in the admin queue. */
async function submitted() {
  const muse = await approvedMuse();
  const asked = await askForCode(muse.cookie);
  const sent = await sendPicture(muse.cookie);
  expect(sent.status).toBe(200);
  return { muse, id: asked.data.verification.id as string, code: asked.data.verification.code as string };
}

describe("asking for a photo verification code", () => {
  it("gives an Approved Muse a 6-character code without look-alikes and a gesture from the list, good for 48 hours", async () => {
    const muse = await approvedMuse();
    const { status, data } = await askForCode(muse.cookie);
    expect(status).toBe(200);
    expect(data.verification.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
    expect(data.verification.code).not.toMatch(/[01ILO]/);
    expect(GESTURES).toContain(data.verification.gesture);
    const hours = (Date.parse(data.verification.code_expires_at) - Date.parse(data.verification.created_at)) / 3.6e6;
    expect(hours).toBeCloseTo(48, 5);
    const own = await call(dashboard, "GET", "/api/dashboard/profile", { cookie: muse.cookie });
    expect(own.data.verification).toMatchObject({ id: data.verification.id, status: "awaiting_picture" });
  });

  it("voids the open request when a new code is asked for, and deletes its picture", async () => {
    const { muse, id } = await submitted();
    const pictureId = (await row(id))!.picture_id!;
    expect(await blobExists(pictureId)).toBe(true);
    const again = await askForCode(muse.cookie);
    expect(again.data.verification.id).not.toBe(id);
    expect((await row(id))!.status).toBe("voided");
    expect(await blobExists(pictureId)).toBe(false);
    const open = await query(
      `SELECT 1 FROM photo_verifications WHERE profile_id = $1 AND status IN ('awaiting_picture', 'submitted')`,
      [muse.profile.id],
    );
    expect(open).toHaveLength(1);
  });

  it("is refused to profiles that are not Approved, and to visitors", async () => {
    for (const status of ["Pending", "Rejected", "Suspended"] as const) {
      const user = await createUser(["muse"], "muse");
      await createProfile({ user_id: user.id, approval_status: status });
      expect((await askForCode(user.cookie)).status).toBe(403);
    }
    expect((await call(dashboard, "POST", "/api/dashboard/verification")).status).toBe(401);
    expect((await sendPicture("")).status).toBe(401);
  });
});

describe("sending the verification picture", () => {
  it("stores it privately, stripped of its metadata, and puts the request in the admin queue", async () => {
    const { muse, id, code } = await (async () => {
      const muse = await approvedMuse();
      const asked = await askForCode(muse.cookie);
      const sent = await sendPicture(muse.cookie, await jpegWithGps(800, 600));
      expect(sent.status).toBe(200);
      expect(sent.data.verification.status).toBe("submitted");
      return { muse, id: asked.data.verification.id, code: asked.data.verification.code };
    })();
    const admins = await createUser(["admin"]);
    const queue = await adminCall("GET", "/api/admin/verifications", { cookie: admins.cookie });
    expect(queue.data.verifications).toContainEqual(
      expect.objectContaining({ id, handle: muse.profile.handle, code, profile_id: muse.profile.id }),
    );
    const picture = await pictureOf(id, admins.cookie);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    expect(picture.headers.get("cache-control")).toBe("private, no-store");
    for (const marker of PRIVATE_MARKERS) expect(picture.text).not.toContain(marker);
  });

  it("refuses a second picture, a file that is not an image, and a picture without a code", async () => {
    const muse = await approvedMuse();
    expect((await sendPicture(muse.cookie)).status).toBe(409);
    await askForCode(muse.cookie);
    expect((await sendPicture(muse.cookie, textFile())).status).toBe(400);
    expect((await sendPicture(muse.cookie)).status).toBe(200);
    const second = await sendPicture(muse.cookie);
    expect(second.status).toBe(409);
    expect(second.data.error.message).toBe("Your picture is waiting for review.");
  });

  it("refuses a picture once the code is 48 hours old", async () => {
    const muse = await approvedMuse();
    const asked = await askForCode(muse.cookie);
    await query(`UPDATE photo_verifications SET code_expires_at = now() - interval '1 second' WHERE id = $1`, [
      asked.data.verification.id,
    ]);
    const late = await sendPicture(muse.cookie);
    expect(late.status).toBe(409);
    expect(late.data.error.message).toBe("This code has expired. Ask for a new one.");
    expect((await row(asked.data.verification.id))!.picture_id).toBeNull();
  });
});

describe("the verification picture reaches admins only", () => {
  it("answers 404 or 401/403 to everyone else: visitors, seekers, other Muses, the owner before and after the decision, after her account is deleted", async () => {
    const { muse, id } = await submitted();
    const admins = await createUser(["admin"]);
    const seeker = await createUser(["seeker"]);
    const other = await approvedMuse();
    for (const cookie of [undefined, seeker.cookie, other.cookie, muse.cookie]) {
      expect([401, 403]).toContain((await pictureOf(id, cookie)).status);
    }
    // It has no address in the public image route either.
    const pictureId = (await row(id))!.picture_id!;
    const images = (await import("../../netlify/functions/images.mts")).default;
    const viaImages = await call(images, "GET", `/api/images/verification-pictures/${pictureId}`, {
      cookie: muse.cookie,
      params: { store: "verification-pictures", id: pictureId },
    });
    expect(viaImages.status).toBe(404);

    await decideVerification(admins.cookie, id, "confirm");
    expect([401, 403]).toContain((await pictureOf(id, muse.cookie)).status);
    expect((await pictureOf(id, admins.cookie)).status).toBe(200);

    const deleted = await call(account, "DELETE", "/api/account", {
      json: { password: muse.password },
      cookie: muse.cookie,
    });
    expect(deleted.status).toBe(200);
    expect((await pictureOf(id, admins.cookie)).status).toBe(404);
    expect(await blobExists(pictureId)).toBe(false);
  });

  it("lists and decides only for admins", async () => {
    const { muse, id } = await submitted();
    const seeker = await createUser(["seeker"]);
    for (const cookie of [undefined, seeker.cookie, muse.cookie]) {
      expect([401, 403]).toContain((await adminCall("GET", "/api/admin/verifications", { cookie })).status);
      const confirm = await decideVerification(cookie, id, "confirm");
      expect([401, 403]).toContain(confirm.status);
      const decline = await decideVerification(cookie, id, "decline", { clause: "3.2", reason: "No." });
      expect([401, 403]).toContain(decline.status);
    }
    expect((await row(id))!.status).toBe("submitted");
    expect(await verifiedAt(muse.profile.id)).toBeNull();
  });
});

describe("the admin's decision", () => {
  it("confirms: the profile and its directory card show the month of the check, the action is logged and she is told", async () => {
    const { muse, id } = await submitted();
    const admins = await createUser(["admin"]);
    const confirmed = await decideVerification(admins.cookie, id, "confirm");
    expect(confirmed.status).toBe(200);
    expect(await verifiedAt(muse.profile.id)).not.toBeNull();
    const listed = await call(muses, "GET", `/api/muses?verified=photo&city=${muse.profile.city}`);
    expect(listed.data.muses.map((m: { handle: string }) => m.handle)).toContain(muse.profile.handle);
    expect(listed.data.muses.every((m: { photo_verified_at: string | null }) => m.photo_verified_at)).toBe(true);
    const logged = await query(
      `SELECT details FROM admin_actions WHERE action_type = 'photo_verified' AND target_id = $1`,
      [muse.profile.id],
    );
    expect(logged).toHaveLength(1);
    const mail = await queryOne<{ subject: string }>(
      `SELECT subject FROM email_outbox WHERE to_address = $1 AND kind = 'photo_verification'`,
      [muse.email],
    );
    expect(mail?.subject).toContain("photo verified");
    const twice = await decideVerification(admins.cookie, id, "confirm");
    expect(twice.status).toBe(409);
  });

  it("declines with a reason, required, that is stored, logged and mailed", async () => {
    const { muse, id } = await submitted();
    const admins = await createUser(["admin"]);
    const empty = await decideVerification(admins.cookie, id, "decline", { clause: "3.2", reason: "   " });
    expect(empty.status).toBe(400);
    const reason = "The code on the paper cannot be read. Please write it larger.";
    const declined = await decideVerification(admins.cookie, id, "decline", { clause: "3.2", reason });
    expect(declined.status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "declined", decline_reason: reason });
    expect(await verifiedAt(muse.profile.id)).toBeNull();
    const mail = await queryOne<{ body_text: string }>(
      `SELECT body_text FROM email_outbox WHERE to_address = $1 AND kind = 'photo_verification'`,
      [muse.email],
    );
    expect(mail?.body_text).toContain(reason);
    expect(mail?.body_text).toContain("Clause 3.2 of our Terms");
    const own = await call(dashboard, "GET", "/api/dashboard/profile", { cookie: muse.cookie });
    expect(own.data.verification).toMatchObject({ status: "declined", decline_reason: reason });
  });
});

describe("a verification ends", () => {
  it("when she replaces her profile picture, not her feet picture", async () => {
    const muse = await approvedMuse({ photo_verified_at: new Date() });
    const form = () => {
      const body = new FormData();
      return pngImage().then((png) => {
        body.set("image", upload(png, "p.png", "image/png"));
        return body;
      });
    };
    await call(dashboard, "POST", "/api/dashboard/pictures/feet", {
      form: await form(),
      cookie: muse.cookie,
      params: { kind: "feet" },
    });
    expect(await verifiedAt(muse.profile.id)).not.toBeNull();
    const replaced = await call(dashboard, "POST", "/api/dashboard/pictures/profile", {
      form: await form(),
      cookie: muse.cookie,
      params: { kind: "profile" },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.data.profile.photo_verified_at).toBeNull();
    expect(await verifiedAt(muse.profile.id)).toBeNull();
  });

  it("12 months after the check, with one reminder 14 days before (a moved clock)", async () => {
    const checkedAt = new Date("2025-03-10T12:00:00Z");
    const muse = await approvedMuse({ photo_verified_at: checkedAt });
    const at = (iso: string) => new Date(iso);
    expect(await remindEndingVerifications(at("2026-02-20T12:00:00Z"))).not.toContain(muse.profile.handle);
    expect(await remindEndingVerifications(at("2026-02-25T13:00:00Z"))).toContain(muse.profile.handle);
    expect(await remindEndingVerifications(at("2026-02-26T13:00:00Z"))).not.toContain(muse.profile.handle);
    const reminders = await query<{ subject: string }>(
      `SELECT subject FROM email_outbox WHERE to_address = $1 AND kind = 'photo_verification'`,
      [muse.email],
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain("ends on Mar 10, 2026");
    expect(await endExpiredVerifications(at("2026-03-10T11:00:00Z"))).not.toContain(muse.profile.handle);
    expect(await verifiedAt(muse.profile.id)).not.toBeNull();
    expect(await endExpiredVerifications(at("2026-03-10T12:00:01Z"))).toContain(muse.profile.handle);
    expect(await verifiedAt(muse.profile.id)).toBeNull();
  });

  it("keeps the decided picture 30 days, then deletes it (a moved clock)", async () => {
    const { id } = await submitted();
    const admins = await createUser(["admin"]);
    await decideVerification(admins.cookie, id, "decline", { clause: "3.2", reason: "Too dark." });
    const pictureId = (await row(id))!.picture_id!;
    const in29Days = new Date(Date.now() + 29 * 86_400_000);
    await deleteDecidedPictures(in29Days);
    expect(await blobExists(pictureId)).toBe(true);
    await deleteDecidedPictures(new Date(Date.now() + 31 * 86_400_000));
    expect(await blobExists(pictureId)).toBe(false);
    expect((await row(id))!.picture_deleted_at).not.toBeNull();
    expect((await pictureOf(id, admins.cookie)).status).toBe(404);
  });
});

/* ---------------------------------------------------------------- the picture's fingerprint (decision 0048) */

/** The fingerprints kept for a profile's verification pictures: their keys. */
const verificationFingerprints = async (profileId: string) =>
  (
    await query<{ image_url: string }>(
      `SELECT image_url FROM image_fingerprints WHERE profile_id = $1 AND kind = 'verification' ORDER BY image_url`,
      [profileId],
    )
  ).map((row) => row.image_url);

let seed = 2000;
/** A Muse who sent a verification picture that looks like a photo (plain ones get no fingerprint). */
async function submittedPhoto(bytes?: Buffer) {
  const muse = await approvedMuse();
  const asked = await askForCode(muse.cookie);
  const sent = await sendPicture(muse.cookie, bytes ?? (await distinctPicture((seed += 1))));
  expect(sent.status).toBe(200);
  return { muse, id: asked.data.verification.id as string };
}

describe("the verification picture's fingerprint", () => {
  it("is kept under the picture's admin-only address, which nothing she reads names, and forgotten when a new code voids the request", async () => {
    const { muse, id } = await submittedPhoto();
    expect(await verificationFingerprints(muse.profile.id)).toEqual([verificationPictureUrl(id)]);
    const own = await call(dashboard, "GET", "/api/dashboard/profile", { cookie: muse.cookie });
    expect(own.text).not.toContain("/api/admin/verifications");

    await askForCode(muse.cookie);
    expect((await row(id))!.status).toBe("voided");
    expect(await verificationFingerprints(muse.profile.id)).toEqual([]);
  });

  it("is forgotten with the picture 30 days after the decision, and with her account", async () => {
    const admins = await createUser(["admin"]);
    const declined = await submittedPhoto();
    await decideVerification(admins.cookie, declined.id, "decline", {
      clause: "3.2",
      reason: "The code cannot be read.",
    });
    await deleteDecidedPictures(new Date(Date.now() + 29 * 86_400_000));
    expect(await verificationFingerprints(declined.muse.profile.id)).toEqual([verificationPictureUrl(declined.id)]);
    await deleteDecidedPictures(new Date(Date.now() + 31 * 86_400_000));
    expect(await verificationFingerprints(declined.muse.profile.id)).toEqual([]);

    const leaving = await submittedPhoto();
    expect(await verificationFingerprints(leaving.muse.profile.id)).toHaveLength(1);
    const deleted = await call(account, "DELETE", "/api/account", {
      json: { password: leaving.muse.password },
      cookie: leaving.muse.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(
      await query(`SELECT 1 FROM image_fingerprints WHERE image_url = $1`, [verificationPictureUrl(leaving.id)]),
    ).toEqual([]);
  });

  it('shows admins "Looks like a picture of {handle}" in the queue when a Muse verifies with another profile\'s photo', async () => {
    const admins = await createUser(["admin"]);
    const victim = await approvedMuse();
    const photo = await distinctPicture((seed += 1));
    const added = await call(dashboard, "POST", "/api/dashboard/gallery", {
      form: galleryForm(upload(photo, "beach.jpg", "image/jpeg")),
      cookie: victim.cookie,
    });
    expect(added.status).toBe(201);
    const victimPicture = added.data.image.image_url as string;
    const thief = await submittedPhoto(await stolenCopy(photo));
    const honest = await submittedPhoto();

    const queue = await adminCall("GET", "/api/admin/verifications", { cookie: admins.cookie });
    const listed = (id: string) =>
      (queue.data.verifications as Array<{ id: string; lookalikes: Lookalike[] }>).find((item) => item.id === id)!;
    expect(listed(thief.id).lookalikes).toEqual([
      {
        image_url: verificationPictureUrl(thief.id),
        kind: "verification",
        other_profile_id: victim.profile.id,
        other_handle: victim.profile.handle,
        other_image_url: victimPicture,
        other_kind: "gallery_image",
        distance: expect.any(Number),
      },
    ]);
    expect(listed(thief.id).lookalikes[0]!.distance).toBeLessThanOrEqual(LOOKALIKE_MAX_DISTANCE);
    expect(listed(honest.id).lookalikes).toEqual([]);

    // The victim's application names the thief's verification picture, which still opens for admins alone.
    const detail = await call(applications, "GET", `/api/applications/${victim.profile.id}`, {
      params: { id: victim.profile.id },
      cookie: admins.cookie,
    });
    expect(detail.data.lookalikes).toMatchObject([
      { image_url: victimPicture, other_handle: thief.muse.profile.handle, other_kind: "verification" },
    ]);
    expect((await pictureOf(thief.id, admins.cookie)).status).toBe(200);
    for (const cookie of [victim.cookie, thief.muse.cookie]) {
      expect([401, 403]).toContain((await pictureOf(thief.id, cookie)).status);
      expect([401, 403]).toContain((await adminCall("GET", "/api/admin/verifications", { cookie })).status);
    }
  });
});

import { afterEach, describe, expect, it } from "vitest";
import applications from "../../netlify/functions/applications.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { imageRefFromUrl } from "../../functions/images/store.ts";
import { call, createProfile, createUser } from "../support/api.ts";
import { auth } from "../support/auth.ts";
import { withInsertTrigger } from "../support/insert-trigger.ts";
import { pngBomb, pngImage, textFile, upload } from "../fixtures/images/index.ts";
import { VALID_APPLICATION, applicationForm, blobKeys } from "../fixtures/images/forms.ts";

let handles = 0;
const nextHandle = () => `Applicant${++handles}`;

async function submit(
  options: Parameters<typeof applicationForm>[0] = {},
  extra: { cookie?: string; ip?: string } = {},
) {
  const form = await applicationForm({ ...options, fields: { handle: nextHandle(), ...options.fields } });
  return call(applications, "POST", "/api/applications", { form, ...extra });
}

const profileByHandle = (handle: string) =>
  queryOne<Record<string, any>>(`SELECT * FROM profiles WHERE lower(handle) = lower($1)`, [handle]);

const blobsOf = (url: string) => {
  const { id } = imageRefFromUrl(url)!;
  return [`${id}/card`, `${id}/full`];
};

const outbox = (to: string) =>
  query<{ kind: string; body_text: string }>(`SELECT kind, body_text FROM email_outbox WHERE to_address = $1`, [to]);

afterEach(async () => {
  await query(`DELETE FROM rate_limits`);
});

describe("POST /api/applications", () => {
  it("stores a Pending application with its fields and both pictures", async () => {
    const before = await blobKeys("muse-profile-pictures");
    const response = await submit({ fields: { handle: "SilkAndSand" } });

    expect(response.status).toBe(201);
    expect(response.data).toEqual({
      application: { id: expect.any(String), handle: "SilkAndSand", approval_status: "Pending" },
      claim_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // Only the claim's hash is stored, valid for a week.
    const claim = await queryOne<{ secret_hash: string; days: number }>(
      `SELECT secret_hash, round(extract(epoch FROM expires_at - now()) / 86400)::int AS days
         FROM application_claims WHERE profile_id = $1`,
      [response.data.application.id],
    );
    expect(claim).toMatchObject({ days: 7 });
    expect(claim!.secret_hash).not.toContain(response.data.claim_token);
    const stored = await profileByHandle("SilkAndSand");
    expect(stored).toMatchObject({
      id: response.data.application.id,
      user_id: null,
      handle: "SilkAndSand",
      bio: VALID_APPLICATION.bio,
      city: "Zurich",
      categories: ["Foot Worship", "Pedicure Sessions"],
      phone_number: VALID_APPLICATION.phone_number,
      how_found_us: "Reddit",
      approval_status: "Pending",
      rejection_reason: null,
      reviewed_at: null,
    });
    expect(stored!.created_at).toBeInstanceOf(Date);
    expect(stored!.profile_picture_url).toMatch(/^\/api\/images\/muse-profile-pictures\/[0-9a-f-]{36}$/);
    expect(stored!.feet_picture_url).toMatch(/^\/api\/images\/muse-profile-pictures\/[0-9a-f-]{36}$/);
    expect(stored!.feet_picture_url).not.toBe(stored!.profile_picture_url);

    const added = (await blobKeys("muse-profile-pictures")).filter((key) => !before.includes(key));
    expect(added.sort()).toEqual(
      [...blobsOf(stored!.profile_picture_url), ...blobsOf(stored!.feet_picture_url)].sort(),
    );
  });

  it('answers "Please upload a profile picture." when the profile picture is missing, and stores nothing', async () => {
    const before = await blobKeys("muse-profile-pictures");
    const response = await submit({ fields: { handle: "NoFace" }, profile_picture: null });
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Please upload a profile picture.");
    expect(response.data.error.fields).toEqual({ profile_picture: "Please upload a profile picture." });
    expect(await profileByHandle("NoFace")).toBeUndefined();
    expect(await blobKeys("muse-profile-pictures")).toEqual(before);
  });

  it('answers "Please upload a feet picture." when the feet picture is missing', async () => {
    const response = await submit({ feet_picture: null });
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Please upload a feet picture.");
    expect(response.data.error.fields).toEqual({ feet_picture: "Please upload a feet picture." });
  });

  it("treats an empty file part, as a browser sends with no file chosen, as a missing picture", async () => {
    const response = await submit({ profile_picture: upload(new Uint8Array(0), "") });
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Please upload a profile picture.");
  });

  it('answers "Bio must be at least 20 characters" for a short bio and writes no blob', async () => {
    const before = await blobKeys("muse-profile-pictures");
    const response = await submit({ fields: { bio: "Too short" } });
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Bio must be at least 20 characters");
    expect(response.data.error.fields.bio).toBe("Bio must be at least 20 characters");
    expect(await blobKeys("muse-profile-pictures")).toEqual(before);
  });

  it("names every invalid field at once, the pictures included", async () => {
    const response = await submit({
      fields: { categories: [], phone_number: "123", age_confirmed: undefined },
      feet_picture: null,
    });
    expect(response.status).toBe(400);
    expect(response.data.error.fields).toMatchObject({
      categories: "Please select at least one service",
      phone_number: "Please provide a valid phone number",
      age_confirmed: "You must confirm that you are 18 years of age or older",
      feet_picture: "Please upload a feet picture.",
    });
  });

  it("refuses a city or service outside the spec's lists", async () => {
    expect((await submit({ fields: { city: "Paris" } })).status).toBe(400);
    expect((await submit({ fields: { categories: ["Foot Worship", "Anything Goes"] } })).status).toBe(400);
  });

  it("refuses an application without the 18+ confirmation or the terms acceptance", async () => {
    const underAge = await submit({ fields: { age_confirmed: "false" } });
    expect(underAge.status).toBe(400);
    expect(underAge.data.error.fields.age_confirmed).toBe("You must confirm that you are 18 years of age or older");
    const noTerms = await submit({ fields: { terms_accepted: undefined } });
    expect(noTerms.status).toBe(400);
    expect(noTerms.data.error.fields.terms_accepted).toBe("You must accept the Terms of Use and Privacy Policy");
  });

  it('answers 409 "This handle is already taken" for a handle that differs only in case, leaving no new blob', async () => {
    await createProfile({ handle: "GoldenArch" });
    const before = await blobKeys("muse-profile-pictures");
    const response = await submit({ fields: { handle: "goldenarch" } });
    expect(response.status).toBe(409);
    expect(response.data.error.message).toBe("This handle is already taken");
    expect(response.data.error.fields).toEqual({ handle: "This handle is already taken" });
    expect(await blobKeys("muse-profile-pictures")).toEqual(before);
    expect(await query(`SELECT 1 FROM profiles WHERE lower(handle) = 'goldenarch'`)).toHaveLength(1);
  });

  it("deletes the stored pictures when the handle is taken by a concurrent application at insert time", async () => {
    // Simulates a rival application committing between the handle check and the insert.
    const stealHandle = "RAISE unique_violation USING CONSTRAINT = 'profiles_handle_key', MESSAGE = 'duplicate key'";
    await withInsertTrigger("profiles", stealHandle, async () => {
      const before = await blobKeys("muse-profile-pictures");
      const response = await submit({ fields: { handle: "RaceLoser" } });
      expect(response.status).toBe(409);
      expect(response.data.error.message).toBe("This handle is already taken");
      expect(await blobKeys("muse-profile-pictures")).toEqual(before);
    });
  });

  it("deletes the stored pictures when the database write fails for any other reason", async () => {
    const errors = console.error;
    console.error = () => undefined;
    try {
      await withInsertTrigger("profiles", "RAISE EXCEPTION 'database unavailable'", async () => {
        const before = await blobKeys("muse-profile-pictures");
        const response = await submit({ fields: { handle: "Unlucky" } });
        expect(response.status).toBe(500);
        expect(response.data.error.message).toBe("Failed to submit application. Please try again.");
        expect(await blobKeys("muse-profile-pictures")).toEqual(before);
      });
    } finally {
      console.error = errors;
    }
  });

  it('fails with "Failed to upload profile picture" for a profile picture that is not an image, keeping the reason', async () => {
    const before = await blobKeys("muse-profile-pictures");
    const response = await submit({ fields: { handle: "TextFace" }, profile_picture: upload(textFile(), "me.jpg") });
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Failed to upload profile picture");
    expect(response.data.error.fields).toEqual({
      profile_picture: "Please upload an image file (JPEG, PNG, WebP or GIF).",
    });
    expect(await profileByHandle("TextFace")).toBeUndefined();
    expect(await blobKeys("muse-profile-pictures")).toEqual(before);
  });

  it('fails with "Failed to upload feet picture" for a bomb as feet picture, leaving the good profile picture unstored', async () => {
    const before = await blobKeys("muse-profile-pictures");
    const response = await submit({ feet_picture: upload(pngBomb(), "feet.png", "image/png") });
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Failed to upload feet picture");
    expect(response.data.error.fields).toEqual({ feet_picture: "Image dimensions are too large" });
    expect(await blobKeys("muse-profile-pictures")).toEqual(before);
  });

  it("refuses text holding a NUL character as bad input, storing nothing", async () => {
    const response = await submit({ fields: { handle: "NulBio", bio: "A bio that is long enough\u0000 to pass." } });
    expect(response.status).toBe(400);
    expect(response.data.error.message).toBe("Text may not contain NUL characters");
    expect(await profileByHandle("NulBio")).toBeUndefined();
  });

  it("refuses a body that is not a multipart form", async () => {
    const response = await call(applications, "POST", "/api/applications", { json: VALID_APPLICATION });
    expect(response.status).toBe(400);
  });

  it("refuses a cross-site submission", async () => {
    const form = await applicationForm({ fields: { handle: nextHandle() } });
    const response = await call(applications, "POST", "/api/applications", {
      form,
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(403);
  });

  it("limits applications per address: the sixth within an hour gets 429", async () => {
    const previous = process.env.RATE_LIMITS;
    process.env.RATE_LIMITS = "on";
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        // Invalid on purpose: the limit counts attempts, before any picture is processed.
        statuses.push((await submit({ profile_picture: null }, { ip: "203.0.113.9" })).status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await submit({ profile_picture: null }, { ip: "203.0.113.10" })).status).toBe(400);
    } finally {
      process.env.RATE_LIMITS = previous;
    }
  });
});

describe("POST /api/applications while signed in", () => {
  it("links the application to the account and e-mails the account's address", async () => {
    const user = await createUser(["seeker"]);
    const response = await submit({ fields: { handle: "LinkedMuse" } }, { cookie: user.cookie });
    expect(response.status).toBe(201);
    // Already linked: no claim secret is issued.
    expect(response.data.claim_token).toBeUndefined();
    const stored = await profileByHandle("LinkedMuse");
    expect(stored!.user_id).toBe(user.id);
    expect(await queryOne(`SELECT 1 FROM application_claims WHERE profile_id = $1`, [stored!.id])).toBeUndefined();
    expect(await query(`SELECT role FROM user_roles WHERE user_id = $1 ORDER BY role`, [user.id])).toEqual([
      { role: "muse" },
      { role: "seeker" },
    ]);
    const mails = await outbox(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe("application_received");
    expect(mails[0]!.body_text).toContain("LinkedMuse");
  });

  it("asks an applicant who is signed out for her e-mail, and mails her claim link there, kept off the profile", async () => {
    const missing = await submit({ fields: { email: undefined } });
    expect(missing.status).toBe(400);
    expect(missing.data.error.fields).toMatchObject({ email: "Please enter a valid email" });
    expect((await submit({ fields: { email: "not-an-address" } })).data.error.fields).toMatchObject({
      email: "Please enter a valid email",
    });

    const email = `claimer-${Date.now()}@example.test`;
    const response = await submit({ fields: { handle: "MailedClaim", email: ` ${email.toUpperCase()} ` } });
    expect(response.status).toBe(201);
    const [mail] = await outbox(email);
    expect(mail!.kind).toBe("application_received");
    const link = mail!.body_text.match(/\/auth\?handle=MailedClaim&type=muse#claim=([A-Za-z0-9_-]+)/);
    expect(link?.[1]).toBe(response.data.claim_token);
    // The address stays with the claim: never the profile's public contact e-mail.
    expect((await profileByHandle("MailedClaim"))!.email).toBeNull();
    expect(
      await queryOne(`SELECT email FROM application_claims WHERE profile_id = $1`, [response.data.application.id]),
    ).toEqual({ email });
  });

  it("lets the owner of a Rejected application resubmit it: same id, back to Pending, old pictures deleted", async () => {
    const user = await createUser(["seeker"]);
    const first = await submit({ fields: { handle: "SecondChance" } }, { cookie: user.cookie });
    const id = first.data.application.id;
    const old = await profileByHandle("SecondChance");
    await query(
      `UPDATE profiles SET approval_status = 'Rejected', rejection_reason = 'The feet picture was too dark.',
         reviewed_at = now(), reviewed_by = 'admin', admin_notes = 'Ask for daylight' WHERE id = $1`,
      [id],
    );

    const newBio = "Second try with brighter pictures taken in daylight on the lake shore.";
    const response = await submit(
      {
        fields: { handle: "SecondChance", bio: newBio, city: "Geneva" },
        feet_picture: upload(await pngImage(500, 500), "f.png", "image/png"),
      },
      { cookie: user.cookie },
    );
    expect(response.status).toBe(201);
    expect(response.data.application).toEqual({ id, handle: "SecondChance", approval_status: "Pending" });

    const updated = await profileByHandle("SecondChance");
    expect(updated).toMatchObject({
      id,
      user_id: user.id,
      bio: newBio,
      city: "Geneva",
      approval_status: "Pending",
      rejection_reason: null,
      reviewed_at: null,
      reviewed_by: null,
      approved_at: null,
      admin_notes: "Ask for daylight",
    });
    expect(await query(`SELECT 1 FROM profiles WHERE user_id = $1`, [user.id])).toHaveLength(1);
    expect(updated!.profile_picture_url).not.toBe(old!.profile_picture_url);
    const keys = await blobKeys("muse-profile-pictures");
    for (const key of [...blobsOf(old!.profile_picture_url), ...blobsOf(old!.feet_picture_url)])
      expect(keys).not.toContain(key);
    for (const key of [...blobsOf(updated!.profile_picture_url), ...blobsOf(updated!.feet_picture_url)])
      expect(keys).toContain(key);
  });

  it("lets a resubmission take a new handle, but not one another muse holds", async () => {
    const user = await createUser(["seeker"]);
    const rejected = await createProfile({ user_id: user.id, approval_status: "Rejected", handle: "OldName" });
    await createProfile({ handle: "TakenName" });
    const taken = await submit({ fields: { handle: "TAKENNAME" } }, { cookie: user.cookie });
    expect(taken.status).toBe(409);
    expect((await profileByHandle("OldName"))!.approval_status).toBe("Rejected");

    const renamed = await submit({ fields: { handle: "NewName" } }, { cookie: user.cookie });
    expect(renamed.status).toBe(201);
    expect(renamed.data.application.id).toBe(rejected.id);
    expect(await profileByHandle("OldName")).toBeUndefined();
  });

  /** A signed-in applicant's application, sent with both pictures and then rejected by an admin. */
  async function rejectedApplication(handle: string) {
    const user = await createUser(["seeker"]);
    const first = await submit({ fields: { handle } }, { cookie: user.cookie });
    expect(first.status).toBe(201);
    await query(
      `UPDATE profiles SET approval_status = 'Rejected', rejection_reason = 'Please add more detail to the bio.',
         reviewed_at = now(), reviewed_by = 'admin' WHERE id = $1`,
      [first.data.application.id],
    );
    return { user, before: (await profileByHandle(handle))! };
  }

  it("lets a resubmission keep both pictures when it sends no picture file", async () => {
    const { user, before } = await rejectedApplication("KeepsPictures");
    const newBio = "More detail this time: elegant, discreet, and fond of pedicures by the lake.";
    const response = await submit(
      { fields: { handle: "KeepsPictures", bio: newBio }, profile_picture: null, feet_picture: null },
      { cookie: user.cookie },
    );
    expect(response.status).toBe(201);
    expect(response.data.application).toEqual({ id: before.id, handle: "KeepsPictures", approval_status: "Pending" });

    const after = await profileByHandle("KeepsPictures");
    expect(after).toMatchObject({
      bio: newBio,
      approval_status: "Pending",
      rejection_reason: null,
      profile_picture_url: before.profile_picture_url,
      feet_picture_url: before.feet_picture_url,
    });
    const keys = await blobKeys("muse-profile-pictures");
    for (const key of [...blobsOf(before.profile_picture_url), ...blobsOf(before.feet_picture_url)])
      expect(keys).toContain(key);
  });

  it("lets a resubmission replace one picture: the new one is stored, the old one deleted, the other kept", async () => {
    const { user, before } = await rejectedApplication("ReplacesFeet");
    const response = await submit(
      {
        fields: { handle: "ReplacesFeet" },
        profile_picture: null,
        feet_picture: upload(await pngImage(480, 640), "brighter.png", "image/png"),
      },
      { cookie: user.cookie },
    );
    expect(response.status).toBe(201);

    const after = (await profileByHandle("ReplacesFeet"))!;
    expect(after.approval_status).toBe("Pending");
    expect(after.profile_picture_url).toBe(before.profile_picture_url);
    expect(after.feet_picture_url).not.toBe(before.feet_picture_url);
    const keys = await blobKeys("muse-profile-pictures");
    for (const key of [...blobsOf(before.profile_picture_url), ...blobsOf(after.feet_picture_url)])
      expect(keys).toContain(key);
    for (const key of blobsOf(before.feet_picture_url)) expect(keys).not.toContain(key);
  });

  it("still validates a resubmission without pictures, and asks for a picture the application never had", async () => {
    const { user, before } = await rejectedApplication("StillValidated");
    const short = await submit(
      { fields: { handle: "StillValidated", bio: "Too short" }, profile_picture: null, feet_picture: null },
      { cookie: user.cookie },
    );
    expect(short.status).toBe(400);
    expect(short.data.error.fields).toEqual({ bio: "Bio must be at least 20 characters" });
    expect((await profileByHandle("StillValidated"))!.approval_status).toBe("Rejected");

    await query(`UPDATE profiles SET feet_picture_url = NULL WHERE id = $1`, [before.id]);
    const noFeet = await submit(
      { fields: { handle: "StillValidated" }, profile_picture: null, feet_picture: null },
      { cookie: user.cookie },
    );
    expect(noFeet.status).toBe(400);
    expect(noFeet.data.error.fields).toEqual({ feet_picture: "Please upload a feet picture." });
  });

  it("asks an anonymous or first-time applicant for both pictures, whatever a rejected application holds", async () => {
    await rejectedApplication("SomeoneElses");
    const anonymous = await submit({ profile_picture: null, feet_picture: null });
    expect(anonymous.status).toBe(400);
    expect(anonymous.data.error.fields).toEqual({
      profile_picture: "Please upload a profile picture.",
      feet_picture: "Please upload a feet picture.",
    });
    const seeker = await createUser(["seeker"]);
    const firstTime = await submit({ feet_picture: null }, { cookie: seeker.cookie });
    expect(firstTime.status).toBe(400);
    expect(firstTime.data.error.fields).toEqual({ feet_picture: "Please upload a feet picture." });
  });

  it('answers 409 "You already have an application" to the owner of a Pending or Approved application', async () => {
    for (const status of ["Pending", "Approved"] as const) {
      const user = await createUser(["seeker"]);
      const own = await createProfile({ user_id: user.id, approval_status: status });
      const response = await submit({}, { cookie: user.cookie });
      expect(response.status).toBe(409);
      expect(response.data.error.message).toBe("You already have an application");
      expect(await query(`SELECT id FROM profiles WHERE user_id = $1`, [user.id])).toEqual([{ id: own.id }]);
    }
  });
});

describe("GET /api/applications/mine", () => {
  it("gives the owner of a Rejected application her answers, pictures and the reason, to send it again", async () => {
    const user = await createUser(["seeker"]);
    const own = await createProfile({
      user_id: user.id,
      approval_status: "Rejected",
      handle: "MineToFix",
      how_found_us: "Word of Mouth",
      admin_notes: "Internal only",
      profile_picture_url: "/api/images/muse-profile-pictures/a",
      feet_picture_url: "/api/images/muse-profile-pictures/b",
    });
    const response = await call(applications, "GET", "/api/applications/mine", { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.data.application).toEqual({
      handle: "MineToFix",
      city: own.city,
      categories: own.categories,
      bio: own.bio,
      phone_number: own.phone_number,
      how_found_us: "Word of Mouth",
      profile_picture_url: "/api/images/muse-profile-pictures/a",
      feet_picture_url: "/api/images/muse-profile-pictures/b",
      rejection_reason: "Pictures were unclear.",
    });
    expect(response.text).not.toContain("Internal only");
  });

  it("answers null when the caller has nothing to resubmit, and 401 when signed out", async () => {
    for (const status of ["Pending", "Approved"] as const) {
      const user = await createUser(["seeker"]);
      await createProfile({ user_id: user.id, approval_status: status });
      const response = await call(applications, "GET", "/api/applications/mine", { cookie: user.cookie });
      expect(response.data).toEqual({ application: null });
    }
    const seeker = await createUser(["seeker"]);
    expect((await call(applications, "GET", "/api/applications/mine", { cookie: seeker.cookie })).data).toEqual({
      application: null,
    });
    expect((await call(applications, "GET", "/api/applications/mine")).status).toBe(401);
  });
});

describe("POST /api/applications/claim-link: the claim link again", () => {
  const askAgain = (json: unknown, ip?: string) =>
    call(applications, "POST", "/api/applications/claim-link", { json, ip });
  const link = (json: unknown) => auth("POST", "link-application", { json });
  const SENT = `If an application with this handle was sent with this address, we have e-mailed a new link to it. It works for 7 days.`;

  it("mails a new link for the right handle and address, the old one dies, and the same answer for anything else", async () => {
    const email = `again-${Date.now()}@example.test`;
    const first = await submit({ fields: { handle: "LostPanel", email } });
    const oldClaim = first.data.claim_token as string;
    await query(`UPDATE application_claims SET expires_at = now() - interval '1 day' WHERE profile_id = $1`, [
      first.data.application.id,
    ]);

    for (const json of [
      { handle: "lostpanel", email: "someone-else@example.test" },
      { handle: "NoSuchHandle", email },
    ]) {
      const answer = await askAgain(json);
      expect(answer.status).toBe(200);
      expect(answer.data.message).toBe(SENT);
    }
    expect(await outbox("someone-else@example.test")).toEqual([]);
    expect(await outbox(email)).toHaveLength(1);

    const again = await askAgain({ handle: "lostpanel", email: email.toUpperCase() });
    expect(again.data).toEqual({ ok: true, key: "application.claimLinkSent", message: SENT });
    const mails = await outbox(email);
    expect(mails).toHaveLength(2);
    const newClaim = mails[1]!.body_text.match(/#claim=([A-Za-z0-9_-]+)/)![1]!;
    expect(newClaim).not.toBe(oldClaim);

    const user = await createUser();
    const refused = await link({ application_handle: "LostPanel", claim_token: oldClaim });
    expect(refused.status).toBe(401);
    const withOld = await auth("POST", "link-application", {
      json: { application_handle: "LostPanel", claim_token: oldClaim },
      cookie: user.cookie,
    });
    expect(withOld.status).toBe(404);
    const withNew = await auth("POST", "link-application", {
      json: { application_handle: "LostPanel", claim_token: newClaim },
      cookie: user.cookie,
    });
    expect(withNew.status).toBe(200);
    expect((await profileByHandle("LostPanel"))!.user_id).toBe(user.id);
    // Linked: the claim and its address are gone, and asking again mails nothing.
    expect(await queryOne(`SELECT 1 FROM application_claims WHERE email = $1`, [email])).toBeUndefined();
    await askAgain({ handle: "LostPanel", email });
    expect(await outbox(email)).toHaveLength(2);
  });

  it("limits the mails per address, whatever the caller's address", async () => {
    const email = `flood-${Date.now()}@example.test`;
    await submit({ fields: { handle: "FloodTarget", email } });
    const previous = process.env.RATE_LIMITS;
    process.env.RATE_LIMITS = "on";
    try {
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt += 1)
        answers.push((await askAgain({ handle: "FloodTarget", email }, `10.9.0.${attempt}`)).status);
      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      process.env.RATE_LIMITS = previous;
    }
    // The submission's mail and three new links.
    expect(await outbox(email)).toHaveLength(4);
  });

  it("refuses a malformed handle or address with the form's messages", async () => {
    const response = await askAgain({ handle: "x", email: "nope" });
    expect(response.status).toBe(400);
    expect(response.data.error.fields).toMatchObject({
      handle: "Handle must be at least 2 characters",
      email: "Please enter a valid email",
    });
  });
});

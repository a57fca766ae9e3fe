import { beforeAll, describe, expect, it } from "vitest";
import applications from "../../netlify/functions/applications.mts";
import account from "../../netlify/functions/account.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { deleteAgeDocuments, documentHash } from "../../functions/applications/age-document.ts";
import { call, createUser, type TestUser } from "../support/api.ts";
import { corruptJpeg, htmlPage, oversizedJpeg, pngBomb, svgImage, textFile, upload } from "../fixtures/images/index.ts";
import { applicationForm, blobKeys } from "../fixtures/images/forms.ts";

let admin: TestUser;
let handles = 0;

beforeAll(async () => {
  admin = await createUser(["admin"]);
});

async function submit(options: Parameters<typeof applicationForm>[0] = {}) {
  const form = await applicationForm({ ...options, fields: { handle: `AgeCheck${++handles}`, ...options.fields } });
  return call(applications, "POST", "/api/applications", { form, ip: `10.46.0.${handles}` });
}

async function application(): Promise<string> {
  const response = await submit();
  expect(response.status).toBe(201);
  return response.data.application.id;
}

const documentOf = (id: string) =>
  queryOne<{ age_document_id: string | null }>(`SELECT age_document_id FROM profiles WHERE id = $1`, [id]);
const documentPicture = (id: string, cookie = admin.cookie) =>
  call(applications, "GET", `/api/applications/${id}/age-document`, { cookie, params: { id } });
const detail = (id: string) =>
  call(applications, "GET", `/api/applications/${id}`, { cookie: admin.cookie, params: { id } });
const review = (id: string, json: unknown) =>
  call(applications, "POST", `/api/applications/${id}/review`, { json, cookie: admin.cookie, params: { id } });
const check = (id: string, json: Record<string, unknown> = {}) =>
  call(applications, "POST", `/api/applications/${id}/age-check`, {
    json: {
      over_18: true,
      document_type: "passport",
      issuing_country: "CH",
      expiry_month: "2031-04",
      document_number: `X${id.slice(0, 8)}`,
      ...json,
    },
    cookie: admin.cookie,
    params: { id },
  });
const blobsOf = (documentId: string) => [`${documentId}/card`, `${documentId}/full`];

describe("the identity document of an application", () => {
  it("is stored in the private store, named only by its id, and shown to the admin uncached", async () => {
    const id = await application();
    const { age_document_id } = (await documentOf(id))!;
    expect(age_document_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await blobKeys("verification-pictures")).toEqual(expect.arrayContaining(blobsOf(age_document_id!)));
    const picture = await documentPicture(id);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    expect(picture.headers.get("cache-control")).toBe("private, no-store");
    const shown = await detail(id);
    expect(shown.data).toMatchObject({ age_document: true, age_check: null, reused_documents: [] });
  });

  it("is required: an application without it is refused under its field, storing nothing", async () => {
    const before = await blobKeys("muse-profile-pictures");
    const response = await submit({ age_document: null });
    expect(response.status).toBe(400);
    expect(response.data.error.fields).toEqual({
      age_document: "Please upload a picture of your identity document.",
    });
    expect(await blobKeys("muse-profile-pictures")).toEqual(before);
  });

  const NOT_AN_IMAGE = "Please upload an image file (JPEG, PNG, WebP or GIF).";
  it.each([
    ["an SVG file", () => upload(svgImage(), "id.svg", "image/svg+xml"), 400, NOT_AN_IMAGE],
    ["an HTML page sent as a JPEG", () => upload(htmlPage(), "id.jpg"), 400, NOT_AN_IMAGE],
    ["a text file named .jpg", () => upload(textFile(), "id.jpg"), 400, NOT_AN_IMAGE],
    ["a polyglot: JPEG magic bytes over something else", () => upload(corruptJpeg(), "id.jpg"), 400, NOT_AN_IMAGE],
    ["a pixel bomb", () => upload(pngBomb(), "id.png", "image/png"), 400, "Image dimensions are too large"],
    ["an 11 MB file", () => upload(oversizedJpeg(11 * 1024 * 1024), "id.jpg"), 413, "Image is too large"],
  ])("refuses %s as the document and stores no picture at all", async (_name, file, status, reason) => {
    const before = {
      public: await blobKeys("muse-profile-pictures"),
      private: await blobKeys("verification-pictures"),
    };
    const response = await submit({ age_document: file() });
    expect(response.status).toBe(status);
    expect(response.data.error.message).toBe("Failed to upload identity document picture");
    expect(response.data.error.fields).toEqual({ age_document: reason });
    expect(await blobKeys("muse-profile-pictures")).toEqual(before.public);
    expect(await blobKeys("verification-pictures")).toEqual(before.private);
  });
});

describe("approving needs the age check first", () => {
  it("refuses approval before the check, then approves, and the document is gone from the store and 404", async () => {
    const id = await application();
    const { age_document_id } = (await documentOf(id))!;

    const refused = await review(id, { decision: "approve" });
    expect(refused.status).toBe(409);
    expect(refused.data.error.message).toBe("Check her age first");
    expect(
      (await queryOne<{ approval_status: string }>(`SELECT approval_status FROM profiles WHERE id = $1`, [id]))!
        .approval_status,
    ).toBe("Pending");

    const recorded = await check(id, { issuing_country: "ch", document_number: "x 12-345 67" });
    expect(recorded.status).toBe(200);
    expect(recorded.data.age_check).toMatchObject({
      over_18: true,
      document_type: "passport",
      issuing_country: "CH",
      expiry_month: "2031-04-01",
    });
    // Only the keyed hash of country and normalised number is kept: never the number.
    const stored = await queryOne<Record<string, unknown>>(`SELECT * FROM age_checks WHERE profile_id = $1`, [id]);
    expect(stored).toMatchObject({ document_hash: documentHash("CH", "X1234567"), checked_by: admin.id });
    expect(JSON.stringify(stored)).not.toMatch(/1234567/);

    expect((await review(id, { decision: "approve" })).status).toBe(200);
    expect((await documentOf(id))!.age_document_id).toBeNull();
    const keys = await blobKeys("verification-pictures");
    for (const key of blobsOf(age_document_id!)) expect(keys).not.toContain(key);
    expect((await documentPicture(id)).status).toBe(404);
    expect((await detail(id)).data.age_document).toBe(false);
  });

  it("refuses approval when the check says she is under 18; rejecting deletes the document", async () => {
    const id = await application();
    const { age_document_id } = (await documentOf(id))!;
    expect((await check(id, { over_18: false })).status).toBe(200);
    const refused = await review(id, { decision: "approve" });
    expect(refused.status).toBe(409);
    expect(refused.data.error.message).toBe("Her age check says she is under 18: reject the application");
    const rejected = await review(id, { decision: "reject", clause: "1.1", reason: "The document shows she is 16." });
    expect(rejected.status).toBe(200);
    expect((await documentOf(id))!.age_document_id).toBeNull();
    expect(await blobKeys("verification-pictures")).not.toContain(`${age_document_id}/full`);
    expect((await documentPicture(id)).status).toBe(404);
  });

  it("refuses a check of a decided application or of one whose document is gone", async () => {
    const id = await application();
    await query(`UPDATE profiles SET age_document_id = NULL WHERE id = $1`, [id]);
    const gone = await check(id);
    expect(gone.status).toBe(409);
    expect(gone.data.error.message).toBe("There is no identity document to check");
    expect(await query(`SELECT 1 FROM age_checks WHERE profile_id = $1`, [id])).toEqual([]);
  });
});

describe("a document used before", () => {
  it("names the profile removed for being under 18 that used it, with the date", async () => {
    const first = await application();
    const firstHandle = (await queryOne<{ handle: string }>(`SELECT handle FROM profiles WHERE id = $1`, [first]))!
      .handle;
    await check(first, { over_18: false, issuing_country: "DE", document_number: "C01X00T47" });
    expect((await review(first, { decision: "reject", clause: "1.1", reason: "Under 18." })).status).toBe(200);

    const second = await application();
    const recorded = await check(second, { issuing_country: "de", document_number: "c01x-00t47" });
    expect(recorded.data.reused_documents).toEqual([{ handle: firstHandle, removed_at: expect.any(String) }]);
    const shown = await detail(second);
    expect(shown.data.reused_documents).toEqual([{ handle: firstHandle, removed_at: expect.any(String) }]);

    // Another document, or the same number from another country, names nobody.
    const third = await application();
    expect((await check(third, { issuing_country: "AT", document_number: "C01X00T47" })).data.reused_documents).toEqual(
      [],
    );
  });

  it("names a suspended profile that used it, and not a live one", async () => {
    const live = await application();
    await check(live, { issuing_country: "PL", document_number: "ABC123456" });
    expect((await review(live, { decision: "approve" })).status).toBe(200);
    const next = await application();
    expect((await check(next, { issuing_country: "PL", document_number: "ABC123456" })).data.reused_documents).toEqual(
      [],
    );
    await query(
      `UPDATE profiles SET approval_status = 'Suspended', suspended_at = now(), suspension_reason = 'Banned'
        WHERE id = $1`,
      [live],
    );
    const { handle } = (await queryOne<{ handle: string }>(`SELECT handle FROM profiles WHERE id = $1`, [live]))!;
    expect((await detail(next)).data.reused_documents).toEqual([{ handle, removed_at: expect.any(String) }]);
  });
});

describe("housekeeping", () => {
  it("deletes an undecided application's document 30 days after it was sent (a moved clock)", async () => {
    const id = await application();
    const { age_document_id } = (await documentOf(id))!;
    await deleteAgeDocuments(new Date(Date.now() + 29 * 86_400_000));
    expect((await documentOf(id))!.age_document_id).toBe(age_document_id);
    expect((await documentPicture(id)).status).toBe(200);
    await deleteAgeDocuments(new Date(Date.now() + 31 * 86_400_000));
    expect((await documentOf(id))!.age_document_id).toBeNull();
    expect(await blobKeys("verification-pictures")).not.toContain(`${age_document_id}/full`);
    expect((await documentPicture(id)).status).toBe(404);
  });
});

describe("deleting her account", () => {
  it("deletes her kept document and her passed age check, and keeps a check that found someone under 18", async () => {
    const adult = await createUser(["muse"], "muse");
    const adultApplication = await application();
    await query(`UPDATE profiles SET user_id = $2 WHERE id = $1`, [adultApplication, adult.id]);
    await check(adultApplication);
    const { age_document_id } = (await documentOf(adultApplication))!;

    const minor = await createUser(["muse"], "muse");
    const minorApplication = await application();
    await query(`UPDATE profiles SET user_id = $2 WHERE id = $1`, [minorApplication, minor.id]);
    await check(minorApplication, { over_18: false });
    expect((await review(minorApplication, { decision: "reject", clause: "1.1", reason: "Under 18." })).status).toBe(
      200,
    );

    // Her data export says what the check recorded, never the hash.
    const exported = await call(account, "GET", "/api/account/export", {
      cookie: adult.cookie,
      params: { action: "export" },
    });
    expect(exported.data.age_checks).toEqual([
      {
        over_18: true,
        document_type: "passport",
        issuing_country: "CH",
        expiry_month: "2031-04",
        checked_at: expect.any(String),
      },
    ]);

    for (const user of [adult, minor]) {
      const deleted = await call(account, "DELETE", "/api/account", {
        cookie: user.cookie,
        json: { password: user.password },
        params: { action: "" },
      });
      expect(deleted.status, deleted.text).toBe(200);
    }
    expect(await blobKeys("verification-pictures")).not.toContain(`${age_document_id}/full`);
    const kept = await query<{ over_18: boolean; profile_id: string | null }>(
      `SELECT over_18, profile_id FROM age_checks WHERE document_hash IN ($1, $2)`,
      [documentHash("CH", `X${adultApplication.slice(0, 8)}`), documentHash("CH", `X${minorApplication.slice(0, 8)}`)],
    );
    expect(kept).toEqual([{ over_18: false, profile_id: null }]);
  });
});

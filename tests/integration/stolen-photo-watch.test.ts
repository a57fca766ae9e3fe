import { describe, expect, it } from "vitest";
import account from "../../netlify/functions/account.mts";
import applications from "../../netlify/functions/applications.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import reports from "../../netlify/functions/reports.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { call, createProfile, createUser } from "../support/api.ts";
import { addToGallery, verifiedMuse } from "../support/receipts.ts";
import { upload } from "../fixtures/images/index.ts";
import { applicationForm, galleryForm } from "../fixtures/images/forms.ts";
import { distinctPicture, stolenCopy } from "../fixtures/images/pictures.ts";
import { CATALOGUES } from "../../src/i18n/index.ts";
import type { WatchMatch } from "../../src/domain/watch.ts";

/**
 * The stolen-photo watch (issue 49 item 6, decision 0072): an upload that looks like a picture a verified Muse's
 * valid receipt covers, on another profile, is recorded once, mailed to her once in her language with the link to
 * the prefilled notice, shown on her dashboard, and the notice she files names that profile.
 */

const submit = (form: FormData, cookie?: string) => call(applications, "POST", "/api/applications", { form, cookie });
const watchMails = (to: string) =>
  query<{ subject: string; body_text: string; kind: string }>(
    `SELECT subject, body_text, kind FROM email_outbox WHERE to_address = $1 AND body_text LIKE '%?watch=%' ORDER BY id`,
    [to],
  );
const dashboardOf = async (cookie: string) => call(dashboard, "GET", "/api/dashboard/profile", { cookie });
const fileNotice = (cookie: string, id: string, json: Record<string, unknown>) =>
  call(dashboard, "POST", `/api/dashboard/watch/${id}/notice`, { params: { id }, cookie, json });

/** A thief's copy of a picture: resized, recompressed and trimmed a little, as it would be reposted. */
const copyOf = async (seed: number, name = "copy.jpg") => upload(await stolenCopy(await distinctPicture(seed)), name);

describe("the stolen-photo watch", () => {
  it("an application reusing her covered picture queues her watch mail once, in her language, with the prefilled notice link", async () => {
    const muse = await verifiedMuse(7701, { locale: "de" });
    const thief = await createUser(["muse"], "muse");
    const sent = await submit(
      await applicationForm({ fields: { handle: "CopiedHer" }, profile_picture: await copyOf(7701) }),
      thief.cookie,
    );
    expect(sent.status).toBe(201);
    const applicationId: string = sent.data.application.id;

    const matches = await query<{ id: string; profile_id: string; other_profile_id: string }>(
      `SELECT id, profile_id, other_profile_id FROM watch_matches WHERE profile_id = $1`,
      [muse.profile.id],
    );
    expect(matches).toEqual([{ id: expect.any(String), profile_id: muse.profile.id, other_profile_id: applicationId }]);
    const matchId = matches[0]!.id;
    const mails = await watchMails(muse.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(CATALOGUES.de.watch.mail.subject);
    expect(mails[0]!.body_text).toContain(`/de/muse-dashboard?watch=${matchId}`);
    expect(mails[0]!.body_text).toContain(`Hallo ${muse.profile.handle}`);
    // Nothing of the application is named to her.
    expect(mails[0]!.body_text).not.toContain("CopiedHer");

    // An admin reading the application, its lookalikes included, mails nothing more.
    const admin = await createUser(["admin"]);
    const viewed = await call(applications, "GET", `/api/applications/${applicationId}`, {
      params: { id: applicationId },
      cookie: admin.cookie,
    });
    expect(viewed.status).toBe(200);
    expect(JSON.stringify(viewed.data)).toContain(muse.profile.handle);

    // Rejected, then sent again with the same picture uploaded anew: the same match, no second mail.
    await query(
      `UPDATE profiles SET approval_status = 'Rejected', rejection_reason = 'Not her pictures.', reviewed_at = now()
        WHERE id = $1`,
      [applicationId],
    );
    const again = await submit(
      await applicationForm({ fields: { handle: "CopiedHer" }, profile_picture: await copyOf(7701, "again.jpg") }),
      thief.cookie,
    );
    expect(again.status).toBe(201);
    expect(await query(`SELECT id FROM watch_matches WHERE profile_id = $1`, [muse.profile.id])).toHaveLength(1);
    expect(await watchMails(muse.email)).toHaveLength(1);

    // Her dashboard shows it without the application's handle.
    const own = await dashboardOf(muse.cookie);
    expect(own.status).toBe(200);
    const shown: WatchMatch[] = own.data.watch;
    expect(shown).toEqual([
      expect.objectContaining({
        id: matchId,
        covered_image_url: muse.profile.profile_picture_url,
        other_state: "application",
        other_handle: null,
        notice_reference: null,
      }),
    ]);
    expect(own.text).not.toContain("CopiedHer");
  });

  it("an unrelated picture, or her own re-upload of her covered picture, makes no match", async () => {
    const muse = await verifiedMuse(7711, {}, [7712]);
    const other = await createUser(["muse"], "muse");
    expect(
      (
        await submit(
          await applicationForm({ fields: { handle: "Unrelated" }, profile_picture: await copyOf(7719) }),
          other.cookie,
        )
      ).status,
    ).toBe(201);
    await addToGallery(muse.cookie, 7712);
    const ownCopy = await call(dashboard, "POST", "/api/dashboard/gallery", {
      form: galleryForm(await copyOf(7711)),
      cookie: muse.cookie,
    });
    expect(ownCopy.status).toBe(201);
    expect(await query(`SELECT id FROM watch_matches WHERE profile_id = $1`, [muse.profile.id])).toEqual([]);
    expect(await watchMails(muse.email)).toEqual([]);
    expect((await dashboardOf(muse.cookie)).data.watch).toEqual([]);
  });

  it("a gallery picture of a listed profile is named; her prefilled notice names that profile and its picture, once, and only she can file it", async () => {
    const muse = await verifiedMuse(7721, { locale: "fr" }, [7722]);
    const thief = await createUser(["muse"], "muse");
    const thiefProfile = await createProfile({
      user_id: thief.id,
      approval_status: "Approved",
      handle: "GalleryThief",
    });
    const stolenUrl = (
      await call(dashboard, "POST", "/api/dashboard/gallery", {
        form: galleryForm(await copyOf(7722)),
        cookie: thief.cookie,
      })
    ).data.image.image_url as string;

    const [shown] = (await dashboardOf(muse.cookie)).data.watch as WatchMatch[];
    expect(shown).toMatchObject({ other_state: "listed", other_handle: "GalleryThief", notice_reference: null });
    const mails = await watchMails(muse.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(CATALOGUES.fr.watch.mail.subject);
    expect(mails[0]!.body_text).toContain(`/fr/muse-dashboard?watch=${shown!.id}`);

    // Nobody else can use her match: the thief, another verified Muse, an admin; nor a malformed id.
    const someoneElse = await verifiedMuse(7731);
    const admin = await createUser(["admin"]);
    for (const cookie of [thief.cookie, someoneElse.cookie, admin.cookie]) {
      const refused = await fileNotice(cookie, shown!.id, { details: "Not mine", good_faith: true });
      expect(refused.status).toBe(404);
    }
    expect((await fileNotice(muse.cookie, "not-a-match", { good_faith: true })).status).toBe(404);
    expect((await fileNotice(muse.cookie, shown!.id, { details: "Mine" })).status).toBe(400);
    expect(await query(`SELECT id FROM profile_reports WHERE profile_id = $1`, [thiefProfile.id])).toEqual([]);

    const details = "Ce profil utilise une photo de moi.";
    const filed = await fileNotice(muse.cookie, shown!.id, { details, good_faith: true });
    expect(filed.status).toBe(201);
    expect(filed.data.match).toMatchObject({ id: shown!.id, notice_status: "open" });
    const reference: string = filed.data.match.notice_reference;
    expect(reference).toMatch(/^SM-/);
    const notice = await queryOne(
      `SELECT profile_id, reason, details, image_url, locale, reporter_email FROM profile_reports WHERE reference = $1`,
      [reference],
    );
    expect(notice).toEqual({
      profile_id: thiefProfile.id,
      reason: "fake_photos",
      details,
      image_url: stolenUrl,
      locale: "fr",
      reporter_email: null,
    });
    // The admins' queue shows it like any notice.
    const queue = await call(reports, "GET", "/api/reports?status=open&page=1", { cookie: admin.cookie });
    expect(queue.data.reports).toContainEqual(
      expect.objectContaining({ reference, handle: "GalleryThief", reason: "fake_photos" }),
    );

    // Once per match.
    expect((await fileNotice(muse.cookie, shown!.id, { good_faith: true })).status).toBe(409);
    expect((await dashboardOf(muse.cookie)).data.watch[0]).toMatchObject({ notice_reference: reference });

    // Her data export holds the find and her notice, and nothing of the other profile.
    const exported = await call(account, "GET", "/api/account/export", { cookie: muse.cookie });
    expect(exported.data.photo_watch).toEqual([
      {
        covered_image_url: expect.stringMatching(/^\/api\/images\//),
        created_at: expect.any(String),
        notice_reference: reference,
        notice_status: "open",
      },
    ]);
    expect(JSON.stringify(exported.data.photo_watch)).not.toContain("GalleryThief");
  });

  it("her notice about an application names it for the admins while she is told only 'an application under review'", async () => {
    const muse = await verifiedMuse(7741);
    const sent = await submit(
      await applicationForm({ fields: { handle: "HiddenCopy" }, profile_picture: await copyOf(7741) }),
      (await createUser(["muse"], "muse")).cookie,
    );
    const [shown] = (await dashboardOf(muse.cookie)).data.watch as WatchMatch[];
    expect(shown).toMatchObject({ other_state: "application", other_handle: null });
    const filed = await fileNotice(muse.cookie, shown!.id, { good_faith: true });
    expect(filed.status).toBe(201);
    expect(filed.text).not.toContain("HiddenCopy");
    expect(
      await queryOne(`SELECT profile_id, image_url FROM profile_reports WHERE reference = $1`, [
        filed.data.match.notice_reference,
      ]),
    ).toEqual({ profile_id: sent.data.application.id, image_url: null });
  });
});

import { afterEach, describe, expect, it } from "vitest";
import applications from "../../netlify/functions/applications.mts";
import changes from "../../netlify/functions/changes.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { call, createProfile, createUser, expectFieldError } from "../support/api.ts";
import { profileEdit } from "../support/profile-edit.ts";
import { applicationForm } from "../fixtures/images/forms.ts";

/**
 * Issue 45 item 4 (decision 0063): a bio or a caption with forbidden wording is refused with the field's message in
 * the writer's language, and bios saved before the rule are listed to admins as "Wording to check". The texts are
 * written out here, so a message falling back to English cannot pass.
 */
const UNPROTECTED = {
  de: "Ihr Text erwähnt Sex ohne Kondom – dafür zu werben, verbietet das Gesetz. Bitte entfernen Sie diese Stelle.",
  fr: "Votre texte mentionne des rapports sans préservatif, dont la loi interdit la publicité. Veuillez retirer ce passage.",
};
const MINOR_PL = "Twój tekst sugeruje osobę poniżej 18 lat, czego zabrania nasz Regulamin. Usuń ten fragment.";
const PREGNANCY_NL = "Je tekst noemt zwangerschap, en de wet verbiedt daarmee reclame te maken. Haal dit stuk weg.";

afterEach(async () => {
  await query(`DELETE FROM rate_limits`);
});

async function approvedMuse(bio?: string) {
  const user = await createUser(["muse"], "muse");
  const profile = await createProfile({ user_id: user.id, approval_status: "Approved", ...(bio ? { bio } : {}) });
  return { ...user, profile };
}

const saveProfile = (cookie: string, bio: string, locale: string) =>
  call(dashboard, "PUT", "/api/dashboard/profile", {
    json: { ...profileEdit(), bio },
    cookie,
    headers: { "x-locale": locale },
  });

describe("PUT /api/dashboard/profile: a bio with forbidden wording", () => {
  it.each([
    ["de", "Zärtlich und verspielt, alles ohne Gummi nach Absprache."],
    ["fr", "Câline et joueuse, sans capote pour les habitués."],
  ] as const)("is refused in %s with the bio's message, and the bio stays as it was", async (locale, bio) => {
    const muse = await approvedMuse();
    const response = await saveProfile(muse.cookie, bio, locale);
    expectFieldError(response, 400, {
      code: "invalid_input",
      key: "wording.unprotectedSex",
      message: UNPROTECTED[locale],
      field: "bio",
    });
    const stored = await queryOne<{ bio: string }>(`SELECT bio FROM profiles WHERE id = $1`, [muse.profile.id]);
    expect(stored?.bio).toBe(muse.profile.bio);
  });

  it("saves an ordinary bio that only looks like a phrase", async () => {
    const muse = await approvedMuse();
    const bio = "Zürich's most elegant arches, sans doute. Never without a condom, 18 years old at heart since long.";
    const response = await saveProfile(muse.cookie, bio, "fr");
    expect(response.status).toBe(200);
    expect(response.data.profile.bio).toBe(bio);
  });
});

describe("a caption and an application with forbidden wording", () => {
  it("refuses a caption change in Polish with the caption's message", async () => {
    const muse = await approvedMuse();
    const [image] = await query<{ id: string }>(
      `INSERT INTO muse_gallery (profile_id, image_url, caption, display_order)
       VALUES ($1, '/api/images/muse-gallery/00000000-0000-4000-8000-000000000001', 'Heels', 0) RETURNING id`,
      [muse.profile.id],
    );
    const response = await call(dashboard, "PATCH", `/api/dashboard/gallery/${image!.id}`, {
      json: { caption: "Słodka nastolatka w szpilkach" },
      params: { id: image!.id },
      cookie: muse.cookie,
      headers: { "x-locale": "pl" },
    });
    expectFieldError(response, 400, {
      code: "invalid_input",
      key: "wording.minor",
      message: MINOR_PL,
      field: "caption",
    });
    const stored = await queryOne<{ caption: string }>(`SELECT caption FROM muse_gallery WHERE id = $1`, [image!.id]);
    expect(stored?.caption).toBe("Heels");
  });

  it("refuses an application's bio in Dutch with the bio's message", async () => {
    const form = await applicationForm({ fields: { bio: "Zwanger en nieuwsgierig, met prachtige voeten." } });
    const response = await call(applications, "POST", "/api/applications", { form, headers: { "x-locale": "nl" } });
    expectFieldError(response, 400, {
      code: "invalid_input",
      key: "wording.pregnancy",
      message: PREGNANCY_NL,
      field: "bio",
    });
  });
});

describe("GET /api/admin/changes: wording to check", () => {
  it("lists the live and suspended bios saved before the rule, with the rule, and drops a corrected one", async () => {
    const admin = await createUser(["admin"]);
    const flagged = await approvedMuse("Sweet and playful, b a r e b a c k on request for my regulars.");
    const suspended = await approvedMuse("Schüchternes Schulmädchen mit zarten Füßen und viel Fantasie.");
    await query(
      `UPDATE profiles SET approval_status = 'Suspended', suspension_reason = 'Under review.', suspended_at = now() WHERE id = $1`,
      [suspended.profile.id],
    );
    const pending = await createProfile({ bio: "Pending and pregnant, waiting for the review of my application." });
    const clean = await approvedMuse("Assessment of my arches: elegant. Based in Zürich, sans doute.");

    const response = await call(changes, "GET", "/api/admin/changes", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const wording = response.data.wording as { profile_id: string; rule: string; approval_status: string }[];
    expect(wording).toEqual(
      expect.arrayContaining([
        {
          profile_id: flagged.profile.id,
          handle: flagged.profile.handle,
          approval_status: "Approved",
          rule: "wording.unprotectedSex",
        },
        {
          profile_id: suspended.profile.id,
          handle: suspended.profile.handle,
          approval_status: "Suspended",
          rule: "wording.minor",
        },
      ]),
    );
    const listed = wording.map((profile) => profile.profile_id);
    expect(listed).not.toContain(pending.id);
    expect(listed).not.toContain(clean.profile.id);

    // She corrects her bio: it leaves the list.
    const corrected = await saveProfile(flagged.cookie, "Sweet and playful, always safe, for my regulars.", "en");
    expect(corrected.status).toBe(200);
    const after = await call(changes, "GET", "/api/admin/changes", { cookie: admin.cookie });
    expect(after.data.wording.map((profile: { profile_id: string }) => profile.profile_id)).not.toContain(
      flagged.profile.id,
    );
  });
});

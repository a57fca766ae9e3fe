import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { query, queryOne } from "../../functions/db/index.ts";
import { renderArticleHtml } from "../../functions/articles/html.ts";
import { DEMO_MUSES } from "../../functions/muses/demo.ts";
import { createAdmin } from "../../functions/auth/admin-account.ts";
import sharp from "sharp";
import { processImage } from "../../functions/images/process.ts";
import { storeImage, storePrivateImage, type StoredImage } from "../../functions/images/store.ts";
import { VERIFICATION_STORE, newCode } from "../../functions/verification/own.ts";
import { GESTURES, verificationPictureUrl } from "../../src/domain/verification.ts";
import { recordFingerprint } from "../../functions/moderation/lookalikes.ts";
import type { FingerprintedPictureKind } from "../../src/domain/moderation.ts";
import { PROJECT_ROOT } from "./local-db.ts";
import { DEFAULT_LOCALE, type Locale } from "../../src/domain/locales.ts";

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  log?: (line: string) => void;
}

/** How a seeded application's picture is made from a demo Muse's (scripts/make-demo-images.ts draws those). */
type Copy = "as is" | "stolen" | "own";

/**
 * "stolen": a copy as a thief would upload it (cropped 5 %, 10 % brighter, recompressed), which the stolen-photo
 * check must catch; "own": the drawing mirrored and cropped to its middle, which looks like no Muse's picture.
 */
async function copyOf(bytes: Buffer, copy: Copy): Promise<Buffer> {
  if (copy === "as is") return bytes;
  const { width = 600, height = 800 } = await sharp(bytes).metadata();
  const keep = copy === "stolen" ? 0.95 : 0.7;
  const area = {
    left: Math.round((width * (1 - keep)) / 2),
    top: Math.round((height * (1 - keep)) / 2),
    width: Math.round(width * keep),
    height: Math.round(height * keep),
  };
  if (copy === "stolen")
    return sharp(bytes).extract(area).modulate({ brightness: 1.1 }).jpeg({ quality: 55 }).toBuffer();
  return sharp(bytes).flop().extract(area).webp({ quality: 80 }).toBuffer();
}

async function storePicture(
  store: "muse-profile-pictures" | "muse-gallery",
  publicPath: string,
  copy: Copy = "as is",
): Promise<StoredImage> {
  const bytes = await copyOf(readFileSync(join(PROJECT_ROOT, "public", publicPath)), copy);
  return storeImage(store, await processImage(new Uint8Array(bytes)));
}

/** Keeps the fingerprints of a seeded profile's pictures, as an upload does (decision 0048). */
async function recordFingerprints(
  profileId: string,
  pictures: Array<{ picture: StoredImage; kind: FingerprintedPictureKind }>,
): Promise<void> {
  for (const { picture, kind } of pictures) {
    await recordFingerprint({ url: picture.url, profileId, kind, fingerprint: picture.fingerprint });
  }
}

async function profileExists(handle: string): Promise<boolean> {
  return Boolean(await queryOne(`SELECT 1 FROM profiles WHERE lower(handle) = lower($1)`, [handle]));
}

/** Three applications waiting for, or failed at, review: they show the admin flow on a fresh install. */
const APPLICATIONS = [
  {
    handle: "ClaraHeels",
    city: "Geneva",
    categories: ["Shoeplay & Heels", "Hosiery & Tights Fetish"],
    bio: "Geneva-based, multilingual and discreet. I love vintage stilettos, silk stockings and unhurried conversation over coffee.",
    phone_number: "+41 22 555 01 23",
    how_found_us: "Word of Mouth",
    approval_status: "Pending",
    picture: "profile",
    // A stolen copy of a demo Muse's pictures: her application shows "Looks like a picture of …".
    copy: "stolen",
  },
  {
    handle: "MiaPedi",
    city: "Hamburg",
    categories: ["Pedicure Sessions", "Foot Worship"],
    bio: "Certified pedicurist from Hamburg with a soft spot for spa evenings, warm oils and perfectly painted toes.",
    phone_number: "+49 40 5550 1234",
    how_found_us: "Reddit",
    approval_status: "Pending",
    picture: "gallery-2",
    copy: "own",
  },
  {
    handle: "NoirToes",
    city: "Berlin",
    categories: ["Roleplay & Domination"],
    bio: "Berlin night owl, fond of black lacquer, strict etiquette and creative roleplay between consenting adults.",
    phone_number: "+49 30 5550 9876",
    how_found_us: "Social Media",
    approval_status: "Rejected",
    rejection_reason: "The feet picture was too dark to verify. Please upload a clearer, well-lit photo.",
    picture: "gallery-3",
    copy: "own",
  },
] as const;

const CONTACTS = [
  {
    name: "Jonas Weber",
    email: "jonas.weber@example.com",
    subject: "Verification question",
    message:
      "How do you verify that the Muses are who they say they are? I would like to understand the process before I reach out to anyone.",
    status: "unread",
  },
  {
    name: "Sofia Rossi",
    email: "sofia.rossi@example.com",
    subject: null,
    message: "Do you plan to add Milan or Munich to the directory soon? I travel there often for work.",
    status: "unread",
  },
  {
    name: "Pieter de Vries",
    email: "pieter@example.com",
    subject: "Profile removal",
    message: "I applied last month and would like my application removed, please.",
    status: "responded",
    admin_response: "Your application and its pictures have been deleted. Thank you for letting us know.",
  },
] as const;

/**
 * A new admin sees every state of photo verification locally: the first, third and fourth demo Muses were verified
 * (20, 12 and 5 days ago: the home page's row of verified Muses has three); the second sent her verification picture
 * (a demo picture standing in) an hour ago and waits in /admin/verifications.
 */
const VERIFIED_DAYS_AGO: Record<number, number> = { 0: 20, 2: 12, 3: 5 };

async function seedPhotoVerification(index: number, profileId: string, picture: string): Promise<void> {
  const daysAgo = VERIFIED_DAYS_AGO[index];
  if (daysAgo !== undefined) {
    await query(`UPDATE profiles SET photo_verified_at = now() - make_interval(days => $2) WHERE id = $1`, [
      profileId,
      daysAgo,
    ]);
  } else if (index === 1) {
    const bytes = readFileSync(join(PROJECT_ROOT, "public", picture));
    const image = await processImage(new Uint8Array(bytes));
    const pictureId = await storePrivateImage(VERIFICATION_STORE, image);
    const request = await queryOne<{ id: string }>(
      `INSERT INTO photo_verifications (profile_id, code, gesture, status, created_at, code_expires_at, picture_id,
         submitted_at)
       VALUES ($1, $2, $3, 'submitted', now() - interval '2 hours', now() + interval '46 hours', $4,
         now() - interval '1 hour')
       RETURNING id`,
      [profileId, newCode(), GESTURES[0], pictureId],
    );
    await recordFingerprint({
      url: verificationPictureUrl(request!.id),
      profileId,
      kind: "verification",
      fingerprint: image.fingerprint,
    });
  }
}

/**
 * Notice and action, seen locally (decision 0050): the rejected demo application has its statement of reasons, and
 * one visitor's notice about a demo Muse's picture, with an address for updates, waits in /admin/reports.
 */
async function seedNoticeAndAction(): Promise<void> {
  await query(
    `INSERT INTO moderation_decisions (profile_id, kind, clause, facts, source, created_at)
     SELECT id, 'rejection', '3.1', rejection_reason, 'own_initiative', reviewed_at FROM profiles
      WHERE approval_status = 'Rejected' AND rejection_reason IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM moderation_decisions d WHERE d.profile_id = profiles.id)`,
  );
  const noticed = DEMO_MUSES[2]!.handle;
  await query(
    `INSERT INTO profile_reports (profile_id, reason, details, reporter_email, image_url, created_at)
     SELECT p.id, 'fake_photos', 'I have seen this picture on another site under a different name.',
            'reporter@example.com', g.image_url, now() - interval '3 hours'
       FROM profiles p JOIN muse_gallery g ON g.profile_id = p.id AND g.display_order = 0
      WHERE p.handle = $1 AND NOT EXISTS (SELECT 1 FROM profile_reports)`,
    [noticed],
  );
}

/** Fills a database with demo content, idempotently: anything already there is left alone. */
export async function seed({ adminEmail, adminPassword, log = console.log }: SeedOptions): Promise<void> {
  await createAdmin(adminEmail, adminPassword);

  let musesAdded = 0;
  for (const [index, muse] of DEMO_MUSES.entries()) {
    if (await profileExists(muse.handle)) continue;
    const profilePicture = await storePicture("muse-profile-pictures", muse.profile_picture_url);
    const feetPicture = await storePicture("muse-profile-pictures", muse.feet_picture_url);
    const profile = await queryOne<{ id: string }>(
      `INSERT INTO profiles (handle, bio, city, categories, availability_status, approval_status, profile_picture_url,
         feet_picture_url, birth_year, nationality, ethnicity, hair_color, tattoos, smoker, spoken_languages,
         onlyfans_link, telegram_handle, whatsapp_number, phone_number, call_number, email, how_found_us, reviewed_at, reviewed_by,
         approved_at, created_at)
       VALUES ($1, $2, $3, $4, $5, 'Approved', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18,
         $19, 'Social Media', now(), 'admin', now(), now() - make_interval(days => $20))
       RETURNING id`,
      [
        muse.handle,
        muse.bio,
        muse.city,
        muse.categories,
        muse.availability_status,
        profilePicture.url,
        feetPicture.url,
        muse.birth_year,
        muse.nationality,
        muse.ethnicity,
        muse.hair_color,
        muse.tattoos,
        muse.smoker,
        muse.spoken_languages,
        muse.onlyfans_link,
        muse.telegram_handle,
        muse.whatsapp_number,
        muse.call_number,
        muse.email,
        index + 1,
      ],
    );
    await recordFingerprints(profile!.id, [
      { picture: profilePicture, kind: "profile_picture" },
      { picture: feetPicture, kind: "feet_picture" },
    ]);
    for (const [order, image] of muse.gallery.entries()) {
      const picture = await storePicture("muse-gallery", image.image_url);
      await query(`INSERT INTO muse_gallery (profile_id, image_url, caption, display_order) VALUES ($1, $2, $3, $4)`, [
        profile!.id,
        picture.url,
        image.caption,
        order,
      ]);
      await recordFingerprints(profile!.id, [{ picture, kind: "gallery_image" }]);
    }
    await seedPhotoVerification(index, profile!.id, muse.gallery[0]!.image_url);
    musesAdded += 1;
  }

  for (const [index, application] of APPLICATIONS.entries()) {
    if (await profileExists(application.handle)) continue;
    const donor = DEMO_MUSES[index % DEMO_MUSES.length]!.handle.toLowerCase();
    const profilePicture = await storePicture(
      "muse-profile-pictures",
      `demo/${donor}-${application.picture}.webp`,
      application.copy,
    );
    const feetPicture = await storePicture("muse-profile-pictures", `demo/${donor}-feet.webp`, application.copy);
    const applied = await queryOne<{ id: string }>(
      `INSERT INTO profiles (handle, bio, city, categories, phone_number, how_found_us, approval_status, rejection_reason,
         reviewed_at, reviewed_by, profile_picture_url, feet_picture_url, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() - make_interval(hours => $13))
       RETURNING id`,
      [
        application.handle,
        application.bio,
        application.city,
        application.categories,
        application.phone_number,
        application.how_found_us,
        application.approval_status,
        "rejection_reason" in application ? application.rejection_reason : null,
        application.approval_status === "Rejected" ? new Date() : null,
        application.approval_status === "Rejected" ? "admin" : null,
        profilePicture.url,
        feetPicture.url,
        (index + 1) * 5,
      ],
    );
    await recordFingerprints(applied!.id, [
      { picture: profilePicture, kind: "profile_picture" },
      { picture: feetPicture, kind: "feet_picture" },
    ]);
  }

  await seedNoticeAndAction();

  const articlesDir = join(PROJECT_ROOT, "content/demo/articles");
  let articlesAdded = 0;
  const articles = readdirSync(articlesDir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((file) => parseArticle(readFileSync(join(articlesDir, file), "utf8")));
  // Originals first: a translation names its original by slug, and is linked to it as it is added.
  for (const article of [...articles.filter((a) => !a.translation_of), ...articles.filter((a) => a.translation_of)]) {
    const exists = await queryOne(`SELECT 1 FROM blog_articles WHERE slug = $1`, [article.slug]);
    if (exists) continue;
    await query(
      `INSERT INTO blog_articles (title, slug, content, excerpt, author, published, published_at, meta_title, meta_description, created_at, content_html, language, translation_of,
         featured_image_url)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6 THEN now() - make_interval(days => $7) END, $8, $9, now() - make_interval(days => $7 + 1), $10,
               $11, (SELECT id FROM blog_articles WHERE slug = $12), $13)`,
      [
        article.title,
        article.slug,
        article.body,
        article.excerpt,
        article.author,
        article.published,
        article.published_days_ago ?? 0,
        article.meta_title,
        article.meta_description,
        // Stored as an admin's save stores it.
        await renderArticleHtml(article.body),
        article.language ?? DEFAULT_LOCALE,
        article.translation_of ?? null,
        // A translation shows its original's cover (scripts/make-demo-images.ts draws one per original).
        `/demo/covers/${article.translation_of ?? article.slug}.webp`,
      ],
    );
    articlesAdded += 1;
  }

  const contactCount = await queryOne<{ count: number }>(`SELECT count(*)::int AS count FROM contact_requests`);
  if (contactCount?.count === 0) {
    for (const [index, contact] of CONTACTS.entries()) {
      const responded = contact.status === "responded";
      await query(
        `INSERT INTO contact_requests (name, email, subject, message, status, admin_response, processed_at, processed_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(hours => $9))`,
        [
          contact.name,
          contact.email,
          contact.subject,
          contact.message,
          contact.status,
          responded ? contact.admin_response : null,
          responded ? new Date() : null,
          responded ? "admin" : null,
          (index + 1) * 7,
        ],
      );
    }
  }
  log(`Seed: ${musesAdded} demo muses, ${articlesAdded} articles added (existing records kept).`);
}

interface ArticleFile {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  published: boolean;
  published_days_ago?: number;
  meta_title: string;
  meta_description: string;
  /** The language it is written in (English when not given). */
  language?: Locale;
  /** The slug of the original it translates. */
  translation_of?: string;
  body: string;
}

/** Reads the small, flat front matter of content/demo/articles/*.md. */
function parseArticle(source: string): ArticleFile {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error("Article file without front matter");
  const fields: Record<string, unknown> = {};
  for (const line of match[1]!.split("\n")) {
    const pair = /^(\w+):\s*(.*)$/.exec(line);
    if (!pair) continue;
    const raw = pair[2]!.replace(/\s+#.*$/, "").trim();
    fields[pair[1]!] =
      raw === "true"
        ? true
        : raw === "false"
          ? false
          : /^\d+$/.test(raw)
            ? Number(raw)
            : JSON.parse(raw.startsWith('"') ? raw : JSON.stringify(raw));
  }
  return { ...(fields as Omit<ArticleFile, "body">), body: match[2]!.trim() };
}

import { describe, expect, it } from "vitest";
import sharp from "sharp";
import images from "../../netlify/functions/images.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import applications from "../../netlify/functions/applications.mts";
import { query, queryOne, transaction } from "../../functions/db/index.ts";
import { processImage } from "../../functions/images/process.ts";
import { imageRefFromUrl, readImage, storeImage } from "../../functions/images/store.ts";
import { call, createProfile, createUser } from "../support/api.ts";
import {
  PRIVATE_MARKERS,
  htmlPage,
  jpegWithGps,
  oversizedJpeg,
  pngBomb,
  pngImage,
  svgImage,
  textFile,
  upload,
} from "../fixtures/images/index.ts";
import { applicationForm, blobKeys, galleryForm } from "../fixtures/images/forms.ts";

let handles = 0;
const nextHandle = () => `ImageMuse${++handles}`;

async function apply(profilePicture: File, feetPicture?: File) {
  const form = await applicationForm({
    fields: { handle: nextHandle() },
    profile_picture: profilePicture,
    feet_picture: feetPicture,
  });
  const response = await call(applications, "POST", "/api/applications", { form });
  expect(response.status).toBe(201);
  return queryOne<{ id: string; profile_picture_url: string; feet_picture_url: string }>(
    `SELECT id, profile_picture_url, feet_picture_url FROM profiles WHERE id = $1`,
    [response.data.application.id],
  ).then((row) => row!);
}

function getImage(url: string, cookie?: string) {
  const [path, search] = url.split("?");
  const ref = imageRefFromUrl(path)!;
  return call(images, "GET", search ? `${path}?${search}` : path!, {
    params: { store: ref.store, id: ref.id },
    cookie,
  });
}

async function fetchBytes(url: string, cookie?: string) {
  const [path, search] = url.split("?");
  const ref = imageRefFromUrl(path)!;
  const request = new Request(new URL(search ? `${path}?${search}` : path!, "http://localhost:8888"), {
    headers: cookie ? { cookie } : {},
  });
  const response = await images(request, { params: { store: ref.store, id: ref.id } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const approve = (id: string) =>
  query(`UPDATE profiles SET approval_status = 'Approved', approved_at = now() WHERE id = $1`, [id]);

describe("GET /api/images/:store/:id", () => {
  it("serves a picture uploaded with EXIF GPS, XMP and an ICC profile with no metadata at all", async () => {
    const original = await jpegWithGps(800, 600);
    for (const marker of PRIVATE_MARKERS) expect(original.includes(marker), marker).toBe(true);
    const application = await apply(upload(original, "holiday.jpg"));
    await approve(application.id);

    for (const url of [application.profile_picture_url, `${application.profile_picture_url}?size=card`]) {
      const { response, bytes } = await fetchBytes(url);
      expect(response.status).toBe(200);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      for (const marker of PRIVATE_MARKERS) expect(bytes.includes(marker), marker).toBe(false);
    }

    // What is stored is just as clean as what is served.
    const ref = imageRefFromUrl(application.profile_picture_url)!;
    const stored = Buffer.from((await readImage(ref.store, ref.id, "full"))!);
    for (const marker of PRIVATE_MARKERS) expect(stored.includes(marker), marker).toBe(false);
  });

  it("serves the card size within 600x800 and the full size within 1600x1600, turned upright", async () => {
    const application = await apply(upload(await jpegWithGps(2400, 1800), "portrait.jpg"));
    await approve(application.id);
    const full = await sharp((await fetchBytes(application.profile_picture_url)).bytes).metadata();
    const card = await sharp((await fetchBytes(`${application.profile_picture_url}?size=card`)).bytes).metadata();
    // EXIF orientation 6: the 2400x1800 pixels are a 1800x2400 portrait.
    expect([full.width, full.height]).toEqual([1200, 1600]);
    expect([card.width, card.height]).toEqual([600, 800]);
  });

  it("serves an Approved muse's picture to anyone as WebP: a year in the CDN (purged when she leaves), an hour in browsers", async () => {
    const application = await apply(upload(await pngImage(), "me.png", "image/png"));
    await approve(application.id);
    const response = await getImage(application.feet_picture_url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("netlify-cdn-cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("netlify-cache-tag")).toMatch(/^image:[0-9a-f-]{36}$/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("keeps a Pending applicant's picture private: 404 to visitors and other users, served uncached to the owner and an admin", async () => {
    const owner = await createUser(["muse"], "muse");
    const stranger = await createUser();
    const admin = await createUser(["admin"]);
    const application = await apply(upload(await pngImage(), "me.png", "image/png"));
    await query(`UPDATE profiles SET user_id = $2 WHERE id = $1`, [application.id, owner.id]);

    const anonymous = await getImage(application.profile_picture_url);
    expect(anonymous.status).toBe(404);
    expect(anonymous.headers.get("content-type")).not.toBe("image/webp");
    expect((await getImage(application.profile_picture_url, stranger.cookie)).status).toBe(404);

    for (const viewer of [admin, owner]) {
      const response = await getImage(application.profile_picture_url, viewer.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("keeps a Rejected applicant's picture private", async () => {
    const application = await apply(upload(await pngImage(), "me.png", "image/png"));
    await query(
      `UPDATE profiles SET approval_status = 'Rejected', rejection_reason = 'Too dark', reviewed_at = now() WHERE id = $1`,
      [application.id],
    );
    expect((await getImage(application.feet_picture_url)).status).toBe(404);
  });

  it("serves an Approved muse's gallery image publicly, and a Pending profile's gallery image to nobody else", async () => {
    const approved = await createProfile({ approval_status: "Approved" });
    const pending = await createProfile({ approval_status: "Pending" });
    const urls: string[] = [];
    for (const profile of [approved, pending]) {
      const { url } = await storeImage("muse-gallery", await processImage(new Uint8Array(await pngImage())));
      await query(`INSERT INTO muse_gallery (profile_id, image_url, display_order) VALUES ($1, $2, 0)`, [
        profile.id,
        url,
      ]);
      urls.push(url);
    }
    const publicImage = await getImage(urls[0]!);
    expect(publicImage.status).toBe(200);
    expect(publicImage.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await getImage(urls[1]!)).status).toBe(404);
  });

  it("answers 404 for an unknown store, an unknown id, a malformed id, a blob no profile uses and a picture whose blob is gone", async () => {
    const application = await apply(upload(await pngImage(), "me.png", "image/png"));
    await approve(application.id);
    const { id } = imageRefFromUrl(application.profile_picture_url)!;
    const cases = [
      { store: "secrets", id },
      { store: "muse-profile-pictures", id: "2f1d0c3b-5a6e-4d7f-8b9c-0a1b2c3d4e5f" },
      { store: "muse-profile-pictures", id: "../muse-gallery/x" },
    ];
    for (const params of cases) {
      const response = await call(images, "GET", `/api/images/${params.store}/${params.id}`, { params });
      expect(response.status).toBe(404);
    }
    const orphan = await storeImage("muse-profile-pictures", await processImage(new Uint8Array(await pngImage())));
    expect((await getImage(orphan.url)).status).toBe(404);
    const missing = "/api/images/muse-profile-pictures/7c9e6679-7425-40de-944b-e07fc1f90ae7";
    await createProfile({ approval_status: "Approved", profile_picture_url: missing });
    expect((await getImage(missing)).status).toBe(404);
  });

  it("refuses an unknown size", async () => {
    const application = await apply(upload(await pngImage(), "me.png", "image/png"));
    await approve(application.id);
    expect((await getImage(`${application.profile_picture_url}?size=huge`)).status).toBe(400);
  });

  it("finds who may see a picture with one indexed query", async () => {
    const plan = await transaction(async (tx) => {
      await tx.query("SET LOCAL enable_seqscan = off");
      const { rows } = await tx.query<Record<string, string>>(
        `EXPLAIN SELECT approval_status, user_id FROM profiles WHERE profile_picture_url = $1 OR feet_picture_url = $1
         UNION ALL
         SELECT p.approval_status, p.user_id FROM muse_gallery g JOIN profiles p ON p.id = g.profile_id WHERE g.image_url = $1`,
        ["/api/images/muse-gallery/00000000-0000-4000-8000-000000000000"],
      );
      return rows.map((row) => Object.values(row).join(" ")).join("\n");
    });
    expect(plan).toContain("profiles_profile_picture_url_idx");
    expect(plan).toContain("profiles_feet_picture_url_idx");
    expect(plan).toContain("muse_gallery_image_url_idx");
  });
});

describe("image uploads are checked by their content, never by name or type", () => {
  async function approvedMuse() {
    const user = await createUser(["muse"], "muse");
    const profile = await createProfile({ user_id: user.id, approval_status: "Approved" });
    return { ...user, profileId: profile.id as string };
  }

  const NOT_AN_IMAGE = "Please upload an image file (JPEG, PNG, WebP or GIF).";
  it.each([
    ["a text file named .jpg", () => upload(textFile(), "photo.jpg"), 400, NOT_AN_IMAGE],
    ["an SVG file", () => upload(svgImage(), "photo.svg", "image/svg+xml"), 400, NOT_AN_IMAGE],
    ["an HTML file sent as a PNG", () => upload(htmlPage(), "photo.png", "image/png"), 400, NOT_AN_IMAGE],
    ["a file over 5 MB", () => upload(oversizedJpeg(), "huge.jpg"), 413, "Image is too large"],
    ["a decompression bomb", () => upload(pngBomb(), "bomb.png", "image/png"), 400, "Image dimensions are too large"],
  ])("refuses %s and stores nothing", async (_name, file, status, message) => {
    const muse = await approvedMuse();
    const before = await blobKeys("muse-gallery");
    const response = await call(dashboard, "POST", "/api/dashboard/gallery", {
      form: galleryForm(file()),
      cookie: muse.cookie,
    });
    expect(response.status).toBe(status);
    expect(response.data.error.message).toBe(message);
    expect(await blobKeys("muse-gallery")).toEqual(before);
    expect(await query(`SELECT 1 FROM muse_gallery WHERE profile_id = $1`, [muse.profileId])).toHaveLength(0);
  });
});

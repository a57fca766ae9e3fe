import { galleryOrderSchema, MODERATION_MESSAGES } from "../../src/domain/moderation.ts";
import { gallerySchema, type GalleryImage } from "../../src/domain/profile.ts";
import { purgeCache, purgeProfileCache } from "../cache/purge.ts";
import { transaction, type Queryable } from "../db/index.ts";
import { queryShaped } from "../db/shaped.ts";
import { badRequest, forbidden, notFound } from "../http/errors.ts";
import { isUuid } from "../http/ids.ts";
import { parse, readJson } from "../http/request.ts";
import { json } from "../http/respond.ts";
import type { SignedInCall } from "../http/route.ts";
import { imageCacheTag } from "../images/serve.ts";
import { discardImages, imageRefFromUrl, isImageId } from "../images/store.ts";
import { readUploadForm, textField } from "../images/upload.ts";
import { recordProfileChange } from "../moderation/change-log.ts";
import { forgetFingerprints } from "../moderation/lookalikes.ts";
import { recordUploadFingerprint } from "../verification/watch.ts";
import { GALLERY_COLUMNS, listGallery } from "../muses/fields.ts";
import { galleryImageShape } from "../../src/domain/profile.ts";
import { DASHBOARD_MESSAGES, IS_EDITABLE, editableProfile } from "./own-profile.ts";
import { storeUploadedImage } from "./image-upload.ts";
import { IMAGE_NOT_FOUND } from "../../src/domain/api-texts.ts";

/** Any id that is not a picture of her own gallery: unknown, malformed, or another muse's. */

/** A change to her gallery is an update visitors see: it moves her up in the directory's "Recently updated". */
async function markProfileUpdated(tx: Queryable, profileId: string): Promise<void> {
  await tx.query(`UPDATE profiles SET updated_at = now() WHERE id = $1`, [profileId]);
}

/** POST /api/dashboard/gallery (multipart `image`, optional `caption`): appends an image to the own gallery. */
export async function addGalleryImage(call: SignedInCall) {
  const own = await editableProfile(call.session.userId);
  const form = await readUploadForm(call.request, 1);
  const { caption } = parse(gallerySchema, { caption: textField(form, "caption") ?? null });
  const stored = await storeUploadedImage(form, "muse-gallery");
  let image: GalleryImage;
  try {
    image = await transaction(async (tx) => {
      // Locking the profile row serialises concurrent uploads, so each gets its own display_order; a new picture is
      // an update visitors see ("Recently updated").
      const { rows: locked } = await tx.query(
        `UPDATE profiles SET updated_at = now() WHERE id = $1 AND ${IS_EDITABLE} RETURNING id`,
        [own.id],
      );
      if (locked.length === 0) throw forbidden(DASHBOARD_MESSAGES.notApproved);
      const [added] = await queryShaped(
        galleryImageShape,
        `INSERT INTO muse_gallery (profile_id, image_url, caption, display_order)
         VALUES ($1, $2, $3, (SELECT count(*) FROM muse_gallery WHERE profile_id = $1))
         RETURNING ${GALLERY_COLUMNS}`,
        [own.id, stored.url, caption],
        tx,
      );
      await recordProfileChange(tx, { profileId: own.id, kind: "gallery_image", imageUrl: stored.url });
      await recordUploadFingerprint(
        { url: stored.url, profileId: own.id, kind: "gallery_image", fingerprint: stored.fingerprint },
        tx,
      );
      return added!;
    });
  } catch (error) {
    await discardImages([stored.url]);
    throw error;
  }
  await purgeProfileCache(own.handle);
  return json({ image }, { status: 201 });
}

/** DELETE /api/dashboard/gallery/:id: only an image of the caller's own profile; any other id is a 404. */
export async function deleteGalleryImage(call: SignedInCall) {
  const id = call.params.id;
  if (!isImageId(id)) throw notFound(IMAGE_NOT_FOUND);
  const removed = await transaction(async (tx) => {
    const own = await editableProfile(call.session.userId, tx);
    const { rows: deleted } = await tx.query<{ image_url: string; display_order: number }>(
      `DELETE FROM muse_gallery WHERE id = $1 AND profile_id = $2 RETURNING image_url, display_order`,
      [id, own.id],
    );
    const image = deleted[0];
    if (!image) throw notFound(IMAGE_NOT_FOUND);
    await forgetFingerprints(tx, [image.image_url]);
    await markProfileUpdated(tx, own.id);
    // Close the gap, so display_order stays equal to the position and the next upload's count is free.
    await tx.query(
      `UPDATE muse_gallery SET display_order = display_order - 1 WHERE profile_id = $1 AND display_order > $2`,
      [own.id, image.display_order],
    );
    return { handle: own.handle, imageUrl: image.image_url };
  });

  await discardImages([removed.imageUrl]);
  const ref = imageRefFromUrl(removed.imageUrl);
  if (ref) await purgeCache([imageCacheTag(ref.id)]);
  await purgeProfileCache(removed.handle);
  return { ok: true };
}

/**
 * PATCH /api/dashboard/gallery/:id `{ caption }`: changes the caption of a picture of her own gallery (empty: none).
 * Another muse's picture is a 404, as on delete.
 */
export async function editGalleryCaption(call: SignedInCall) {
  const own = await editableProfile(call.session.userId);
  const id = call.params.id;
  if (!isUuid(id)) throw notFound(IMAGE_NOT_FOUND);
  const { caption } = await readJson(call.request, gallerySchema);
  const [image] = await queryShaped(
    galleryImageShape,
    `WITH image AS (
       UPDATE muse_gallery SET caption = $3
        WHERE id = $1 AND profile_id = $2 AND EXISTS (SELECT 1 FROM profiles WHERE id = $2 AND ${IS_EDITABLE})
        RETURNING ${GALLERY_COLUMNS}
     ), updated AS (
       UPDATE profiles SET updated_at = now() WHERE id = $2 AND EXISTS (SELECT 1 FROM image)
     )
     SELECT * FROM image`,
    [id, own.id, caption],
  );
  if (!image) {
    // Not hers, or her profile left the editable states since the check above: say which.
    await editableProfile(call.session.userId);
    throw notFound(IMAGE_NOT_FOUND);
  }
  await purgeProfileCache(own.handle);
  return { image };
}

/**
 * PUT /api/dashboard/gallery/order `{ ids }`: the ids of her own gallery, each exactly once, in the new order.
 * Anything else (a foreign, missing or repeated id) is a 400 and nothing moves.
 */
export async function reorderGallery(call: SignedInCall) {
  const { ids } = await readJson(call.request, galleryOrderSchema);
  const reordered = await transaction(async (tx) => {
    const own = await editableProfile(call.session.userId, tx);
    const { rows: current } = await tx.query<{ id: string }>(`SELECT id FROM muse_gallery WHERE profile_id = $1`, [
      own.id,
    ]);
    const mine = new Set(current.map((image) => image.id));
    const sameImages = ids.length === mine.size && new Set(ids).size === ids.length && ids.every((id) => mine.has(id));
    if (!sameImages)
      throw badRequest(MODERATION_MESSAGES.galleryOrderInvalid, { ids: MODERATION_MESSAGES.galleryOrderInvalid });
    await tx.query(
      `UPDATE muse_gallery g SET display_order = o.position - 1
         FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, position)
        WHERE g.id = o.id AND g.profile_id = $1`,
      [own.id, ids],
    );
    await markProfileUpdated(tx, own.id);
    return own;
  });
  await purgeProfileCache(reordered.handle);
  return { gallery: await listGallery(reordered.id) };
}

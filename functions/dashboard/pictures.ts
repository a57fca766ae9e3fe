import { PICTURE_KINDS, type PictureKind } from "../../src/domain/moderation.ts";
import { ownerProfileShape, type OwnerProfile } from "../../src/domain/profile.ts";
import { purgeCache, purgeProfileCache } from "../cache/purge.ts";
import { transaction } from "../db/index.ts";
import { queryShaped } from "../db/shaped.ts";
import { notFound } from "../http/errors.ts";
import type { SignedInCall } from "../http/route.ts";
import { imageCacheTag } from "../images/serve.ts";
import { discardImages, imageRefFromUrl } from "../images/store.ts";
import { readUploadForm } from "../images/upload.ts";
import { recordProfileChange } from "../moderation/change-log.ts";
import { forgetFingerprints } from "../moderation/lookalikes.ts";
import { recordUploadFingerprint } from "../verification/watch.ts";
import { OWNER_PROFILE_COLUMNS, editableProfile, isEditable, notEditable } from "./own-profile.ts";
import { storeUploadedImage } from "./image-upload.ts";

/** Where each replaceable picture lives, and how the change log names it. Column names never come from input. */
const PICTURES = {
  profile: { column: "profile_picture_url", change: "profile_picture" },
  feet: { column: "feet_picture_url", change: "feet_picture" },
} as const satisfies Record<PictureKind, { column: string; change: string }>;

function pictureKind(kind: string | undefined): PictureKind {
  if (!(PICTURE_KINDS as readonly unknown[]).includes(kind)) throw notFound();
  return kind as PictureKind;
}

/**
 * POST /api/dashboard/pictures/:kind (multipart `image`; kind `profile` or `feet`): replaces one of her two
 * pictures. The new picture is re-encoded without metadata and stored first; one UPDATE swaps the URL and the
 * change is logged in the same transaction; only then is the old blob deleted and its cache purged. A failure after
 * storing deletes the new blob again, so no picture is left behind unreferenced.
 */
export async function replacePicture(call: SignedInCall) {
  const kind = pictureKind(call.params.kind);
  const { column, change } = PICTURES[kind];
  const own = await editableProfile(call.session.userId);
  const form = await readUploadForm(call.request, 1);
  const stored = await storeUploadedImage(form, "muse-profile-pictures");
  let replaced: { profile: OwnerProfile; previousUrl: string | null };
  try {
    replaced = await transaction(async (tx) => {
      const { rows: locked } = await tx.query<{ previous_url: string | null; approval_status: string }>(
        `SELECT ${column} AS previous_url, approval_status FROM profiles WHERE id = $1 FOR UPDATE`,
        [own.id],
      );
      const current = locked[0];
      if (!current || !isEditable(current.approval_status)) throw notEditable();
      // A new profile picture was never compared with her in person: its photo verification ends.
      const endsVerification =
        kind === "profile" ? ", photo_verified_at = NULL, photo_verification_reminded_at = NULL" : "";
      const [profile] = await queryShaped(
        ownerProfileShape,
        `UPDATE profiles SET ${column} = $2${endsVerification}, updated_at = now() WHERE id = $1
         RETURNING ${OWNER_PROFILE_COLUMNS}`,
        [own.id, stored.url],
        tx,
      );
      await recordProfileChange(tx, { profileId: own.id, kind: change, imageUrl: stored.url });
      await forgetFingerprints(tx, [current.previous_url]);
      await recordUploadFingerprint(
        { url: stored.url, profileId: own.id, kind: change, fingerprint: stored.fingerprint },
        tx,
      );
      return { profile: profile!, previousUrl: current.previous_url };
    });
  } catch (error) {
    await discardImages([stored.url]);
    throw error;
  }

  await discardImages([replaced.previousUrl]);
  const previous = imageRefFromUrl(replaced.previousUrl);
  if (previous) await purgeCache([imageCacheTag(previous.id)]);
  await purgeProfileCache(own.handle);
  return { profile: replaced.profile };
}

import { queryOneShaped } from "../db/shaped.ts";
import { cachedJson, CACHE_TAGS } from "../cache/purge.ts";
import { notFound } from "../http/errors.ts";
import type { Call } from "../http/route.ts";
import { isHandle } from "../../src/domain/application.ts";
import { PROFILE_NOT_FOUND, type GalleryImage, type PublicMuseDetail } from "../../src/domain/profile.ts";
import { findDemoMuse } from "./demo.ts";
import { PUBLIC_MUSE_DETAIL_COLUMNS, listGallery } from "./fields.ts";
import { publicMuseDetailShape } from "../../src/domain/profile.ts";

export { PROFILE_NOT_FOUND };

export interface MuseProfile {
  muse: PublicMuseDetail;
  gallery: GalleryImage[];
  demo: boolean;
}

/** SPEC §8: a gallery that cannot be read is left empty; the profile still shows. */
async function publicGallery(profileId: string): Promise<GalleryImage[]> {
  try {
    return await listGallery(profileId);
  } catch (error) {
    console.error("Gallery load failed", error);
    return [];
  }
}

async function approvedMuse(handle: string): Promise<PublicMuseDetail | undefined> {
  try {
    return await queryOneShaped(
      publicMuseDetailShape,
      `SELECT ${PUBLIC_MUSE_DETAIL_COLUMNS} FROM profiles
        WHERE lower(handle) = lower($1) AND listed`,
      [handle],
    );
  } catch (error) {
    console.error("Profile load failed; trying the demo muses", error);
    return undefined;
  }
}

/**
 * One listed muse (Approved, not paused) by handle (any letter case) with her gallery, for /muse/{handle} and its API; else the
 * demo muse of that handle; else null. Pending, Rejected, Suspended and paused profiles are never found here.
 */
export async function findMuse(handle: string): Promise<MuseProfile | null> {
  if (!isHandle(handle)) return null;
  const muse = await approvedMuse(handle);
  if (muse) return { muse, gallery: await publicGallery(muse.id), demo: false };
  const demo = findDemoMuse(handle);
  return demo && { ...demo, demo: true };
}

/** GET /api/muses/:handle */
export async function getMuseProfile(call: Call): Promise<Response> {
  const handle = call.params.handle ?? "";
  const profile = await findMuse(handle);
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  return cachedJson(profile, [CACHE_TAGS.muses, CACHE_TAGS.muse(profile.muse.handle)]);
}

import { queryOneShaped } from "../db/shaped.ts";
import { cachedJson, CACHE_TAGS } from "../cache/purge.ts";
import { notFound, unavailable } from "../http/errors.ts";
import { json } from "../http/respond.ts";
import type { Call } from "../http/route.ts";
import { isHandle } from "../../src/domain/application.ts";
import { PROFILE_NOT_FOUND, type GalleryImage, type PublicMuseDetail } from "../../src/domain/profile.ts";
import { findDemoMuse } from "./demo.ts";
import { PUBLIC_MUSE_DETAIL_COLUMNS, listGallery } from "./fields.ts";
import { upcomingVisits } from "./visits.ts";
import type { PublicVisit } from "../../src/domain/tours.ts";
import { publicMuseDetailShape } from "../../src/domain/profile.ts";

export { PROFILE_NOT_FOUND };

export interface MuseProfile {
  muse: PublicMuseDetail;
  gallery: GalleryImage[];
  /** Her tour: the visits not yet over, soonest first. */
  visits: PublicVisit[];
  demo: boolean;
}

/** A read of one profile page: `failed` when the database could not be read (the answer must not be cached). */
export interface MuseRead {
  profile: MuseProfile | null;
  failed: boolean;
}

/** SPEC §8: a gallery that cannot be read is left empty; the profile still shows. So are her visits. */
async function publicGallery(
  profileId: string,
): Promise<{ gallery: GalleryImage[]; visits: PublicVisit[]; failed: boolean }> {
  try {
    const [gallery, visits] = await Promise.all([listGallery(profileId), upcomingVisits(profileId)]);
    return { gallery, visits, failed: false };
  } catch (error) {
    console.error("Gallery load failed", error);
    return { gallery: [], visits: [], failed: true };
  }
}

async function approvedMuse(handle: string): Promise<{ muse?: PublicMuseDetail; failed: boolean }> {
  try {
    const muse = await queryOneShaped(
      publicMuseDetailShape,
      `SELECT ${PUBLIC_MUSE_DETAIL_COLUMNS} FROM profiles
        WHERE lower(handle) = lower($1) AND listed`,
      [handle],
    );
    return { muse, failed: false };
  } catch (error) {
    console.error("Profile load failed; trying the demo muses", error);
    return { failed: true };
  }
}

/**
 * One listed muse (Approved, not paused) by handle (any letter case) with her gallery, for /muse/{handle} and its API; else the
 * demo muse of that handle; else null. Pending, Rejected, Suspended and paused profiles are never found here.
 */
export async function findMuse(handle: string): Promise<MuseRead> {
  if (!isHandle(handle)) return { profile: null, failed: false };
  const { muse, failed } = await approvedMuse(handle);
  if (muse) {
    const { gallery, visits, failed: extrasFailed } = await publicGallery(muse.id);
    return { profile: { muse, gallery, visits, demo: false }, failed: extrasFailed };
  }
  const demo = findDemoMuse(handle);
  return { profile: demo && { ...demo, visits: [], demo: true }, failed };
}

/** GET /api/muses/:handle */
export async function getMuseProfile(call: Call): Promise<Response> {
  const handle = call.params.handle ?? "";
  const { profile, failed } = await findMuse(handle);
  // The database could not say whether she exists: not a 404 that a client (or the CDN) would keep.
  if (!profile && failed) throw unavailable();
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  if (failed) return json(profile);
  return cachedJson(profile, [CACHE_TAGS.muses, CACHE_TAGS.muse(profile.muse.handle)], undefined, [
    profile.muse.available_until,
  ]);
}

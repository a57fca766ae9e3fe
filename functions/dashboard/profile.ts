import { decisionsOf } from "../decisions/record.ts";
import { z } from "../../src/domain/zod.ts";
import { availabilitySchema, citySchema, profileEditSchema, type OwnerProfile } from "../../src/domain/profile.ts";
import { purgeProfileCache } from "../cache/purge.ts";
import { transaction } from "../db/index.ts";
import { badRequest, forbidden } from "../http/errors.ts";
import { parse, readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { recordProfileChange } from "../moderation/change-log.ts";
import { listGallery } from "../muses/fields.ts";
import { latestVerification } from "../verification/own.ts";
import { validReceiptOf } from "../verification/receipts.ts";
import { watchMatchesOf } from "../verification/watch.ts";
import { ownVisits } from "./visits.ts";
import { ownAgeTask } from "../age-checks/task.ts";
import { queryOneShaped, queryShaped } from "../db/shaped.ts";
import { ownerProfileShape } from "../../src/domain/profile.ts";
import {
  DASHBOARD_MESSAGES,
  IS_EDITABLE,
  OWNER_PROFILE_COLUMNS,
  editableProfile,
  findOwnProfile,
} from "./own-profile.ts";

const anyObject = z.record(z.string(), z.unknown());

/** The dashboard of an account without a profile: nothing, every list empty. */
const NO_PROFILE = { profile: null, verification: null, age_task: null, receipt: null } as const;

/**
 * GET /api/dashboard/profile: the caller's own profile, gallery, latest photo verification request, statements,
 * visits not yet over, her "Confirm your age" task, her valid verification receipt, or none, and the stolen-photo
 * watch's matches (decision 0072).
 */
export async function getDashboard(call: SignedInCall) {
  const profile = await findOwnProfile(call.session.userId);
  if (!profile) return { ...NO_PROFILE, gallery: [], decisions: [], visits: [], watch: [] };
  const [gallery, verification, decisions, visits, age_task, receipt, watch] = await Promise.all([
    listGallery(profile.id),
    latestVerification(profile.id),
    decisionsOf(profile.id),
    ownVisits(profile.id),
    ownAgeTask(profile.id),
    validReceiptOf(profile.id),
    watchMatchesOf(profile.id),
  ]);
  return { profile, gallery, verification: verification ?? null, decisions, visits, age_task, receipt, watch };
}

/** Guards against the profile leaving an editable state between the check and the write. */
function stillEditable(profile: OwnerProfile | undefined): OwnerProfile {
  if (!profile) throw forbidden(DASHBOARD_MESSAGES.notApproved);
  return profile;
}

/** PUT /api/dashboard/profile: the full edit form of an Approved (or Suspended) muse; empty optional values become null. */
export async function editProfile(call: SignedInCall) {
  const own = await editableProfile(call.session.userId);
  const edit = await readJson(call.request, profileEditSchema);
  const profile = await transaction(async (tx) => {
    // The row lock keeps the logged previous bio true when two edits race.
    const { rows: before } = await tx.query<{ bio: string }>(
      `SELECT bio FROM profiles WHERE id = $1 AND ${IS_EDITABLE} FOR UPDATE`,
      [own.id],
    );
    const [saved] = await queryShaped(
      ownerProfileShape,
      `UPDATE profiles
        SET bio = $2, city = $3, availability_status = $4, birth_year = $5, nationality = $6, ethnicity = $7,
            hair_color = $8, tattoos = $9, smoker = $10, spoken_languages = $11, telegram_handle = $12,
            whatsapp_number = $13, email = $14, onlyfans_link = $15, call_number = $16, categories = $17,
            updated_at = now()
      WHERE id = $1 AND ${IS_EDITABLE}
      RETURNING ${OWNER_PROFILE_COLUMNS}`,
      [
        own.id,
        edit.bio,
        edit.city,
        edit.availability_status,
        edit.birth_year,
        edit.nationality,
        edit.ethnicity,
        edit.hair_color,
        edit.tattoos,
        edit.smoker,
        edit.spoken_languages,
        edit.telegram_handle,
        edit.whatsapp_number,
        edit.email,
        edit.onlyfans_link,
        edit.call_number,
        edit.categories,
      ],
      tx,
    );
    const previousBio = before[0]?.bio;
    if (previousBio !== undefined && previousBio !== edit.bio) {
      await recordProfileChange(tx, { profileId: own.id, kind: "bio", previousBio, newBio: edit.bio });
    }
    return stillEditable(saved);
  });
  await purgeProfileCache(own.handle);
  return { profile };
}

/** The one setting a PATCH changes: city or availability, saved as soon as the muse picks it. */
function readSetting(body: Record<string, unknown>): { city: string | null; availability_status: string | null } {
  const keys = Object.keys(body);
  if (keys.length === 1 && keys[0] === "city") return { city: parse(citySchema, body).city, availability_status: null };
  if (keys.length === 1 && keys[0] === "availability_status") {
    return { city: null, availability_status: parse(availabilitySchema, body).availability_status };
  }
  throw badRequest("admin.requests.cityOrAvailability");
}

/** PATCH /api/dashboard/profile: `{ city }` or `{ availability_status }`. */
export async function updateProfileSetting(call: SignedInCall) {
  const own = await editableProfile(call.session.userId);
  const setting = readSetting(await readJson(call.request, anyObject));
  const profile = stillEditable(
    await queryOneShaped(
      ownerProfileShape,
      `UPDATE profiles
        SET city = coalesce($2, city), availability_status = coalesce($3, availability_status), updated_at = now()
      WHERE id = $1 AND ${IS_EDITABLE}
      RETURNING ${OWNER_PROFILE_COLUMNS}`,
      [own.id, setting.city, setting.availability_status],
    ),
  );
  await purgeProfileCache(own.handle);
  return { profile };
}

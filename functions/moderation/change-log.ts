import type { Queryable } from "../db/index.ts";
import type { ProfileChangeKind } from "../../src/domain/moderation.ts";

/** The log of what live profiles change; kept apart from the admin's list so the dashboard imports only this. */

export type PictureChangeKind = Exclude<ProfileChangeKind, "bio" | "review_request">;

/** Logs what a live profile changed, inside the caller's transaction: the change and its record commit together. */
export async function recordProfileChange(
  tx: Queryable,
  change:
    | { profileId: string; kind: PictureChangeKind; imageUrl: string }
    | { profileId: string; kind: "bio"; previousBio: string; newBio: string },
): Promise<void> {
  if (change.kind === "bio") {
    await tx.query(`INSERT INTO profile_changes (profile_id, kind, previous_bio, new_bio) VALUES ($1, 'bio', $2, $3)`, [
      change.profileId,
      change.previousBio,
      change.newBio,
    ]);
  } else {
    await tx.query(`INSERT INTO profile_changes (profile_id, kind, image_url) VALUES ($1, $2, $3)`, [
      change.profileId,
      change.kind,
      change.imageUrl,
    ]);
  }
}

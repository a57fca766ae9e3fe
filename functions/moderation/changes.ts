import { isUuid } from "../http/ids.ts";
import { query, transaction } from "../db/index.ts";
import { badRequest, conflict, notFound } from "../http/errors.ts";
import type { Call, SignedInCall } from "../http/route.ts";
import { readJson } from "../http/request.ts";
import {
  CHANGE_FILTERS,
  CHANGES_PAGE_SIZE,
  MODERATION_MESSAGES,
  profileChangeShape,
  type ChangeFilter,
  type ListedProfileChange,
  type ProfileChangeKind,
  type WordingToCheck,
} from "../../src/domain/moderation.ts";
import { forbiddenWording } from "../../src/domain/forbidden-wording.ts";
import type { ApprovalStatus } from "../../src/domain/options.ts";
import { queryShaped } from "../db/shaped.ts";
import { z } from "../../src/domain/zod.ts";
import { lookalikesOf } from "./lookalikes.ts";
import { statementSchema } from "../../src/domain/decisions.ts";
import { purgeRemovedPicture, removePicture, type ShownPicture } from "../decisions/pictures.ts";

/** Whether change c's picture is still on its profile p; the one definition the list and the removal share. */
const PICTURE_IN_USE = `CASE c.kind
    WHEN 'gallery_image' THEN EXISTS (
      SELECT 1 FROM muse_gallery g WHERE g.profile_id = c.profile_id AND g.image_url = c.image_url)
    WHEN 'profile_picture' THEN p.profile_picture_url IS NOT DISTINCT FROM c.image_url
    WHEN 'feet_picture' THEN p.feet_picture_url IS NOT DISTINCT FROM c.image_url
    ELSE false
  END`;

function requestedPage(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page");
  if (raw === null || raw === "") return 1;
  const page = Number(raw);
  if (!/^\d{1,6}$/.test(raw) || page < 1) throw badRequest("admin.requests.changesPage");
  return page;
}

/** `?status=`: the changes still to review (the default), or all of them. */
function requestedFilter(request: Request): ChangeFilter {
  const status = new URL(request.url).searchParams.get("status") ?? "unreviewed";
  if (!(CHANGE_FILTERS as readonly string[]).includes(status)) throw badRequest("admin.requests.changesStatus");
  return status as ChangeFilter;
}

/**
 * GET /api/admin/changes?status=unreviewed|all&page=N (admin): what live profiles changed, newest first, 50 a page;
 * by default only those no admin has marked reviewed. `unreviewed` counts those whatever the filter. A picture still
 * on its profile comes with the pictures of other profiles it looks like (decision 0048). `wording` lists the live and
 * suspended profiles whose bio holds forbidden wording (decision 0063), whatever the page.
 */
export async function listChanges(call: Call) {
  const page = requestedPage(call.request);
  const filter = requestedFilter(call.request);
  const where = filter === "unreviewed" ? "WHERE c.reviewed_at IS NULL" : "";
  const rows = await queryShaped(
    z.extend(profileChangeShape, { total: z.number().check(z.int()) }),
    `SELECT c.id, c.kind, c.created_at, c.removed_at, c.reviewed_at, c.profile_id, p.handle, p.approval_status,
            c.image_url, c.previous_bio, c.new_bio, c.note, (c.removed_at IS NULL AND ${PICTURE_IN_USE}) AS in_use,
            count(*) OVER ()::int AS total
       FROM profile_changes c JOIN profiles p ON p.id = c.profile_id
      ${where}
      ORDER BY c.created_at DESC, c.id DESC
      LIMIT $1 OFFSET $2`,
    [CHANGES_PAGE_SIZE, (page - 1) * CHANGES_PAGE_SIZE],
  );
  const counts = await countChanges();
  const total = filter === "unreviewed" ? counts.unreviewed : counts.total;
  // The pictures still on their profiles: a taken-down or replaced one has no fingerprint left anyway.
  const shown = rows.filter((row) => row.in_use && row.image_url !== null).map((row) => row.image_url!);
  const lookalikes = await lookalikesOf([...new Set(shown)]);
  const changes: ListedProfileChange[] = rows.map(({ total: _total, ...change }) => ({
    ...change,
    lookalikes: change.in_use
      ? lookalikes.filter(
          (lookalike) => lookalike.image_url === change.image_url && lookalike.other_profile_id !== change.profile_id,
        )
      : [],
  }));
  return {
    changes,
    page,
    page_size: CHANGES_PAGE_SIZE,
    total,
    unreviewed: counts.unreviewed,
    wording: await wordingToCheck(),
  };
}

/**
 * The live and suspended profiles whose bio holds forbidden wording, by handle. Checked as the admin reads, so a
 * bio saved before a phrase joined the lists is found too, and one she corrected leaves the list at once; new saves
 * are refused, so the list only shrinks.
 */
async function wordingToCheck(): Promise<WordingToCheck[]> {
  const profiles = await query<{ id: string; handle: string; approval_status: ApprovalStatus; bio: string }>(
    `SELECT id, handle, approval_status, bio FROM profiles
      WHERE approval_status IN ('Approved', 'Suspended') ORDER BY handle`,
  );
  return profiles.flatMap(({ id, handle, approval_status, bio }) => {
    const rule = forbiddenWording(bio);
    return rule ? [{ profile_id: id, handle, approval_status, rule }] : [];
  });
}

async function countChanges(): Promise<{ total: number; unreviewed: number }> {
  const [row] = await query<{ total: number; unreviewed: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE reviewed_at IS NULL))::int AS unreviewed
       FROM profile_changes`,
  );
  return row ?? { total: 0, unreviewed: 0 };
}

/** POST /api/admin/changes/:id/reviewed (admin): the change leaves the list of those to review; again is harmless. */
export async function markChangeReviewed(call: SignedInCall) {
  const id = call.params.id;
  if (!isUuid(id)) throw notFound(MODERATION_MESSAGES.changeNotFound);
  const [marked] = await query<{ id: string }>(
    `UPDATE profile_changes SET reviewed_at = coalesce(reviewed_at, now()), reviewed_by = coalesce(reviewed_by, $2)
      WHERE id = $1 RETURNING id`,
    [id, call.session.userId],
  );
  if (!marked) throw notFound(MODERATION_MESSAGES.changeNotFound);
  return { ok: true, message: MODERATION_MESSAGES.changeReviewed };
}

/**
 * POST /api/admin/changes/:id/remove (admin) `{ clause, reason }`: takes a changed picture off the profile with a
 * statement of reasons (decision 0050), in one transaction with its log entry and the mail to the Muse. The blob is
 * kept unseen while she may appeal. A picture she has since replaced or deleted is a 409 and nothing changes.
 */
export async function removeChangedPicture(call: SignedInCall) {
  const id = call.params.id;
  if (!isUuid(id)) throw notFound(MODERATION_MESSAGES.changeNotFound);
  const statement = await readJson(call.request, statementSchema);
  const { picture, notified } = await transaction(async (tx) => {
    const { rows } = await tx.query<{
      profile_id: string;
      kind: ProfileChangeKind;
      image_url: string | null;
      removed_at: Date | null;
    }>(`SELECT profile_id, kind, image_url, removed_at FROM profile_changes WHERE id = $1 FOR UPDATE`, [id]);
    const change = rows[0];
    if (!change) throw notFound(MODERATION_MESSAGES.changeNotFound);
    if (change.kind === "bio" || change.kind === "review_request" || change.image_url === null)
      throw badRequest(MODERATION_MESSAGES.notAPicture);
    if (change.removed_at !== null) throw conflict(MODERATION_MESSAGES.pictureAlreadyRemoved);
    // Her own picture changes lock the profile row too, so a replacement cannot slip in between check and removal.
    const { rows: profiles } = await tx.query<{ handle: string }>(
      `SELECT handle FROM profiles WHERE id = $1 FOR UPDATE`,
      [change.profile_id],
    );
    const picture: ShownPicture = {
      profileId: change.profile_id,
      handle: profiles[0]!.handle,
      kind: change.kind,
      imageUrl: change.image_url,
    };
    const removed = await removePicture(tx, picture, {
      ...statement,
      source: "own_initiative",
      adminUserId: call.session.userId,
    });
    return { picture, notified: removed.notified };
  });
  await purgeRemovedPicture(picture);
  return { ok: true, message: MODERATION_MESSAGES.pictureRemoved, notified };
}

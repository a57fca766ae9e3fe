import { queryOne } from "../db/index.ts";
import { queryOneShaped, queryShaped } from "../db/shaped.ts";
import { adminProfileShape, type AdminProfile } from "../../src/domain/profile.ts";
import { adminActionShape, type AdminAction, type ApplicantAccount } from "../../src/domain/review.ts";
import { notFound } from "../http/errors.ts";
import type { Call } from "../http/route.ts";
import { ADMIN_ACTION_COLUMNS } from "../admin/actions.ts";
import { isUuid } from "../http/ids.ts";
import { ADMIN_PROFILE_COLUMNS } from "./list.ts";
import { findLookalikes } from "../moderation/lookalikes.ts";
import type { Lookalike } from "../../src/domain/moderation.ts";
import type { Decision } from "../../src/domain/decisions.ts";
import { decisionsOf } from "../decisions/record.ts";
import type { AgeCheck, ReusedDocument } from "../../src/domain/age-check.ts";
import { CHECKABLE_DOCUMENT, latestAgeCheck, reusedDocuments } from "./age-document.ts";

export const REVIEW_ERRORS = {
  notFound: "admin.review.notFound",
  alreadyReviewed: "admin.review.alreadyReviewed",
} as const;

export const applicationNotFound = () => notFound(REVIEW_ERRORS.notFound);

/** The application id of the path; a malformed one names no application. */
export function applicationId(call: Call): string {
  const id = call.params.id;
  if (!isUuid(id)) throw applicationNotFound();
  return id;
}

/**
 * GET /api/applications/:id (admin): the application, its applicant's account (if linked), its admin log, the
 * pictures of other profiles its own pictures look like (decision 0048), its statements of reasons (0050), and its
 * proof of age: whether the document picture is kept, the latest check, and removed profiles of the same document
 * (0065).
 */
export async function getApplication(call: Call): Promise<{
  application: AdminProfile;
  account: ApplicantAccount | null;
  actions: AdminAction[];
  lookalikes: Lookalike[];
  decisions: Decision[];
  /** Her document picture is kept (its admin-only address answers) while this is true. */
  age_document: boolean;
  age_check: AgeCheck | null;
  reused_documents: ReusedDocument[];
}> {
  const id = applicationId(call);
  const application = await queryOneShaped(
    adminProfileShape,
    `SELECT ${ADMIN_PROFILE_COLUMNS} FROM profiles WHERE id = $1`,
    [id],
  );
  if (!application) throw applicationNotFound();
  const actions = await queryShaped(
    adminActionShape,
    `SELECT ${ADMIN_ACTION_COLUMNS} FROM admin_actions
      WHERE target_type = 'profile' AND target_id = $1
      ORDER BY created_at DESC, id`,
    [id],
  );
  const account = application.user_id
    ? await queryOne<ApplicantAccount>(
        `SELECT email, email_verified_at IS NOT NULL AS email_verified FROM users WHERE id = $1`,
        [application.user_id],
      )
    : undefined;
  const [lookalikes, decisions, ageCheck, reused, document] = await Promise.all([
    findLookalikes(id),
    decisionsOf(id),
    latestAgeCheck(id),
    reusedDocuments(id),
    queryOne<{ kept: boolean }>(`SELECT ${CHECKABLE_DOCUMENT} AS kept FROM profiles WHERE id = $1`, [id]),
  ]);
  return {
    application,
    account: account ?? null,
    actions,
    lookalikes,
    decisions,
    age_document: Boolean(document?.kept),
    age_check: ageCheck ?? null,
    reused_documents: reused,
  };
}

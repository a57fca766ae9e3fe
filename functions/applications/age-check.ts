import { queryOne, transaction } from "../db/index.ts";
import { conflict } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { privatePicture } from "../verification/review.ts";
import { AGE_CHECK_MESSAGES, ageCheckSchema } from "../../src/domain/age-check.ts";
import { REVIEW_ERRORS, applicationId, applicationNotFound } from "./detail.ts";
import {
  CHECKABLE_DOCUMENT,
  documentHash,
  latestAgeCheck,
  retireAgeDocument,
  reusedDocuments,
} from "./age-document.ts";
import { closeAgeTask } from "../age-checks/task.ts";
import { purgeListing } from "../moderation/visibility.ts";

/**
 * GET /api/applications/:id/age-document (admin): her document picture, only while it waits for its check: an
 * application still Pending, or a live Muse's "Confirm your age" task (decision 0066).
 */
export async function serveAgeDocument(call: SignedInCall): Promise<Response> {
  const id = applicationId(call);
  const row = await queryOne<{ age_document_id: string | null }>(
    `SELECT age_document_id FROM profiles WHERE id = $1 AND ${CHECKABLE_DOCUMENT}`,
    [id],
  );
  return privatePicture(call.request, row?.age_document_id);
}

/**
 * POST /api/applications/:id/age-check (admin) `{ over_18, document_type, issuing_country, expiry_month,
 * document_number }`: records what the document shows. Only a Pending application whose document is still kept, or a
 * live Muse's document sent for her task; the number is kept only as its keyed hash. A live Muse's document is deleted
 * at once, her task ends, and a check saying 18 or older lifts the pause of her listing (decision 0066). Answers the
 * check and the removed profiles the same document names.
 */
export async function recordAgeCheck(call: SignedInCall) {
  const id = applicationId(call);
  const input = await readJson(call.request, ageCheckSchema);
  const { age_check, live } = await transaction(async (tx) => {
    const { rows } = await tx.query<{
      handle: string;
      approval_status: string;
      age_document_id: string | null;
      checkable: boolean;
    }>(
      `SELECT handle, approval_status, age_document_id, ${CHECKABLE_DOCUMENT} AS checkable
         FROM profiles WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const application = rows[0];
    if (!application) throw applicationNotFound();
    if (!application.checkable) {
      if (application.approval_status === "Pending") throw conflict(AGE_CHECK_MESSAGES.noDocument);
      throw conflict(REVIEW_ERRORS.alreadyReviewed);
    }
    await tx.query(
      `INSERT INTO age_checks (profile_id, handle, over_18, document_type, issuing_country, expiry_month,
                               document_hash, checked_by)
       VALUES ($1, $2, $3, $4, $5, to_date($6, 'YYYY-MM'), $7, $8)`,
      [
        id,
        application.handle,
        input.over_18,
        input.document_type,
        input.issuing_country,
        input.expiry_month,
        documentHash(input.issuing_country, input.document_number),
        call.session.userId,
      ],
    );
    const live =
      application.approval_status === "Pending"
        ? null
        : { document: application.age_document_id!, listed: await closeAgeTask(tx, id, input.over_18) };
    return { age_check: (await latestAgeCheck(id, tx))!, live };
  });
  if (live) {
    await retireAgeDocument(id, live.document);
    if (live.listed) await purgeListing(id);
  }
  return {
    ok: true as const,
    message: AGE_CHECK_MESSAGES.recorded,
    age_check,
    reused_documents: await reusedDocuments(id),
  };
}

import { queryOne, transaction } from "../db/index.ts";
import { conflict } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { privatePicture } from "../verification/review.ts";
import { AGE_CHECK_MESSAGES, ageCheckSchema } from "../../src/domain/age-check.ts";
import { REVIEW_ERRORS, applicationId, applicationNotFound } from "./detail.ts";
import { documentHash, latestAgeCheck, reusedDocuments } from "./age-document.ts";

/**
 * GET /api/applications/:id/age-document (admin): her document picture, only while the application is Pending and
 * the picture is kept.
 */
export async function serveAgeDocument(call: SignedInCall): Promise<Response> {
  const id = applicationId(call);
  const row = await queryOne<{ age_document_id: string | null }>(
    `SELECT age_document_id FROM profiles WHERE id = $1 AND approval_status = 'Pending'`,
    [id],
  );
  return privatePicture(call.request, row?.age_document_id);
}

/**
 * POST /api/applications/:id/age-check (admin) `{ over_18, document_type, issuing_country, expiry_month,
 * document_number }`: records what the document shows. Only a Pending application whose document is still kept; the
 * number is kept only as its keyed hash. Answers the check and the removed profiles the same document names.
 */
export async function recordAgeCheck(call: SignedInCall) {
  const id = applicationId(call);
  const input = await readJson(call.request, ageCheckSchema);
  const age_check = await transaction(async (tx) => {
    const { rows } = await tx.query<{ handle: string; approval_status: string; age_document_id: string | null }>(
      `SELECT handle, approval_status, age_document_id FROM profiles WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const application = rows[0];
    if (!application) throw applicationNotFound();
    if (application.approval_status !== "Pending") throw conflict(REVIEW_ERRORS.alreadyReviewed);
    if (!application.age_document_id) throw conflict(AGE_CHECK_MESSAGES.noDocument);
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
    return (await latestAgeCheck(id, tx))!;
  });
  return {
    ok: true as const,
    message: AGE_CHECK_MESSAGES.recorded,
    age_check,
    reused_documents: await reusedDocuments(id),
  };
}

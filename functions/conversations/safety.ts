import { createHmac } from "node:crypto";
import { transaction } from "../db/index.ts";
import { conflict, forbidden, notFound } from "../http/errors.ts";
import { isUuid } from "../http/ids.ts";
import { enforceRateLimit, LIMITS } from "../http/rate-limit.ts";
import { requestLocale } from "../http/locale.ts";
import { readJson } from "../http/request.ts";
import { answerIn, json } from "../http/respond.ts";
import type { SignedInCall } from "../http/route.ts";
import { sessionSecret } from "../auth/secret.ts";
import { MODERATION_MESSAGES } from "../../src/domain/moderation.ts";
import { HTTP_MESSAGES } from "../../src/domain/api-texts.ts";
import { CONVERSATION_MESSAGES as messages, conversationReportSchema } from "../../src/domain/conversations.ts";
import { partyOf } from "./access.ts";

/** How many of a conversation's newest messages a report copies for the admins. */
const REPORTED_MESSAGES = 100;

/**
 * POST /api/messages/:id/block (the Muse of the conversation): its visitor can no longer write to her, and is not
 * told: his next message meets the same refusal as when she receives none. She unblocks in her settings.
 */
export async function blockSender(call: SignedInCall) {
  await transaction(async (tx) => {
    const party = await partyOf(call.session.userId, call.params.id, tx);
    if (party.side !== "muse") throw forbidden(HTTP_MESSAGES.forbidden);
    if (!party.visitorId) throw forbidden(messages.otherDeleted);
    await tx.query(
      `INSERT INTO message_blocks (profile_id, user_id, display_name)
       SELECT $1, u.id, coalesce(u.display_name, '') FROM users u WHERE u.id = $2
       ON CONFLICT (profile_id, user_id) DO NOTHING`,
      [party.profileId, party.visitorId],
    );
  });
  return { ok: true, message: messages.blocked };
}

/** DELETE /api/messages/blocks/:id: she lifts one of her blocks; anyone else's is not found. */
export async function unblockSender(call: SignedInCall) {
  const id = call.params.id;
  if (!isUuid(id)) throw notFound();
  const removed = await transaction(async (tx) => {
    const { rows } = await tx.query(
      `DELETE FROM message_blocks b USING profiles p
        WHERE b.id = $1 AND p.id = b.profile_id AND p.user_id = $2 RETURNING b.id`,
      [id, call.session.userId],
    );
    return rows.length;
  });
  if (!removed) throw notFound();
  return { ok: true, message: messages.unblocked };
}

/**
 * POST /api/messages/:id/report `{ reason, details? }` (either side): a notice on the Muse's profile in the
 * notice-and-action queue (/admin/reports), with a copy of the conversation's newest messages that admins alone read.
 * One open notice per conversation, side and day; the other side is not told.
 */
export async function reportConversation(call: SignedInCall): Promise<Response> {
  await enforceRateLimit(LIMITS.report, call.ip);
  const report = await readJson(call.request, conversationReportSchema);
  const reference = await transaction(async (tx) => {
    const party = await partyOf(call.session.userId, call.params.id, tx);
    if (!party.profileId) throw forbidden(messages.otherDeleted);
    const { rows } = await tx.query<{ reference: string }>(
      `INSERT INTO profile_reports (profile_id, reason, details, reporter_key, locale, conversation_id, reported_by,
                                    reported_messages)
       SELECT $1, $2, $3, $4, $5, $6, $7,
              coalesce((SELECT json_agg(json_build_object('from', CASE WHEN m.from_muse THEN 'muse' ELSE 'visitor' END,
                                                         'body', m.body, 'created_at', m.created_at)
                                        ORDER BY m.created_at, m.id)
                          FROM (SELECT * FROM conversation_messages WHERE conversation_id = $6
                                 ORDER BY created_at DESC, id DESC LIMIT $8) m), '[]')::jsonb
       ON CONFLICT (profile_id, reporter_key, reported_on) WHERE status = 'open' AND reporter_key IS NOT NULL
       DO NOTHING
       RETURNING reference`,
      [
        party.profileId,
        report.reason,
        report.details || null,
        reporterKey(party.id, party.side),
        requestLocale(call.request),
        party.id,
        party.side,
        REPORTED_MESSAGES,
      ],
    );
    return rows[0]?.reference;
  });
  if (!reference) throw conflict(MODERATION_MESSAGES.reportRepeated);
  return json(answerIn({ ok: true, reference, message: messages.reported }, call.request), { status: 201 });
}

/** One side of one conversation, as the notice keeps its reporter: a keyed hash that cannot be turned back. */
function reporterKey(conversationId: string, side: string): string {
  return createHmac("sha256", sessionSecret()).update(`conversation:${conversationId}:${side}`).digest("base64url");
}

import { queryOne, type Queryable } from "../db/index.ts";
import { notFound } from "../http/errors.ts";
import { isUuid } from "../http/ids.ts";
import { CONVERSATION_MESSAGES, type Side } from "../../src/domain/conversations.ts";

/**
 * Who may touch a conversation: its visitor and the Muse whose profile it is with, nobody else (an admin neither:
 * admins read reported messages in the notice only). Anyone else, and an id that names nothing, meets the same 404.
 */
export interface Party {
  id: string;
  side: Side;
  profileId: string | null;
  visitorId: string | null;
  /** The Muse's account, null once it is deleted. */
  museUserId: string | null;
  approvalStatus: string | null;
  receivesMessages: boolean;
  /** The visitor is blocked by this Muse. */
  blocked: boolean;
}

export async function partyOf(userId: string, conversationId: string | undefined, db?: Queryable): Promise<Party> {
  if (!isUuid(conversationId)) throw notFound(CONVERSATION_MESSAGES.notFound);
  const sql = `SELECT c.id, c.profile_id, c.visitor_id, p.user_id AS muse_user_id, p.approval_status,
                      coalesce(p.receives_messages, false) AS receives_messages,
                      EXISTS (SELECT 1 FROM message_blocks b
                               WHERE b.profile_id = c.profile_id AND b.user_id = c.visitor_id) AS blocked
                 FROM conversations c LEFT JOIN profiles p ON p.id = c.profile_id
                WHERE c.id = $1 AND (c.visitor_id = $2 OR p.user_id = $2)
                ${db ? "FOR UPDATE OF c" : ""}`;
  const row = db
    ? (await db.query<PartyRow>(sql, [conversationId, userId])).rows[0]
    : await queryOne<PartyRow>(sql, [conversationId, userId]);
  if (!row) throw notFound(CONVERSATION_MESSAGES.notFound);
  return {
    id: row.id,
    side: row.visitor_id === userId ? "visitor" : "muse",
    profileId: row.profile_id,
    visitorId: row.visitor_id,
    museUserId: row.muse_user_id,
    approvalStatus: row.approval_status,
    receivesMessages: row.receives_messages,
    blocked: row.blocked,
  };
}

interface PartyRow {
  id: string;
  profile_id: string | null;
  visitor_id: string | null;
  muse_user_id: string | null;
  approval_status: string | null;
  receives_messages: boolean;
  blocked: boolean;
}

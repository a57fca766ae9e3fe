import { query, type Queryable } from "../db/index.ts";
import { CONVERSATION_KEPT_DAYS } from "../../src/domain/conversations.ts";

/**
 * How long messages are kept (decision 0062): a conversation goes CONVERSATION_KEPT_DAYS after its last message, at
 * most a batch an hour (the hourly housekeeping); its messages go with it. `now` lets a test move the clock. A notice
 * about it keeps its own copy of the reported messages until the notice itself is deleted. How many were deleted.
 */
export async function deleteOldConversations(now = new Date()): Promise<number> {
  const rows = await query(
    `DELETE FROM conversations WHERE id IN (
       SELECT id FROM conversations WHERE last_message_at <= $1::timestamptz - make_interval(days => $2)
        ORDER BY last_message_at LIMIT 1000)
     RETURNING 1`,
    [now, CONVERSATION_KEPT_DAYS],
  );
  return rows.length;
}

/**
 * An account being deleted (functions/account/data.ts, in its transaction): the messages of every conversation it
 * took part in go, on both sides, and the threads stay empty for the other side, which reads "Account deleted" (the
 * deleted side's column becomes NULL as its row goes). A thread with no one left is deleted.
 */
export async function forgetConversationsOf(tx: Queryable, userId: string, profileId: string | null): Promise<void> {
  await tx.query(
    `DELETE FROM conversation_messages m USING conversations c
      WHERE m.conversation_id = c.id AND (c.visitor_id = $1 OR c.profile_id = $2)`,
    [userId, profileId],
  );
  await tx.query(
    `DELETE FROM conversations
      WHERE (visitor_id = $1 AND profile_id IS NULL) OR (profile_id = $2 AND visitor_id IS NULL)`,
    [userId, profileId],
  );
  await tx.query(
    `UPDATE conversations SET muse_unread = 0, visitor_unread = 0 WHERE visitor_id = $1 OR profile_id = $2`,
    [userId, profileId],
  );
}

/** The GDPR export's messages (Art. 15 and 20): every conversation of hers on either side, with every message. */
export function exportConversations(userId: string): Promise<Record<string, unknown>[]> {
  return query(
    `SELECT CASE WHEN c.visitor_id = $1 THEN 'visitor' ELSE 'muse' END AS side,
            CASE WHEN c.visitor_id = $1 THEN p.handle ELSE u.display_name END AS with,
            c.created_at, c.last_message_at,
            coalesce((SELECT json_agg(json_build_object(
                        'mine', m.from_muse = (c.visitor_id IS DISTINCT FROM $1), 'body', m.body,
                        'created_at', m.created_at) ORDER BY m.created_at, m.id)
                        FROM conversation_messages m WHERE m.conversation_id = c.id), '[]') AS messages
       FROM conversations c
       LEFT JOIN profiles p ON p.id = c.profile_id
       LEFT JOIN users u ON u.id = c.visitor_id
      WHERE c.visitor_id = $1 OR p.user_id = $1
      ORDER BY c.created_at, c.id`,
    [userId],
  );
}

import { queryOne, transaction } from "../db/index.ts";
import { queryShaped } from "../db/shaped.ts";
import { notFound } from "../http/errors.ts";
import { parseQuery } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import { DASHBOARD_MESSAGES } from "../../src/domain/api-texts.ts";
import {
  INBOX_PAGE_SIZE,
  conversationSummaryShape,
  inboxQuerySchema,
  messageShape,
  type Conversation,
  type Inbox,
} from "../../src/domain/conversations.ts";
import { partyOf } from "./access.ts";

/** The most a conversation shows at once: its newest messages. */
const THREAD_LIMIT = 500;

/**
 * GET /api/messages?side=visitor|muse&page=N: the caller's conversations, newest message first, with how many have
 * something unread. As the visitor she sees each Muse's handle; as the Muse (her own profile, in any status) each
 * visitor's display name. A side whose account was deleted reads null ("Account deleted").
 */
export async function listConversations(call: SignedInCall): Promise<Inbox> {
  const { side, page } = parseQuery(call.request, inboxQuerySchema);
  const { userId } = call.session;
  const offset = (page - 1) * INBOX_PAGE_SIZE;
  if (side === "visitor") {
    const [conversations, unread] = await Promise.all([
      queryShaped(
        conversationSummaryShape,
        `SELECT c.id, p.handle AS with, c.last_message_at, c.visitor_unread AS unread, false AS blocked
           FROM conversations c LEFT JOIN profiles p ON p.id = c.profile_id
          WHERE c.visitor_id = $1
          ORDER BY c.last_message_at DESC, c.id LIMIT $2 OFFSET $3`,
        [userId, INBOX_PAGE_SIZE, offset],
      ),
      queryOne<{ n: number }>(
        `SELECT count(*)::int AS n FROM conversations WHERE visitor_id = $1 AND visitor_unread > 0`,
        [userId],
      ),
    ]);
    return { side, conversations, unread: unread!.n, page, page_size: INBOX_PAGE_SIZE };
  }
  const profile = await queryOne<{ id: string }>(`SELECT id FROM profiles WHERE user_id = $1`, [userId]);
  if (!profile) throw notFound(DASHBOARD_MESSAGES.noProfile);
  const [conversations, unread] = await Promise.all([
    queryShaped(conversationSummaryShape, MUSE_INBOX_SQL, [profile.id, INBOX_PAGE_SIZE, offset]),
    museUnread(profile.id),
  ]);
  return { side, conversations, unread, page, page_size: INBOX_PAGE_SIZE };
}

/** A page of a Muse's inbox ($1 her profile, $2 the page size, $3 the offset): one range of her inbox index. */
export const MUSE_INBOX_SQL = `SELECT c.id, u.display_name AS with, c.last_message_at, c.muse_unread AS unread,
        EXISTS (SELECT 1 FROM message_blocks b WHERE b.profile_id = c.profile_id AND b.user_id = c.visitor_id)
          AS blocked
   FROM conversations c LEFT JOIN users u ON u.id = c.visitor_id
  WHERE c.profile_id = $1
  ORDER BY c.last_message_at DESC, c.id LIMIT $2 OFFSET $3`;

/** How many of her conversations have a message she has not read: the dashboard header's count. */
export async function museUnread(profileId: string): Promise<number> {
  const row = await queryOne<{ n: number }>(
    `SELECT count(*)::int AS n FROM conversations WHERE profile_id = $1 AND muse_unread > 0`,
    [profileId],
  );
  return row!.n;
}

/** GET /api/messages/:id: one conversation's messages, oldest first, for one of its two sides; it is read now. */
export async function readConversation(call: SignedInCall): Promise<Conversation> {
  const { userId } = call.session;
  return transaction(async (tx) => {
    const party = await partyOf(userId, call.params.id, tx);
    const unread = party.side === "visitor" ? "visitor_unread" : "muse_unread";
    await tx.query(`UPDATE conversations SET ${unread} = 0 WHERE id = $1 AND ${unread} > 0`, [party.id]);
    const other =
      party.side === "visitor"
        ? await tx.query<{ name: string }>(`SELECT handle AS name FROM profiles WHERE id = $1`, [party.profileId])
        : await tx.query<{ name: string }>(`SELECT display_name AS name FROM users WHERE id = $1`, [party.visitorId]);
    const messages = await queryShaped(
      messageShape,
      `SELECT id, from_muse = $2 AS mine, body, created_at FROM (
         SELECT id, from_muse, body, created_at FROM conversation_messages
          WHERE conversation_id = $1 ORDER BY created_at DESC, id DESC LIMIT $3) newest
        ORDER BY created_at, id`,
      [party.id, party.side === "muse", THREAD_LIMIT],
      tx,
    );
    return {
      id: party.id,
      side: party.side,
      with: other.rows[0]?.name ?? null,
      blocked: party.side === "muse" && party.blocked,
      messages,
    };
  });
}

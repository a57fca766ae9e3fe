import { queryOne, transaction, type Queryable } from "../db/index.ts";
import { countMessageReceived } from "../statistics/count.ts";
import { badRequest, forbidden, notFound } from "../http/errors.ts";
import { enforceRateLimit, LIMITS } from "../http/rate-limit.ts";
import { readJson } from "../http/request.ts";
import { answerIn, json } from "../http/respond.ts";
import type { SignedInCall } from "../http/route.ts";
import { sendMail } from "../email/index.ts";
import { mailsIn } from "../email/templates.ts";
import { isLocale } from "../../src/i18n/paths.ts";
import { DEFAULT_LOCALE } from "../../src/domain/locales.ts";
import { PROFILE_NOT_FOUND } from "../../src/domain/profile.ts";
import {
  CONVERSATION_MESSAGES as messages,
  NOTIFY_EVERY_MINUTES,
  firstMessageSchema,
  replySchema,
  type Side,
} from "../../src/domain/conversations.ts";
import { partyOf } from "./access.ts";

/** Counts a message against its sender's and her client address's hourly limits. */
async function countMessage(call: SignedInCall): Promise<void> {
  await enforceRateLimit(LIMITS.messagesPerAddress, call.ip);
  await enforceRateLimit(LIMITS.messages, `user:${call.session.userId}`);
}

/**
 * POST /api/messages `{ handle, text, display_name? }` (signed in, confirmed address): a message to a Muse from her
 * profile. It opens the conversation between the two, or adds to it when there is one. Refused alike when she is not
 * receiving messages and when she blocked the sender, who is not told which (the profile of a Muse not listed is
 * not found, as her page is).
 */
export async function startConversation(call: SignedInCall): Promise<Response> {
  const { userId } = call.session;
  const message = await readJson(call.request, firstMessageSchema);
  const sender = await queryOne<{ verified: boolean; display_name: string | null }>(
    `SELECT email_verified_at IS NOT NULL AS verified, display_name FROM users WHERE id = $1`,
    [userId],
  );
  if (!sender?.verified) throw forbidden(messages.emailUnconfirmed);
  const displayName = sender.display_name ?? message.display_name;
  if (!displayName) {
    throw badRequest(messages.displayNameRequired, { display_name: messages.displayNameRequired });
  }
  const muse = await queryOne<{ id: string; user_id: string | null; receives_messages: boolean; open: boolean }>(
    `SELECT p.id, p.user_id, p.receives_messages,
            EXISTS (SELECT 1 FROM conversations c WHERE c.profile_id = p.id AND c.visitor_id = $2) AS open
       FROM profiles p WHERE lower(p.handle) = lower($1) AND p.listed`,
    [message.handle, userId],
  );
  if (!muse) throw notFound(PROFILE_NOT_FOUND);
  if (muse.user_id === userId) throw badRequest(messages.ownProfile);
  await countMessage(call);
  if (!muse.open) await enforceRateLimit(LIMITS.newConversations, `user:${userId}`);

  const id = await transaction(async (tx) => {
    // Read again under the profile row's lock, so a block or a pause that commits first is seen.
    const { rows } = await tx.query<{ receives_messages: boolean; blocked: boolean }>(
      `SELECT p.receives_messages,
              EXISTS (SELECT 1 FROM message_blocks b WHERE b.profile_id = p.id AND b.user_id = $2) AS blocked
         FROM profiles p WHERE p.id = $1 FOR SHARE`,
      [muse.id, userId],
    );
    const now = rows[0];
    if (!now?.receives_messages || now.blocked) throw forbidden(messages.notReceiving);
    if (!sender.display_name) {
      await tx.query(`UPDATE users SET display_name = $2 WHERE id = $1 AND display_name IS NULL`, [
        userId,
        displayName,
      ]);
    }
    const { rows: conversation } = await tx.query<{ id: string }>(
      `INSERT INTO conversations (profile_id, visitor_id, muse_unread) VALUES ($1, $2, 1)
       ON CONFLICT (profile_id, visitor_id)
       DO UPDATE SET last_message_at = now(), muse_unread = conversations.muse_unread + 1
       RETURNING id`,
      [muse.id, userId],
    );
    const conversationId = conversation[0]!.id;
    await addMessage(tx, conversationId, "visitor", message.text);
    return conversationId;
  });
  return json(answerIn({ ok: true, id, message: messages.sent }, call.request), { status: 201 });
}

/**
 * POST /api/messages/:id `{ text }`: an answer in a conversation, by either side. The visitor writes while the Muse
 * receives messages and has not blocked him; the Muse while her profile is not suspended (paused, she still answers).
 * Nobody writes to an account that was deleted.
 */
export async function reply(call: SignedInCall) {
  const { text } = await readJson(call.request, replySchema);
  const { userId } = call.session;
  await partyOf(userId, call.params.id);
  await countMessage(call);
  await transaction(async (tx) => {
    const party = await partyOf(userId, call.params.id, tx);
    if (party.side === "visitor") {
      if (!party.profileId) throw forbidden(messages.otherDeleted);
      if (!party.receivesMessages || party.blocked) throw forbidden(messages.notReceiving);
    } else {
      if (!party.visitorId) throw forbidden(messages.otherDeleted);
      if (party.approvalStatus !== "Approved") throw forbidden(messages.sendingSuspended);
    }
    const unread = party.side === "visitor" ? "muse_unread" : "visitor_unread";
    await tx.query(`UPDATE conversations SET last_message_at = now(), ${unread} = ${unread} + 1 WHERE id = $1`, [
      party.id,
    ]);
    await addMessage(tx, party.id, party.side, text);
  });
  return { ok: true, message: messages.sent };
}

/**
 * Stores a message and, unless the reader switched them off or was mailed about this conversation within the hour,
 * writes "You have a new message" to the outbox in her language, in the same transaction.
 */
async function addMessage(tx: Queryable, conversationId: string, from: Side, text: string): Promise<void> {
  await tx.query(`INSERT INTO conversation_messages (conversation_id, from_muse, body) VALUES ($1, $2, $3)`, [
    conversationId,
    from === "muse",
    text,
  ]);
  const reader: Side = from === "muse" ? "visitor" : "muse";
  if (reader === "muse") await countMessageReceived(tx, conversationId);
  const notified = reader === "muse" ? "muse_notified_at" : "visitor_notified_at";
  const readerAccount =
    reader === "muse"
      ? `SELECT u.id, u.email, u.locale, u.message_mails FROM profiles p JOIN users u ON u.id = p.user_id
          WHERE p.id = c.profile_id`
      : `SELECT u.id, u.email, u.locale, u.message_mails FROM users u WHERE u.id = c.visitor_id`;
  // One statement claims the hour's mail: a second message meanwhile finds it claimed.
  const { rows } = await tx.query<{ email: string; locale: string }>(
    `WITH due AS (
       SELECT c.id, r.email, r.locale FROM conversations c CROSS JOIN LATERAL (${readerAccount}) r
        WHERE c.id = $1 AND r.message_mails
          AND (c.${notified} IS NULL OR c.${notified} <= now() - make_interval(mins => $2))
     )
     UPDATE conversations c SET ${notified} = now() FROM due WHERE c.id = due.id
     RETURNING due.email, due.locale`,
    [conversationId, NOTIFY_EVERY_MINUTES],
  );
  const to = rows[0];
  if (to) await sendMail(to.email, mailsIn(isLocale(to.locale) ? to.locale : DEFAULT_LOCALE).newMessage(reader), tx);
}

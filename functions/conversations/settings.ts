import { queryOne, transaction } from "../db/index.ts";
import { queryShaped } from "../db/shaped.ts";
import { purgeProfileCache } from "../cache/purge.ts";
import { badRequest } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { SignedInCall } from "../http/route.ts";
import {
  CONVERSATION_MESSAGES as messages,
  blockShape,
  messageSettingsSchema,
  type MessageSettings,
} from "../../src/domain/conversations.ts";

/** Whether a profile shows a public contact option (Telegram, WhatsApp, Call, E-mail): `p` is profiles. */
const SHOWS_CONTACT_OPTION = `(coalesce(p.telegram_handle, '') <> '' OR coalesce(p.whatsapp_number, '') <> ''
  OR coalesce(p.call_number, '') <> '' OR coalesce(p.email, '') <> '')`;

/** GET /api/messages/settings: her mails and display name; a Muse's switch and her blocked senders too. */
export async function getMessageSettings(call: SignedInCall): Promise<MessageSettings> {
  const { userId } = call.session;
  const [account, profile] = await Promise.all([
    queryOne<{ mails: boolean; display_name: string | null; email_verified: boolean }>(
      `SELECT message_mails AS mails, display_name, email_verified_at IS NOT NULL AS email_verified
         FROM users WHERE id = $1`,
      [userId],
    ),
    queryOne<{ id: string; messages_on: boolean; receives_messages: boolean; can_switch_off: boolean }>(
      `SELECT p.id, p.messages_on, p.receives_messages, ${SHOWS_CONTACT_OPTION} AS can_switch_off
         FROM profiles p WHERE p.user_id = $1`,
      [userId],
    ),
  ]);
  if (!profile) return { ...account!, muse: null };
  const blocks = await queryShaped(
    blockShape,
    `SELECT id, display_name, created_at FROM message_blocks WHERE profile_id = $1 ORDER BY created_at DESC`,
    [profile.id],
  );
  const { messages_on, receives_messages, can_switch_off } = profile;
  return { ...account!, muse: { messages_on, receives_messages, can_switch_off, blocks } };
}

/**
 * PATCH /api/messages/settings `{ mails?, display_name?, muse_messages_on? }`. A Muse turns her messages off only
 * while her profile shows a public contact option (issue 45 item 7): she is never live without a way to reach her.
 */
export async function updateMessageSettings(call: SignedInCall) {
  const { userId } = call.session;
  const settings = await readJson(call.request, messageSettingsSchema);
  const handle = await transaction(async (tx) => {
    if (settings.mails !== undefined || settings.display_name !== undefined) {
      await tx.query(
        `UPDATE users SET message_mails = coalesce($2, message_mails), display_name = coalesce($3, display_name)
          WHERE id = $1`,
        [userId, settings.mails ?? null, settings.display_name ?? null],
      );
    }
    if (settings.muse_messages_on === undefined) return null;
    const { rows } = await tx.query<{ handle: string; can_switch_off: boolean; changed: boolean }>(
      `SELECT p.handle, ${SHOWS_CONTACT_OPTION} AS can_switch_off, p.messages_on <> $2 AS changed
         FROM profiles p WHERE p.user_id = $1 FOR UPDATE`,
      [userId, settings.muse_messages_on],
    );
    const profile = rows[0];
    if (!profile) throw badRequest(messages.switchLocked, { muse_messages_on: messages.switchLocked });
    if (!settings.muse_messages_on && !profile.can_switch_off) {
      throw badRequest(messages.switchLocked, { muse_messages_on: messages.switchLocked });
    }
    await tx.query(`UPDATE profiles SET messages_on = $2 WHERE user_id = $1`, [userId, settings.muse_messages_on]);
    return profile.changed ? profile.handle : null;
  });
  // Her page shows "Send a Message" or not.
  if (handle) await purgeProfileCache(handle);
  return { ok: true, message: messages.settingsSaved };
}

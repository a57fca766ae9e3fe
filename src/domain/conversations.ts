import { z } from "./zod.ts";
import { timestamp } from "./shapes.ts";
import { REPORT_REASON_KEYS } from "./moderation-texts.ts";
import { MODERATION_MESSAGES, REASON_REQUIRED } from "./messages.ts";
import { RULE_MESSAGES } from "./rule-texts.ts";
import { DISPLAY_NAME_LENGTH, MESSAGE_LENGTH } from "./limits.ts";
import { withoutForbiddenWording } from "./forbidden-wording.ts";
import type { MessageKey } from "../i18n/keys.ts";

/**
 * Messages through the site (issue 45, decision 0062): a conversation is one thread between one account (the
 * visitor) and one Muse. One schema per request, read by the browser's forms and parsed again by the server
 * (functions/conversations/), and the numbers the rules and the decision record name.
 */

export { DISPLAY_NAME_LENGTH, MESSAGE_LENGTH };

/**
 * Limits against spam and harassment (decision 0062), counted in Postgres like every other limit
 * (functions/http/rate-limit.ts): per sender, new conversations a day and messages an hour; per client address, messages
 * an hour on top (one person with several accounts).
 */
export const MESSAGE_LIMITS = {
  newConversationsPerDay: 10,
  messagesPerHour: 30,
  messagesPerAddressPerHour: 60,
} as const;

/** A conversation is deleted this many days after its last message (the hourly housekeeping). */
export const CONVERSATION_KEPT_DAYS = 90;
/** At most one "new message" mail per conversation and reader in this many minutes. */
export const NOTIFY_EVERY_MINUTES = 60;
/** How many conversations one page of an inbox lists. */
export const INBOX_PAGE_SIZE = 50;

const MESSAGE_NAMES = [
  "textRequired",
  "tooShort",
  "tooLong",
  "displayNameRequired",
  "displayNameLength",
  "emailUnconfirmed",
  "notReceiving",
  "ownProfile",
  "notFound",
  "otherDeleted",
  "sendingSuspended",
  "sent",
  "blocked",
  "unblocked",
  "reported",
  "switchLocked",
  "settingsSaved",
] as const;
type MessageName = (typeof MESSAGE_NAMES)[number];
/** A name's key; one the English catalogue lacks is a type error here. */
function keyOf(name: MessageName): MessageKey {
  return `conversations.${name}`;
}
/** Each refusal and answer about messages: its key in the `api.conversations` area of every catalogue. */
export const CONVERSATION_MESSAGES = Object.fromEntries(MESSAGE_NAMES.map((name) => [name, keyOf(name)])) as {
  readonly [Name in MessageName]: `conversations.${Name}`;
};

const messages = CONVERSATION_MESSAGES;

/** A message's text: trimmed, `min` to 2,000 characters, and nothing the forbidden wording refuses. */
const messageText = (min: number) =>
  z
    .string(messages.textRequired)
    .check(
      z.trim(),
      z.minLength(1, messages.textRequired),
      z.minLength(min, messages.tooShort),
      z.maxLength(MESSAGE_LENGTH.max, messages.tooLong),
      withoutForbiddenWording(),
    );

export const displayNameSchema = z
  .string(messages.displayNameRequired)
  .check(
    z.trim(),
    z.minLength(DISPLAY_NAME_LENGTH.min, messages.displayNameLength),
    z.maxLength(DISPLAY_NAME_LENGTH.max, messages.displayNameLength),
  );

/**
 * POST /api/messages `{ handle, text, display_name? }`: a message to a Muse from her profile; the display name is
 * asked for when the account has none yet.
 */
export const firstMessageSchema = z.object({
  handle: z.string(RULE_MESSAGES.report.handleRequired).check(z.maxLength(100, RULE_MESSAGES.report.handleRequired)),
  text: messageText(MESSAGE_LENGTH.first),
  display_name: z.optional(displayNameSchema),
});
export type FirstMessage = z.infer<typeof firstMessageSchema>;

/** POST /api/messages/:id `{ text }`: an answer in a conversation. */
export const replySchema = z.object({ text: messageText(1) });

/** POST /api/messages/:id/report `{ reason, details? }`: the conversation becomes a notice on the Muse's profile. */
export const conversationReportSchema = z
  .object({
    reason: z.enum(REPORT_REASON_KEYS, REASON_REQUIRED),
    details: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000, RULE_MESSAGES.report.detailsTooLong)))),
  })
  .check(
    z.refine((report) => report.reason !== "other" || Boolean(report.details), {
      message: MODERATION_MESSAGES.explanationRequired,
      path: ["details"],
    }),
  );

/**
 * PATCH /api/messages/settings: the account's mails and display name; a Muse's switch (`muse_messages_on`), which she
 * turns off only while her profile shows another contact option.
 */
export const messageSettingsSchema = z.object({
  mails: z.optional(z.boolean()),
  display_name: z.optional(displayNameSchema),
  muse_messages_on: z.optional(z.boolean()),
});

export const SIDES = ["visitor", "muse"] as const;
export type Side = (typeof SIDES)[number];

/** GET /api/messages?side=visitor|muse&page= */
export const inboxQuerySchema = z.object({
  side: z._default(z.enum(SIDES, "http.invalidInput"), "visitor"),
  page: z._default(
    z.coerce
      .number("http.invalidInput")
      .check(z.int("http.invalidInput"), z.gte(1, "http.invalidInput"), z.lte(10_000, "http.invalidInput")),
    1,
  ),
});

/**
 * A conversation in an inbox. `with` is the other side as the reader may see it: the Muse's handle for the visitor,
 * the visitor's display name for the Muse, null once that account is deleted ("Account deleted").
 */
export const conversationSummaryShape = z.object({
  id: z.string(),
  with: z.nullable(z.string()),
  last_message_at: timestamp(),
  unread: z.number(),
  blocked: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummaryShape>;

export const messageShape = z.object({
  id: z.string(),
  /** Written by the reader herself. */
  mine: z.boolean(),
  body: z.string(),
  created_at: timestamp(),
});
export type Message = z.infer<typeof messageShape>;

export interface Inbox {
  side: Side;
  conversations: ConversationSummary[];
  /** Conversations with a message the reader has not read. */
  unread: number;
  page: number;
  page_size: number;
}

export interface Conversation {
  id: string;
  side: Side;
  with: string | null;
  blocked: boolean;
  messages: Message[];
}

export const blockShape = z.object({ id: z.string(), display_name: z.string(), created_at: timestamp() });
export type Block = z.infer<typeof blockShape>;

/** GET /api/messages/settings */
export interface MessageSettings {
  mails: boolean;
  display_name: string | null;
  email_verified: boolean;
  /** Her switch and whether she may turn it off now; null for an account without a profile. */
  muse: { messages_on: boolean; receives_messages: boolean; can_switch_off: boolean; blocks: Block[] } | null;
}

import { describe, expect, it } from "vitest";
import messages from "../../netlify/functions/messages.mts";
import account from "../../netlify/functions/account.mts";
import reports from "../../netlify/functions/reports.mts";
import muses from "../../netlify/functions/muses.mts";
import housekeeping from "../../netlify/functions/housekeeping.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { deleteOldConversations } from "../../functions/conversations/retention.ts";
import { call, createProfile, createUser, expectError, type TestUser } from "../support/api.ts";
import { CONVERSATION_MESSAGES, MESSAGE_LIMITS } from "../../src/domain/conversations.ts";
import { PROFILE_NOT_FOUND } from "../../src/domain/profile.ts";
import { MODERATION_MESSAGES } from "../../src/domain/moderation.ts";
import { mailsIn } from "../../functions/email/templates.ts";
import { english, translated } from "../support/messages.ts";

/**
 * Messages through the site (issue 45): a confirmed account writes to a Muse from her profile, she answers in her
 * dashboard's Messages, he reads it at /messages; neither sees the other's address; the reader is mailed without the
 * text or the sender; she blocks and either side reports; conversations go 90 days after their last message and
 * with either account.
 */

const TEXT = "Hello, I loved your profile and would like to meet in Zurich next week.";

async function visitor(displayName: string | null = "Tom", locale = "en"): Promise<TestUser> {
  const user = await createUser(["seeker"]);
  await query(`UPDATE users SET email_verified_at = now(), display_name = $2, locale = $3 WHERE id = $1`, [
    user.id,
    displayName,
    locale,
  ]);
  return user;
}

async function muse(fields: Record<string, unknown> = {}, locale = "en") {
  const user = await createUser(["muse"], "muse");
  await query(`UPDATE users SET email_verified_at = now(), locale = $2 WHERE id = $1`, [user.id, locale]);
  const profile = await createProfile({ user_id: user.id, approval_status: "Approved", ...fields });
  return { ...user, profile, handle: profile.handle as string };
}

const write = (user: TestUser, handle: string, text = TEXT, extra: Record<string, unknown> = {}) =>
  call(messages, "POST", "/api/messages", { cookie: user.cookie, json: { handle, text, ...extra } });
const answer = (user: TestUser, id: string, text: string) =>
  call(messages, "POST", `/api/messages/${id}`, { cookie: user.cookie, params: { id }, json: { text } });
const open = (user: TestUser, id: string) =>
  call(messages, "GET", `/api/messages/${id}`, { cookie: user.cookie, params: { id } });
const inbox = (user: TestUser, side: "visitor" | "muse") =>
  call(messages, "GET", `/api/messages?side=${side}`, { cookie: user.cookie });
const mailsTo = (address: string) =>
  query<{ kind: string; subject: string; body_text: string }>(
    `SELECT kind, subject, body_text FROM email_outbox WHERE to_address = $1 ORDER BY created_at, id`,
    [address],
  );

describe("a message from a profile (POST /api/messages)", () => {
  it("opens a conversation the Muse reads in her inbox, and mails her without the text or the sender", async () => {
    const her = await muse();
    const him = await visitor("Tom the Sender");
    const sent = await write(him, her.handle);
    expect(sent.status, sent.text).toBe(201);
    expect(sent.data).toMatchObject({ ok: true, message: "Message sent.", id: expect.any(String) });

    const hers = await inbox(her, "muse");
    expect(hers.status, hers.text).toBe(200);
    expect(hers.data).toMatchObject({ side: "muse", unread: 1 });
    expect(hers.data.conversations).toEqual([
      { id: sent.data.id, with: "Tom the Sender", last_message_at: expect.any(String), unread: 1, blocked: false },
    ]);
    expect(hers.text).not.toContain(him.email);

    const mails = await mailsTo(her.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("You have a new message on SoleMuse");
    expect(mails[0]!.body_text).toContain("/muse-dashboard#messages");
    expect(mails[0]!.body_text).not.toContain("Zurich next week");
    expect(mails[0]!.body_text).not.toContain("Tom the Sender");
  });

  it("lets her answer, marks it read, and him read the answer under her handle at /messages", async () => {
    const her = await muse();
    const him = await visitor("Quiet Reader");
    const { data } = await write(him, her.handle);
    const read = await open(her, data.id);
    expect(read.status, read.text).toBe(200);
    expect(read.data).toMatchObject({ id: data.id, side: "muse", with: "Quiet Reader", blocked: false });
    expect(read.data.messages).toEqual([
      { id: expect.any(String), mine: false, body: TEXT, created_at: expect.any(String) },
    ]);
    expect((await inbox(her, "muse")).data.unread).toBe(0);

    const answered = await answer(her, data.id, "Thank you! Tuesday works.");
    expect(answered.status, answered.text).toBe(200);
    const his = await inbox(him, "visitor");
    expect(his.data).toMatchObject({ side: "visitor", unread: 1 });
    expect(his.data.conversations[0]).toMatchObject({ id: data.id, with: her.handle, unread: 1 });
    const thread = await open(him, data.id);
    expect(thread.data.messages.map((m: { mine: boolean; body: string }) => [m.mine, m.body])).toEqual([
      [true, TEXT],
      [false, "Thank you! Tuesday works."],
    ]);
    expect(thread.text).not.toContain(her.email);
    // He is mailed in his language, once.
    const mails = await mailsTo(him.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["You have a new message on SoleMuse"]);
    expect(mails[0]!.body_text).toContain("/messages");
  });

  it("mails each reader at most once per conversation per hour, in her language, and never when switched off", async () => {
    const her = await muse({}, "de");
    const him = await visitor("Hans", "fr");
    const { data } = await write(him, her.handle);
    await answer(him, data.id, "One more thing to say");
    expect((await mailsTo(her.email)).map((mail) => mail.subject)).toEqual([mailsIn("de").newMessage("muse").subject]);
    expect(mailsIn("de").newMessage("muse").subject).toBe("Sie haben eine neue Nachricht auf SoleMuse");

    await answer(her, data.id, "Bonjour, merci !");
    expect((await mailsTo(him.email)).map((mail) => mail.subject)).toEqual([
      mailsIn("fr").newMessage("visitor").subject,
    ]);

    // An hour later she is mailed again, unless she switched the mails off.
    await query(`UPDATE conversations SET muse_notified_at = now() - interval '61 minutes' WHERE id = $1`, [data.id]);
    const off = await call(messages, "PATCH", "/api/messages/settings", { cookie: her.cookie, json: { mails: false } });
    expect(off.status, off.text).toBe(200);
    await answer(him, data.id, "And a third message");
    expect(await mailsTo(her.email)).toHaveLength(1);
  });

  it("asks for a display name the account does not have yet, and keeps the one given", async () => {
    const her = await muse();
    const him = await visitor(null);
    const without = await write(him, her.handle);
    expect(without.status).toBe(400);
    expect(without.data.error).toMatchObject({
      key: CONVERSATION_MESSAGES.displayNameRequired,
      fields: { display_name: "Please choose a display name" },
    });
    const named = await write(him, her.handle, TEXT, { display_name: "  Night Owl " });
    expect(named.status, named.text).toBe(201);
    expect((await queryOne(`SELECT display_name FROM users WHERE id = $1`, [him.id]))!.display_name).toBe("Night Owl");
  });

  it("refuses an account whose address is not confirmed, a text too short or too long, and her own profile", async () => {
    const her = await muse();
    const unconfirmed = await createUser(["seeker"]);
    expectError(await write(unconfirmed, her.handle), 403, "forbidden", CONVERSATION_MESSAGES.emailUnconfirmed);
    const him = await visitor();
    const short = await write(him, her.handle, "Hi there");
    expect(short.status).toBe(400);
    expect(short.data.error.fields.text).toBe("Your message must be at least 10 characters");
    const long = await write(him, her.handle, "x".repeat(2001));
    expect(long.data.error.fields.text).toBe("Your message must be less than 2000 characters");
    await query(`UPDATE users SET email_verified_at = now(), display_name = 'Me' WHERE id = $1`, [her.id]);
    expectError(await write(her, her.handle), 400, "invalid_input", CONVERSATION_MESSAGES.ownProfile);
    expect(await query(`SELECT 1 FROM conversations WHERE profile_id = $1`, [her.profile.id])).toHaveLength(0);
  });

  it("answers in the writer's language", async () => {
    const her = await muse();
    const him = await visitor();
    const short = await call(messages, "POST", "/api/messages", {
      cookie: him.cookie,
      json: { handle: her.handle, text: "Hallo" },
      headers: { "x-locale": "de" },
    });
    expect(short.data.error.fields.text).toBe("Ihre Nachricht muss mindestens 10 Zeichen lang sein");
  });

  it("refuses forbidden wording in a first message and in an answer, in the writer's language, and stores neither", async () => {
    const her = await muse({}, "fr");
    const him = await visitor();
    const refused = await call(messages, "POST", "/api/messages", {
      cookie: him.cookie,
      json: { handle: her.handle, text: "Hallo, gerne auch ohne Gummi, wenn du magst." },
      headers: { "x-locale": "de" },
    });
    expect(refused.status).toBe(400);
    expect(refused.data.error.fieldKeys.text).toBe("wording.unprotectedSex");
    expect(refused.data.error.fields.text).toBe(translated("de", english("wording.unprotectedSex")));
    expect(await query(`SELECT 1 FROM conversations WHERE profile_id = $1`, [her.profile.id])).toHaveLength(0);

    const opened = await write(him, her.handle);
    expect(opened.status).toBe(201);
    const id = opened.data.id as string;
    const reply = await call(messages, "POST", `/api/messages/${id}`, {
      cookie: her.cookie,
      params: { id },
      json: { text: "Avec plaisir, même sans capote." },
      headers: { "x-locale": "fr" },
    });
    expect(reply.data.error.fields.text).toBe(translated("fr", english("wording.unprotectedSex")));
    expect(await query(`SELECT 1 FROM conversation_messages WHERE conversation_id = $1`, [id])).toHaveLength(1);
  });

  it("reaches no Muse who is not listed: Pending, Suspended, paused or unknown", async () => {
    const him = await visitor();
    for (const fields of [{ approval_status: "Pending" }, { approval_status: "Suspended" }]) {
      const hidden = await muse(fields);
      expectError(await write(him, hidden.handle), 404, "not_found", PROFILE_NOT_FOUND);
    }
    const paused = await muse({ paused_at: new Date() });
    expectError(await write(him, paused.handle), 404, "not_found", PROFILE_NOT_FOUND);
    expectError(await write(him, "NoSuchMuse"), 404, "not_found", PROFILE_NOT_FOUND);
  });

  it("lets a paused Muse receive nothing new in an open conversation, and a suspended one send nothing", async () => {
    const her = await muse();
    const him = await visitor();
    const { data } = await write(him, her.handle);
    await query(`UPDATE profiles SET paused_at = now() WHERE id = $1`, [her.profile.id]);
    expectError(await answer(him, data.id, "Are you there?"), 403, "forbidden", CONVERSATION_MESSAGES.notReceiving);
    expect((await answer(her, data.id, "Back next week")).status).toBe(200);
    await query(
      `UPDATE profiles SET paused_at = NULL, approval_status = 'Suspended', suspension_reason = 'x', suspended_at = now()
        WHERE id = $1`,
      [her.profile.id],
    );
    expectError(await answer(her, data.id, "Hello again"), 403, "forbidden", CONVERSATION_MESSAGES.sendingSuspended);
  });
});

describe("who reads a conversation", () => {
  it("is its two sides only: every other account, an admin included, gets the same 404", async () => {
    const her = await muse();
    const him = await visitor();
    const { data } = await write(him, her.handle);
    const strangers = [await visitor(), (await muse()) as TestUser, await createUser(["admin"])];
    for (const stranger of strangers) {
      for (const response of [
        await open(stranger, data.id),
        await answer(stranger, data.id, "Let me in please"),
        await call(messages, "POST", `/api/messages/${data.id}/block`, {
          cookie: stranger.cookie,
          params: { id: data.id },
        }),
        await call(messages, "POST", `/api/messages/${data.id}/report`, {
          cookie: stranger.cookie,
          params: { id: data.id },
          json: { reason: "scam" },
        }),
      ]) {
        expectError(response, 404, "not_found", CONVERSATION_MESSAGES.notFound);
      }
      expect((await inbox(stranger, "visitor")).data.conversations).toEqual([]);
    }
    expect((await call(messages, "GET", `/api/messages/${data.id}`, { params: { id: data.id } })).status).toBe(401);
    expectError(await open(him, "not-a-uuid"), 404, "not_found", CONVERSATION_MESSAGES.notFound);
  });
});

describe("block and report", () => {
  it("blocks a sender with one click: his next message is refused as if she received none, and she can unblock", async () => {
    const her = await muse();
    const him = await visitor();
    const { data } = await write(him, her.handle);
    const blocked = await call(messages, "POST", `/api/messages/${data.id}/block`, {
      cookie: her.cookie,
      params: { id: data.id },
    });
    expect(blocked.status, blocked.text).toBe(200);
    expect((await inbox(her, "muse")).data.conversations[0].blocked).toBe(true);
    // He is not told: the same words as when she receives no messages.
    expectError(await answer(him, data.id, "Why no answer?"), 403, "forbidden", CONVERSATION_MESSAGES.notReceiving);
    expectError(await write(him, her.handle), 403, "forbidden", CONVERSATION_MESSAGES.notReceiving);
    // He cannot block her, nor see that he is blocked.
    expect(
      (await call(messages, "POST", `/api/messages/${data.id}/block`, { cookie: him.cookie, params: { id: data.id } }))
        .status,
    ).toBe(403);
    expect((await open(him, data.id)).data.blocked).toBe(false);

    const settings = await call(messages, "GET", "/api/messages/settings", { cookie: her.cookie });
    expect(settings.data.muse.blocks).toEqual([
      { id: expect.any(String), display_name: "Tom", created_at: expect.any(String) },
    ]);
    const blockId = settings.data.muse.blocks[0].id;
    // Nobody else lifts her block.
    const other = await muse();
    const refused = await call(messages, "DELETE", `/api/messages/blocks/${blockId}`, {
      cookie: other.cookie,
      params: { id: blockId },
    });
    expect(refused.status).toBe(404);
    const lifted = await call(messages, "DELETE", `/api/messages/blocks/${blockId}`, {
      cookie: her.cookie,
      params: { id: blockId },
    });
    expect(lifted.status, lifted.text).toBe(200);
    expect((await answer(him, data.id, "Thanks for unblocking")).status).toBe(200);
  });

  it("turns a reported conversation into a notice with the messages, which admins alone read", async () => {
    const her = await muse();
    const him = await visitor();
    const { data } = await write(him, her.handle);
    await answer(her, data.id, "Please stop writing to me.");
    const reported = await call(messages, "POST", `/api/messages/${data.id}/report`, {
      cookie: her.cookie,
      params: { id: data.id },
      json: { reason: "offensive", details: "He keeps insisting" },
    });
    expect(reported.status, reported.text).toBe(201);
    expect(reported.data).toMatchObject({ reference: expect.stringMatching(/^SM-/), message: expect.any(String) });
    const again = await call(messages, "POST", `/api/messages/${data.id}/report`, {
      cookie: her.cookie,
      params: { id: data.id },
      json: { reason: "offensive" },
    });
    expectError(again, 409, "conflict", MODERATION_MESSAGES.reportRepeated);

    const notice = await queryOne<Record<string, any>>(
      `SELECT profile_id, reason, reported_by, reported_messages, conversation_id FROM profile_reports
        WHERE reference = $1`,
      [reported.data.reference],
    );
    expect(notice).toMatchObject({ profile_id: her.profile.id, reason: "offensive", reported_by: "muse" });
    expect(notice!.reported_messages.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([
      ["visitor", TEXT],
      ["muse", "Please stop writing to me."],
    ]);
    const admin = await createUser(["admin"]);
    const queue = await call(reports, "GET", "/api/reports?status=open", { cookie: admin.cookie });
    const listed = queue.data.reports.find((r: { reference: string }) => r.reference === reported.data.reference);
    expect(listed).toMatchObject({ reported_by: "muse" });
    expect(listed.reported_messages).toHaveLength(2);
    // The public profile and the other side see nothing of it.
    const page = await call(muses, "GET", `/api/muses/${her.handle}`, { params: { handle: her.handle } });
    expect(page.text).not.toContain("He keeps insisting");
  });
});

describe("never live unreachable (item 7)", () => {
  it("keeps messages on for a Muse without a public contact option until she sets one", async () => {
    const her = await muse();
    const off = await call(messages, "PATCH", "/api/messages/settings", {
      cookie: her.cookie,
      json: { muse_messages_on: false },
    });
    expect(off.status).toBe(400);
    expect(off.data.error).toMatchObject({ key: CONVERSATION_MESSAGES.switchLocked });
    const page = await call(muses, "GET", `/api/muses/${her.handle}`, { params: { handle: her.handle } });
    expect(page.data.muse.receives_messages).toBe(true);

    await query(`UPDATE profiles SET telegram_handle = 'her_channel' WHERE id = $1`, [her.profile.id]);
    const allowed = await call(messages, "PATCH", "/api/messages/settings", {
      cookie: her.cookie,
      json: { muse_messages_on: false },
    });
    expect(allowed.status, allowed.text).toBe(200);
    const him = await visitor();
    expectError(await write(him, her.handle), 403, "forbidden", CONVERSATION_MESSAGES.notReceiving);
    // Clearing her last option makes her reachable by messages again, whatever the switch says.
    await query(`UPDATE profiles SET telegram_handle = NULL WHERE id = $1`, [her.profile.id]);
    expect((await write(him, her.handle)).status).toBe(201);
  });
});

describe("limits", () => {
  it("opens at most the day's number of new conversations per sender", async () => {
    const previous = process.env.RATE_LIMITS;
    process.env.RATE_LIMITS = "on";
    try {
      const him = await visitor();
      const statuses: number[] = [];
      for (let index = 0; index <= MESSAGE_LIMITS.newConversationsPerDay; index++) {
        const her = await muse();
        // Each from another address: the sender's own limit is the one that holds.
        statuses.push(
          (
            await call(messages, "POST", "/api/messages", {
              cookie: him.cookie,
              ip: `198.51.100.${index + 1}`,
              json: { handle: her.handle, text: TEXT },
            })
          ).status,
        );
      }
      expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect(await query(`SELECT 1 FROM conversations WHERE visitor_id = $1`, [him.id])).toHaveLength(
        MESSAGE_LIMITS.newConversationsPerDay,
      );
    } finally {
      if (previous === undefined) delete process.env.RATE_LIMITS;
      else process.env.RATE_LIMITS = previous;
    }
  });
});

describe("retention and deletion", () => {
  it("deletes a conversation 90 days after its last message (the hourly housekeeping)", async () => {
    const her = await muse();
    const him = await visitor();
    const { data } = await write(him, her.handle);
    const lastMessage = new Date();
    expect(await deleteOldConversations(new Date(lastMessage.getTime() + 89 * 86_400_000))).toBeGreaterThanOrEqual(0);
    expect(await query(`SELECT 1 FROM conversations WHERE id = $1`, [data.id])).toHaveLength(1);
    await deleteOldConversations(new Date(lastMessage.getTime() + 90 * 86_400_000 + 60_000));
    expect(await query(`SELECT 1 FROM conversations WHERE id = $1`, [data.id])).toHaveLength(0);
    expect(await query(`SELECT 1 FROM conversation_messages WHERE conversation_id = $1`, [data.id])).toHaveLength(0);
    expect((await housekeeping()).status).toBe(204);
  });

  it("puts a conversation in both sides' export, and removes its messages with either account", async () => {
    const her = await muse();
    const him = await visitor("Exported");
    const { data } = await write(him, her.handle);
    await answer(her, data.id, "Answer from her side");
    for (const [user, side, other] of [
      [him, "visitor", her.handle],
      [her, "muse", "Exported"],
    ] as const) {
      const exported = await call(account, "GET", "/api/account/export", { cookie: user.cookie });
      expect(exported.status).toBe(200);
      expect(JSON.parse(exported.text).conversations).toEqual([
        expect.objectContaining({
          side,
          with: other,
          messages: [
            expect.objectContaining({ mine: side === "visitor", body: TEXT }),
            expect.objectContaining({ mine: side === "muse", body: "Answer from her side" }),
          ],
        }),
      ]);
    }

    const deleted = await call(account, "DELETE", "/api/account", {
      cookie: him.cookie,
      json: { password: him.password },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await query(`SELECT 1 FROM conversation_messages WHERE conversation_id = $1`, [data.id])).toHaveLength(0);
    const hers = await inbox(her, "muse");
    expect(hers.data.conversations).toEqual([expect.objectContaining({ id: data.id, with: null, unread: 0 })]);
    const thread = await open(her, data.id);
    expect(thread.data).toMatchObject({ with: null, messages: [] });
    expectError(
      await answer(her, data.id, "Are you still there?"),
      403,
      "forbidden",
      CONVERSATION_MESSAGES.otherDeleted,
    );
  });
});

import messages from "../../netlify/functions/messages.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { MUSE_INBOX_SQL, museUnread } from "../../functions/conversations/read.ts";
import { SESSION_COOKIE, issueToken } from "../../functions/auth/session.ts";
import { ms, onProductionDatabase, time, withBenchDatabase, type Timing } from "./lib.ts";

/**
 * `node scripts/bench/inbox.ts`: a Muse's Messages (decision 0062) through the real handler, signed in as her, with
 * 1,000 conversations of hers among 10,000 and 1,000,000 messages in all. Goal: her inbox's first page (with its
 * unread count) is read by queries that each answer within 20 ms at the 95th percentile; the whole requests (her inbox,
 * one of her conversations) are reported beside them.
 */

/** Requests timed per figure, after a warm-up; the goal; and the rows: Muses, visitors, messages per conversation. */
const RUN = { samples: 200, warmUp: 20, goalMs: 20 } as const;
const ROWS = { muses: 10, visitors: 1_000, messagesEach: 100 } as const;
const PREFIX = "BenchInbox";

async function signedInCookie(userId: string): Promise<string> {
  const session = await queryOne<{ id: string }>(
    `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + interval '1 hour') RETURNING id`,
    [userId],
  );
  return `${SESSION_COOKIE}=${await issueToken(session!.id, userId)}`;
}

/** 10 Muses, 1,000 visitors, each visitor in a conversation with each Muse, 100 messages in each. */
async function insertRows(): Promise<{ cookie: string; conversationId: string }> {
  await query(
    `INSERT INTO users (email, password_hash, user_type, display_name, email_verified_at)
     SELECT lower($1) || '-visitor' || n || '@example.test', 'not-a-password', 'seeker', 'Visitor ' || n, now()
       FROM generate_series(1, $2::int) AS n`,
    [PREFIX, ROWS.visitors],
  );
  await query(
    `WITH muse AS (
       INSERT INTO users (email, password_hash, user_type)
       SELECT lower($1) || '-muse' || n || '@example.test', 'not-a-password', 'muse' FROM generate_series(1, $2::int) AS n
       RETURNING id, email)
     INSERT INTO profiles (user_id, handle, bio, city, categories, approval_status, approved_at, phone_number)
     SELECT id, $1 || substring(email from '-muse([0-9]+)@'), 'A discreet benchmark Muse who loves long conversations.',
            'Zurich', ARRAY['Foot Worship'], 'Approved', now(), '+41 79 000 00 00'
       FROM muse`,
    [PREFIX, ROWS.muses],
  );
  await query(
    `INSERT INTO conversations (profile_id, visitor_id, last_message_at, muse_unread)
     SELECT p.id, u.id, now() - make_interval(mins => (random() * 100000)::int), (random() < 0.1)::int
       FROM profiles p CROSS JOIN users u
      WHERE p.handle LIKE $1 || '%' AND u.email LIKE lower($1) || '-visitor%'`,
    [PREFIX],
  );
  // One message in every conversation per statement: each stays well inside the statement timeout.
  for (let n = 1; n <= ROWS.messagesEach; n += 1) {
    await query(
      `INSERT INTO conversation_messages (conversation_id, from_muse, body, created_at)
       SELECT c.id, $2::int % 2 = 0, 'Benchmark message number ' || $2, c.last_message_at - make_interval(mins => $2)
         FROM conversations c JOIN profiles p ON p.id = c.profile_id
        WHERE p.handle LIKE $1 || '%'`,
      [PREFIX, n],
    );
  }
  await query(`ANALYZE conversations`);
  await query(`ANALYZE conversation_messages`);
  const muse = await queryOne<{ user_id: string; conversation_id: string }>(
    `SELECT p.user_id, (SELECT c.id FROM conversations c WHERE c.profile_id = p.id ORDER BY c.last_message_at DESC LIMIT 1)
              AS conversation_id
       FROM profiles p WHERE p.handle = $1 || '1'`,
    [PREFIX],
  );
  return { cookie: await signedInCookie(muse!.user_id), conversationId: muse!.conversation_id };
}

/** The Muse's inbox page, as functions/conversations/read.ts reads it. */
const INBOX_SQL = MUSE_INBOX_SQL;
const inboxPage = async (profileId: string, offset: number) => {
  await query(INBOX_SQL, [profileId, 50, offset]);
};

function measure(path: string, cookie: string, params: Record<string, string> = {}): Promise<Timing> {
  return time(
    async () => {
      const response = await messages(new Request(`http://localhost${path}`, { headers: { cookie } }), { params });
      if (response.status !== 200)
        throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 200)}`);
      await response.arrayBuffer();
    },
    RUN.samples,
    RUN.warmUp,
  );
}

async function measureAll(): Promise<boolean> {
  const { cookie, conversationId } = await insertRows();
  const counts = await queryOne<{ conversations: number; messages: number }>(
    `SELECT (SELECT count(*) FROM conversations)::int AS conversations,
            (SELECT count(*) FROM conversation_messages)::int AS messages`,
  );
  console.log(
    `${counts!.conversations.toLocaleString("en-US")} conversations, ${counts!.messages.toLocaleString("en-US")} messages; ` +
      `her inbox: 1,000 conversations. ${RUN.samples} requests each:`,
  );
  const profile = (await queryOne<{ id: string }>(`SELECT id FROM profiles WHERE handle = $1 || '1'`, [PREFIX]))!.id;
  // The queries alone (the goal), then the whole request (session, profile, both queries, JSON) for reference.
  const queries: [string, Timing][] = [
    ["inbox page 1 (query)", await time(() => inboxPage(profile, 0), RUN.samples, RUN.warmUp)],
    ["inbox page 20 (query)", await time(() => inboxPage(profile, 950), RUN.samples, RUN.warmUp)],
    ["unread count (query)", await time(() => museUnread(profile).then(() => undefined), RUN.samples, RUN.warmUp)],
  ];
  const rows: [string, Timing][] = [
    ["GET /api/messages?side=muse (page 1 + unread)", await measure("/api/messages?side=muse", cookie)],
    ["GET /api/messages?side=muse&page=20", await measure("/api/messages?side=muse&page=20", cookie)],
    [
      "GET /api/messages/:id (100 messages, marks read)",
      await measure(`/api/messages/${conversationId}`, cookie, { id: conversationId }),
    ],
  ];
  console.log(`\n| request | median | p95 (goal <= ${RUN.goalMs} ms) |`);
  console.log("|---|---:|---:|");
  let ok = true;
  for (const [name, timing] of queries) {
    const over = timing.p95 > RUN.goalMs;
    ok &&= !over;
    console.log(`| ${name} | ${ms(timing.median)} | ${ms(timing.p95)}${over ? " OVER" : ""} |`);
  }
  for (const [name, timing] of rows) console.log(`| ${name} (reported) | ${ms(timing.median)} | ${ms(timing.p95)} |`);
  const plan = await query<{ "QUERY PLAN": string }>(`EXPLAIN ${INBOX_SQL}`, [profile, 50, 950]);
  console.log(`\nPlan of the inbox page:\n${plan.map((row) => `    ${row["QUERY PLAN"]}`).join("\n")}`);
  return ok;
}

export function run(): Promise<boolean> {
  return onProductionDatabase(() =>
    withBenchDatabase(measureAll, async () => {
      await query(
        `DELETE FROM conversations WHERE profile_id IN (SELECT id FROM profiles WHERE handle LIKE $1 || '%')`,
        [PREFIX],
      );
      await query(`DELETE FROM profiles WHERE handle LIKE $1 || '%'`, [PREFIX]);
      await query(`DELETE FROM users WHERE email LIKE lower($1) || '-%'`, [PREFIX]);
    }),
  );
}

if (import.meta.main) process.exit((await run()) ? 0 : 1);

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import auth from "../../netlify/functions/auth.mts";
import contacts from "../../netlify/functions/contacts.mts";
import adminApi from "../../netlify/functions/admin.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { DELIVERY, deliverOutbox, RETRY_DELAYS_MINUTES } from "../../functions/email/delivery.ts";
import { MAIL_RETRY_HOURS } from "../../src/domain/mail.ts";
import { timed } from "../support/timing.ts";
import { call, createUser, type TestUser } from "../support/api.ts";
import { closedPort, startSmtpServer, type SmtpMode, type SmtpServer } from "../support/smtp-server.ts";

let admin: TestUser;
const servers: SmtpServer[] = [];

async function smtp(mode: SmtpMode, port?: number, options?: { confirmAfterMs?: number }): Promise<SmtpServer> {
  const server = await startSmtpServer(mode, port, options);
  servers.push(server);
  return server;
}

const contact = (email: string) =>
  call(contacts, "POST", "/api/contacts", {
    json: { name: "Lena", email, subject: "A question", message: "How does verification work on this site?" },
  });

const outboxRow = (to: string) =>
  queryOne<{ status: string; attempts: number; last_error: string | null; sent_at: string | null }>(
    `SELECT status, attempts, last_error, sent_at FROM email_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`,
    [to],
  );

/** The retry pause has passed (time moves on; the deliverer reads only the row). */
const makeDue = (to: string) => query(`UPDATE email_outbox SET next_attempt_at = now() WHERE to_address = $1`, [to]);

beforeAll(async () => {
  admin = await createUser(["admin"]);
});

afterEach(async () => {
  delete process.env.SMTP_URL;
  // Each test delivers its own mails only: what others left behind is not due.
  await query(`UPDATE email_outbox SET status = 'sent', sent_at = now() WHERE status = 'pending'`);
  for (const server of servers.splice(0)) await server.close();
});

describe("mail delivery from the outbox", () => {
  it("keeps a mail the mail server refused, and delivers it exactly once when the server is back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const port = await closedPort();
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;

    expect((await contact("refused@example.test")).status).toBe(201);
    expect(await outboxRow("refused@example.test")).toMatchObject({ status: "pending", attempts: 0 });

    expect(await deliverOutbox()).toEqual({ sent: 0, failed: 1 });
    const refused = await outboxRow("refused@example.test");
    expect(refused).toMatchObject({ status: "pending", attempts: 1, sent_at: null });
    expect(refused!.last_error).toMatch(/ECONNREFUSED/);
    // Not due again before its pause is over.
    expect(await deliverOutbox()).toEqual({ sent: 0, failed: 0 });

    const server = await smtp("accept", port);
    await makeDue("refused@example.test");
    expect(await deliverOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(await deliverOutbox()).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.to).toEqual(["<refused@example.test>"]);
    expect(server.received[0]!.data).toContain("Subject: ");
    expect(await outboxRow("refused@example.test")).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });

  it("answers the visitor at once while the mail server is silent, and bounds the delivery run", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const silent = await smtp("silent");
    process.env.SMTP_URL = silent.url;
    const member = await createUser();

    const answers = [
      await call(auth, "POST", "/api/auth/signup", {
        json: { email: "silent-signup@example.test", password: "correct horse 1" },
      }),
      await call(auth, "POST", "/api/auth/forgot-password", { json: { email: member.email } }),
      await contact("silent-contact@example.test"),
    ];
    for (const answer of answers) expect(answer.status).toBeLessThan(300);
    // No request waited for the mail server: none of them even connected to it, however busy the machine.
    expect(silent.connections()).toBe(0);
    expect(await outboxRow("silent-signup@example.test")).toMatchObject({ status: "pending" });
    expect(await outboxRow(member.email)).toMatchObject({ status: "pending" });

    // One run tries its mails side by side, each for at most the greeting's timeout, and keeps every one for later:
    // one after another they would take three timeouts, side by side one and a bit.
    const run = await timed(() => deliverOutbox());
    expect(run.result).toEqual({ sent: 0, failed: 3 });
    expect(silent.connections()).toBe(3);
    expect(run.ms).toBeLessThan(2 * DELIVERY.GREETING_TIMEOUT_MS);
    const pending = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_outbox WHERE status = 'pending' AND to_address = ANY($1)`,
      [["silent-signup@example.test", member.email, "silent-contact@example.test"]],
    );
    expect(pending[0]!.n).toBe(3);
  });

  it("delivers a mail once when the server confirms it only after 5 s, with a Message-ID of its own", async () => {
    const server = await smtp("accept", undefined, { confirmAfterMs: 5_000 });
    process.env.SMTP_URL = server.url;
    expect((await contact("slow@example.test")).status).toBe(201);
    expect(await deliverOutbox()).toEqual({ sent: 1, failed: 0 });
    // Whatever the next runs find due, the mail is not among it.
    await makeDue("slow@example.test");
    expect(await deliverOutbox()).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
    expect(await outboxRow("slow@example.test")).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    const { id } = (await queryOne<{ id: string }>(
      `SELECT id FROM email_outbox WHERE to_address = 'slow@example.test'`,
    ))!;
    expect(server.received[0]!.data).toMatch(new RegExp(`^Message-ID: <outbox-${id}@localhost>$`, "mi"));
  });

  it("does not send again for an hour a mail the server took and never confirmed, and says so", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const server = await smtp("swallow");
    process.env.SMTP_URL = server.url;
    expect((await contact("unknown@example.test")).status).toBe(201);
    expect(await deliverOutbox({ replyTimeoutMs: 1_000 })).toEqual({ sent: 0, failed: 1 });
    expect(server.received).toHaveLength(1);
    const row = await queryOne<{ status: string; last_error: string; wait: number }>(
      `SELECT status, last_error, extract(epoch FROM next_attempt_at - now())::int AS wait
         FROM email_outbox WHERE to_address = 'unknown@example.test'`,
    );
    expect(row).toMatchObject({ status: "pending" });
    expect(row!.last_error).toMatch(/^Outcome unknown/);
    expect(row!.wait).toBeGreaterThan(59 * 60);
    expect(await deliverOutbox()).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
  });

  it("keeps trying a mail for about a day before giving up, so a night's outage loses nothing", () => {
    const hours = RETRY_DELAYS_MINUTES.reduce((sum, minutes) => sum + minutes, 0) / 60;
    expect(Math.round(hours)).toBe(MAIL_RETRY_HOURS);
    expect(DELIVERY.MAX_ATTEMPTS).toBe(RETRY_DELAYS_MINUTES.length + 1);
  });

  it("sends each mail once when two deliverers run at the same time", async () => {
    const server = await smtp("accept");
    process.env.SMTP_URL = server.url;
    const addresses = Array.from({ length: 6 }, (_, i) => `twice${i}@example.test`);
    for (const address of addresses) expect((await contact(address)).status).toBe(201);

    const [first, second] = await Promise.all([deliverOutbox(), deliverOutbox()]);
    expect(first.sent + second.sent).toBe(6);
    expect(server.received.map((mail) => mail.to[0]).sort()).toEqual(addresses.map((a) => `<${a}>`).sort());
  });

  it("gives up after its last attempt, and the admin sees the mail on the dashboard's list", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    expect((await contact("never@example.test")).status).toBe(201);
    for (let attempt = 1; attempt <= DELIVERY.MAX_ATTEMPTS; attempt++) {
      await makeDue("never@example.test");
      expect(await deliverOutbox()).toEqual({ sent: 0, failed: 1 });
    }
    expect(await outboxRow("never@example.test")).toMatchObject({ status: "failed", attempts: DELIVERY.MAX_ATTEMPTS });
    await makeDue("never@example.test");
    expect(await deliverOutbox()).toEqual({ sent: 0, failed: 0 });

    const stats = await call(adminApi, "GET", "/api/admin/stats", { cookie: admin.cookie });
    expect(stats.data.undelivered_mail).toBeGreaterThanOrEqual(1);
    const list = await call(adminApi, "GET", "/api/admin/mail", { cookie: admin.cookie });
    expect(list.status).toBe(200);
    const mail = list.data.mails.find((listed: { to_address: string }) => listed.to_address === "never@example.test");
    expect(mail).toMatchObject({ kind: "contact_confirmation", status: "failed", attempts: DELIVERY.MAX_ATTEMPTS });
    expect(mail.last_error).toMatch(/ECONNREFUSED/);
    expect(mail).not.toHaveProperty("body_text");

    const visitor = await createUser();
    expect((await call(adminApi, "GET", "/api/admin/mail", { cookie: visitor.cookie })).status).toBe(403);
    expect((await call(adminApi, "GET", "/api/admin/mail")).status).toBe(401);

    // The admin sends it again once the server is back: it goes out once, and leaves the list.
    const server = await smtp("accept");
    process.env.SMTP_URL = server.url;
    const resend = () =>
      call(adminApi, "POST", `/api/admin/mail/${mail.id}/resend`, { cookie: admin.cookie, params: { id: mail.id } });
    const resent = await resend();
    expect(resent.status).toBe(200);
    expect(resent.data.mail).toMatchObject({ id: mail.id, status: "pending", attempts: 0 });
    expect(await deliverOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(server.received.map((received) => received.to[0])).toEqual(["<never@example.test>"]);
    // Only a mail given up on is sent again: a second click finds nothing to resend.
    expect((await resend()).status).toBe(404);
    const after = await call(adminApi, "GET", "/api/admin/mail", { cookie: admin.cookie });
    expect(after.data.mails.some((listed: { id: string }) => listed.id === mail.id)).toBe(false);
  });

  it("shows the admin whether a reply to a contact request was mailed", async () => {
    const server = await smtp("accept");
    process.env.SMTP_URL = server.url;
    expect((await contact("asks@example.test")).status).toBe(201);
    const request = await queryOne<{ id: string }>(`SELECT id FROM contact_requests WHERE email = 'asks@example.test'`);
    const answered = await call(contacts, "PATCH", `/api/contacts/${request!.id}`, {
      cookie: admin.cookie,
      params: { id: request!.id },
      json: { status: "responded", admin_response: "Every Muse is verified by hand." },
    });
    expect(answered.data.contact).toMatchObject({ status: "responded", response_mail_status: "pending" });

    await deliverOutbox();
    const listed = await call(contacts, "GET", "/api/contacts?q=asks@example.test", { cookie: admin.cookie });
    expect(listed.data.contacts[0]).toMatchObject({ email: "asks@example.test", response_mail_status: "sent" });
    expect(server.received.some((mail) => mail.data.includes("Every Muse is verified by hand."))).toBe(true);
  });
});

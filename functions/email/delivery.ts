import { writeFileSync } from "node:fs";
import type { Transporter } from "nodemailer";
import { query } from "../db/index.ts";
import { BRAND, SUPPORT_EMAIL } from "../../src/domain/brand.ts";
import { siteUrl } from "./templates.ts";
import { deliverAlerts } from "../alerts/delivery.ts";

/**
 * The pauses after each failed attempt, in minutes: short at first, then 4 hours; the last attempt comes about
 * MAIL_RETRY_HOURS (a day) after the first, so a mail server down over a night, a weekend's included, loses nothing.
 */
export const RETRY_DELAYS_MINUTES = [1, 2, 4, 8, 16, 32, 64, 128, 240, 240, 240, 240, 240] as const;

/**
 * Delivery of the outbox: due mails are leased (their next attempt moved an hour on, so a second deliverer running at
 * the same time skips them, and a mail whose deliverer died mid-send is not sent again before the hour is out), sent
 * over SMTP side by side, then marked sent, or scheduled again after RETRY_DELAYS_MINUTES and given up ('failed',
 * which the admin sees and can send again) after MAX_ATTEMPTS. Each carries a Message-ID of its outbox row, the same
 * on every attempt. Without SMTP_URL (local servers) a mail is printed to the console with its links instead, and
 * marked sent.
 */
export const DELIVERY = {
  /** Connecting, and the server's greeting: a server that is down or hung costs this much. */
  CONNECT_TIMEOUT_MS: 3_000,
  GREETING_TIMEOUT_MS: 3_000,
  /**
   * Each reply after the greeting, the one to the end of the message included. RFC 5321 gives that one 10 minutes
   * (providers scan the mail first); a scheduled function has 30 s in all, so it gets 25.
   */
  REPLY_TIMEOUT_MS: 25_000,
  /** One delivery run sends at most this many mails, side by side, each on a connection of its own. */
  BATCH: 10,
  /** A mail the server may have taken without confirming it (or whose deliverer died) waits this long. */
  UNKNOWN_OUTCOME_MINUTES: 60,
  MAX_ATTEMPTS: RETRY_DELAYS_MINUTES.length + 1,
} as const;

interface DueMail {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  kind: string;
  attempts: number;
}

/** A new transport for each run (nodemailer opens a connection per mail anyway); loaded only where mail goes over SMTP. */
async function smtpTransport(url: string, replyTimeoutMs: number): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({
    url,
    connectionTimeout: DELIVERY.CONNECT_TIMEOUT_MS,
    greetingTimeout: DELIVERY.GREETING_TIMEOUT_MS,
    socketTimeout: replyTimeoutMs,
  });
}

/** The Message-ID of an outbox row: the same on every attempt, so a mail sent twice is recognizably one. */
export const messageIdOf = (id: string) => `<outbox-${id}@${new URL(siteUrl()).hostname}>`;

/** The local outbox, readable where the local server runs: who, what, and the links to follow. */
function printMail(mail: DueMail): void {
  const links = mail.body_text.match(/https?:\/\/\S+/g) ?? [];
  console.info(
    [`\n[mail:${mail.kind}] to ${mail.to_address}: ${mail.subject}`, ...links.map((link) => `  ${link}`)].join("\n"),
  );
}

async function send(mail: DueMail, transporter: Transporter | null): Promise<void> {
  if (!transporter) return printMail(mail);
  await transporter.sendMail({
    messageId: messageIdOf(mail.id),
    from: process.env.MAIL_FROM ?? `${BRAND} <${SUPPORT_EMAIL}>`,
    to: mail.to_address,
    subject: mail.subject,
    text: mail.body_text,
  });
}

async function leaseDueMails(limit: number): Promise<DueMail[]> {
  return query<DueMail>(
    `UPDATE email_outbox SET next_attempt_at = now() + make_interval(secs => $2), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM email_outbox WHERE status = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED
      )
      RETURNING id, to_address, subject, body_text, kind, attempts`,
    [limit, DELIVERY.UNKNOWN_OUTCOME_MINUTES * 60],
  );
}

/**
 * The server went silent after its greeting: it may have taken the message and not confirmed it yet (the reply to the
 * end of a message is the slow one). Sent again at once, it could arrive twice.
 */
const outcomeUnknown = (error: unknown) =>
  error instanceof Error && (error as Error & { timeoutType?: string }).timeoutType === "SOCKET_TIMEOUT";

async function recordFailure(mail: DueMail, error: unknown): Promise<void> {
  const unknown = outcomeUnknown(error);
  const reason = error instanceof Error ? error.message : String(error);
  const message = (unknown ? `Outcome unknown, not sent again for an hour: ${reason}` : reason).slice(0, 500);
  const givenUp = mail.attempts >= DELIVERY.MAX_ATTEMPTS;
  const delay = unknown
    ? Math.max(DELIVERY.UNKNOWN_OUTCOME_MINUTES, RETRY_DELAYS_MINUTES[mail.attempts - 1] ?? 0)
    : RETRY_DELAYS_MINUTES[mail.attempts - 1];
  await query(
    `UPDATE email_outbox SET last_error = $2, status = CASE WHEN $3 THEN 'failed' ELSE 'pending' END,
            next_attempt_at = now() + make_interval(mins => $4)
      WHERE id = $1`,
    [mail.id, message, givenUp, delay ?? 0],
  );
  // The address and the body stay out of the log: they are the recipient's.
  console.error(`Mail ${mail.id} (${mail.kind}) not delivered, attempt ${mail.attempts}: ${message}`);
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends what is due, up to a batch, side by side: a run lasts about as long as its slowest mail, within a scheduled
 * function's 30 s. Safe to run from several places at once. `replyTimeoutMs` is for tests.
 */
export async function deliverOutbox(
  options: { batch?: number; replyTimeoutMs?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const due = await leaseDueMails(options.batch ?? DELIVERY.BATCH);
  if (due.length === 0) return report;
  const smtpUrl = process.env.SMTP_URL;
  const transporter = smtpUrl
    ? await smtpTransport(smtpUrl, options.replyTimeoutMs ?? DELIVERY.REPLY_TIMEOUT_MS)
    : null;
  await Promise.all(
    due.map(async (mail) => {
      try {
        await send(mail, transporter);
        await query(`UPDATE email_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`, [
          mail.id,
        ]);
        report.sent += 1;
      } catch (error) {
        await recordFailure(mail, error);
        report.failed += 1;
      }
    }),
  );
  return report;
}

/**
 * The local servers' deliverer of mails and alerts (functions/alerts/delivery.ts): runs every few seconds until stopped, never overlapping itself. With `urlFile`, the
 * database URL is written there once known (under `astro dev` the emulation opens the database after start).
 */
export function startDeliveryLoop({
  intervalMs = 2_000,
  urlFile,
}: { intervalMs?: number; urlFile?: string } = {}): () => void {
  let running = false;
  let writtenUrl: string | undefined;
  // A failure is told once, not every few seconds while it lasts (a database the dev server restarted away from).
  let lastFailure: string | undefined;
  const timer = setInterval(() => {
    if (running || !process.env.NETLIFY_DB_URL) return;
    if (urlFile && writtenUrl !== process.env.NETLIFY_DB_URL) {
      writtenUrl = process.env.NETLIFY_DB_URL;
      writeFileSync(urlFile, writtenUrl);
    }
    running = true;
    Promise.all([deliverOutbox(), deliverAlerts()])
      .then(() => (lastFailure = undefined))
      .catch((error: Error) => {
        if (error.message !== lastFailure) console.error(`Mail delivery run failed: ${error.message}`);
        lastFailure = error.message;
      })
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

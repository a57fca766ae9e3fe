import { writeFileSync } from "node:fs";
import type { Transporter } from "nodemailer";
import { query } from "../db/index.ts";
import { BRAND, SUPPORT_EMAIL } from "../../src/domain/brand.ts";

/**
 * Delivery of the outbox: due mails are leased (their next attempt moved on, so a second deliverer running at the same
 * time skips them), sent over SMTP with short timeouts, then marked sent, or scheduled again with a growing delay and
 * given up ('failed', which the admin sees) after MAX_ATTEMPTS. Without SMTP_URL (local servers) a mail is printed
 * to the console with its links instead, and marked sent.
 */
export const DELIVERY = {
  /** Connection, greeting and each socket read: a silent server costs this much, never a function's whole limit. */
  SMTP_TIMEOUT_MS: 3_000,
  /** One delivery run sends at most this many mails... */
  BATCH: 20,
  /** ...and starts no new one after this long (a scheduled function has 30 s). */
  BUDGET_MS: 20_000,
  /** A leased mail whose deliverer died is tried again after this long. */
  LEASE_SECONDS: 120,
  MAX_ATTEMPTS: 8,
} as const;

/** Minutes to wait after the nth failed attempt: 1, 2, 4, … up to 4 hours (8 attempts span about 4 hours). */
export const retryDelayMinutes = (attempts: number) => Math.min(2 ** (attempts - 1), 240);

interface DueMail {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  kind: string;
  attempts: number;
}

let transport: { url: string; transporter: Transporter } | undefined;

async function smtpTransport(url: string): Promise<Transporter> {
  if (transport?.url !== url) {
    // Loaded only where mail goes over SMTP: every function would otherwise pay for it at start.
    const { default: nodemailer } = await import("nodemailer");
    transport = {
      url,
      transporter: nodemailer.createTransport({
        url,
        connectionTimeout: DELIVERY.SMTP_TIMEOUT_MS,
        greetingTimeout: DELIVERY.SMTP_TIMEOUT_MS,
        socketTimeout: DELIVERY.SMTP_TIMEOUT_MS,
      }),
    };
  }
  return transport.transporter;
}

/** The local outbox, readable where the local server runs: who, what, and the links to follow. */
function printMail(mail: DueMail): void {
  const links = mail.body_text.match(/https?:\/\/\S+/g) ?? [];
  console.info(
    [`\n[mail:${mail.kind}] to ${mail.to_address}: ${mail.subject}`, ...links.map((link) => `  ${link}`)].join("\n"),
  );
}

async function send(mail: DueMail): Promise<void> {
  const smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) return printMail(mail);
  const transporter = await smtpTransport(smtpUrl);
  await transporter.sendMail({
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
    [limit, DELIVERY.LEASE_SECONDS],
  );
}

async function recordFailure(mail: DueMail, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const givenUp = mail.attempts >= DELIVERY.MAX_ATTEMPTS;
  await query(
    `UPDATE email_outbox SET last_error = $2, status = CASE WHEN $3 THEN 'failed' ELSE 'pending' END,
            next_attempt_at = now() + make_interval(mins => $4)
      WHERE id = $1`,
    [mail.id, message, givenUp, retryDelayMinutes(mail.attempts)],
  );
  // The address and the body stay out of the log: they are the recipient's.
  console.error(`Mail ${mail.id} (${mail.kind}) not delivered, attempt ${mail.attempts}: ${message}`);
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/** Sends what is due, within the batch and time budget; safe to run from several places at once. */
export async function deliverOutbox(options: { batch?: number; budgetMs?: number } = {}): Promise<DeliveryReport> {
  const started = Date.now();
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const due = await leaseDueMails(options.batch ?? DELIVERY.BATCH);
  for (const mail of due) {
    if (Date.now() - started > (options.budgetMs ?? DELIVERY.BUDGET_MS)) {
      // Not tried: handed back as it was, for the next run.
      await query(`UPDATE email_outbox SET attempts = attempts - 1, next_attempt_at = now() WHERE id = $1`, [mail.id]);
      continue;
    }
    try {
      await send(mail);
      await query(`UPDATE email_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`, [
        mail.id,
      ]);
      report.sent += 1;
    } catch (error) {
      await recordFailure(mail, error);
      report.failed += 1;
    }
  }
  return report;
}

/**
 * The local servers' deliverer: runs every few seconds until stopped, never overlapping itself. With `urlFile`, the
 * database URL is written there once known (under `astro dev` the emulation opens the database after start).
 */
export function startDeliveryLoop({
  intervalMs = 2_000,
  urlFile,
}: { intervalMs?: number; urlFile?: string } = {}): () => void {
  let running = false;
  let writtenUrl: string | undefined;
  const timer = setInterval(() => {
    if (running || !process.env.NETLIFY_DB_URL) return;
    if (urlFile && writtenUrl !== process.env.NETLIFY_DB_URL) {
      writtenUrl = process.env.NETLIFY_DB_URL;
      writeFileSync(urlFile, writtenUrl);
    }
    running = true;
    deliverOutbox()
      .catch((error: Error) => console.error(`Mail delivery run failed: ${error.message}`))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

import type { Transporter } from "nodemailer";
import { query } from "../db/index.ts";
import { BRAND, SUPPORT_EMAIL } from "../../src/domain/brand.ts";
import type { Mail } from "./templates.ts";

let transport: Transporter | undefined;

/**
 * Sends over SMTP when SMTP_URL is set; otherwise the mail goes to the email_outbox table
 * (and the console in development), where local users and tests read it.
 */
export async function sendMail(to: string, mail: Mail): Promise<void> {
  const smtpUrl = process.env.SMTP_URL;
  if (smtpUrl) {
    // Loaded only when SMTP is configured: every function that sends mail would otherwise pay for it at start.
    transport ??= (await import("nodemailer")).default.createTransport(smtpUrl);
    await transport.sendMail({
      from: process.env.MAIL_FROM ?? `${BRAND} <${SUPPORT_EMAIL}>`,
      to,
      subject: mail.subject,
      text: mail.text,
    });
    return;
  }
  await query(`INSERT INTO email_outbox (to_address, subject, body_text, kind) VALUES ($1, $2, $3, $4)`, [
    to,
    mail.subject,
    mail.text,
    mail.kind,
  ]);
  if (process.env.NODE_ENV !== "test" && !process.env.VITEST)
    console.info(`[mail:${mail.kind}] to ${to}: ${mail.subject}`);
}

/** Mail that should not undo the action it reports (SPEC §4: a failed notification is only logged). */
export async function sendMailSafely(to: string | null | undefined, mail: Mail): Promise<boolean> {
  if (!to) return false;
  try {
    await sendMail(to, mail);
    return true;
  } catch (error) {
    console.error(`Failed to send ${mail.kind} mail`, error);
    return false;
  }
}

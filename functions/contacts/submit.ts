import { transaction } from "../db/index.ts";
import { sendMail } from "../email/index.ts";
import { mailsIn } from "../email/templates.ts";
import { requestLocale } from "../http/locale.ts";
import { LIMITS, enforceRateLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/request.ts";
import { json } from "../http/respond.ts";
import type { Call } from "../http/route.ts";
import { contactSchema } from "../../src/domain/contact.ts";

/**
 * POST /api/contacts `{ name, email, subject?, message }`: stores the message, in the language of the page it was sent
 * from, and its confirmation mail in that language together (delivered from the outbox).
 */
export async function submitContact(call: Call): Promise<Response> {
  await enforceRateLimit(LIMITS.contact, call.ip);
  const contact = await readJson(call.request, contactSchema);
  const locale = requestLocale(call.request);
  await transaction(async (tx) => {
    await tx.query(`INSERT INTO contact_requests (name, email, subject, message, locale) VALUES ($1, $2, $3, $4, $5)`, [
      contact.name,
      contact.email,
      contact.subject,
      contact.message,
      locale,
    ]);
    await sendMail(contact.email, mailsIn(locale).contactConfirmation(), tx);
  });
  return json({ ok: true }, { status: 201 });
}

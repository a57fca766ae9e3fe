import { transaction } from "../db/index.ts";
import { sendMail } from "../email/index.ts";
import { mails } from "../email/templates.ts";
import { LIMITS, enforceRateLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/request.ts";
import { json } from "../http/respond.ts";
import type { Call } from "../http/route.ts";
import { contactSchema } from "../../src/domain/contact.ts";

/**
 * POST /api/contacts `{ name, email, subject?, message }`: stores the message and its confirmation mail together
 * (delivered from the outbox).
 */
export async function submitContact(call: Call): Promise<Response> {
  await enforceRateLimit(LIMITS.contact, call.ip);
  const contact = await readJson(call.request, contactSchema);
  await transaction(async (tx) => {
    await tx.query(`INSERT INTO contact_requests (name, email, subject, message) VALUES ($1, $2, $3, $4)`, [
      contact.name,
      contact.email,
      contact.subject,
      contact.message,
    ]);
    await sendMail(contact.email, mails.contactConfirmation(), tx);
  });
  return json({ ok: true }, { status: 201 });
}

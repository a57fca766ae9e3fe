import { query, type Queryable } from "../db/index.ts";
import type { Mail } from "./templates.ts";

/** The pool, for a mail written on its own rather than inside an action's transaction. */
const pool: Queryable = { query: async (text, params) => ({ rows: await query(text, params), rowCount: null }) };

/**
 * Writes a mail to the outbox, inside the action's transaction when one is given, so the action and its mail commit
 * (or roll back) together. Nothing is sent here: `deliverOutbox` (functions/email/delivery.ts) sends it with retries,
 * so a slow or refusing mail server never holds up or fails the visitor's request. Returns the mail's id.
 */
export async function sendMail(to: string, mail: Mail, db: Queryable = pool): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO email_outbox (to_address, subject, body_text, kind) VALUES ($1, $2, $3, $4) RETURNING id`,
    [to, mail.subject, mail.text, mail.kind],
  );
  return String(rows[0]!.id);
}

/**
 * A mail written after its action has committed, which must not undo it (SPEC §4: a failed notification is only
 * logged). Returns whether the mail is in the outbox.
 */
export async function sendMailSafely(to: string | null | undefined, mail: Mail): Promise<boolean> {
  if (!to) return false;
  try {
    await sendMail(to, mail);
    return true;
  } catch (error) {
    console.error(`Failed to queue ${mail.kind} mail`, error);
    return false;
  }
}

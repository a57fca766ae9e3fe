import { queryOne, type Queryable } from "../db/index.ts";
import type { Locale } from "../../src/domain/locales.ts";

export interface Recipient {
  handle: string;
  approval_status: string;
  email: string | null;
  /** The language her application was sent in: every mail about it is written in that language. */
  locale: Locale;
}

const RECIPIENT = `SELECT p.handle, p.approval_status, coalesce(u.email, p.email) AS email, p.locale
  FROM profiles p LEFT JOIN users u ON u.id = p.user_id
 WHERE p.id = $1`;

/**
 * The muse's account address when the application is linked to one, else the e-mail on the profile; inside `tx` when
 * the mail is written in the transaction of what it tells.
 */
export async function recipientOf(profileId: string, tx?: Queryable): Promise<Recipient | undefined> {
  if (!tx) return queryOne<Recipient>(RECIPIENT, [profileId]);
  return (await tx.query<Recipient>(RECIPIENT, [profileId])).rows[0];
}

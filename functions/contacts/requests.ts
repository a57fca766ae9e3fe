import { transaction } from "../db/index.ts";
import { sendMail } from "../email/index.ts";
import { mailsIn } from "../email/templates.ts";
import type { Locale } from "../../src/domain/locales.ts";
import { notFound } from "../http/errors.ts";
import { readJson } from "../http/request.ts";
import type { Call, SignedInCall } from "../http/route.ts";
import { contactRequestShape, contactUpdateSchema, type ContactRequest } from "../../src/domain/contact.ts";
import { columnsOf, queryOneShaped } from "../db/shaped.ts";
import { CONTACT_STATUSES } from "../../src/domain/options.ts";
import { readListPage, readListQuery, type ListSource, type PageInfo } from "../admin/paging.ts";
import { REVIEWER } from "../../src/domain/review.ts";
import { recordAdminAction } from "../admin/actions.ts";
import { z } from "../../src/domain/zod.ts";
import { isUuid } from "../http/ids.ts";

export const CONTACT_NOT_FOUND = "admin.contact.notFound";

/** The request's own columns, and the state of the mail that carried the admin's response. */
const CONTACT_COLUMNS = `${columnsOf(z.omit(contactRequestShape, { response_mail_status: true }))},
  (SELECT status FROM email_outbox WHERE email_outbox.id = contact_requests.response_mail_id) AS response_mail_status`;

const CONTACT_LIST: ListSource = { table: "contact_requests", columns: CONTACT_COLUMNS, statusColumn: "status" };

/**
 * GET /api/contacts?status=&q=&page= (admin): one page of requests, newest first, by status and a case-insensitive
 * search over name, e-mail, subject and message (SPEC §5), with the counts of the "X of Y contacts" line.
 */
export async function listContacts(call: Call): Promise<{ contacts: ContactRequest[] } & PageInfo> {
  const list = readListQuery(call.request, CONTACT_STATUSES);
  const { rows: contacts, ...page } = await readListPage(list, contactRequestShape, CONTACT_LIST);
  return { contacts, ...page };
}

/** unread → read; a request already read or responded to is returned as it is. */
async function markRead(id: string): Promise<ContactRequest | undefined> {
  const updated = await queryOneShaped(
    contactRequestShape,
    `UPDATE contact_requests SET status = 'read', processed_at = now(), processed_by = $2
      WHERE id = $1 AND status = 'unread'
      RETURNING ${CONTACT_COLUMNS}`,
    [id, REVIEWER],
  );
  return (
    updated ??
    queryOneShaped(contactRequestShape, `SELECT ${CONTACT_COLUMNS} FROM contact_requests WHERE id = $1`, [id])
  );
}

/**
 * Saves the response, its admin_actions entry and the mail that carries it to the visitor together: none exists
 * without the others. The mail is delivered from the outbox; the contact request keeps which mail it is.
 */
function respond(id: string, response: string, adminUserId: string): Promise<ContactRequest | undefined> {
  return transaction(async (tx) => {
    const contact = await queryOneShaped(
      contactRequestShape,
      `UPDATE contact_requests SET status = 'responded', admin_response = $2, processed_at = now(), processed_by = $3
        WHERE id = $1
        RETURNING ${CONTACT_COLUMNS}`,
      [id, response, REVIEWER],
      tx,
    );
    if (!contact) return undefined;
    await recordAdminAction(tx, {
      type: "responded",
      target: "contact_request",
      targetId: id,
      adminUserId,
      details: { response },
    });
    // Answered in the language the visitor wrote from.
    const { rows } = await tx.query<{ locale: Locale }>(`SELECT locale FROM contact_requests WHERE id = $1`, [id]);
    const mail = mailsIn(rows[0]!.locale).contactResponse(contact.name, contact.subject, response);
    const mailId = await sendMail(contact.email, mail, tx);
    await tx.query(`UPDATE contact_requests SET response_mail_id = $2 WHERE id = $1`, [id, mailId]);
    return { ...contact, response_mail_status: "pending" as const };
  });
}

/** PATCH /api/contacts/:id (admin): `{ status: "read" }` or `{ status: "responded", admin_response }`. */
export async function updateContact(call: SignedInCall): Promise<{ contact: ContactRequest }> {
  const id = call.params.id;
  if (!isUuid(id)) throw notFound(CONTACT_NOT_FOUND);
  const update = await readJson(call.request, contactUpdateSchema);
  if (update.status === "read") {
    const contact = await markRead(id);
    if (!contact) throw notFound(CONTACT_NOT_FOUND);
    return { contact };
  }
  const contact = await respond(id, update.admin_response, call.session.userId);
  if (!contact) throw notFound(CONTACT_NOT_FOUND);
  return { contact };
}

import { useState } from "react";
import type { z } from "zod/mini";
import { Eye } from "../ui/icons/eye.ts";
import { MailCheck } from "../ui/icons/mail-check.ts";
import { toast } from "../../lib/toasts.ts";
import { api } from "../../lib/api.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { CONTACT_MESSAGES, contactUpdateSchema } from "../../domain/contact.ts";
import { CONTACT_STATUSES } from "../../domain/options.ts";
import { StatusBadge } from "../ui/badges.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
import { NoteForm } from "./NoteForm.tsx";
import { Modal } from "../ui/Modal.tsx";
import { AdminShell } from "./AdminShell.tsx";
import { CardTitle, ListBody, RowButton, SearchFilters, statusOptions } from "./AdminList.tsx";
import { useAdminList } from "./useAdminList.tsx";
import { leaveIfRefused } from "./session.ts";
import type { ContactRequest } from "../../domain/contact.ts";
import { REPLY_MAIL_LABELS } from "../../domain/mail.ts";

const STATUS_OPTIONS = statusOptions(CONTACT_STATUSES, (status) => status.charAt(0).toUpperCase() + status.slice(1));

/** /admin/contacts: read, mark as read and answer what visitors sent through the contact form. */
export function ContactList() {
  const list = useAdminList<ContactRequest>("/api/contacts", { key: "contacts", statuses: STATUS_OPTIONS });
  const [openId, setOpenId] = useState<string | null>(null);
  const [response, setResponse] = useState("");
  const [saving, setSaving] = useState(false);

  const open = list.rows?.find((contact) => contact.id === openId) ?? null;

  /** Changes a request on the server and puts the request as it now is in its place in the list. */
  async function update(id: string, change: z.output<typeof contactUpdateSchema>) {
    const result = await api<{ contact: ContactRequest }>(`/api/contacts/${id}`, { method: "PATCH", json: change });
    list.replace((rows) => rows.map((contact) => (contact.id === id ? result.contact : contact)));
  }

  async function markAsRead(contact: ContactRequest) {
    try {
      await update(contact.id, { status: "read" });
      toast.success(CONTACT_MESSAGES.markedRead.title, { description: CONTACT_MESSAGES.markedRead.description });
    } catch (error) {
      if (leaveIfRefused(error)) return;
      console.error("Error updating contact request", error);
      toast.error("Error", { description: CONTACT_MESSAGES.updateFailed });
    }
  }

  function view(contact: ContactRequest) {
    setOpenId(contact.id);
    setResponse(contact.admin_response ?? "");
    // SPEC §4: opening an unread request marks it read.
    if (contact.status === "unread") void markAsRead(contact);
  }

  async function submitResponse() {
    if (!open) return;
    const parsed = contactUpdateSchema.safeParse({ status: "responded", admin_response: response });
    if (!parsed.success) return;
    setSaving(true);
    try {
      await update(open.id, parsed.data);
      toast.success(CONTACT_MESSAGES.responded.title, { description: CONTACT_MESSAGES.responded.description });
      setOpenId(null);
    } catch (error) {
      if (leaveIfRefused(error)) return;
      console.error("Error saving contact response", error);
      toast.error("Error", { description: CONTACT_MESSAGES.responseFailed });
    } finally {
      setSaving(false);
    }
  }

  return (
    <AdminShell title="Contact Requests" subtitle="Messages sent through the contact form.">
      <SearchFilters list={list} name="contact" placeholder="Name, email, subject or message" />
      <ListBody
        list={list}
        noun="contact requests"
        count={(info) => `${info?.matching ?? 0} of ${info?.total ?? 0} contacts`}
        empty={
          // The spec's wording is lower case; the heading is capitalised by CSS only.
          <div className="[&_h2]:first-letter:uppercase">
            <EmptyState title="no contact requests found" />
          </div>
        }
      >
        {(contact) => (
          <li key={contact.id} className="card" data-contact={contact.email}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <CardTitle status={<StatusBadge status={contact.status} />}>{contact.name}</CardTitle>
                <p className="mt-1 text-sm text-stone-700">
                  {contact.email} · {formatDate(contact.created_at)}
                </p>
                {contact.subject && <p className="mt-2 font-medium">{contact.subject}</p>}
                {contact.response_mail_status && (
                  <p className="mt-1 text-sm text-stone-700" data-reply-mail={contact.response_mail_status}>
                    {REPLY_MAIL_LABELS[contact.response_mail_status]}
                  </p>
                )}
              </div>
              <div className="flex gap-2">
                <RowButton icon={Eye} target={` message from ${contact.name}`} onClick={() => view(contact)}>
                  View
                </RowButton>
                {contact.status === "unread" && (
                  <RowButton
                    icon={MailCheck}
                    look="primary"
                    target={`: message from ${contact.name}`}
                    onClick={() => void markAsRead(contact)}
                  >
                    Mark as Read
                  </RowButton>
                )}
              </div>
            </div>
            <p className="mt-2 line-clamp-2 text-stone-800">{contact.message}</p>
          </li>
        )}
      </ListBody>

      <Modal
        open={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpenId(null)}
        width="2xl"
        title={open && <>Message from {open.name}</>}
        description={open && `${open.email} · ${formatDateTime(open.created_at)}`}
      >
        {open && (
          <>
            <div className="mt-4 flex items-center gap-3">
              <StatusBadge status={open.status} />
              {open.processed_at && (
                <span className="text-sm text-stone-700">Processed {formatDateTime(open.processed_at)}</span>
              )}
              {open.response_mail_status && (
                <span className="text-sm text-stone-700">{REPLY_MAIL_LABELS[open.response_mail_status]}</span>
              )}
            </div>
            {open.subject && <p className="mt-4 font-semibold">{open.subject}</p>}
            <p className="mt-2 rounded-xl bg-paper p-4 whitespace-pre-line" data-full-message>
              {open.message}
            </p>
            <NoteForm
              className="mt-6"
              id="admin-response"
              label="Admin response"
              rows={5}
              value={response}
              onChange={setResponse}
              onSubmit={() => void submitResponse()}
              saving={saving}
              submitLabel={open.status === "responded" ? "Update Response" : "Submit Response"}
            />
          </>
        )}
      </Modal>
    </AdminShell>
  );
}

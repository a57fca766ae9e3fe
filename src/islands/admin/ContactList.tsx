import { useState } from "react";
import { Eye, MailCheck } from "lucide-react";
import { toast } from "../../lib/toasts.ts";
import { api } from "../../lib/api.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { CONTACT_MESSAGES, contactUpdateSchema } from "../../domain/contact.ts";
import { CONTACT_STATUSES } from "../../domain/options.ts";
import { ContactStatusBadge } from "../ui/badges.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
import { NoteForm } from "./NoteForm.tsx";
import { Modal } from "../ui/Modal.tsx";
import { AdminShell } from "./AdminShell.tsx";
import type { ContactStatusFilter } from "./filters.ts";
import { CardTitle, ListBody, ListFilters, statusOptions } from "./AdminList.tsx";
import { useAdminList, useFilterInAddress } from "./useAdminList.tsx";
import { leaveIfRefused } from "./session.ts";
import type { ContactRequest } from "../../domain/contact.ts";
import { REPLY_MAIL_LABELS } from "../../domain/mail.ts";

const STATUS_FILTERS: readonly ContactStatusFilter[] = ["all", ...CONTACT_STATUSES];
const STATUS_OPTIONS = statusOptions(CONTACT_STATUSES, (status) => status.charAt(0).toUpperCase() + status.slice(1));

/** /admin/contacts: read, mark as read and answer what visitors sent through the contact form. */
export function ContactList() {
  const [status, setStatus] = useFilterInAddress("status", STATUS_FILTERS, "all");
  const [search, setSearch] = useState("");
  const list = useAdminList<ContactRequest>("/api/contacts", { key: "contacts", status, search });
  const [openId, setOpenId] = useState<string | null>(null);
  const [response, setResponse] = useState("");
  const [saving, setSaving] = useState(false);

  const open = list.rows?.find((contact) => contact.id === openId) ?? null;

  function replace(updated: ContactRequest) {
    list.replace((rows) => rows.map((contact) => (contact.id === updated.id ? updated : contact)));
  }

  async function markAsRead(contact: ContactRequest) {
    try {
      const result = await api<{ contact: ContactRequest }>(`/api/contacts/${contact.id}`, {
        method: "PATCH",
        json: { status: "read" },
      });
      replace(result.contact);
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
      const result = await api<{ contact: ContactRequest }>(`/api/contacts/${open.id}`, {
        method: "PATCH",
        json: parsed.data,
      });
      replace(result.contact);
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
      <ListFilters
        name="contact"
        search={{ value: search, onChange: setSearch, placeholder: "Name, email, subject or message" }}
        status={{ value: status, onChange: setStatus, options: STATUS_OPTIONS }}
      />
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
                <CardTitle status={<ContactStatusBadge status={contact.status} />}>{contact.name}</CardTitle>
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
                <button type="button" className="btn-secondary !px-4 !py-2" onClick={() => view(contact)}>
                  <Eye className="h-4 w-4" aria-hidden="true" />
                  View<span className="sr-only"> message from {contact.name}</span>
                </button>
                {contact.status === "unread" && (
                  <button type="button" className="btn-primary !px-4 !py-2" onClick={() => void markAsRead(contact)}>
                    <MailCheck className="h-4 w-4" aria-hidden="true" />
                    Mark as Read<span className="sr-only">: message from {contact.name}</span>
                  </button>
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
              <ContactStatusBadge status={open.status} />
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

import type { ApprovalStatus, ContactStatus } from "../../domain/options.ts";
import type { AdminProfile, ContactRequest } from "./types.ts";

export type ApplicationStatusFilter = "all" | ApprovalStatus;
export type ContactStatusFilter = "all" | ContactStatus;

function includesText(values: (string | null)[], search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || values.some((value) => (value ?? "").toLowerCase().includes(needle));
}

/** SPEC §5: an application search is case-insensitive over handle, city and e-mail. */
export function matchesApplication(
  application: Pick<AdminProfile, "approval_status" | "handle" | "city" | "email">,
  status: ApplicationStatusFilter,
  search: string,
): boolean {
  if (status !== "all" && application.approval_status !== status) return false;
  return includesText([application.handle, application.city, application.email], search);
}

/** SPEC §5: a contact search is case-insensitive over name, e-mail, subject and message. */
export function matchesContact(
  contact: Pick<ContactRequest, "status" | "name" | "email" | "subject" | "message">,
  status: ContactStatusFilter,
  search: string,
): boolean {
  if (status !== "all" && contact.status !== status) return false;
  return includesText([contact.name, contact.email, contact.subject, contact.message], search);
}

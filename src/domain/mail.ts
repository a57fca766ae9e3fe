/** Where a mail is: waiting in the outbox (or being retried), handed to the mail server, or given up on. */
export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** About how long a mail the server refuses is tried again before it is given up (functions/email/delivery.ts). */
export const MAIL_RETRY_HOURS = 24;

/** How the admin reads a reply's mail state (the contact requests list). */
export const REPLY_MAIL_LABELS: Record<MailStatus, string> = {
  pending: "Reply queued for mailing",
  sent: "Reply mailed",
  failed: "Reply could not be mailed",
};

import { BRAND, SUPPORT_EMAIL } from "../../src/domain/brand.ts";
import { CLAIM_DAYS } from "../../src/domain/application.ts";

export type MailKind =
  | "verification"
  | "application_received"
  | "approval"
  | "rejection"
  | "contact_confirmation"
  | "contact_response"
  | "password_reset"
  | "email_change"
  | "suspension"
  | "reinstatement"
  | "picture_removed"
  | "account_notice"
  | "photo_verification";

export interface Mail {
  kind: MailKind;
  subject: string;
  text: string;
}

const signature = `\n\nDiscretion, verification, safety and respect,\nThe ${BRAND} Team\n${SUPPORT_EMAIL}`;

export function siteUrl(): string {
  return (process.env.SITE_URL ?? process.env.URL ?? "http://localhost:4321").replace(/\/+$/, "");
}

export const mails = {
  verification: (link: string): Mail => ({
    kind: "verification",
    subject: `Confirm your ${BRAND} e-mail address`,
    text: `Welcome to ${BRAND}.\n\nPlease confirm your e-mail address by opening this link within 48 hours:\n${link}\n\nIf you did not create an account, ignore this message.${signature}`,
  }),
  passwordReset: (link: string): Mail => ({
    kind: "password_reset",
    subject: `Reset your ${BRAND} password`,
    text: `Hello,\n\nSomeone (hopefully you) asked to reset the password of your ${BRAND} account. Open this link within one hour to choose a new one:\n${link}\n\nThe link works once. Setting a new password signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.${signature}`,
  }),
  emailChange: (link: string): Mail => ({
    kind: "email_change",
    subject: `Confirm your new ${BRAND} e-mail address`,
    text: `Hello,\n\nPlease confirm that this is the new e-mail address of your ${BRAND} account by opening this link within 24 hours:\n${link}\n\nUntil then your account keeps its current address. If you did not ask for this, ignore this e-mail.${signature}`,
  }),
  // Told to the account's current address (ASVS 6.3.7), each with what to do when it was not her.
  passwordChanged: (): Mail => ({
    kind: "account_notice",
    subject: `Your ${BRAND} password was changed`,
    text: `Hello,

The password of your ${BRAND} account was just changed, and every other session was signed out.

If this was not you, choose a new password now: ${siteUrl()}/forgot-password
Then write to us at ${SUPPORT_EMAIL}.${signature}`,
  }),
  emailChangeRequested: (newEmail: string): Mail => ({
    kind: "account_notice",
    subject: `A new e-mail address was asked for your ${BRAND} account`,
    text: `Hello,

Someone signed in to your ${BRAND} account asked to move it to ${newEmail}. Nothing changes unless the link we sent there is opened within 24 hours.

If this was not you, choose a new password now (this also cancels the change): ${siteUrl()}/forgot-password${signature}`,
  }),
  emailChanged: (newEmail: string): Mail => ({
    kind: "account_notice",
    subject: `Your ${BRAND} e-mail address was changed`,
    text: `Hello,

Your ${BRAND} account now uses the address ${newEmail}; this address no longer signs in.

If this was not you, write to us at once at ${SUPPORT_EMAIL} from this address, and we will give the account back to you.${signature}`,
  }),
  applicationReceived: (handle: string): Mail => ({
    kind: "application_received",
    subject: `We received your ${BRAND} application`,
    text: `Hello ${handle},\n\nThank you for applying to become a Muse. Every application is reviewed by hand within 48 hours, and we will e-mail you as soon as a decision is made.\n\nCreate your account with this address to follow your application on your dashboard: ${siteUrl()}/auth?handle=${encodeURIComponent(handle)}&type=muse${signature}`,
  }),
  /** To an application sent signed out: the link that links it to an account (the secret rides in the fragment). */
  applicationClaim: (handle: string, secret: string): Mail => ({
    kind: "application_received",
    subject: `Your ${BRAND} application: the link to your account`,
    text: `Hello ${handle},\n\nThank you for applying to become a Muse. Every application is reviewed by hand within 48 hours.\n\nOpen this link to create your account (or sign in) and link your application to it, so you can follow its review on your dashboard. It works for ${CLAIM_DAYS} days; keep it to yourself:\n${siteUrl()}/auth?handle=${encodeURIComponent(handle)}&type=muse#claim=${secret}\n\nIf it has expired, ask for a new one on ${siteUrl()}/auth?handle=${encodeURIComponent(handle)}&type=muse${signature}`,
  }),
  approval: (handle: string): Mail => ({
    kind: "approval",
    subject: `Your ${BRAND} profile is live`,
    text: `Hello ${handle},\n\nGood news: your application has been approved and your profile is now live in the directory:\n${siteUrl()}/muse/${encodeURIComponent(handle)}\n\nSign in to your dashboard to edit your profile, availability and gallery: ${siteUrl()}/muse-dashboard${signature}`,
  }),
  rejection: (handle: string, reason: string): Mail => ({
    kind: "rejection",
    subject: `About your ${BRAND} application`,
    text: `Hello ${handle},\n\nThank you for your interest in ${BRAND}. After review we could not approve your application this time, for this reason:\n\n${reason}\n\nYou are welcome to resubmit at ${siteUrl()}/muse-onboarding once this is addressed.${signature}`,
  }),
  suspension: (handle: string, reason: string): Mail => ({
    kind: "suspension",
    subject: `Your ${BRAND} profile has been suspended`,
    text: `Hello ${handle},\n\nYour profile has been suspended and is no longer shown in the directory, for this reason:\n\n${reason}\n\nYou can read this on your dashboard: ${siteUrl()}/muse-dashboard\nIf you think this is a mistake, reply to this e-mail.${signature}`,
  }),
  reinstatement: (handle: string): Mail => ({
    kind: "reinstatement",
    subject: `Your ${BRAND} profile is live again`,
    text: `Hello ${handle},\n\nYour profile has been reinstated and is shown in the directory again:\n${siteUrl()}/muse/${encodeURIComponent(handle)}${signature}`,
  }),
  photoVerified: (handle: string): Mail => ({
    kind: "photo_verification",
    subject: `Your ${BRAND} profile is photo verified`,
    text: `Hello ${handle},\n\nAn admin compared your verification picture with your profile, and your profile now shows "Photo verified" with this month's date. It lasts 12 months; we will remind you two weeks before it ends. Replacing your profile picture ends it sooner, and you can verify again at any time.\n\nYour verification picture is never shown to visitors and is deleted within 30 days.${signature}`,
  }),
  photoDeclined: (handle: string, reason: string): Mail => ({
    kind: "photo_verification",
    subject: `Your ${BRAND} photo verification was declined`,
    text: `Hello ${handle},\n\nAn admin could not confirm your verification picture. The reason:\n\n${reason}\n\nYou can ask for a new code and send another picture from your dashboard: ${siteUrl()}/muse-dashboard\n\nYour verification picture is never shown to visitors and is deleted within 30 days.${signature}`,
  }),
  photoVerificationEnding: (handle: string, endsOn: string): Mail => ({
    kind: "photo_verification",
    subject: `Your ${BRAND} photo verification ends on ${endsOn}`,
    text: `Hello ${handle},\n\nYour profile's "Photo verified" badge ends on ${endsOn}, 12 months after your pictures were checked. To keep it, ask for a new code on your dashboard and send a fresh picture: ${siteUrl()}/muse-dashboard${signature}`,
  }),
  pictureRemoved: (handle: string, picture: string): Mail => ({
    kind: "picture_removed",
    subject: `A picture was removed from your ${BRAND} profile`,
    text: `Hello ${handle},\n\nOur team removed ${picture} from your profile because it does not meet our guidelines. The rest of your profile is unchanged.\n\nYou can upload another picture from your dashboard: ${siteUrl()}/muse-dashboard${signature}`,
  }),
  /**
   * Fixed text only: the form accepts any address, so quoting the visitor's words would let anyone make the site
   * send a stranger a message of their choosing.
   */
  contactConfirmation: (): Mail => ({
    kind: "contact_confirmation",
    subject: `We received your message`,
    text: `Hello,\n\nThank you for contacting ${BRAND}. We'll get back to you within 24 hours.\n\nIf you did not write to us, you can ignore this e-mail.${signature}`,
  }),
  contactResponse: (name: string, subject: string | null, response: string): Mail => ({
    kind: "contact_response",
    subject: subject ? `Re: ${subject}` : `Your message to ${BRAND}`,
    text: `Hello ${name},\n\n${response}${signature}`,
  }),
};

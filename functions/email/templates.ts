import { BRAND, SUPPORT_EMAIL } from "../../src/domain/brand.ts";
import { CLAIM_DAYS } from "../../src/domain/application.ts";
import {
  APPEAL_OUTCOMES,
  DECISION_DURATIONS,
  DECISION_RESTRICTIONS,
  DECISION_SOURCE_TEXTS,
  DECISION_TITLES,
  HOW_TO_APPEAL,
  NO_AUTOMATED_DECISION,
  NOTICE_KEPT_MONTHS,
  clauseHref,
  clauseLabel,
  type AppealOutcome,
  type DecisionKind,
  type DecisionSource,
  type TermsClause,
} from "../../src/domain/decision-texts.ts";

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
  | "photo_verification"
  | "notice_receipt"
  | "notice_outcome"
  | "warning"
  | "appeal";

export interface Mail {
  kind: MailKind;
  subject: string;
  text: string;
}

const signature = `\n\nDiscretion, verification, safety and respect,\nThe ${BRAND} Team\n${SUPPORT_EMAIL}`;

export function siteUrl(): string {
  return (process.env.SITE_URL ?? process.env.URL ?? "http://localhost:4321").replace(/\/+$/, "");
}

/** A date as mails write it: "25 November 2026" (UTC, so every reader sees the same day). */
const mailDate = (date: Date | string) =>
  new Date(date).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** What a statement of reasons says, in every mail that carries one (the dashboard shows the same fields). */
export interface Statement {
  kind: DecisionKind;
  clause: TermsClause;
  facts: string;
  source: DecisionSource;
  since: Date | string;
  /** For a removed picture: which one ("a gallery picture", "your profile picture"). */
  pictureName?: string;
}

const STATEMENT_MAIL: Record<DecisionKind, { kind: MailKind; subject: string; intro: string }> = {
  suspension: {
    kind: "suspension",
    subject: `Your ${BRAND} profile has been suspended`,
    intro: "Your profile has been suspended and is no longer shown in the directory.",
  },
  picture_removal: {
    kind: "picture_removed",
    subject: `A picture was removed from your ${BRAND} profile`,
    intro: "Our team removed a picture from your profile. The rest of your profile is unchanged.",
  },
  verification_declined: {
    kind: "photo_verification",
    subject: `Your ${BRAND} photo verification was declined`,
    intro: "An admin could not confirm your verification picture.",
  },
  rejection: {
    kind: "rejection",
    subject: `About your ${BRAND} application`,
    intro: `Thank you for your interest in ${BRAND}. After review we could not approve your application this time.`,
  },
  warning: {
    kind: "warning",
    subject: `A warning about your ${BRAND} profile`,
    intro: "Our team reviewed your profile and is giving you a warning. Nothing on your profile was restricted.",
  },
};

/** The statement of reasons, field by field, as plain text. */
export function statementText(statement: Statement): string {
  return [
    `What was restricted: ${DECISION_RESTRICTIONS[statement.kind]}`,
    `Since: ${mailDate(statement.since)}`,
    `Until: ${DECISION_DURATIONS[statement.kind]}`,
    `Facts: ${statement.facts}`,
    `Ground: ${clauseLabel(statement.clause)} (${siteUrl()}${clauseHref(statement.clause)})`,
    `How we learned of it: ${DECISION_SOURCE_TEXTS[statement.source]}`,
    `Automated means: ${NO_AUTOMATED_DECISION}`,
    `How to appeal: ${HOW_TO_APPEAL}`,
  ].join("\n");
}

/** A notice's outcome, as its reporter is told it. */
export type NoticeOutcome = { acted: false } | { acted: true; kind: DecisionKind | null; clause: TermsClause | null };

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
  photoVerificationEnding: (handle: string, endsOn: string): Mail => ({
    kind: "photo_verification",
    subject: `Your ${BRAND} photo verification ends on ${endsOn}`,
    text: `Hello ${handle},\n\nYour profile's "Photo verified" badge ends on ${endsOn}, 12 months after your pictures were checked. To keep it, ask for a new code on your dashboard and send a fresh picture: ${siteUrl()}/muse-dashboard${signature}`,
  }),
  /** Every restriction of a Muse, and a warning: the statement of reasons (Art. 17), with the way to appeal. */
  statement: (handle: string, statement: Statement): Mail => {
    const { kind, subject, intro } = STATEMENT_MAIL[statement.kind];
    const said = statement.pictureName
      ? `Our team removed ${statement.pictureName} from your profile. The rest of your profile is unchanged.`
      : intro;
    return {
      kind,
      subject,
      text: `Hello ${handle},\n\n${said}\n\nStatement of reasons\n\n${statementText(statement)}\n\nYou can read this statement, and appeal it, on your dashboard under “Decisions about your profile”: ${siteUrl()}/muse-dashboard${signature}`,
    };
  },
  /** Her appeal was decided; `effect` says what changed (the profile is live again, the picture is back). */
  appealDecided: (
    handle: string,
    decision: DecisionKind,
    outcome: AppealOutcome,
    reason: string,
    effect: string,
  ): Mail => ({
    kind: "appeal",
    subject: `Your ${BRAND} appeal: ${APPEAL_OUTCOMES[outcome]}`,
    text: `Hello ${handle},\n\nWe reviewed your appeal of the decision “${DECISION_TITLES[decision]}”.\n\n${APPEAL_OUTCOMES[outcome]}. The reason:\n\n${reason}${effect ? `\n\n${effect}` : ""}\n\nYou can read it on your dashboard: ${siteUrl()}/muse-dashboard\nIf you disagree, you may turn to a certified out-of-court dispute settlement body or to the courts.${signature}`,
  }),
  /**
   * The receipt of a notice (Art. 16(4)). Fixed text apart from the reference and the profile's handle: the form
   * accepts any address, so the reporter's own words are never mailed back.
   */
  noticeReceipt: (reference: string, handle: string): Mail => ({
    kind: "notice_receipt",
    subject: `We received your report ${reference}`,
    text: `Hello,\n\nThank you for reporting the profile ${handle} on ${BRAND}. Your report's reference is ${reference}.\n\nA member of our team reviews every report by hand, reports about minors or people forced or trafficked first. We will e-mail you the outcome to this address.\n\nWe keep this address with your report for ${NOTICE_KEPT_MONTHS} months after its decision, then delete both. If you did not send this report, you can ignore this e-mail.${signature}`,
  }),
  /** The outcome of a notice (Art. 16(5)): what was done, on which clause, and how to contest it. */
  noticeOutcome: (reference: string, handle: string, outcome: NoticeOutcome): Mail => ({
    kind: "notice_outcome",
    subject: `The outcome of your report ${reference}`,
    text: `Hello,\n\nOur team has decided on your report ${reference} about the profile ${handle}.\n\n${
      !outcome.acted
        ? "We reviewed the profile and found no breach of our Terms, so no action was taken."
        : outcome.kind && outcome.clause
          ? `We took action: ${DECISION_TITLES[outcome.kind]}. The ground: ${clauseLabel(outcome.clause)} (${siteUrl()}${clauseHref(outcome.clause)}).`
          : "We took action on the profile."
    }\n\nNo automated means were used: a member of our team reviewed the report and decided. If you disagree with this decision, reply to this e-mail or write to ${SUPPORT_EMAIL} within 6 months, quoting ${reference}; you may also turn to a certified out-of-court dispute settlement body or to the courts.${signature}`,
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

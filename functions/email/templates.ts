import { BRAND, SUPPORT_EMAIL } from "../../src/domain/brand.ts";
import { CLAIM_DAYS } from "../../src/domain/limits.ts";
import {
  NOTICE_KEPT_MONTHS,
  automatedMeans,
  clauseHref,
  type AppealOutcome,
  type DecisionKind,
  type DecisionSource,
  type TermsClause,
} from "../../src/domain/decision-texts.ts";
import { LANGUAGE_RECORDS, type Locale } from "../../src/domain/locales.ts";
import { localizedPath } from "../../src/i18n/paths.ts";
import { format } from "../../src/i18n/texts.ts";
import { formatDate } from "../../src/lib/format.ts";
import { mailTexts } from "./texts.ts";
import { AGE_TASK } from "../../src/domain/age-check-texts.ts";
import { watchDashboardPath } from "../../src/domain/watch.ts";

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
  | "appeal"
  | "new_message";

export interface Mail {
  kind: MailKind;
  subject: string;
  text: string;
}

export function siteUrl(): string {
  return (process.env.SITE_URL ?? process.env.URL ?? "http://localhost:4321").replace(/\/+$/, "");
}

/** A page of the site in her language, as a mail links it: `https://…/de/muse-dashboard`. */
export const pageUrl = (locale: Locale, path: string) => `${siteUrl()}${localizedPath(locale, path)}`;

/** How each language writes a date in a mail: "25 November 2026", "25. November 2026" (UTC, the same day for all). */
const mailDate = (date: Date | string, locale: Locale) =>
  new Date(date).toLocaleDateString(LANGUAGE_RECORDS[locale].mailIntl ?? LANGUAGE_RECORDS[locale].intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The picture a removal names ("Our team removed your feet picture from your profile"). */
export type RemovedPicture = "gallery_image" | "profile_picture" | "feet_picture";

/** What a statement of reasons says, in every mail that carries one (the dashboard shows the same fields). */
export interface Statement {
  kind: DecisionKind;
  clause: TermsClause;
  facts: string;
  source: DecisionSource;
  since: Date | string;
  /** For a removed picture: which one. */
  picture?: RemovedPicture;
}

/** A notice's outcome, as its reporter is told it. */
export type NoticeOutcome = { acted: false } | { acted: true; kind: DecisionKind | null; clause: TermsClause | null };

/** What an appeal's reversal changed, as her mail says it. */
export type AppealEffect =
  "reinstated" | "pictureBack" | "pictureReplaced" | "verified" | "reopened" | "warningWithdrawn";

const STATEMENT_KINDS: Record<DecisionKind, MailKind> = {
  suspension: "suspension",
  picture_removal: "picture_removed",
  verification_declined: "photo_verification",
  rejection: "rejection",
  warning: "warning",
  age_check_pause: "suspension",
};

/**
 * Every mail, written in one language: the subject and text of its `mail` area (src/i18n/en/mail.ts, and
 * src/i18n/<locale>.json; the statement's own words from its `api` area, as her dashboard shows them), with links to
 * the pages in that language. English is the spec's, word for word.
 */
export function mailsIn(locale: Locale) {
  const { mail, api, watch } = mailTexts(locale);
  const decisions = api.decisions;
  const fill = (template: string, values: Record<string, string | number> = {}) =>
    format(template, { brand: BRAND, supportEmail: SUPPORT_EMAIL, ...values });
  const signature = `\n\n${fill(mail.signature)}`;
  const written = (
    kind: MailKind,
    texts: { subject: string; text: string },
    values: Record<string, string | number> = {},
  ) => ({
    kind,
    subject: fill(texts.subject, values),
    text: fill(texts.text, values) + signature,
  });
  const page = (path: string) => pageUrl(locale, path);
  const museLinks = (handle: string) => ({
    profileLink: page(`/muse/${encodeURIComponent(handle)}`),
    dashboardLink: page("/muse-dashboard"),
  });
  const authLink = (handle: string) => page(`/auth?handle=${encodeURIComponent(handle)}&type=muse`);
  const clauseLink = (clause: TermsClause) => page(clauseHref(clause));

  /** The statement of reasons, field by field, as plain text. */
  const statementText = (statement: Statement) => {
    const { fields } = mail.statement;
    return [
      fill(fields.restricted, { restriction: decisions.restrictions[statement.kind] }),
      fill(fields.since, { date: mailDate(statement.since, locale) }),
      fill(fields.until, { duration: decisions.durations[statement.kind] }),
      fill(fields.facts, { facts: statement.facts }),
      fill(fields.ground, { clause: decisions.clauseLabels[statement.clause], link: clauseLink(statement.clause) }),
      fill(fields.source, { source: decisions.sources[statement.source] }),
      fill(fields.automated, { automated: automatedMeans(decisions, statement.kind) }),
      fill(fields.appeal, { appeal: decisions.howToAppeal }),
    ].join("\n");
  };

  const noticeOutcomeText = (outcome: NoticeOutcome) => {
    if (!outcome.acted) return mail.noticeOutcome.noAction;
    if (!outcome.kind || !outcome.clause) return mail.noticeOutcome.someAction;
    return fill(mail.noticeOutcome.action, {
      decision: decisions.titles[outcome.kind],
      clause: decisions.clauseLabels[outcome.clause],
      link: clauseLink(outcome.clause),
    });
  };

  return {
    locale,
    verification: (link: string): Mail => written("verification", mail.verification, { link }),
    passwordReset: (link: string): Mail => written("password_reset", mail.passwordReset, { link }),
    emailChange: (link: string): Mail => written("email_change", mail.emailChange, { link }),
    // Told to the account's current address (ASVS 6.3.7), each with what to do when it was not her.
    passwordChanged: (): Mail =>
      written("account_notice", mail.passwordChanged, { forgotPasswordLink: page("/forgot-password") }),
    emailChangeRequested: (newEmail: string): Mail =>
      written("account_notice", mail.emailChangeRequested, { newEmail, forgotPasswordLink: page("/forgot-password") }),
    emailChanged: (newEmail: string): Mail => written("account_notice", mail.emailChanged, { newEmail }),
    applicationReceived: (handle: string): Mail =>
      written("application_received", mail.applicationReceived, { handle, authLink: authLink(handle) }),
    /** To an application sent signed out: the link that links it to an account (the secret rides in the fragment). */
    applicationClaim: (handle: string, secret: string): Mail =>
      written("application_received", mail.applicationClaim, {
        handle,
        days: CLAIM_DAYS,
        claimLink: `${authLink(handle)}#claim=${secret}`,
        authLink: authLink(handle),
      }),
    approval: (handle: string): Mail => written("approval", mail.approval, { handle, ...museLinks(handle) }),
    reinstatement: (handle: string): Mail =>
      written("reinstatement", mail.reinstatement, { handle, ...museLinks(handle) }),
    photoVerified: (handle: string): Mail => written("photo_verification", mail.photoVerified, { handle }),
    /** The badge's end, written as her language writes a date ("Nov 26, 2026", "26. Nov. 2026"). */
    photoVerificationEnding: (handle: string, endsAt: Date | string): Mail =>
      written("photo_verification", mail.photoVerificationEnding, {
        handle,
        date: formatDate(endsAt, locale),
        ...museLinks(handle),
      }),
    /** Every restriction of a Muse, and a warning: the statement of reasons (Art. 17), with the way to appeal. */
    statement: (handle: string, statement: Statement): Mail => {
      const texts = mail.statement;
      const intro = statement.picture
        ? fill(texts.pictureRemoved, { picture: texts.pictures[statement.picture] })
        : fill(texts.intros[statement.kind]);
      return written(
        STATEMENT_KINDS[statement.kind],
        { subject: texts.subjects[statement.kind], text: texts.text },
        { handle, intro, statement: statementText(statement), ...museLinks(handle) },
      );
    },
    /** Her appeal was decided; `effect` says what changed (the profile is live again, the picture is back). */
    appealDecided: (
      handle: string,
      decision: DecisionKind,
      outcome: AppealOutcome,
      reason: string,
      effect: AppealEffect | null,
    ): Mail =>
      written("appeal", mail.appealDecided, {
        handle,
        decision: decisions.titles[decision],
        outcome: decisions.appealOutcomes[outcome],
        reason,
        effect: effect ? `\n\n${mail.appealDecided.effects[effect]}` : "",
        ...museLinks(handle),
      }),
    /**
     * The receipt of a notice (Art. 16(4)). Fixed text apart from the reference and the profile's handle: the form
     * accepts any address, so the reporter's own words are never mailed back.
     */
    noticeReceipt: (reference: string, handle: string): Mail =>
      written("notice_receipt", mail.noticeReceipt, { reference, handle, months: NOTICE_KEPT_MONTHS }),
    /** The outcome of a notice (Art. 16(5)): what was done, on which clause, and how to contest it. */
    noticeOutcome: (reference: string, handle: string, outcome: NoticeOutcome): Mail =>
      written("notice_outcome", mail.noticeOutcome, { reference, handle, outcome: noticeOutcomeText(outcome) }),
    /**
     * Fixed text only: the form accepts any address, so quoting the visitor's words would let anyone make the site
     * send a stranger a message of their choosing.
     */
    /**
     * "You have a new message": fixed text and a link to where it is read, never the message or its sender (a partner
     * may read the inbox; decision 0062).
     */
    /**
     * "Confirm your age" (decision 0066): an admin asks a live Muse for a fresh proof, saying why, with the days she
     * has before her listing is paused.
     */
    ageCheckRequested: (handle: string): Mail =>
      written("account_notice", mail.ageCheckRequested, {
        handle,
        days: AGE_TASK.TASK_DAYS,
        ...museLinks(handle),
      }),
    /** To an applicant whose application has no identity document (any more): where to send one. */
    ageDocumentAgain: (handle: string): Mail =>
      written("account_notice", mail.ageDocumentAgain, { handle, ...museLinks(handle) }),
    /**
     * The stolen-photo watch (decision 0072): a picture like one her receipt covers was uploaded to another profile.
     * Nothing of that profile is named; the link opens her dashboard's notice about it, already filled in.
     */
    stolenPhotoWatch: (handle: string, matchId: string): Mail =>
      written("photo_verification", watch.mail, { handle, link: page(watchDashboardPath(matchId)) }),
    newMessage: (reader: "visitor" | "muse"): Mail =>
      written("new_message", mail.newMessage, {
        link: page(reader === "muse" ? "/muse-dashboard#messages" : "/messages"),
        settingsLink: page("/account#messages"),
      }),
    contactConfirmation: (): Mail => written("contact_confirmation", mail.contactConfirmation),
    contactResponse: (name: string, subject: string | null, response: string): Mail =>
      written(
        "contact_response",
        {
          subject: subject ? mail.contactResponse.reply : mail.contactResponse.subject,
          text: mail.contactResponse.text,
        },
        { name, subject: subject ?? "", response },
      ),
  };
}

export type Mails = ReturnType<typeof mailsIn>;

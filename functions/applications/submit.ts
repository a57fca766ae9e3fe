import { EMAIL_INVALID } from "../../src/domain/email.ts";
import { SUBMIT_MESSAGES } from "../../src/domain/api-texts.ts";
import {
  APPLICATION_MESSAGES,
  applicationSchema,
  claimLinkSchema,
  type ApplicationInput,
} from "../../src/domain/application.ts";
import { currentSession, type Session } from "../auth/session.ts";
import { DatabaseUnavailableError, isUniqueViolation, queryOne, transaction } from "../db/index.ts";
import { sendMail, sendMailSafely } from "../email/index.ts";
import { mailsIn } from "../email/templates.ts";
import { requestLocale } from "../http/locale.ts";
import type { Locale } from "../../src/domain/locales.ts";
import { ApiError, badRequest, conflict, fromZod } from "../http/errors.ts";
import { LIMITS, enforceRateLimit } from "../http/rate-limit.ts";
import { json } from "../http/respond.ts";
import type { Call } from "../http/route.ts";
import { discardImages } from "../images/store.ts";
import { readUploadForm, textField, uploadedFile } from "../images/upload.ts";
import { createClaim, renewClaim } from "./claim.ts";
import { hashToken } from "../auth/tokens.ts";
import { readJson } from "../http/request.ts";
import { applicationFromFormData } from "../../src/domain/application-form.ts";
import {
  recordPictureFingerprints,
  storeApplicationPictures,
  type ApplicationPictures,
  type StoredPictures,
} from "./pictures.ts";
import { forgetFingerprints } from "../moderation/lookalikes.ts";
import { discardVerificationPicture } from "../verification/own.ts";
import { storeAgeDocument } from "./age-document.ts";

export { SUBMIT_MESSAGES };

const handleTaken = () => conflict(SUBMIT_MESSAGES.handleTaken, { handle: SUBMIT_MESSAGES.handleTaken });
const alreadyApplied = () => conflict(SUBMIT_MESSAGES.alreadyApplied);

interface SubmittedApplication {
  id: string;
  handle: string;
  approval_status: "Pending";
}

/** The caller's Rejected application, which her submission replaces: its id and the pictures it keeps. */
interface ApplicationToResubmit extends ApplicationPictures {
  id: string;
}

interface Application {
  input: ApplicationInput;
  /** null: no file sent, which only a resubmission may do, keeping its current picture. */
  profilePicture: Uint8Array | null;
  feetPicture: Uint8Array | null;
  /** The picture of her identity document: every submission sends one, as the last one is deleted at the decision. */
  ageDocument: Uint8Array;
}

/**
 * Validates text and pictures together, so one answer names every field that needs fixing. A new application needs
 * both pictures; a resubmission needs only those its application lacks. Sent signed out, it needs the address its
 * claim link is mailed to.
 */
async function readApplication(
  form: FormData,
  { kept = {}, signedOut }: { kept?: Partial<ApplicationPictures>; signedOut: boolean },
): Promise<Application> {
  const parsed = applicationSchema.safeParse(applicationFromFormData(form, textField));
  const profilePicture = await uploadedFile(form, "profile_picture");
  const feetPicture = await uploadedFile(form, "feet_picture");
  const ageDocument = await uploadedFile(form, "age_document");
  const profileMissing = !profilePicture && !kept.profile_picture_url;
  const feetMissing = !feetPicture && !kept.feet_picture_url;
  const emailMissing = signedOut && parsed.success && !parsed.data.email;
  if (parsed.success && !profileMissing && !feetMissing && ageDocument && !emailMissing)
    return { input: parsed.data, profilePicture, feetPicture, ageDocument };

  const invalid = parsed.success ? undefined : fromZod(parsed.error);
  const fields: Record<string, string> = { ...invalid?.fields };
  if (emailMissing) fields.email = EMAIL_INVALID;
  if (profileMissing) fields.profile_picture = APPLICATION_MESSAGES.profilePictureRequired.description;
  if (feetMissing) fields.feet_picture = APPLICATION_MESSAGES.feetPictureRequired.description;
  if (!ageDocument) fields.age_document = APPLICATION_MESSAGES.documentRequired.description;
  const first = emailMissing
    ? EMAIL_INVALID
    : profileMissing
      ? APPLICATION_MESSAGES.profilePictureRequired.description
      : feetMissing
        ? APPLICATION_MESSAGES.feetPictureRequired.description
        : APPLICATION_MESSAGES.documentRequired.description;
  throw badRequest(invalid?.key ?? first, fields);
}

/** A signed-in caller may apply once; only a Rejected application of theirs can be submitted again. */
async function rejectedApplicationOf(session: Session | undefined): Promise<ApplicationToResubmit | null> {
  if (!session) return null;
  const own = await queryOne<ApplicationToResubmit & { approval_status: string }>(
    `SELECT id, approval_status, profile_picture_url, feet_picture_url FROM profiles WHERE user_id = $1`,
    [session.userId],
  );
  if (!own) return null;
  if (own.approval_status !== "Rejected") throw alreadyApplied();
  return { id: own.id, profile_picture_url: own.profile_picture_url, feet_picture_url: own.feet_picture_url };
}

/** Spares the picture processing when the handle is visibly taken; the unique index still decides races. */
async function assertHandleFree(handle: string, ownProfileId: string | undefined): Promise<void> {
  const taken = await queryOne(`SELECT 1 FROM profiles WHERE lower(handle) = lower($1) AND id IS DISTINCT FROM $2`, [
    handle,
    ownProfileId ?? null,
  ]);
  if (taken) throw handleTaken();
}

/**
 * $2 to $10 of both statements that write an application: her answers, her pictures and her document picture's id,
 * in their columns' order.
 */
const applicationValues = (input: ApplicationInput, pictures: StoredPictures, ageDocumentId: string) => [
  input.handle,
  input.bio,
  input.city,
  input.categories,
  input.phone_number,
  input.how_found_us,
  pictures.profile_picture_url,
  pictures.feet_picture_url,
  ageDocumentId,
];

/**
 * A new application (readApplication made sure both pictures were sent), in the language it was sent in; sent signed
 * out, it comes with the claim secret that lets its submitter link it later.
 */
async function insertApplication(
  input: ApplicationInput,
  pictures: StoredPictures,
  ageDocumentId: string,
  session: Session | undefined,
  locale: Locale,
): Promise<{ application: SubmittedApplication; claim?: string }> {
  return transaction(async (tx) => {
    const { rows } = await tx.query<SubmittedApplication>(
      `INSERT INTO profiles (user_id, handle, bio, city, categories, phone_number, how_found_us,
         profile_picture_url, feet_picture_url, age_document_id, age_document_sent_at, locale, approval_status,
         created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now(), $11, 'Pending', now())
       RETURNING id, handle, approval_status`,
      [session?.userId ?? null, ...applicationValues(input, pictures, ageDocumentId), locale],
    );
    const application = rows[0]!;
    await recordPictureFingerprints(tx, application.id, pictures);
    // Applying while signed in links the application to the account at once. Signed out, the claim link goes to the
    // submitter twice: in this answer (the success panel) and by mail, so closing the panel loses nothing.
    if (!session) {
      const claim = await createClaim(tx, application.id, input.email!);
      await sendMail(input.email!, mailsIn(locale).applicationClaim(application.handle, claim), tx);
      return { application, claim };
    }
    await tx.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'muse') ON CONFLICT DO NOTHING`, [
      session.userId,
    ]);
    return { application };
  });
}

/**
 * Puts a Rejected application back to Pending with the new content, in the language it is sent in now; a picture sent
 * replaces the current one, a picture not sent is kept. Returns the pictures it replaced.
 */
async function resubmitApplication(
  rejected: ApplicationToResubmit,
  input: ApplicationInput,
  pictures: StoredPictures,
  ageDocumentId: string,
  session: Session,
  locale: Locale,
): Promise<{ application: SubmittedApplication; replaced: Array<string | null> }> {
  return transaction(async (tx) => {
    const { rows: locked } = await tx.query<{ profile_picture_url: string | null; feet_picture_url: string | null }>(
      `SELECT profile_picture_url, feet_picture_url FROM profiles
        WHERE id = $1 AND user_id = $2 AND approval_status = 'Rejected' FOR UPDATE`,
      [rejected.id, session.userId],
    );
    const previous = locked[0];
    if (!previous) throw alreadyApplied();
    const { rows } = await tx.query<SubmittedApplication>(
      `UPDATE profiles
          SET handle = $2, bio = $3, city = $4, categories = $5, phone_number = $6, how_found_us = $7,
              profile_picture_url = COALESCE($8, profile_picture_url),
              feet_picture_url = COALESCE($9, feet_picture_url), age_document_id = $10, age_document_sent_at = now(),
              locale = $11, approval_status = 'Pending',
              rejection_reason = NULL, reviewed_at = NULL, reviewed_by = NULL, approved_at = NULL, updated_at = now()
        WHERE id = $1
        RETURNING id, handle, approval_status`,
      [rejected.id, ...applicationValues(input, pictures, ageDocumentId), locale],
    );
    const replaced = [
      pictures.profile_picture_url && previous.profile_picture_url,
      pictures.feet_picture_url && previous.feet_picture_url,
    ];
    await forgetFingerprints(tx, replaced);
    await recordPictureFingerprints(tx, rejected.id, pictures);
    return { application: rows[0]!, replaced };
  });
}

/** A refusal or a database that could not be reached stays itself; any other failure is the spec's submit error. */
function asSubmitError(error: unknown): unknown {
  if (error instanceof ApiError || error instanceof DatabaseUnavailableError) return error;
  if (isUniqueViolation(error)) {
    return (error as { constraint?: string }).constraint === "profiles_user_id_key" ? alreadyApplied() : handleTaken();
  }
  console.error("Application submit failed", error);
  return new ApiError(500, "submit_failed", APPLICATION_MESSAGES.submitFailed);
}

/**
 * POST /api/applications (multipart). Creates a Pending application with both pictures and her identity document's
 * picture (kept privately until the decision), or, for a signed-in owner of a Rejected one, submits that application
 * again, keeping any picture not sent (the document is always sent anew). Pictures are stored before the row is
 * written and deleted again if the write fails: no orphan blob, no half record.
 */
export async function submitApplication(call: Call): Promise<Response> {
  await enforceRateLimit(LIMITS.application, call.ip);
  const session = call.session ?? (await currentSession(call.request, call.headers)) ?? undefined;
  const rejected = await rejectedApplicationOf(session);
  const { input, profilePicture, feetPicture, ageDocument } = await readApplication(
    await readUploadForm(call.request, 3),
    {
      kept: rejected ?? undefined,
      signedOut: !session,
    },
  );
  await assertHandleFree(input.handle, rejected?.id);
  const locale = requestLocale(call.request);

  const pictures = await storeApplicationPictures(profilePicture, feetPicture);
  let ageDocumentId: string;
  try {
    ageDocumentId = await storeAgeDocument(ageDocument);
  } catch (error) {
    await discardImages([pictures.profile_picture_url, pictures.feet_picture_url]);
    throw error;
  }
  let application: SubmittedApplication;
  let claim: string | undefined;
  let replaced: Array<string | null> = [];
  try {
    if (rejected && session) {
      ({ application, replaced } = await resubmitApplication(
        rejected,
        input,
        pictures,
        ageDocumentId,
        session,
        locale,
      ));
    } else {
      ({ application, claim } = await insertApplication(input, pictures, ageDocumentId, session, locale));
    }
  } catch (error) {
    await discardImages([pictures.profile_picture_url, pictures.feet_picture_url]);
    await discardVerificationPicture(ageDocumentId);
    throw asSubmitError(error);
  }

  await discardImages(replaced);
  if (session) await sendMailSafely(session.email, mailsIn(locale).applicationReceived(application.handle));
  // The claim secret goes to the submitter alone, in this answer; only its hash is stored.
  return json(claim ? { application, claim_token: claim } : { application }, { status: 201 });
}

/**
 * POST /api/applications/claim-link `{ handle, email }`: "Send the link again". A new claim link goes to the address
 * given with that (not yet linked) application; the answer is the same whether or not there is one. Limited per
 * caller and per address, so nobody floods an inbox.
 */
export async function requestClaimLink(call: Call) {
  await enforceRateLimit(LIMITS.passwordReset, call.ip);
  const { handle, email } = await readJson(call.request, claimLinkSchema);
  await enforceRateLimit(LIMITS.passwordResetMail, `claim:${hashToken(email)}`);
  await renewClaim(handle, email, requestLocale(call.request));
  return { ok: true, message: APPLICATION_MESSAGES.claimLinkSent };
}

import { beforeAll, describe, expect, it, vi } from "vitest";
import account from "../../netlify/functions/account.mts";
import auth from "../../netlify/functions/auth.mts";
import applications from "../../netlify/functions/applications.mts";
import sendApprovalNotification from "../../netlify/functions/send-approval-notification.mts";
import muses from "../../netlify/functions/muses.mts";
import dashboard from "../../netlify/functions/dashboard.mts";
import images from "../../netlify/functions/images.mts";
import contacts from "../../netlify/functions/contacts.mts";
import admin from "../../netlify/functions/admin.mts";
import articles from "../../netlify/functions/articles.mts";
import articleCovers from "../../netlify/functions/article-covers.mts";
import reports from "../../netlify/functions/reports.mts";
import changes from "../../netlify/functions/changes.mts";
import messages from "../../netlify/functions/messages.mts";
import statistics from "../../netlify/functions/statistics.mts";
import proof from "../../netlify/functions/proof.mts";
import { issueReceipt } from "../../functions/verification/receipts.ts";
import { query, queryOne, transaction } from "../../functions/db/index.ts";
import { SESSION_COOKIE, issueToken } from "../../functions/auth/session.ts";
import { hashToken } from "../../functions/auth/tokens.ts";
import { processImage } from "../../functions/images/process.ts";
import { storeImage, storePrivateImage } from "../../functions/images/store.ts";
import { recordFingerprint } from "../../functions/moderation/lookalikes.ts";
import {
  ageChecked,
  call,
  createProfile,
  createUser,
  endpointRoute,
  issueClaim,
  type CallOptions,
  type TestUser,
} from "../support/api.ts";
import { profileEdit } from "../support/profile-edit.ts";
import { pngImage, upload } from "../fixtures/images/index.ts";
import { addDays, siteToday } from "../../src/domain/site-day.ts";
import { applicationForm, galleryForm } from "../fixtures/images/forms.ts";
import { functionRoutes } from "../../scripts/lib/function-routes.ts";

/**
 * Every endpoint of docs/API.md, called by each kind of caller, answers the expected status; and no
 * response to anyone but an admin carries a private value (admin notes, date of birth, how a muse found
 * us, the reviewer, another person's rejection reason, a Pending application, a contact message, a draft).
 */

const ACTORS = ["anonymous", "seeker", "pendingMuse", "approvedMuse", "otherMuse", "admin"] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;
type Handler = Parameters<typeof call>[0];

const SENTINEL = {
  notes: "SENTINEL-NOTES-7f3a",
  reviewer: "SENTINEL-REVIEWER-7f3a",
  dateOfBirth: "1999-09-09",
  /** On the Pending muse's own application: she may see it, nobody else. */
  pendingReason: "SENTINEL-REASON-PENDING-7f3a",
  pendingHandle: "SentinelPending7f3a",
  pendingPhone: "+41 00 777 7f3a",
  /** On a Rejected application of a user who is none of the callers. */
  rejectedReason: "SENTINEL-REASON-REJECTED-7f3a",
  rejectedHandle: "SentinelRejected7f3a",
  contact: "SENTINEL-CONTACT-7f3a",
  draft: "SENTINEL-DRAFT-7f3a",
  /** The address a reporter gave for updates: it stays in the database, no answer carries it (not even an admin's). */
  reporterEmail: "sentinel-reporter-7f3a@example.test",
};
// `lookalikes`: which other profile a picture looks like is for admins alone (decision 0048).
const PRIVATE_KEYS = ["admin_notes", "how_found_us", "date_of_birth", "reviewed_by", "lookalikes", "reporter_email"];

interface World {
  users: Record<Exclude<Actor, "anonymous">, TestUser>;
  pendingId: string;
  pendingPictureId: string;
  approvedId: string;
  approvedHandle: string;
  approvedGalleryId: string;
  approvedGalleryUrl: string;
  signInEmail: string;
  signInPassword: string;
  contactId: string;
  publishedSlug: string;
  draftSlug: string;
  editedArticleId: string;
  /** The seeker's conversation with the Approved muse. */
  conversationId: string;
}
let world: World;

interface Endpoint {
  /** "METHOD /path": the call, its path too unless `path` gives it. */
  name: string;
  handler: Handler;
  path?: (target: Target) => string;
  params?: (target: Target) => Record<string, string>;
  body?: (target: Target) => Promise<Pick<CallOptions, "json" | "form">> | Pick<CallOptions, "json" | "form">;
  /** Makes what one call consumes (a Pending application to review, an article to delete...). */
  prepare?: () => Promise<Partial<Target>>;
  /** The call changes the caller's own account (links or submits an application): use a new caller of that kind. */
  freshCaller?: boolean;
  /** The fresh caller has confirmed her address (moving it needs that). */
  confirmedCaller?: boolean;
  /**
   * The answer is the caller's own stored data (the GDPR export), her private values included by design; that no
   * one else's data is in it is tested in account.test.ts.
   */
  ownData?: boolean;
  expect: Expected;
}
type Target = World & { id?: string; handle?: string; slug?: string; claim?: string; resetToken?: string };

/** A reset link of a fresh account: whoever holds the link may use it, signed in as anyone or not at all. */
async function newPasswordReset(): Promise<Partial<Target>> {
  const user = await createUser(["seeker"]);
  const resetToken = `reset-${user.id}`;
  await query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
    [hashToken(resetToken), user.id],
  );
  return { resetToken };
}

/** A picture at the end of the Approved muse's gallery, for a call that changes or removes one. */
async function newGalleryImageOfApprovedMuse(caption: string): Promise<Partial<Target>> {
  const image = await queryOne<{ id: string }>(
    `INSERT INTO muse_gallery (profile_id, image_url, caption, display_order)
     VALUES ($1, '/api/images/muse-gallery/' || gen_random_uuid(), $2,
             (SELECT count(*) FROM muse_gallery WHERE profile_id = $1))
     RETURNING id`,
    [world.approvedId, caption],
  );
  return { id: image!.id };
}

/** A visit of the Approved muse that is over: it counts for no rule, so any number of cells may add one. */
async function newPastVisitOfApprovedMuse(): Promise<Partial<Target>> {
  const visit = await queryOne<{ id: string }>(
    `INSERT INTO profile_visits (profile_id, city, starts_on, ends_on) VALUES ($1, 'Vienna', $2, $2) RETURNING id`,
    [world.approvedId, addDays(siteToday(), -30)],
  );
  return { id: visit!.id };
}

const signedInOnly = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
const everyone = (status: number): Expected => Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Expected;
const adminOnly = (status: number): Expected => ({
  anonymous: 401,
  seeker: 403,
  pendingMuse: 403,
  approvedMuse: 403,
  otherMuse: 403,
  admin: status,
});
const approvedOwnerOnly = (status: number): Expected => ({
  anonymous: 401,
  seeker: 404,
  pendingMuse: 403,
  approvedMuse: status,
  otherMuse: status,
  admin: 404,
});

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}x${Date.now() % 100_000}`;

async function storedPicture(store: "muse-profile-pictures" | "muse-gallery") {
  return storeImage(store, await processImage(new Uint8Array(await pngImage())));
}

/** A verification picture sent for a new Approved profile, waiting for an admin's decision. */
async function newSubmittedVerification(): Promise<Partial<Target>> {
  const profile = await createProfile({ approval_status: "Approved" });
  const pictureId = await storePrivateImage(
    "verification-pictures",
    await processImage(new Uint8Array(await pngImage())),
  );
  const row = await queryOne<{ id: string }>(
    `INSERT INTO photo_verifications (profile_id, code, gesture, status, code_expires_at, picture_id, submitted_at)
     VALUES ($1, 'ABCDEF', 'thumbs up', 'submitted', now() + interval '1 day', $2, now()) RETURNING id`,
    [profile.id, pictureId],
  );
  return { id: row!.id };
}

/** A Pending application with her identity document kept, as a submission leaves it (decision 0065). */
async function newApplicationWithDocument(): Promise<Partial<Target>> {
  const documentId = await storePrivateImage(
    "verification-pictures",
    await processImage(new Uint8Array(await pngImage())),
  );
  const profile = await createProfile({ age_document_id: documentId, age_document_sent_at: new Date() });
  return { id: profile.id };
}

/** A caller of the given kind; the muses own a profile in the state their name says. */
async function createCaller(actor: Exclude<Actor, "anonymous">, confirmed = false): Promise<TestUser> {
  const user = actor === "admin" || actor === "seeker" ? await createUser([actor]) : await createUser(["muse"], "muse");
  if (confirmed) await query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [user.id]);
  if (actor === "admin" || actor === "seeker") return user;
  await createProfile({
    user_id: user.id,
    approval_status: actor === "pendingMuse" ? "Pending" : "Approved",
    admin_notes: SENTINEL.notes,
    date_of_birth: SENTINEL.dateOfBirth,
  });
  return user;
}

/** A new session for an existing caller, so sign-in, sign-up and sign-out cells revoke nothing others use. */
async function sessionCookie(user: TestUser): Promise<string> {
  const session = await queryOne<{ id: string }>(
    `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + interval '1 day') RETURNING id`,
    [user.id],
  );
  return `${SESSION_COOKIE}=${await issueToken(session!.id, user.id)}`;
}

/** An open report on the Approved muse: each admin decision closes one. */
const newOpenReport = async () => ({
  id: (await queryOne<{ id: string }>(
    `INSERT INTO profile_reports (profile_id, reason, details) VALUES ($1, 'scam', 'Matrix report') RETURNING id`,
    [world.approvedId],
  ))!.id,
});

/** A warning about the profile, as every statement of reasons is stored: one appeal each. */
const newDecision = async (profileId: string) =>
  (await queryOne<{ id: string }>(
    `INSERT INTO moderation_decisions (profile_id, kind, clause, facts, source)
     VALUES ($1, 'warning', '4.4', 'Matrix facts', 'own_initiative') RETURNING id`,
    [profileId],
  ))!.id;

/**
 * A conversation of the Approved muse with a new visitor, who is none of the callers; blocked by her, or with his
 * account deleted, when asked.
 */
async function newConversation({ blocked = false, visitorDeleted = false } = {}): Promise<Partial<Target>> {
  const visitor = await createUser(["seeker"]);
  const row = await queryOne<{ id: string }>(
    `INSERT INTO conversations (profile_id, visitor_id) VALUES ($1, $2) RETURNING id`,
    [world.approvedId, visitor.id],
  );
  await query(
    `INSERT INTO conversation_messages (conversation_id, from_muse, body) VALUES ($1, false, 'Hello there')`,
    [row!.id],
  );
  if (blocked) {
    await query(`INSERT INTO message_blocks (profile_id, user_id, display_name) VALUES ($1, $2, 'Blocked')`, [
      world.approvedId,
      visitor.id,
    ]);
  }
  if (visitorDeleted) await query(`DELETE FROM users WHERE id = $1`, [visitor.id]);
  return { id: row!.id };
}

const seekersConversation = async (): Promise<Partial<Target>> => ({ id: world.conversationId });

/** A conversation of the seeker with a Muse whose account (and profile) is gone. */
async function seekersConversationWithGoneMuse(): Promise<Partial<Target>> {
  const profile = await createProfile({ approval_status: "Approved" });
  const row = await queryOne<{ id: string }>(
    `INSERT INTO conversations (profile_id, visitor_id) VALUES ($1, $2) RETURNING id`,
    [profile.id, world.users.seeker.id],
  );
  await query(`DELETE FROM profiles WHERE id = $1`, [profile.id]);
  return { id: row!.id };
}

/** A block by the Approved muse of a new visitor, who is none of the callers. */
async function newBlockByApprovedMuse(): Promise<Partial<Target>> {
  const visitor = await createUser(["seeker"]);
  const row = await queryOne<{ id: string }>(
    `INSERT INTO message_blocks (profile_id, user_id, display_name) VALUES ($1, $2, 'Blocked') RETURNING id`,
    [world.approvedId, visitor.id],
  );
  return { id: row!.id };
}

/**
 * A call on one conversation or block ("METHOD /api/messages/…:id…", the prepared id in its path): only its sides get
 * `[visitor, muse]`, the seeker's and the Approved muse's statuses; every other caller the 404 of an unknown one.
 */
function onConversation(
  name: string,
  prepare: () => Promise<Partial<Target>>,
  [visitor, muse]: [number, number],
  json?: Record<string, unknown>,
): Endpoint {
  const route = name.split(" ")[1]!;
  return {
    name,
    handler: messages,
    prepare,
    path: (target) => route.replace(":id", target.id!),
    params: (target) => ({ id: target.id! }),
    body: json && (() => ({ json })),
    expect: { anonymous: 401, seeker: visitor, pendingMuse: 404, approvedMuse: muse, otherMuse: 404, admin: 404 },
  };
}

/** A receipt of the Approved muse's photo verification, issued as an admin's confirmation issues it. */
const approvedMusesReceipt = async (): Promise<Partial<Target>> => ({
  id: await transaction((tx) =>
    issueReceipt(tx, { id: null, profileId: world.approvedId, handle: world.approvedHandle }),
  ),
});

const newPendingApplication = async () => ({ id: (await createProfile({ approval_status: "Pending" })).id });
const newArticle = async () => ({
  id: (await queryOne<{ id: string }>(
    `INSERT INTO blog_articles (title, slug, content) VALUES ('Doomed', $1, 'Body') RETURNING id`,
    [unique("doomed-")],
  ))!.id,
});

const ENDPOINTS: Endpoint[] = [
  // Auth
  {
    name: "POST /api/auth/signup",
    handler: auth,
    params: () => ({ action: "signup" }),
    body: () => ({ json: { email: `${unique("signup")}@example.test`, password: "correct horse 1" } }),
    expect: everyone(201),
  },
  {
    name: "POST /api/auth/signin",
    handler: auth,
    params: () => ({ action: "signin" }),
    body: (target) => ({ json: { email: target.signInEmail, password: target.signInPassword } }),
    expect: everyone(200),
  },
  {
    name: "POST /api/auth/signout",
    handler: auth,
    params: () => ({ action: "signout" }),
    expect: everyone(200),
  },
  {
    name: "GET /api/auth/session",
    handler: auth,
    params: () => ({ action: "session" }),
    expect: everyone(200),
  },
  {
    name: "GET /api/auth/has-role?role=admin",
    handler: auth,
    params: () => ({ action: "has-role" }),
    expect: everyone(200),
  },
  {
    name: "GET /api/auth/verify?token=…",
    handler: auth,
    path: () => "/api/auth/verify?token=not-a-real-token",
    params: () => ({ action: "verify" }),
    expect: everyone(302),
  },
  {
    name: "POST /api/auth/link-application",
    handler: auth,
    params: () => ({ action: "link-application" }),
    prepare: async () => {
      const application = await createProfile({ handle: unique("Unlinked") });
      return { handle: application.handle, claim: await issueClaim(application.id) };
    },
    body: (target) => ({ json: { application_handle: target.handle, claim_token: target.claim } }),
    freshCaller: true,
    expect: { anonymous: 401, seeker: 200, pendingMuse: 409, approvedMuse: 409, otherMuse: 409, admin: 200 },
  },
  {
    name: "POST /api/applications/claim-link",
    handler: applications,
    body: () => ({ json: { handle: "NobodyApplied", email: "nobody@example.test" } }),
    expect: everyone(200),
  },
  {
    name: "POST /api/auth/forgot-password",
    handler: auth,
    params: () => ({ action: "forgot-password" }),
    body: (target) => ({ json: { email: target.users.seeker.email } }),
    expect: everyone(200),
  },
  {
    name: "POST /api/auth/reset-link",
    handler: auth,
    params: () => ({ action: "reset-link" }),
    prepare: newPasswordReset,
    body: (target) => ({ json: { token: target.resetToken } }),
    expect: everyone(200),
  },
  {
    name: "POST /api/auth/reset-password",
    handler: auth,
    params: () => ({ action: "reset-password" }),
    prepare: newPasswordReset,
    body: (target) => ({ json: { token: target.resetToken, password: "a-new-password-1" } }),
    expect: everyone(200),
  },
  // The account's own settings and data
  {
    name: "GET /api/account",
    handler: account,
    expect: signedInOnly(200),
  },
  {
    name: "GET /api/account/export",
    handler: account,
    params: () => ({ action: "export" }),
    ownData: true,
    expect: signedInOnly(200),
  },
  {
    name: "POST /api/account/password",
    handler: account,
    params: () => ({ action: "password" }),
    body: () => ({ json: { current_password: "correct horse battery", new_password: "another horse 2" } }),
    freshCaller: true,
    expect: signedInOnly(200),
  },
  {
    name: "POST /api/account/email",
    handler: account,
    params: () => ({ action: "email" }),
    body: () => ({ json: { new_email: `${unique("moved")}@example.test`, password: "correct horse battery" } }),
    freshCaller: true,
    confirmedCaller: true,
    expect: signedInOnly(200),
  },
  {
    name: "DELETE /api/account/email",
    handler: account,
    params: () => ({ action: "email" }),
    expect: signedInOnly(200),
  },
  {
    name: "GET /api/account/confirm-email",
    handler: account,
    path: () => "/api/account/confirm-email?token=not-a-real-token",
    params: () => ({ action: "confirm-email" }),
    expect: everyone(302),
  },
  {
    name: "POST /api/account/sign-out-others",
    handler: account,
    params: () => ({ action: "sign-out-others" }),
    freshCaller: true,
    expect: signedInOnly(200),
  },
  {
    name: "POST /api/account/verification",
    handler: account,
    params: () => ({ action: "verification" }),
    freshCaller: true,
    expect: signedInOnly(200),
  },
  {
    name: "DELETE /api/account",
    handler: account,
    body: () => ({ json: { password: "correct horse battery" } }),
    freshCaller: true,
    expect: signedInOnly(200),
  },
  // Applications
  {
    name: "POST /api/applications",
    handler: applications,
    body: async () => ({ form: await applicationForm({ fields: { handle: unique("Applicant") } }) }),
    freshCaller: true,
    expect: { anonymous: 201, seeker: 201, pendingMuse: 409, approvedMuse: 409, otherMuse: 409, admin: 201 },
  },
  {
    name: "GET /api/applications",
    handler: applications,
    expect: adminOnly(200),
  },
  {
    name: "GET /api/applications/mine",
    handler: applications,
    expect: signedInOnly(200),
  },
  {
    name: "GET /api/applications/:id",
    handler: applications,
    path: (target) => `/api/applications/${target.pendingId}`,
    params: (target) => ({ id: target.pendingId }),
    expect: adminOnly(200),
  },
  {
    name: "PATCH /api/applications/:id",
    handler: applications,
    prepare: newPendingApplication,
    path: (target) => `/api/applications/${target.id}`,
    params: (target) => ({ id: target.id! }),
    body: () => ({ json: { admin_notes: "Checked" } }),
    expect: adminOnly(200),
  },
  {
    name: "POST /api/applications/:id/review",
    handler: applications,
    prepare: async () => {
      const target = await newPendingApplication();
      await ageChecked(target.id);
      return target;
    },
    path: (target) => `/api/applications/${target.id}/review`,
    params: (target) => ({ id: target.id! }),
    body: () => ({ json: { decision: "approve" } }),
    expect: adminOnly(200),
  },
  {
    name: "GET /api/applications/:id/age-document",
    handler: applications,
    prepare: newApplicationWithDocument,
    path: (target) => `/api/applications/${target.id}/age-document`,
    params: (target) => ({ id: target.id! }),
    expect: adminOnly(200),
  },
  {
    name: "POST /api/applications/:id/age-check",
    handler: applications,
    prepare: newApplicationWithDocument,
    path: (target) => `/api/applications/${target.id}/age-check`,
    params: (target) => ({ id: target.id! }),
    body: () => ({
      json: {
        over_18: true,
        document_type: "id_card",
        issuing_country: "DE",
        expiry_month: "2030-09",
        document_number: "L01X00T47",
      },
    }),
    expect: adminOnly(200),
  },
  {
    name: "POST /api/applications/:id/status",
    handler: applications,
    prepare: async () => ({ id: (await createProfile({ approval_status: "Approved" })).id }),
    path: (target) => `/api/applications/${target.id}/status`,
    params: (target) => ({ id: target.id! }),
    body: () => ({ json: { action: "suspend", clause: "5.1", reason: "Reported for stolen photos." } }),
    expect: adminOnly(200),
  },
  {
    name: "POST /api/applications/:id/warn",
    handler: applications,
    prepare: async () => ({ id: (await createProfile({ approval_status: "Approved" })).id }),
    path: (target) => `/api/applications/${target.id}/warn`,
    params: (target) => ({ id: target.id! }),
    body: () => ({ json: { clause: "4.4", reason: "Checked by the matrix" } }),
    expect: adminOnly(200),
  },
  {
    name: "GET /api/applications?status=&q=&page=",
    handler: applications,
    path: () => "/api/applications?status=Pending&q=sentinel&page=1",
    expect: adminOnly(200),
  },
  {
    name: "POST /api/send-approval-notification",
    handler: sendApprovalNotification,
    body: (target) => ({ json: { profileId: target.approvedId } }),
    expect: adminOnly(200),
  },
  // Public muses
  {
    name: "GET /api/muses",
    handler: muses,
    expect: everyone(200),
  },
  {
    name: "GET /api/muses?q=&sort=",
    handler: muses,
    path: (target) => `/api/muses?q=${target.approvedHandle.slice(1, 5)}&sort=updated`,
    expect: everyone(200),
  },
  {
    name: "GET /api/muses/:handle (Approved)",
    handler: muses,
    path: (target) => `/api/muses/${target.approvedHandle}`,
    params: (target) => ({ handle: target.approvedHandle }),
    expect: everyone(200),
  },
  {
    name: "GET /api/muses/:handle (Pending)",
    handler: muses,
    path: () => `/api/muses/${SENTINEL.pendingHandle}`,
    params: () => ({ handle: SENTINEL.pendingHandle }),
    expect: everyone(404),
  },
  {
    // A shortlist's read: an unlisted handle comes back as asked (lower case here), never as the profile spells it.
    name: "GET /api/muses?handles= (Approved, Pending, Rejected)",
    handler: muses,
    path: (target) =>
      `/api/muses?handles=${target.approvedHandle},${SENTINEL.pendingHandle.toLowerCase()},${SENTINEL.rejectedHandle.toLowerCase()}`,
    expect: everyone(200),
  },
  // Portable proof (decision 0069): all public
  { name: "GET /.well-known/jwks.json", handler: proof, expect: everyone(200) },
  {
    name: "GET /verify/:id/badge.svg",
    handler: proof,
    prepare: approvedMusesReceipt,
    path: (target) => `/verify/${target.id}/badge.svg`,
    expect: everyone(200),
  },
  {
    name: "POST /api/verify/lookup",
    handler: proof,
    body: () => ({ json: { fingerprint: "aaaaaaaaaaaaaaaa" } }),
    expect: everyone(200),
  },
  // The muse's own dashboard
  {
    name: "GET /api/dashboard/profile",
    handler: dashboard,
    expect: { ...everyone(200), anonymous: 401 },
  },
  {
    name: "PUT /api/dashboard/profile",
    handler: dashboard,
    body: () => ({
      json: profileEdit({
        bio: "Edited by the matrix: a warm and discreet Muse.",
        city: "Basel",
        availability_status: "Busy",
        spoken_languages: ["English"],
      }),
    }),
    expect: approvedOwnerOnly(200),
  },
  {
    name: "PATCH /api/dashboard/profile",
    handler: dashboard,
    body: () => ({ json: { availability_status: "Available" } }),
    expect: approvedOwnerOnly(200),
  },
  {
    name: "POST /api/dashboard/gallery",
    handler: dashboard,
    body: async () => ({ form: galleryForm(upload(await pngImage(), "gallery.png", "image/png"), "A caption") }),
    expect: approvedOwnerOnly(201),
  },
  {
    name: "DELETE /api/dashboard/gallery/:id (the Approved muse's image)",
    handler: dashboard,
    prepare: () => newGalleryImageOfApprovedMuse("to delete"),
    path: (target) => `/api/dashboard/gallery/${target.id}`,
    params: (target) => ({ id: target.id! }),
    expect: { anonymous: 401, seeker: 404, pendingMuse: 403, approvedMuse: 200, otherMuse: 404, admin: 404 },
  },
  {
    name: "PATCH /api/dashboard/gallery/:id (the Approved muse's image)",
    handler: dashboard,
    prepare: () => newGalleryImageOfApprovedMuse("to caption"),
    path: (target) => `/api/dashboard/gallery/${target.id}`,
    params: (target) => ({ id: target.id! }),
    body: () => ({ json: { caption: "Edited by the matrix" } }),
    expect: { anonymous: 401, seeker: 404, pendingMuse: 403, approvedMuse: 200, otherMuse: 404, admin: 404 },
  },
  {
    name: "GET /api/dashboard/visits",
    handler: dashboard,
    expect: approvedOwnerOnly(200),
  },
  {
    // Her own city is Zurich or, once the edit above ran, Basel: Vienna is another.
    name: "POST /api/dashboard/visits",
    handler: dashboard,
    body: () => ({ json: { city: "Vienna", starts_on: siteToday(), ends_on: siteToday() } }),
    expect: approvedOwnerOnly(201),
  },
  {
    name: "DELETE /api/dashboard/visits/:id (the Approved muse's visit)",
    handler: dashboard,
    prepare: newPastVisitOfApprovedMuse,
    path: (target) => `/api/dashboard/visits/${target.id}`,
    params: (target) => ({ id: target.id! }),
    expect: { anonymous: 401, seeker: 404, pendingMuse: 403, approvedMuse: 200, otherMuse: 404, admin: 404 },
  },
  // Messages through the site: an account's own conversations, on either side, and nobody else's.
  { name: "GET /api/messages", handler: messages, expect: signedInOnly(200) },
  {
    name: "GET /api/messages?side=muse",
    handler: messages,
    expect: { anonymous: 401, seeker: 404, pendingMuse: 200, approvedMuse: 200, otherMuse: 200, admin: 404 },
  },
  {
    name: "POST /api/messages",
    handler: messages,
    body: (target) => ({
      json: { handle: target.approvedHandle, text: "Hello from the matrix, nice to meet you", display_name: "Matrix" },
    }),
    freshCaller: true,
    confirmedCaller: true,
    expect: signedInOnly(201),
  },
  onConversation(
    "GET /api/messages/:id (the seeker's conversation with the Approved muse)",
    seekersConversation,
    [200, 200],
  ),
  onConversation(
    "POST /api/messages/:id (the seeker's conversation with the Approved muse)",
    seekersConversation,
    [200, 200],
    { text: "An answer from the matrix" },
  ),
  onConversation(
    "POST /api/messages/:id/block (a visitor's conversation with the Approved muse)",
    newConversation,
    [404, 200],
  ),
  onConversation(
    "POST /api/messages/:id/report (a visitor's conversation with the Approved muse)",
    newConversation,
    [404, 201],
    { reason: "scam" },
  ),
  onConversation(
    "POST /api/messages/:id (after the Approved muse blocked its visitor)",
    () => newConversation({ blocked: true }),
    [404, 200],
    { text: "Still answering" },
  ),
  onConversation(
    "GET /api/messages/:id (after its visitor deleted his account)",
    () => newConversation({ visitorDeleted: true }),
    [404, 200],
  ),
  onConversation(
    "GET /api/messages/:id (after its Muse deleted her account)",
    seekersConversationWithGoneMuse,
    [200, 404],
  ),
  onConversation("DELETE /api/messages/blocks/:id (a block of the Approved muse)", newBlockByApprovedMuse, [404, 200]),
  { name: "GET /api/messages/settings", handler: messages, expect: signedInOnly(200) },
  {
    name: "PATCH /api/messages/settings",
    handler: messages,
    body: () => ({ json: { mails: true } }),
    expect: signedInOnly(200),
  },
  {
    // A resume: pausing would take the Approved muse off the public reads the later cells expect to see.
    name: "PATCH /api/dashboard/listing",
    handler: dashboard,
    body: () => ({ json: { paused: false } }),
    expect: approvedOwnerOnly(200),
  },
  {
    name: "POST /api/dashboard/available-now",
    handler: dashboard,
    body: () => ({ json: { hours: 1 } }),
    expect: approvedOwnerOnly(200),
  },
  {
    name: "DELETE /api/dashboard/available-now",
    handler: dashboard,
    expect: approvedOwnerOnly(200),
  },
  {
    // Her own statements only: everyone else's answer is the same 404 as an unknown decision.
    name: "POST /api/dashboard/decisions/:id/appeal",
    handler: dashboard,
    prepare: async () => ({ id: await newDecision(world.approvedId) }),
    path: (target) => `/api/dashboard/decisions/${target.id}/appeal`,
    params: (target) => ({ id: target.id! }),
    body: () => ({ json: { statement: "Checked by the matrix" } }),
    expect: { anonymous: 401, seeker: 404, pendingMuse: 404, approvedMuse: 201, otherMuse: 404, admin: 404 },
  },
  {
    name: "POST /api/dashboard/pictures/:kind",
    handler: dashboard,
    path: () => "/api/dashboard/pictures/feet",
    params: () => ({ kind: "feet" }),
    body: async () => ({ form: galleryForm(upload(await pngImage(), "feet.png", "image/png")) }),
    expect: approvedOwnerOnly(200),
  },
  {
    // The Approved muse's own ids: the other muse sending them is refused, since they are not her gallery.
    name: "PUT /api/dashboard/gallery/order (the Approved muse's ids)",
    handler: dashboard,
    path: () => "/api/dashboard/gallery/order",
    body: async () => ({
      json: {
        ids: (
          await query<{ id: string }>(`SELECT id FROM muse_gallery WHERE profile_id = $1 ORDER BY display_order DESC`, [
            world.approvedId,
          ])
        ).map((image) => image.id),
      },
    }),
    expect: { anonymous: 401, seeker: 404, pendingMuse: 403, approvedMuse: 200, otherMuse: 400, admin: 404 },
  },
  // Images
  {
    name: "GET /api/images/:store/:id (a Pending application's picture)",
    handler: images,
    path: (target) => `/api/images/muse-profile-pictures/${target.pendingPictureId}`,
    params: (target) => ({ store: "muse-profile-pictures", id: target.pendingPictureId }),
    expect: { anonymous: 404, seeker: 404, pendingMuse: 200, approvedMuse: 404, otherMuse: 404, admin: 200 },
  },
  {
    name: "GET /api/images/:store/:id (an Approved muse's gallery image)",
    handler: images,
    path: (target) => `/api/images/muse-gallery/${target.approvedGalleryId}?size=card`,
    params: (target) => ({ store: "muse-gallery", id: target.approvedGalleryId }),
    expect: everyone(200),
  },
  // Contacts
  {
    name: "POST /api/contacts",
    handler: contacts,
    body: () => ({ json: { name: "Visitor", email: "visitor@example.test", message: "Hello from the matrix." } }),
    expect: everyone(201),
  },
  {
    name: "GET /api/contacts",
    handler: contacts,
    expect: adminOnly(200),
  },
  {
    name: "PATCH /api/contacts/:id",
    handler: contacts,
    path: (target) => `/api/contacts/${target.contactId}`,
    params: (target) => ({ id: target.contactId }),
    body: () => ({ json: { status: "read" } }),
    expect: adminOnly(200),
  },
  // Reports
  {
    name: "POST /api/reports",
    handler: reports,
    // A notice naming her gallery picture, with an address for updates (which the answer must not repeat).
    body: (target) => ({
      json: {
        handle: target.approvedHandle,
        reason: "fake_photos",
        details: "From the matrix",
        email: SENTINEL.reporterEmail,
        good_faith: true,
        image_url: target.approvedGalleryUrl,
      },
    }),
    expect: everyone(201),
  },
  {
    name: "POST /api/reports (a Pending application)",
    handler: reports,
    path: () => "/api/reports",
    body: () => ({ json: { handle: SENTINEL.pendingHandle, reason: "scam", good_faith: true } }),
    expect: everyone(404),
  },
  {
    name: "GET /api/reports",
    handler: reports,
    path: () => "/api/reports?status=all",
    expect: adminOnly(200),
  },
  {
    name: "PATCH /api/reports/:id",
    handler: reports,
    prepare: newOpenReport,
    path: (target) => `/api/reports/${target.id}`,
    params: (target) => ({ id: target.id! }),
    body: () => ({ json: { action: "dismiss", note: "Checked by the matrix" } }),
    expect: adminOnly(200),
  },
  // Photo verification
  {
    name: "POST /api/dashboard/verification",
    handler: dashboard,
    expect: { anonymous: 401, seeker: 404, pendingMuse: 403, approvedMuse: 200, otherMuse: 200, admin: 404 },
  },
  {
    // A fresh caller has asked for no code: even an Approved Muse's picture is refused until she has one.
    name: "POST /api/dashboard/verification/picture",
    handler: dashboard,
    body: async () => ({ form: galleryForm(upload(await pngImage(), "me.png", "image/png")) }),
    freshCaller: true,
    expect: { anonymous: 401, seeker: 404, pendingMuse: 403, approvedMuse: 409, otherMuse: 409, admin: 404 },
  },
  {
    // "Confirm your age" (decision 0066): a fresh Approved Muse has no check yet, a fresh Pending one no document.
    name: "POST /api/dashboard/age-document",
    handler: dashboard,
    body: async () => {
      const form = new FormData();
      form.set("age_document", upload(await pngImage(), "passport.png", "image/png"));
      return { form };
    },
    freshCaller: true,
    expect: { anonymous: 401, seeker: 404, pendingMuse: 200, approvedMuse: 200, otherMuse: 200, admin: 404 },
  },
  {
    // The stolen-photo watch (decision 0072): a match of the Approved muse's picture on the Pending application. Only
    // she may file its notice; her answer names no Pending handle (the sentinel check below).
    name: "POST /api/dashboard/watch/:id/notice",
    handler: dashboard,
    prepare: async () => ({
      id: (await queryOne<{ id: string }>(
        `INSERT INTO watch_matches (profile_id, covered_image_url, other_profile_id, uploaded_image_url)
         VALUES ($1, '/api/images/muse-gallery/' || gen_random_uuid(), $2, '/api/images/muse-profile-pictures/copy')
         RETURNING id`,
        [world.approvedId, world.pendingId],
      ))!.id,
    }),
    path: (target) => `/api/dashboard/watch/${target.id}/notice`,
    params: (target) => ({ id: target.id! }),
    body: () => ({ json: { details: "This profile uses a picture of me.", good_faith: true } }),
    expect: { anonymous: 401, seeker: 404, pendingMuse: 404, approvedMuse: 201, otherMuse: 404, admin: 404 },
  },
  {
    name: "GET /api/admin/age-checks",
    handler: admin,
    expect: adminOnly(200),
  },
  {
    name: "POST /api/admin/age-checks/:id/request",
    handler: admin,
    prepare: async () => ({ id: (await createProfile({ approval_status: "Approved" })).id }),
    path: (target) => `/api/admin/age-checks/${target.id}/request`,
    params: (target) => ({ id: target.id! }),
    expect: adminOnly(200),
  },
  {
    name: "GET /api/admin/verifications",
    handler: admin,
    expect: adminOnly(200),
  },
  {
    name: "GET /api/admin/verifications/:id/picture",
    handler: admin,
    prepare: newSubmittedVerification,
    path: (target) => `/api/admin/verifications/${target.id}/picture`,
    params: (target) => ({ id: target.id! }),
    expect: adminOnly(200),
  },
  {
    name: "POST /api/admin/verifications/:id/confirm",
    handler: admin,
    prepare: newSubmittedVerification,
    path: (target) => `/api/admin/verifications/${target.id}/confirm`,
    params: (target) => ({ id: target.id! }),
    expect: adminOnly(200),
  },
  {
    name: "POST /api/admin/verifications/:id/decline",
    handler: admin,
    prepare: newSubmittedVerification,
    path: (target) => `/api/admin/verifications/${target.id}/decline`,
    params: (target) => ({ id: target.id! }),
    body: () => ({ json: { clause: "3.2", reason: "Checked by the matrix" } }),
    expect: adminOnly(200),
  },
  // Appeals of statements of reasons
  {
    name: "GET /api/admin/appeals",
    handler: admin,
    path: () => "/api/admin/appeals?status=all&page=1",
    expect: adminOnly(200),
  },
  {
    name: "POST /api/admin/appeals/:id/decision",
    handler: admin,
    prepare: async () => {
      const profile = await createProfile({ approval_status: "Approved" });
      const appeal = await queryOne<{ id: string }>(
        `INSERT INTO appeals (decision_id, statement) VALUES ($1, 'Matrix appeal') RETURNING id`,
        [await newDecision(profile.id)],
      );
      return { id: appeal!.id };
    },
    path: (target) => `/api/admin/appeals/${target.id}/decision`,
    params: (target) => ({ id: target.id! }),
    body: () => ({ json: { outcome: "upheld", reason: "Checked by the matrix" } }),
    expect: adminOnly(200),
  },
  // Admin numbers
  {
    name: "GET /api/admin/stats",
    handler: admin,
    expect: adminOnly(200),
  },
  // Mail the server refused
  {
    name: "GET /api/admin/mail",
    handler: admin,
    expect: adminOnly(200),
  },
  {
    name: "POST /api/admin/mail/:id/resend",
    handler: admin,
    prepare: async () => {
      const mail = await queryOne<{ id: string }>(
        `INSERT INTO email_outbox (to_address, subject, body_text, kind, status, attempts, last_error)
         VALUES ('matrix@example.test', 'Matrix', 'Matrix', 'contact_confirmation', 'failed', 14, 'refused')
         RETURNING id`,
      );
      return { id: mail!.id };
    },
    path: (target) => `/api/admin/mail/${target.id}/resend`,
    params: (target) => ({ id: target.id! }),
    expect: adminOnly(200),
  },
  // Recent changes of live profiles
  {
    name: "GET /api/admin/changes",
    handler: changes,
    path: () => "/api/admin/changes?page=1",
    expect: adminOnly(200),
  },
  {
    name: "POST /api/admin/changes/:id/remove",
    handler: changes,
    prepare: async () => {
      const picture = await storedPicture("muse-gallery");
      await query(
        `INSERT INTO muse_gallery (profile_id, image_url, caption, display_order)
         VALUES ($1, $2, 'to remove', (SELECT count(*) FROM muse_gallery WHERE profile_id = $1))`,
        [world.approvedId, picture.url],
      );
      const change = await queryOne<{ id: string }>(
        `INSERT INTO profile_changes (profile_id, kind, image_url) VALUES ($1, 'gallery_image', $2) RETURNING id`,
        [world.approvedId, picture.url],
      );
      return { id: change!.id };
    },
    path: (target) => `/api/admin/changes/${target.id}/remove`,
    params: (target) => ({ id: target.id! }),
    body: () => ({ json: { clause: "5.1", reason: "Checked by the matrix" } }),
    expect: adminOnly(200),
  },
  {
    name: "POST /api/admin/changes/:id/reviewed",
    handler: changes,
    prepare: async () => {
      const change = await queryOne<{ id: string }>(
        `INSERT INTO profile_changes (profile_id, kind, previous_bio, new_bio) VALUES ($1, 'bio', 'before', 'after')
         RETURNING id`,
        [world.approvedId],
      );
      return { id: change!.id };
    },
    path: (target) => `/api/admin/changes/${target.id}/reviewed`,
    params: (target) => ({ id: target.id! }),
    expect: adminOnly(200),
  },
  // Blog
  {
    name: "GET /api/articles",
    handler: articles,
    expect: everyone(200),
  },
  {
    name: "GET /api/articles?scope=all",
    handler: articles,
    expect: adminOnly(200),
  },
  {
    name: "GET /api/articles/:slug (published)",
    handler: articles,
    path: (target) => `/api/articles/${target.publishedSlug}`,
    params: (target) => ({ article: target.publishedSlug }),
    expect: everyone(200),
  },
  {
    name: "GET /api/articles/:slug (draft)",
    handler: articles,
    path: (target) => `/api/articles/${target.draftSlug}`,
    params: (target) => ({ article: target.draftSlug }),
    expect: everyone(404),
  },
  {
    name: "POST /api/articles",
    handler: articles,
    body: () => ({ json: { title: unique("Matrix Article "), content: "Body" } }),
    expect: adminOnly(201),
  },
  {
    name: "PUT /api/articles/:id",
    handler: articles,
    path: (target) => `/api/articles/${target.editedArticleId}`,
    params: (target) => ({ article: target.editedArticleId }),
    body: () => ({ json: { title: "Edited Article", slug: "edited-article", content: "Edited body" } }),
    expect: adminOnly(200),
  },
  {
    name: "DELETE /api/articles/:id",
    handler: articles,
    prepare: newArticle,
    path: (target) => `/api/articles/${target.id}`,
    params: (target) => ({ article: target.id! }),
    expect: adminOnly(200),
  },
  {
    name: "POST /api/article-covers",
    handler: articleCovers,
    body: async () => ({ form: galleryForm(upload(await pngImage(), "cover.png", "image/png")) }),
    expect: adminOnly(201),
  },
  // Statistics (decision 0067): anyone's page counts, without cookies; her numbers are hers and the admins'.
  {
    name: "POST /api/statistics",
    handler: statistics,
    body: (target) => ({ json: { handle: target.approvedHandle, event: "view" } }),
    expect: everyone(204),
  },
  {
    name: "GET /api/statistics/:handle",
    handler: statistics,
    path: (target) => `/api/statistics/${target.approvedHandle}`,
    params: (target) => ({ handle: target.approvedHandle }),
    expect: { anonymous: 401, seeker: 403, pendingMuse: 403, approvedMuse: 200, otherMuse: 403, admin: 200 },
  },
];

/** Values the caller must not see in a response body. */
function forbiddenValues(actor: Actor): string[] {
  if (actor === "admin") return [SENTINEL.reporterEmail];
  const everyoneElse = [
    SENTINEL.reporterEmail,
    SENTINEL.notes,
    SENTINEL.reviewer,
    SENTINEL.dateOfBirth,
    SENTINEL.rejectedReason,
    SENTINEL.rejectedHandle,
    SENTINEL.contact,
    SENTINEL.draft,
  ];
  if (actor === "pendingMuse") return everyoneElse;
  return [
    ...everyoneElse,
    SENTINEL.pendingReason,
    SENTINEL.pendingHandle,
    SENTINEL.pendingPhone,
    world.pendingPictureId,
  ];
}

function privateKeysIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => privateKeysIn(item, found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (PRIVATE_KEYS.includes(key)) found.push(key);
      privateKeysIn(inner, found);
    }
  }
  return found;
}

beforeAll(async () => {
  const [seeker, pendingMuse, approvedMuse, otherMuse, adminUser, signInTarget, rejectedOwner] = await Promise.all([
    createUser(["seeker"]),
    createUser(["muse"], "muse"),
    createUser(["muse"], "muse"),
    createUser(["muse"], "muse"),
    createUser(["admin"]),
    createUser(["seeker"]),
    createUser(["muse"], "muse"),
  ]);
  const pendingPicture = await storedPicture("muse-profile-pictures");
  const pending = await createProfile({
    handle: SENTINEL.pendingHandle,
    user_id: pendingMuse.id,
    phone_number: SENTINEL.pendingPhone,
    admin_notes: SENTINEL.notes,
    date_of_birth: SENTINEL.dateOfBirth,
    reviewed_by: SENTINEL.reviewer,
    rejection_reason: SENTINEL.pendingReason,
    profile_picture_url: pendingPicture.url,
    how_found_us: "Reddit",
  });
  const privateFields = {
    admin_notes: SENTINEL.notes,
    date_of_birth: SENTINEL.dateOfBirth,
    reviewed_by: SENTINEL.reviewer,
  };
  const approved = await createProfile({ approval_status: "Approved", user_id: approvedMuse.id, ...privateFields });
  await createProfile({ approval_status: "Approved", user_id: otherMuse.id, ...privateFields });
  await createProfile({
    approval_status: "Rejected",
    handle: SENTINEL.rejectedHandle,
    user_id: rejectedOwner.id,
    rejection_reason: SENTINEL.rejectedReason,
    ...privateFields,
  });
  const galleryImage = await storedPicture("muse-gallery");
  await query(`INSERT INTO muse_gallery (profile_id, image_url, caption, display_order) VALUES ($1, $2, 'kept', 0)`, [
    approved.id,
    galleryImage.url,
  ]);
  // The Pending application's picture is a copy of the Approved muse's gallery picture: only admins may learn it.
  for (const [url, profileId] of [
    [pendingPicture.url, pending.id],
    [galleryImage.url, approved.id],
  ] as const) {
    await recordFingerprint({ url, profileId, kind: "gallery_image", fingerprint: "-6148914691236517206" });
  }
  // An open notice on the Approved muse whose reporter asked for updates.
  await query(
    `INSERT INTO profile_reports (profile_id, reason, details, reporter_email) VALUES ($1, 'scam', 'Matrix notice', $2)`,
    [approved.id, SENTINEL.reporterEmail],
  );
  const contact = await queryOne<{ id: string }>(
    `INSERT INTO contact_requests (name, email, message) VALUES ('Private Person', 'private@example.test', $1) RETURNING id`,
    [SENTINEL.contact],
  );
  await query(
    `INSERT INTO blog_articles (title, slug, content, published, published_at) VALUES
       ('Published', 'published-article', 'Public body', true, now()),
       ('Draft', 'draft-article', $1, false, NULL)`,
    [SENTINEL.draft],
  );
  const edited = await queryOne<{ id: string }>(
    `INSERT INTO blog_articles (title, slug, content) VALUES ('To Edit', 'to-edit', 'Body') RETURNING id`,
  );

  world = {
    users: { seeker, pendingMuse, approvedMuse, otherMuse, admin: adminUser },
    pendingId: pending.id,
    pendingPictureId: pendingPicture.id,
    approvedId: approved.id,
    approvedHandle: approved.handle,
    approvedGalleryId: galleryImage.id,
    approvedGalleryUrl: galleryImage.url,
    signInEmail: signInTarget.email,
    signInPassword: signInTarget.password,
    contactId: contact!.id,
    publishedSlug: "published-article",
    draftSlug: "draft-article",
    editedArticleId: edited!.id,
    conversationId: (await queryOne<{ id: string }>(
      `INSERT INTO conversations (profile_id, visitor_id) VALUES ($1, $2) RETURNING id`,
      [approved.id, seeker.id],
    ))!.id,
  };
});

describe("authorization matrix", () => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))("%s", async (_name, endpoint) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const statuses = {} as Expected;
    const leaks: string[] = [];
    for (const actor of ACTORS) {
      const target: Target = { ...world, ...(await endpoint.prepare?.()) };
      const user =
        actor === "anonymous"
          ? undefined
          : endpoint.freshCaller
            ? await createCaller(actor, endpoint.confirmedCaller)
            : world.users[actor];
      const { method, path } = endpointRoute(endpoint.name, endpoint.path?.(target));
      const response = await call(endpoint.handler, method, path, {
        ...(await endpoint.body?.(target)),
        params: endpoint.params?.(target),
        cookie: user && (await sessionCookie(user)),
        // Each actor is another person on another connection (a report is kept once a day per reporter).
        ip: `192.0.2.${ACTORS.indexOf(actor) + 1}`,
      });
      statuses[actor] = response.status;
      for (const value of endpoint.ownData ? [] : forbiddenValues(actor)) {
        if (response.text.includes(value)) leaks.push(`${actor} saw ${value}`);
      }
      if (actor !== "admin" && !endpoint.ownData) {
        for (const key of privateKeysIn(response.data)) leaks.push(`${actor} saw the field ${key}`);
      }
      if (endpoint.name.startsWith("GET /api/auth/has-role")) {
        expect(response.data.has_role, actor).toBe(actor === "admin");
      }
    }
    expect(statuses).toEqual(endpoint.expect);
    expect(leaks).toEqual([]);
  });

  it("has a cell for every method of every path the functions serve, and refuses non-admins every admin() route", () => {
    // Public and alike for every caller: who may call them is alerts.test.ts's "who may call the alert endpoints".
    const elsewhere = ["POST /api/alerts", "GET /api/alerts/key", "POST /api/alerts/remove"];
    /** A cell's path ("/api/reports/:id", "/api/auth/verify?token=…") is of the route's pattern ("/api/reports/:id"). */
    const ofPattern = (pattern: string, path: string) => {
      const [a, b] = [pattern.split("/"), path.split("?")[0]!.split("/")];
      return (
        a.length === b.length && a.every((part, i) => part === b[i] || (part.startsWith(":") && b[i]!.startsWith(":")))
      );
    };
    const refusesNonAdmins = (expected: Expected) =>
      ACTORS.every((actor) => actor === "admin" || expected[actor] === adminOnly(0)[actor]);
    const uncovered: string[] = [];
    const notAdminOnly: string[] = [];
    for (const route of functionRoutes()) {
      const cells = ENDPOINTS.filter((endpoint) => {
        const [method, path] = endpoint.name.split(" ") as [string, string];
        return method === route.method && ofPattern(route.pattern, path);
      });
      if (cells.length === 0 && !elsewhere.includes(`${route.method} ${route.pattern}`))
        uncovered.push(`${route.method} ${route.pattern}`);
      if (route.access === "admin")
        notAdminOnly.push(...cells.filter((cell) => !refusesNonAdmins(cell.expect)).map((cell) => cell.name));
    }
    expect(uncovered).toEqual([]);
    expect(notAdminOnly).toEqual([]);
  });

  it("showed the admin the lookalike the others were refused", async () => {
    const response = await call(applications, "GET", `/api/applications/${world.pendingId}`, {
      params: { id: world.pendingId },
      cookie: await sessionCookie(world.users.admin),
    });
    expect(response.data.lookalikes).toMatchObject([{ other_profile_id: world.approvedId, distance: 0 }]);
  });

  it("left the Pending application Pending and its private values in place", async () => {
    const pending = await queryOne<Record<string, any>>(`SELECT * FROM profiles WHERE id = $1`, [world.pendingId]);
    expect(pending).toMatchObject({
      approval_status: "Pending",
      admin_notes: SENTINEL.notes,
      rejection_reason: SENTINEL.pendingReason,
      user_id: world.users.pendingMuse.id,
    });
  });
});

import { transaction } from "../db/index.ts";
import { ApiError, badRequest } from "../http/errors.ts";
import { enforceRateLimit, LIMITS } from "../http/rate-limit.ts";
import { readJson } from "../http/request.ts";
import { json } from "../http/respond.ts";
import type { Handler } from "../http/route.ts";
import { linkApplicationToUser } from "./link-application.ts";
import { hashPassword } from "./password.ts";
import { refuseCommonPassword } from "./common-passwords.ts";
import { startSession } from "./session.ts";
import { endCurrentSession } from "./sign-in.ts";
import { loadUserSummary } from "./summary.ts";
import { createVerificationToken, sendVerificationMail } from "./verification.ts";
import { requestLocale } from "../http/locale.ts";
import type { Locale } from "../../src/domain/locales.ts";
import { AUTH_MESSAGES, signUpSchema, type SignUpInput } from "../../src/domain/auth.ts";
import type { MessageKey } from "../../src/i18n/keys.ts";
import { textFor } from "../http/messages.ts";
import { LINK_MESSAGES } from "../../src/domain/api-texts.ts";
import { RULE_MESSAGES } from "../../src/domain/rule-texts.ts";

/**
 * The user (in the language she signed up in), their type's role and a verification token, all or nothing; returns
 * the new id and token.
 */
async function createAccount(
  { email, password, user_type }: SignUpInput,
  locale: Locale,
): Promise<{ userId: string; token: string }> {
  const passwordHash = await hashPassword(password);
  return transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, user_type, locale) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, passwordHash, user_type, locale],
    );
    const userId = rows[0]?.id;
    if (!userId) throw new ApiError(409, "already_registered", AUTH_MESSAGES.alreadyRegistered);
    if (user_type === "muse") {
      await tx.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'muse')`, [userId]);
    } else {
      // SPEC §4: a failed seeker role does not fail the sign-up, so it gets its own savepoint.
      await tx.query("SAVEPOINT seeker_role");
      try {
        await tx.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'seeker')`, [userId]);
      } catch (error) {
        await tx.query("ROLLBACK TO SAVEPOINT seeker_role");
        console.error("Error assigning user role", error);
      }
    }
    return { userId, token: await createVerificationToken(tx, userId) };
  });
}

/**
 * Links the application named at sign-up; a failure is reported beside the new account, never instead of it, in the
 * caller's language (`link_error`) and by its key (`link_error_key`).
 */
async function linkAtSignUp(
  userId: string,
  handle: string,
  claim: string | undefined,
  locale: Locale,
): Promise<{ linked: boolean; link_error?: string; link_error_key?: string }> {
  let key: MessageKey = LINK_MESSAGES.failed;
  try {
    await linkApplicationToUser(userId, handle, claim);
    return { linked: true };
  } catch (error) {
    if (error instanceof ApiError) key = error.key;
    else console.error("Error linking application at sign-up", error);
  }
  return { linked: false, link_error: textFor(locale, key), link_error_key: key };
}

/**
 * POST /api/auth/signup `{ email, password, confirm_password?, user_type?, handle? }`: creates the account and signs
 * in. A confirmation that is sent must match, whatever the browser checked (or did not, its script not yet run).
 */
export const signUp: Handler = async (call) => {
  await enforceRateLimit(LIMITS.signUp, call.ip);
  const input = await readJson(call.request, signUpSchema);
  if (input.confirm_password !== undefined && input.confirm_password !== input.password) {
    throw badRequest(RULE_MESSAGES.password.mismatch, { confirm_password: RULE_MESSAGES.password.mismatch });
  }
  await refuseCommonPassword(input.password, "password", { email: input.email, handle: input.handle });
  const locale = requestLocale(call.request);
  const { userId, token } = await createAccount(input, locale);
  const link = input.handle ? await linkAtSignUp(userId, input.handle, input.claim_token, locale) : { linked: false };
  await endCurrentSession(call.request);
  call.headers.append("set-cookie", await startSession(call.request, userId));
  await sendVerificationMail(input.email, token, locale);
  return json({ ...(await loadUserSummary(userId)), ...link }, { status: 201 });
};

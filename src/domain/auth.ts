import { z } from "./zod.ts";
import { USER_TYPES } from "./options.ts";
import { handleSchema } from "./application.ts";
import { emailSchema } from "./email.ts";
import { timestamp } from "./shapes.ts";
import { RULE_MESSAGES } from "./rule-texts.ts";

export { COMMON_PASSWORD, AUTH_MESSAGES, RESET_MESSAGES, ACCOUNT_MESSAGES } from "./messages.ts";

const password = z
  .string()
  .check(z.minLength(8, RULE_MESSAGES.password.tooShort), z.maxLength(200, RULE_MESSAGES.password.tooLong));

/** The form's second password field: as long as a password, whatever it holds. */
const confirmation = () => z.string().check(z.minLength(8, RULE_MESSAGES.password.tooShort));

/** The sign-up form (SPEC §5); the confirm field carries the mismatch message. */
export const signUpFormSchema = z.object({ email: emailSchema, password, confirmPassword: confirmation() }).check(
  z.refine((form) => form.password === form.confirmPassword, {
    message: RULE_MESSAGES.password.mismatch,
    path: ["confirmPassword"],
  }),
);

/** The secret an anonymous application's submitter receives; it proves she may link that application. */
export const claimTokenSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** What the browser sends to POST /api/auth/signup. */
export const signUpSchema = z.object({
  email: emailSchema,
  password,
  user_type: z._default(z.enum(USER_TYPES), "seeker"),
  handle: z.optional(handleSchema),
  claim_token: z.optional(claimTokenSchema),
  /** The sign-up form's confirmation, sent so the server refuses a mismatch too (sign-up.ts). */
  confirm_password: z.optional(z.string().check(z.maxLength(200))),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** A password field that only has to be filled in (the account's own rule applies when it is set). */
const passwordGiven = (message: string) => z.string().check(z.minLength(1, message), z.maxLength(200, message));

export const signInSchema = z.object({ email: emailSchema, password: passwordGiven(RULE_MESSAGES.password.required) });
export type SignInInput = z.infer<typeof signInSchema>;

/** "Forgot password?" (POST /api/auth/forgot-password). */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** What the reset page sends (POST /api/auth/reset-password): the token from the mailed link and the new password. */
const resetToken = z.string().check(z.minLength(1), z.maxLength(200));
export const resetPasswordSchema = z.object({ token: resetToken, password });

/** Whether a mailed reset link is still good (POST /api/auth/reset-link). */
export const resetLinkSchema = z.object({ token: resetToken });

/** The reset page's form: the new password twice. */
export const resetPasswordFormSchema = z.object({ password, confirmPassword: confirmation() }).check(
  z.refine((form) => form.password === form.confirmPassword, {
    message: RULE_MESSAGES.password.mismatch,
    path: ["confirmPassword"],
  }),
);

/** Account settings: a new password needs the current one. */
export const changePasswordSchema = z.object({
  current_password: passwordGiven(RULE_MESSAGES.password.currentRequired),
  new_password: password,
});

/** The settings form: the new password twice. */
export const changePasswordFormSchema = z.extend(changePasswordSchema, { confirm_password: confirmation() }).check(
  z.refine((form) => form.new_password === form.confirm_password, {
    message: RULE_MESSAGES.password.mismatch,
    path: ["confirm_password"],
  }),
);

/** A new e-mail address, confirmed by the account's password; it takes effect once the mailed link is opened. */
export const changeEmailSchema = z.object({
  new_email: emailSchema,
  password: passwordGiven(RULE_MESSAGES.password.required),
});

/**
 * What the settings page shows (GET /api/account): the address, whether it is confirmed, the new address waiting for
 * its link to be opened (if any), and how many other sessions are open.
 */
export const accountShape = z.object({
  email: z.string(),
  email_verified: z.boolean(),
  created_at: timestamp(),
  pending_email: z.nullable(z.string()),
  other_sessions: z.number(),
});
export type Account = z.infer<typeof accountShape>;

/** Deleting the account needs the password. */
export const deleteAccountSchema = z.object({ password: passwordGiven(RULE_MESSAGES.password.required) });

export const linkApplicationSchema = z.object({
  application_handle: handleSchema,
  claim_token: z.optional(claimTokenSchema),
});

import { badRequest } from "../http/errors.ts";
import { COMMON_PASSWORD } from "../../src/domain/auth.ts";

let common: Promise<Set<string>> | undefined;

/**
 * The 49,233 most common passwords of @zxcvbn-ts/language-common (from leaked password lists), lower-cased; loaded on
 * the first password set in this instance, not at start.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase())),
  );
  return common;
}

/**
 * Refuses a new password that is one of the most common (ASVS 6.2.4), in any letter case: the first ones a guesser
 * tries. `field` is the form field the message belongs under.
 */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if ((await commonPasswords()).has(password.toLowerCase())) {
    throw badRequest(COMMON_PASSWORD, { [field]: COMMON_PASSWORD });
  }
}

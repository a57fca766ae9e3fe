import { HANDLE_LENGTH, HANDLE_PATTERN } from "./limits.ts";

/**
 * The shortlist lives in the visitor's browser only (decision 0055): who a person saves on a site of this kind is
 * sensitive, so the server never stores it. These are its rules, shared by the browser's storage
 * (src/lib/shortlist.ts) and the read of the saved Muses' public data (functions/muses/shortlist.ts). No zod here:
 * every page's header loads this module.
 */

/** The localStorage key; the value names its format's version, so a later format can read or drop an older one. */
export const SHORTLIST_KEY = "solemuse-shortlist";
export const SHORTLIST_VERSION = 1;

/** How many Muses a shortlist holds, and so how many one read by handles may ask for. */
export const SHORTLIST_MAX = 100;

/** The query parameter of a read by handles (`?handles=Ada,bella-soles`): handles separated by commas. */
export const HANDLES_PARAM = "handles";
export const HANDLES_SEPARATOR = ",";

/** The server's answers to a malformed read by handles (400). */
export const SHORTLIST_MESSAGES = {
  count: "admin.requests.shortlistCount",
  handle: "admin.requests.shortlistHandle",
} as const;

/** A handle the site could have issued (the application's rule, without loading zod). */
export function isWellFormedHandle(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length >= HANDLE_LENGTH.min &&
    value.length <= HANDLE_LENGTH.max &&
    HANDLE_PATTERN.test(value)
  );
}

/** Handles name one Muse in any letter case: the key under which two spellings are the same Muse. */
export const handleKey = (handle: string): string => handle.toLowerCase();

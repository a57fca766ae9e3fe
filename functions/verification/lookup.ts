import { LOOKALIKE_MAX_DISTANCE } from "../images/fingerprint.ts";
import { askedFingerprint, band0Of, bandProbes, PROBE_MASKS, runWithoutJit } from "../moderation/lookalikes.ts";
import { enforceRateLimit, LIMITS } from "../http/rate-limit.ts";
import { readJson } from "../http/request.ts";
import type { Call } from "../http/route.ts";
import { fingerprintFromHex, type LookupMatch } from "../../src/domain/receipts.ts";
import { HTTP_MESSAGES } from "../../src/domain/api-texts.ts";
import { z } from "../../src/domain/zod.ts";

/**
 * POST /api/verify/lookup: a picture's 64-bit fingerprint, 16 hexadecimal digits, computed in the browser (which
 * checks nothing itself, so the page loads no schema).
 */
const lookupSchema = z.object({
  fingerprint: z.string().check(z.regex(/^[0-9a-f]{16}$/, HTTP_MESSAGES.invalidInput)),
});

/** At most this many Muses are named in one answer, the closest first. */
const MAX_MATCHES = 10;

/**
 * The pictures covered by a valid, unexpired receipt among the fingerprints the band probes found (`near n`): `o` the
 * stored picture (a covered picture still has its row while it is on her profile: a URL is one upload's), `c` its
 * covered row, `r` the receipt. Shared by the look-up and the stolen-photo watch (watch.ts).
 */
export const COVERED_AMONG_FOUND = `FROM near n
         -- Each fingerprint found, by the band0 index: OFFSET 0 keeps the planner from hashing the whole table for them.
         CROSS JOIN LATERAL (
               SELECT image_url, fingerprint FROM image_fingerprints o
                WHERE o.band0 = ${band0Of("n.fingerprint")} AND o.fingerprint = n.fingerprint
               OFFSET 0
             ) o
         JOIN receipt_pictures c ON c.image_url = o.image_url
         JOIN verification_receipts r ON r.id = c.receipt_id AND r.status = 'valid' AND r.expires_at > now()`;

/**
 * The statement that finds the verified Muses (a valid receipt, a listed profile) one of whose covered pictures, still
 * on her profile, is within LOOKALIKE_MAX_DISTANCE bits of the fingerprint $1: the stolen-photo look-up's band probes
 * (lookalikes.ts), from a fingerprint that is no stored picture's. Exported for the benchmark.
 */
export function verifiedLookupStatement(fingerprint: string): { text: string; params: unknown[] } {
  const distance = `$${2 + PROBE_MASKS.length}`;
  return {
    text: `WITH asked AS MATERIALIZED (SELECT NULL::text AS image_url, ${askedFingerprint("$1::bigint")}),
     near AS (
      ${bandProbes(2, distance)}
     )
     SELECT handle, receipt_id FROM (
       SELECT DISTINCT ON (p.id) p.handle, r.id AS receipt_id,
              bit_count(int8send($1::bigint # o.fingerprint))::int AS distance
         ${COVERED_AMONG_FOUND}
         JOIN profiles p ON p.id = r.profile_id AND p.listed
        ORDER BY p.id, distance, r.issued_at DESC
     ) matches
     ORDER BY distance, lower(handle) LIMIT ${MAX_MATCHES}`,
    params: [fingerprint, ...PROBE_MASKS, LOOKALIKE_MAX_DISTANCE],
  };
}

/**
 * POST /api/verify/lookup `{ fingerprint }` (public, per-IP limited): "Is this photo a verified Muse?". The browser
 * sends only the picture's fingerprint; nothing of the question is stored or logged. Never cached (a JSON answer is
 * no-store).
 */
export async function lookupVerifiedMuses(call: Call): Promise<{ matches: LookupMatch[] }> {
  await enforceRateLimit(LIMITS.verifyLookup, call.ip);
  const { fingerprint } = await readJson(call.request, lookupSchema);
  const { text, params } = verifiedLookupStatement(fingerprintFromHex(fingerprint));
  const matches = await runWithoutJit<LookupMatch>(text, params);
  return { matches };
}

import { z } from "./zod.ts";
import { HANDLE_LENGTH, HANDLE_PATTERN } from "./limits.ts";
import { BEACON_EVENTS } from "./statistics.ts";

/** What a page's beacon sends: the Muse's handle and what happened. */
export const beaconSchema = z.object({
  handle: z.string().check(z.minLength(HANDLE_LENGTH.min), z.maxLength(HANDLE_LENGTH.max), z.regex(HANDLE_PATTERN)),
  event: z.enum(BEACON_EVENTS),
});
export type Beacon = z.infer<typeof beaconSchema>;

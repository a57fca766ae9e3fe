import { z } from "./zod.ts";
import { AVAILABLE_NOW_MAX_HOURS, AVAILABLE_NOW_MESSAGES } from "./available-now.ts";

/** POST /api/dashboard/available-now `{ hours }`: whole hours, 1 to 12. */
export const availableNowSchema = z.object({
  hours: z
    .number(AVAILABLE_NOW_MESSAGES.hours)
    .check(
      z.int(AVAILABLE_NOW_MESSAGES.hours),
      z.gte(1, AVAILABLE_NOW_MESSAGES.hours),
      z.lte(AVAILABLE_NOW_MAX_HOURS, AVAILABLE_NOW_MESSAGES.hours),
    ),
});

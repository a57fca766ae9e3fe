import { z } from "./zod.ts";
import { CITIES, type City } from "./cities.ts";
import { VISIT_DAYS_AHEAD, VISITS_MAX } from "./limits.ts";
import { RULE_MESSAGES } from "./rule-texts.ts";
import { calendarDate } from "./shapes.ts";
import { addDays } from "./site-day.ts";

export { TOUR_MESSAGES } from "./messages.ts";
export { VISIT_NOT_FOUND } from "./api-texts.ts";

/**
 * Tours (issue 32): a Muse's visits to other cities of the list. While a visit runs she is also listed in that city's
 * directory; its city page shows her from VISITING_SOON_DAYS before. The days are calendar days (YYYY-MM-DD) of the
 * site's day (src/domain/site-day.ts); the database CHECKs (migration 0027) repeat what does not depend on the day.
 */

/** A visit as she sees it on her dashboard (GET /api/dashboard/visits). */
export const visitShape = z.object({
  id: z.string(),
  city: z.enum(CITIES),
  starts_on: calendarDate(),
  ends_on: calendarDate(),
});
export type Visit = z.infer<typeof visitShape>;

/** A visit as her public page lists it. */
export const publicVisitShape = z.object({
  city: z.enum(CITIES),
  starts_on: calendarDate(),
  ends_on: calendarDate(),
});
export type PublicVisit = z.infer<typeof publicVisitShape>;

/** A Muse on a city page's "Visiting soon" row: who she is and when she is there. */
export const visitorShape = z.object({
  handle: z.string(),
  /** Her own city. */
  city: z.enum(CITIES),
  profile_picture_url: z.nullable(z.string()),
  starts_on: calendarDate(),
  ends_on: calendarDate(),
});
export type Visitor = z.infer<typeof visitorShape>;

/** Two visits share a day (both days count). */
export const overlaps = (a: Pick<Visit, "starts_on" | "ends_on">, b: Pick<Visit, "starts_on" | "ends_on">) =>
  a.starts_on <= b.ends_on && b.starts_on <= a.ends_on;

export interface VisitContext {
  /** The site's day (siteToday()). */
  today: string;
  /** Her own city, which she cannot visit. */
  homeCity: City;
  /** Her visits not yet over: the new one may not overlap them, and they count towards VISITS_MAX. */
  visits: readonly Pick<Visit, "starts_on" | "ends_on">[];
}

/**
 * The rules of a new visit, in one place for her form and the server: a city of the list other than her own, a first
 * day from today, a last day on or after it and at most VISIT_DAYS_AHEAD days from today, no day shared with another
 * of her visits, and at most VISITS_MAX visits not yet over. The server parses the body with it once her profile row
 * is locked and her visits read, so two tabs at once cannot both pass.
 */
export function visitSchema({ today, homeCity, visits }: VisitContext) {
  const messages = RULE_MESSAGES.visit;
  const lastDay = addDays(today, VISIT_DAYS_AHEAD);
  return z
    .object({
      city: z
        .enum(CITIES, RULE_MESSAGES.application.city)
        .check(z.refine((city) => city !== homeCity, messages.ownCity)),
      starts_on: z.iso.date(messages.startsOn).check(z.refine((day) => day >= today, messages.startsInPast)),
      ends_on: z.iso.date(messages.endsOn).check(z.refine((day) => day <= lastDay, messages.tooFarAhead)),
    })
    .check(
      z.refine((visit) => visit.ends_on >= visit.starts_on, { message: messages.endsBeforeStart, path: ["ends_on"] }),
      z.refine((visit) => !visits.some((other) => overlaps(other, visit)), {
        message: messages.overlap,
        path: ["starts_on"],
      }),
      z.refine(() => visits.length < VISITS_MAX, { message: messages.tooMany }),
    );
}
export type VisitInput = z.input<ReturnType<typeof visitSchema>>;

import { z } from "./zod.ts";

/**
 * Building blocks of the response shapes: a row as the API sends it over JSON, which is also what the server reads
 * (functions/db/shaped.ts turns the driver's Dates into these strings once, as the rows leave the database).
 */

/** A point in time, as `Date.prototype.toISOString()` writes it. */
export const timestamp = () => z.iso.datetime();
/** A calendar date (YYYY-MM-DD): read as text, so no time zone can shift it by a day. */
export const calendarDate = () => z.iso.date();

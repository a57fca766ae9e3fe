import { describe, expect, it } from "vitest";
import { addDays, addMonths, siteToday } from "../../src/domain/site-day.ts";
import { overlaps, visitSchema, type VisitContext } from "../../src/domain/tours.ts";
import { RULE_MESSAGES } from "../../src/domain/rule-texts.ts";
import { textFor } from "../../src/i18n/index.ts";
import { formatDay, formatDayRange } from "../../src/lib/format.ts";

const TODAY = "2026-12-03";
const BERLIN: VisitContext = { today: TODAY, homeCity: "Berlin", visits: [] };

/** The message of each field the rules refuse ("_" for the visit as a whole), or null when they accept it. */
function refusal(visit: Record<string, unknown>, context: VisitContext = BERLIN): Record<string, string> | null {
  const result = visitSchema(context).safeParse(visit);
  if (result.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  return fields;
}

const messages = RULE_MESSAGES.visit;

describe("the site's day", () => {
  it("is the calendar day in Zurich, whatever the server's time zone", () => {
    // 23:30 UTC is already the next day in Zurich, in winter (UTC+1) and in summer (UTC+2).
    expect(siteToday(new Date("2026-12-02T23:30:00Z"))).toBe("2026-12-03");
    expect(siteToday(new Date("2026-12-02T22:59:59Z"))).toBe("2026-12-02");
    expect(siteToday(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02");
    expect(siteToday(new Date("2026-07-01T21:59:59Z"))).toBe("2026-07-01");
  });

  it("counts days across months, years and the change of clocks", () => {
    expect(addDays("2026-12-03", 60)).toBe("2027-02-01");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-03", -3)).toBe("2026-11-30");
  });

  it("counts months to the same day, or to the last day of a shorter month", () => {
    const moved = (at: string, months: number) => addMonths(new Date(at), months).toISOString();
    expect(moved("2026-12-31T22:58:00.000Z", -6)).toBe("2026-06-30T22:58:00.000Z");
    expect(moved("2028-02-29T12:00:00.000Z", 12)).toBe("2029-02-28T12:00:00.000Z");
    expect(moved("2027-01-31T08:00:00.000Z", 1)).toBe("2027-02-28T08:00:00.000Z");
    expect(moved("2026-11-28T10:00:00.000Z", 12)).toBe("2027-11-28T10:00:00.000Z");
  });
});

describe("the rules of a visit", () => {
  it("accept a city of the list other than her own, from today to at most 60 days ahead", () => {
    expect(refusal({ city: "Zurich", starts_on: TODAY, ends_on: TODAY })).toBeNull();
    expect(refusal({ city: "Vienna", starts_on: "2026-12-20", ends_on: addDays(TODAY, 60) })).toBeNull();
  });

  it("refuse her own city, and a city not on the list", () => {
    expect(refusal({ city: "Berlin", starts_on: TODAY, ends_on: TODAY })).toEqual({ city: messages.ownCity });
    expect(refusal({ city: "Paris", starts_on: TODAY, ends_on: TODAY })).toEqual({
      city: RULE_MESSAGES.application.city,
    });
  });

  it("refuse a first day in the past, a last day before the first, and one more than 60 days ahead", () => {
    expect(refusal({ city: "Zurich", starts_on: "2026-12-02", ends_on: TODAY })).toEqual({
      starts_on: messages.startsInPast,
    });
    expect(refusal({ city: "Zurich", starts_on: "2026-12-05", ends_on: "2026-12-04" })).toEqual({
      ends_on: messages.endsBeforeStart,
    });
    expect(refusal({ city: "Zurich", starts_on: TODAY, ends_on: addDays(TODAY, 61) })).toEqual({
      ends_on: messages.tooFarAhead,
    });
    expect(textFor("en", messages.tooFarAhead)).toBe("The last day can be at most 60 days from today");
  });

  it("refuse days that are not calendar days", () => {
    for (const day of ["", "2026-02-30", "2026-13-01", "3.12.2026", "2026-12-3", "2026-12-03T00:00:00Z", 20261203]) {
      expect(refusal({ city: "Zurich", starts_on: day, ends_on: TODAY })?.starts_on).toBe(messages.startsOn);
      expect(refusal({ city: "Zurich", starts_on: TODAY, ends_on: day })?.ends_on).toBe(messages.endsOn);
    }
  });

  it("refuse a visit sharing a day with another of hers, first and last days included", () => {
    const context = { ...BERLIN, visits: [{ starts_on: "2026-12-10", ends_on: "2026-12-12" }] };
    for (const [starts_on, ends_on] of [
      ["2026-12-08", "2026-12-10"],
      ["2026-12-12", "2026-12-14"],
      ["2026-12-11", "2026-12-11"],
      ["2026-12-05", "2026-12-20"],
    ]) {
      expect(refusal({ city: "Zurich", starts_on, ends_on }, context)).toEqual({ starts_on: messages.overlap });
    }
    expect(refusal({ city: "Zurich", starts_on: "2026-12-13", ends_on: "2026-12-14" }, context)).toBeNull();
    expect(refusal({ city: "Zurich", starts_on: "2026-12-05", ends_on: "2026-12-09" }, context)).toBeNull();
  });

  it("refuse a sixth visit not yet over", () => {
    const visits = [5, 10, 15, 20, 25].map((day) => ({ starts_on: addDays(TODAY, day), ends_on: addDays(TODAY, day) }));
    expect(refusal({ city: "Zurich", starts_on: TODAY, ends_on: TODAY }, { ...BERLIN, visits })).toEqual({
      _: messages.tooMany,
    });
    expect(refusal({ city: "Zurich", starts_on: TODAY, ends_on: TODAY }, { ...BERLIN, visits: visits.slice(1) })).toBe(
      null,
    );
    expect(textFor("en", messages.tooMany)).toBe("You can plan at most 5 visits at a time");
  });

  it("call two visits overlapping when they share a day", () => {
    expect(
      overlaps({ starts_on: "2026-12-01", ends_on: "2026-12-03" }, { starts_on: "2026-12-03", ends_on: "2026-12-04" }),
    ).toBe(true);
    expect(
      overlaps({ starts_on: "2026-12-01", ends_on: "2026-12-02" }, { starts_on: "2026-12-03", ends_on: "2026-12-04" }),
    ).toBe(false);
  });
});

describe("the days of a visit, as pages write them", () => {
  it("in each language, the same day wherever the reader is", () => {
    expect(formatDay("2026-12-09", "en")).toBe("Dec 9, 2026");
    expect(formatDay("2026-12-09", "de")).toBe("9. Dez. 2026");
    expect(formatDay("2026-11-29", "pl")).toBe("29 listopada 2026");
    expect(formatDayRange("2026-12-03", "2026-12-09", "en")).toBe("Dec 3\u2009–\u20099"); // thin spaces around the dash
    expect(formatDayRange("2026-12-03", "2026-12-09", "fr")).toBe("3–9 déc.");
    expect(formatDayRange("2026-12-03", "2026-12-09", "pl")).toBe("3–9 grudnia");
    expect(formatDayRange("2026-12-03", "2026-12-03", "nl")).toBe("3 dec");
  });
});

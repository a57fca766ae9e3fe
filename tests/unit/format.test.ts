import { format } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBlogDate } from "../../src/lib/format.ts";

describe("formatBlogDate", () => {
  it("writes SPEC §9's 'MMM dd, yyyy', a two-digit day included", () => {
    expect(formatBlogDate(new Date(2026, 10, 5, 12))).toBe("Nov 05, 2026");
    expect(formatBlogDate("2026-01-31T12:00:00")).toBe("Jan 31, 2026");
  });

  it("agrees with date-fns's pattern on any day", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), (date) => {
        expect(formatBlogDate(date)).toBe(format(date, "MMM dd, yyyy"));
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CITIES } from "../../src/domain/cities.ts";
import { CATEGORIES } from "../../src/domain/options.ts";
import {
  DIRECTORY_MAX_OFFSET,
  DIRECTORY_MAX_PAGE_SIZE,
  DIRECTORY_SEARCH_MAX_LENGTH,
  DIRECTORY_SEARCH_MIN_LENGTH,
  DIRECTORY_SORTS,
  directoryParams,
  directoryQuerySchema,
  directorySearch,
  readDirectoryPageQuery,
} from "../../src/domain/directory.ts";

/**
 * /directory and /directory/results are public and take their query string from anyone: whatever it holds, they
 * read a known city and category or "all", a search of at most 50 characters or none, a known order or the newest
 * first, and a page within bounds, never an error.
 */

/** A query value as anyone could type it: any text, a near miss of a real value, or a number out of range. */
const anyValue = (real: readonly string[]) =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.constantFrom(...real.map((value) => value.toLowerCase()), ...real.map((value) => ` ${value}`)),
    fc.integer().map(String),
    fc.bigInt().map(String),
    fc.double().map(String),
    fc.constantFrom("", "NaN", "Infinity", "-0", "1e3", "0x10", "07"),
  );

const queryOf = (entries: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined));

describe("the directory's query string", () => {
  it("reads an unknown city or category as all", () => {
    fc.assert(
      fc.property(fc.option(anyValue(CITIES)), fc.option(anyValue(CATEGORIES)), (city, category) => {
        const query = readDirectoryPageQuery(queryOf({ city: city ?? undefined, category: category ?? undefined }));
        expect(query.city).toBe((CITIES as readonly string[]).includes(city ?? "") ? city : undefined);
        expect(query.category).toBe((CATEGORIES as readonly string[]).includes(category ?? "") ? category : undefined);
      }),
      { numRuns: 500 },
    );
  });

  it("reads an odd offset as 0 and an odd limit as the default, and keeps both within bounds", () => {
    fc.assert(
      fc.property(fc.option(anyValue(["0", "48"])), fc.option(anyValue(["1", "100"])), (offset, limit) => {
        const page = readDirectoryPageQuery(queryOf({ offset: offset ?? undefined, limit: limit ?? undefined }));
        expect(Number.isInteger(page.offset)).toBe(true);
        expect(page.offset).toBeGreaterThanOrEqual(0);
        expect(page.offset).toBeLessThanOrEqual(DIRECTORY_MAX_OFFSET);
        if (page.limit !== undefined) {
          expect(Number.isInteger(page.limit)).toBe(true);
          expect(page.limit).toBeGreaterThanOrEqual(1);
          expect(page.limit).toBeLessThanOrEqual(DIRECTORY_MAX_PAGE_SIZE);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("keeps a page within bounds as it was asked", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DIRECTORY_MAX_OFFSET }),
        fc.integer({ min: 1, max: DIRECTORY_MAX_PAGE_SIZE }),
        (offset, limit) => {
          expect(readDirectoryPageQuery(queryOf({ offset: String(offset), limit: String(limit) }))).toEqual({
            sort: "newest",
            offset,
            limit,
          });
        },
      ),
    );
  });

  it("reads a search of any text as that text trimmed, or as none when shorter than 2, longer than 50 or holding a NUL", () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: "binary", maxLength: 60 }))),
        (q) => {
          const query = readDirectoryPageQuery(queryOf({ q: q ?? undefined }));
          const trimmed = q?.trim() ?? "";
          // Characters as a visitor counts them: code points.
          const characters = [...trimmed].length;
          const usable =
            characters >= DIRECTORY_SEARCH_MIN_LENGTH &&
            characters <= DIRECTORY_SEARCH_MAX_LENGTH &&
            !trimmed.includes("\u0000");
          expect(query.q).toBe(usable ? trimmed : undefined);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("reads an unknown order as newest first", () => {
    fc.assert(
      fc.property(fc.option(anyValue(DIRECTORY_SORTS)), (sort) => {
        const query = readDirectoryPageQuery(queryOf({ sort: sort ?? undefined }));
        expect(query.sort).toBe((DIRECTORY_SORTS as readonly string[]).includes(sort ?? "") ? sort : "newest");
      }),
      { numRuns: 500 },
    );
  });

  it("reads a query the API accepts as the API reads it", () => {
    fc.assert(
      fc.property(
        fc.option(anyValue(CITIES)),
        fc.option(anyValue(CATEGORIES)),
        fc.option(anyValue(["velvet", "Sole_Mate", "%", "a".repeat(51)])),
        fc.option(anyValue(DIRECTORY_SORTS)),
        fc.option(anyValue(["0", "48"])),
        fc.option(anyValue(["1", "100"])),
        (city, category, q, sort, offset, limit) => {
          const params = queryOf({
            city: city ?? undefined,
            category: category ?? undefined,
            q: q ?? undefined,
            sort: sort ?? undefined,
            offset: offset ?? undefined,
            limit: limit ?? undefined,
          });
          const api = directoryQuerySchema.safeParse(directoryParams(params));
          if (api.success) expect(readDirectoryPageQuery(params)).toEqual(api.data);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("reads back the filters, search, order and page it wrote, and writes no order for newest first", () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...CITIES), { nil: undefined }),
        fc.option(fc.constantFrom(...CATEGORIES), { nil: undefined }),
        fc.option(
          fc
            .string({ minLength: DIRECTORY_SEARCH_MIN_LENGTH, maxLength: DIRECTORY_SEARCH_MAX_LENGTH })
            .filter(
              (text) =>
                text === text.trim() && [...text].length >= DIRECTORY_SEARCH_MIN_LENGTH && !text.includes("\u0000"),
            ),
          { nil: undefined },
        ),
        fc.constantFrom(...DIRECTORY_SORTS),
        fc.integer({ min: 0, max: DIRECTORY_MAX_OFFSET }),
        fc.option(fc.integer({ min: 1, max: DIRECTORY_MAX_PAGE_SIZE }), { nil: undefined }),
        (city, category, q, sort, offset, limit) => {
          const search = directorySearch({ city, category, q, sort, offset, limit });
          const params = new URLSearchParams(search);
          expect(params.has("sort")).toBe(sort !== "newest");
          expect(readDirectoryPageQuery(params)).toEqual({ city, category, q, sort, offset, limit });
        },
      ),
    );
  });
});

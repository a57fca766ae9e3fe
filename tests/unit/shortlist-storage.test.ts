import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  isShortlisted,
  parseShortlist,
  readShortlist,
  serializeShortlist,
  withMuse,
  withoutMuse,
  writeShortlist,
  type ShortlistEntry,
} from "../../src/lib/shortlist.ts";
import { SHORTLIST_KEY, SHORTLIST_MAX } from "../../src/domain/shortlist.ts";

/** A browser's localStorage as far as the shortlist uses it. */
function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
  };
}

const stored = (muses: unknown, version: unknown = 1) => JSON.stringify({ version, muses });
const entry = (handle: string, added = 1_767_225_600_000): ShortlistEntry => ({ handle, added });

describe("reading the stored shortlist", () => {
  it("reads the handles as stored, in the order they were added, with the time each was added", () => {
    const list = parseShortlist(stored([entry("Ada.Heels", 2), entry("bella-soles", 5)]));
    expect(list).toEqual([entry("Ada.Heels", 2), entry("bella-soles", 5)]);
  });

  it.each([
    ["nothing stored", null],
    ["broken JSON", '{"version":1,"muses":[{"handle":"Ada"'],
    ["an empty string", ""],
    ["a number", "42"],
    ["null", "null"],
    ["an array", '[{"handle":"Ada","added":1}]'],
    ["no version", JSON.stringify({ muses: [entry("Ada")] })],
    ["another version", stored([entry("Ada")], 2)],
    ["the version as text", stored([entry("Ada")], "1")],
    ["muses that are no list", stored({ handle: "Ada", added: 1 })],
  ])("reads %s as an empty list", (_name, value) => {
    expect(parseShortlist(value)).toEqual([]);
  });

  it("leaves out entries that are no saved Muse, and keeps the others", () => {
    const list = parseShortlist(
      stored([
        entry("Ada"),
        null,
        "bella",
        { handle: "no spaces allowed", added: 1 },
        { handle: "x", added: 1 },
        { handle: "a".repeat(51), added: 1 },
        { handle: "<script>", added: 1 },
        { handle: 7, added: 1 },
        { handle: "Cora", added: "yesterday" },
        { handle: "Dina", added: null },
        { handle: "Elle" },
        entry("Fay"),
      ]),
    );
    expect(list.map((muse) => muse.handle)).toEqual(["Ada", "Fay"]);
  });

  it("keeps one entry per Muse whatever the letter case, the first one", () => {
    const list = parseShortlist(stored([entry("Ada", 1), entry("ADA", 2), entry("ada", 3), entry("Bella", 4)]));
    expect(list).toEqual([entry("Ada", 1), entry("Bella", 4)]);
  });

  it(`keeps at most ${SHORTLIST_MAX} Muses`, () => {
    const many = Array.from({ length: SHORTLIST_MAX + 20 }, (_, index) => entry(`muse${index}`, index));
    const list = parseShortlist(stored(many));
    expect(list).toHaveLength(SHORTLIST_MAX);
    expect(list.at(-1)).toEqual(entry(`muse${SHORTLIST_MAX - 1}`, SHORTLIST_MAX - 1));
  });

  it("keeps nothing but the handle and the time added", () => {
    const list = parseShortlist(stored([{ handle: "Ada", added: 1, city: "Zurich", note: "call on Friday" }]));
    expect(list).toEqual([entry("Ada", 1)]);
    expect(serializeShortlist(list)).toBe('{"version":1,"muses":[{"handle":"Ada","added":1}]}');
  });

  it("never throws, whatever the key holds", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (text) => {
          const list = parseShortlist(text);
          expect(Array.isArray(list)).toBe(true);
          expect(list.length).toBeLessThanOrEqual(SHORTLIST_MAX);
        },
      ),
    );
  });

  it("reads back what it wrote", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{1,49}$/), {
          maxLength: SHORTLIST_MAX,
          selector: (handle) => handle.toLowerCase(),
        }),
        (handles) => {
          const list = handles.map((handle, index) => entry(handle, index));
          expect(parseShortlist(serializeShortlist(list))).toEqual(list);
        },
      ),
    );
  });
});

describe("adding and removing", () => {
  it("adds a Muse at the end with the time she was added", () => {
    const { entries, refused } = withMuse([entry("Ada", 1)], "Bella", 9);
    expect(refused).toBeUndefined();
    expect(entries).toEqual([entry("Ada", 1), entry("Bella", 9)]);
  });

  it("does not add a Muse twice, whatever the letter case", () => {
    const { entries, refused } = withMuse([entry("Ada", 1)], "aDA", 9);
    expect(refused).toBe("listed");
    expect(entries).toEqual([entry("Ada", 1)]);
    expect(isShortlisted(entries, "ADA")).toBe(true);
  });

  it(`refuses a Muse beyond ${SHORTLIST_MAX}`, () => {
    const full = Array.from({ length: SHORTLIST_MAX }, (_, index) => entry(`muse${index}`, index));
    const { entries, refused } = withMuse(full, "OneTooMany", 9);
    expect(refused).toBe("full");
    expect(entries).toEqual(full);
  });

  it("refuses what is no handle", () => {
    expect(withMuse([], "two words", 1)).toEqual({ entries: [], refused: "handle" });
  });

  it("removes a Muse by her handle in any letter case", () => {
    expect(withoutMuse([entry("Ada"), entry("Bella")], "ada")).toEqual([entry("Bella")]);
  });
});

describe("the browser's storage", () => {
  it("writes under the versioned key and reads it back", () => {
    const store = memoryStore();
    expect(writeShortlist([entry("Ada", 3)], store)).toBe(true);
    expect(JSON.parse(store.items.get(SHORTLIST_KEY)!)).toEqual({ version: 1, muses: [entry("Ada", 3)] });
    expect(readShortlist(store)).toEqual([entry("Ada", 3)]);
  });

  it("reads an empty list when the storage cannot be read, and says so when it cannot be written", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readShortlist(blocked)).toEqual([]);
    expect(writeShortlist([entry("Ada")], blocked)).toBe(false);
    expect(readShortlist(undefined)).toEqual([]);
    expect(writeShortlist([entry("Ada")], undefined)).toBe(false);
  });

  it("leaves the other keys alone", () => {
    const store = memoryStore({ "cookie-consent": "declined" });
    writeShortlist([entry("Ada")], store);
    expect(store.items.get("cookie-consent")).toBe("declined");
  });
});

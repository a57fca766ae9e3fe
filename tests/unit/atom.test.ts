import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { atomDocument, escapeXml, type AtomFeed } from "../../functions/feeds/atom.ts";

/** What XML 1.0 cannot hold: a document with one of these is broken for every reader. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching those control characters is this pattern's purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  isArray: (name) => ["entry", "link", "category"].includes(name),
});

const feed = (overrides: Partial<AtomFeed> = {}): AtomFeed => ({
  id: "tag:solemuse.example,2025:en/feeds/muses.atom",
  title: "New Muses across Europe | SoleMuse",
  subtitle: "Verified Muses newly listed across Europe on SoleMuse, newest first.",
  selfUrl: "https://solemuse.example/feeds/muses.atom",
  pageUrl: "https://solemuse.example/directory",
  language: "en",
  updated: new Date("2026-03-02T10:00:00Z"),
  author: { name: "SoleMuse", url: "https://solemuse.example/" },
  icon: "https://solemuse.example/favicon.svg",
  entries: [
    {
      id: "tag:solemuse.example,2025:muse:0b6f",
      title: "Ada.Heels",
      url: "https://solemuse.example/muse/Ada.Heels",
      published: new Date("2026-03-02T10:00:00Z"),
      updated: new Date("2026-03-02T10:00:00Z"),
      summary: "Elegant heels and long conversations.",
      categories: [{ term: "Zurich", label: "Zurich" }],
    },
  ],
  ...overrides,
});

/** The document's elements as a reader sees them, after checking it is well-formed XML. */
function read(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).not.toMatch(NOT_XML);
  return parser.parse(xml).feed;
}

describe("the Atom writer", () => {
  it("writes an Atom 1.0 feed with its id, title, links, date, author and entries", () => {
    const xml = atomDocument(feed());
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n')).toBe(true);
    const parsed = read(xml);
    expect(parsed.xmlns).toBe("http://www.w3.org/2005/Atom");
    expect(parsed["xml:lang"]).toBe("en");
    expect(parsed.id).toBe("tag:solemuse.example,2025:en/feeds/muses.atom");
    expect(parsed.title).toBe("New Muses across Europe | SoleMuse");
    expect(parsed.updated).toBe("2026-03-02T10:00:00.000Z");
    expect(parsed.author).toEqual({ name: "SoleMuse", uri: "https://solemuse.example/" });
    expect(parsed.link).toEqual([
      { rel: "self", type: "application/atom+xml", href: "https://solemuse.example/feeds/muses.atom" },
      { rel: "alternate", type: "text/html", href: "https://solemuse.example/directory" },
    ]);
    expect(parsed.entry).toEqual([
      {
        id: "tag:solemuse.example,2025:muse:0b6f",
        title: "Ada.Heels",
        link: [{ rel: "alternate", type: "text/html", href: "https://solemuse.example/muse/Ada.Heels" }],
        published: "2026-03-02T10:00:00.000Z",
        updated: "2026-03-02T10:00:00.000Z",
        summary: "Elegant heels and long conversations.",
        category: [{ term: "Zurich", label: "Zurich" }],
      },
    ]);
  });

  it("writes a feed without entries", () => {
    expect(read(atomDocument(feed({ entries: [] }))).entry).toBeUndefined();
  });

  it("escapes markup and quotes in text and in attributes", () => {
    const summary = `Tom & Jerry's <b>"bold"</b> ]]> &amp; <![CDATA[x]]>`;
    const xml = atomDocument(
      feed({
        title: "A & B <script>alert(1)</script>",
        entries: [
          {
            ...feed().entries[0]!,
            summary,
            url: "https://solemuse.example/directory?city=Zurich&category=Foot%20Worship",
            categories: [{ term: `Z"urich'`, label: "Zürich & <more>" }],
          },
        ],
      }),
    );
    expect(xml).not.toContain("<script>");
    expect(xml).not.toContain("<b>");
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "",
      processEntities: true,
      htmlEntities: false,
      isArray: (name) => ["entry", "link", "category"].includes(name),
    }).parse(xml).feed;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parsed.title).toBe("A & B <script>alert(1)</script>");
    expect(parsed.entry[0].summary).toBe(summary);
    expect(parsed.entry[0].link[0].href).toBe("https://solemuse.example/directory?city=Zurich&category=Foot%20Worship");
    expect(parsed.entry[0].category[0]).toEqual({ term: `Z"urich'`, label: "Zürich & <more>" });
  });

  it("leaves out what XML cannot hold and keeps every other character, emoji and line breaks included", () => {
    expect(escapeXml("a\u0000b\u0001c\u0008d\u000Be\u001Ff\uFFFEg\uFFFFh")).toBe("abcdefgh");
    expect(escapeXml("lone \uD800 and \uDC00 surrogates")).toBe("lone  and  surrogates");
    expect(escapeXml("tab\tline\nreturn\r 😀 ü 字")).toBe("tab\tline\nreturn\r 😀 ü 字");
  });

  it("stays well-formed whatever the Muses wrote", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (title, summary) => {
        const xml = atomDocument(
          feed({ entries: [{ ...feed().entries[0]!, title, summary, categories: [{ term: summary, label: title }] }] }),
        );
        expect(XMLValidator.validate(xml)).toBe(true);
        expect(xml).not.toMatch(NOT_XML);
      }),
    );
  });
});

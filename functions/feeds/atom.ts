/**
 * An Atom 1.0 document (RFC 4287), written as text: the feeds of newly listed Muses need a handful of elements, and
 * every value that goes into them is escaped here, in one place. Text that XML 1.0 cannot hold at all (control
 * characters, a lone surrogate) is left out rather than breaking the document for every reader.
 */

export interface AtomEntry {
  /** A permanent, unique IRI: a reader knows the entry by it, whatever else changes. */
  id: string;
  title: string;
  /** The page the entry announces (rel="alternate"). */
  url: string;
  published: Date;
  updated: Date;
  summary: string;
  categories: { term: string; label: string }[];
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle: string;
  /** The feed's own address (rel="self") and the page it follows (rel="alternate"). */
  selfUrl: string;
  pageUrl: string;
  /** The language of its texts (xml:lang), a BCP 47 tag. */
  language: string;
  updated: Date;
  author: { name: string; url: string };
  icon?: string;
  entries: AtomEntry[];
}

export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

// Characters XML 1.0 forbids: C0 controls but tab, line feed and carriage return; lone surrogates; U+FFFE and U+FFFF.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching those control characters is this pattern's purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text (or an attribute's value) as XML writes it. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
const link = (rel: string, type: string, href: string) =>
  `<link rel="${rel}" type="${type}" href="${escapeXml(href)}"/>`;
/** RFC 3339, as Atom's dates are written. */
const date = (name: string, value: Date) => `<${name}>${value.toISOString()}</${name}>`;

function entryXml(entry: AtomEntry): string {
  return [
    "<entry>",
    element("id", entry.id),
    element("title", entry.title),
    link("alternate", "text/html", entry.url),
    date("published", entry.published),
    date("updated", entry.updated),
    element("summary", entry.summary),
    ...entry.categories.map(
      (category) => `<category term="${escapeXml(category.term)}" label="${escapeXml(category.label)}"/>`,
    ),
    "</entry>",
  ].join("\n    ");
}

export function atomDocument(feed: AtomFeed): string {
  const head = [
    element("id", feed.id),
    element("title", feed.title),
    element("subtitle", feed.subtitle),
    link("self", "application/atom+xml", feed.selfUrl),
    link("alternate", "text/html", feed.pageUrl),
    date("updated", feed.updated),
    `<author>${element("name", feed.author.name)}${element("uri", feed.author.url)}</author>`,
    ...(feed.icon ? [element("icon", feed.icon)] : []),
  ];
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    ...head.map((line) => `  ${line}`),
    ...feed.entries.map((entry) => `  ${entryXml(entry)}`),
    `</feed>`,
    "",
  ].join("\n");
}

import { beforeAll, describe, expect, it } from "vitest";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { newlyListedMuses } from "../../functions/feeds/new-muses.ts";
import { museFeedDocument } from "../../functions/feeds/muse-feed.ts";
import { createProfile } from "../support/api.ts";
import { withUnreachableDatabase } from "../support/outage.ts";

/**
 * The Atom feeds of newly listed Muses (decision 0055) on a real database: only listed Muses, newest listing first,
 * only public fields, and a document an XML parser reads.
 */
const SITE = new URL("https://solemuse.example");
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const PRIVATE = {
  phone: "+41 00 SENTINEL 77",
  email: "sentinel-feeds@example.test",
  notes: "SENTINEL-NOTES-feeds",
  telegram: "sentinel_feeds_telegram",
  whatsapp: "+41 00 SENTINEL 78",
  suspension: "SENTINEL-SUSPENSION-feeds",
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  isArray: (name) => ["entry", "link", "category"].includes(name),
});
interface Entry {
  id: string;
  title: string;
  link: { href: string }[];
  updated: string;
  summary: string;
  category: { term: string; label: string }[];
}
function parse(xml: string): { title: string; id: string; updated: string; entry?: Entry[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml).feed;
}
const titles = (feed: { entry?: Entry[] }) => (feed.entry ?? []).map((entry) => entry.title);

const ids: Record<string, string> = {};

beforeAll(async () => {
  const listed = [
    { handle: "ZoeZurich", city: "Zurich", approved_at: minutesAgo(30) },
    { handle: "BeaBerlin", city: "Berlin", approved_at: minutesAgo(20) },
    { handle: "ZaraZurich", city: "Zurich", approved_at: minutesAgo(10) },
    // Applied long ago, listed only now: a feed orders by the listing, not the application.
    { handle: "LateLina", city: "Zurich", approved_at: minutesAgo(5), created_at: minutesAgo(60 * 24 * 90) },
  ];
  for (const muse of listed) {
    const row = await createProfile({
      ...muse,
      approval_status: "Approved",
      bio: `${muse.handle} writes: Tom & Jerry <b>love</b> "heels".\n\nA second paragraph that goes on and on about elegant shoes, evening walks along the lake, pedicure appointments and long conversations over coffee, well past what a summary shows.`,
      phone_number: PRIVATE.phone,
      email: PRIVATE.email,
      admin_notes: PRIVATE.notes,
      telegram_handle: PRIVATE.telegram,
      whatsapp_number: PRIVATE.whatsapp,
    });
    ids[muse.handle] = row.id;
  }
  await createProfile({ handle: "PendingPia", city: "Zurich", approval_status: "Pending" });
  await createProfile({ handle: "RejectedRia", city: "Zurich", approval_status: "Rejected" });
  await createProfile({
    handle: "SuspendedSia",
    city: "Zurich",
    approval_status: "Suspended",
    approved_at: minutesAgo(1),
    suspension_reason: PRIVATE.suspension,
  });
  await createProfile({ handle: "PausedPaula", city: "Zurich", approval_status: "Approved", paused_at: new Date() });
});

describe("the feed of all cities", () => {
  it("lists only listed Muses, newest listing first, as an Atom document", async () => {
    const { muses, failed } = await newlyListedMuses(null);
    expect(failed).toBe(false);
    const xml = museFeedDocument({ site: SITE, locale: "en", city: null, place: "across Europe" }, muses);
    const feed = parse(xml);

    expect(feed.title).toBe("New Muses across Europe | SoleMuse");
    expect(feed.id).toBe("tag:solemuse.example,2025:en/feeds/muses.atom");
    expect(titles(feed)).toEqual(["LateLina", "ZaraZurich", "BeaBerlin", "ZoeZurich"]);
    expect(feed.updated).toBe(muses[0]!.approved_at.toISOString());
    for (const secret of [...Object.values(PRIVATE), "PendingPia", "RejectedRia", "SuspendedSia", "PausedPaula"])
      expect(xml).not.toContain(secret);
  });

  it("gives each entry a permanent id, her handle, her profile's link, when she was listed, her bio's start and her city", async () => {
    const { muses } = await newlyListedMuses(null);
    const feed = parse(museFeedDocument({ site: SITE, locale: "en", city: null, place: "across Europe" }, muses));
    const bea = feed.entry!.find((entry) => entry.title === "BeaBerlin")!;

    expect(bea.id).toBe(`tag:solemuse.example,2025:muse:${ids.BeaBerlin}`);
    expect(bea.link).toEqual([
      { rel: "alternate", type: "text/html", href: "https://solemuse.example/muse/BeaBerlin" },
    ]);
    expect(bea.updated).toBe(muses.find((muse) => muse.handle === "BeaBerlin")!.approved_at.toISOString());
    expect(bea.summary).toMatch(/^BeaBerlin writes: Tom & Jerry <b>love<\/b> "heels"\. A second paragraph/);
    expect(bea.summary.endsWith("...")).toBe(true);
    expect(bea.category).toEqual([{ term: "Berlin", label: "Berlin" }]);
  });

  it("holds the newest ones only", async () => {
    const { muses } = await newlyListedMuses(null, 2);
    expect(muses.map((muse) => muse.handle)).toEqual(["LateLina", "ZaraZurich"]);
  });
});

describe("a city's feed", () => {
  it("lists that city's listed Muses only, in the feed's language", async () => {
    const { muses } = await newlyListedMuses("Zurich");
    const xml = museFeedDocument({ site: SITE, locale: "de", city: "Zurich", place: "in Zürich" }, muses);
    const feed = parse(xml);

    expect(feed.title).toBe("Neue Musen in Zürich | SoleMuse");
    expect(feed.id).toBe("tag:solemuse.example,2025:de/feeds/zurich-foot-fetish-encounters.atom");
    expect(titles(feed)).toEqual(["LateLina", "ZaraZurich", "ZoeZurich"]);
    expect(feed.entry![0]!.link[0]!.href).toBe("https://solemuse.example/de/muse/LateLina");
    expect(feed.entry![0]!.category).toEqual([{ term: "Zurich", label: "Zürich" }]);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">');
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://solemuse.example/de/feeds/zurich-foot-fetish-encounters.atom"/>',
    );
    expect(xml).toContain(
      '<link rel="alternate" type="text/html" href="https://solemuse.example/de/directory?city=Zurich"/>',
    );
  });

  it("is an empty feed, still valid, for a city nobody is listed in", async () => {
    const { muses } = await newlyListedMuses("Warsaw");
    const feed = parse(museFeedDocument({ site: SITE, locale: "pl", city: "Warsaw", place: "w Warszawie" }, muses));
    expect(feed.title).toBe("Nowe Muzy w Warszawie | SoleMuse");
    expect(feed.entry).toBeUndefined();
    expect(feed.updated).toBe("2025-01-01T00:00:00.000Z");
  });
});

it("says it failed, and logs it, when the database cannot be read", async () => {
  await withUnreachableDatabase(["Feed load failed"], async () => {
    expect(await newlyListedMuses(null)).toEqual({ muses: [], failed: true });
  });
});

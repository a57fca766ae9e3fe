import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../../../scripts/lib/local-db.ts";

const ENTRIES = join(PROJECT_ROOT, ".netlify", "blobs-serve", "entries");

/**
 * Whether the local blob store the e2e server writes to still holds a rendition (card or full) of a picture URL.
 * The local store leaves a deleted entry's empty folder behind, so the files are what count.
 */
export function pictureStored(url: string): boolean {
  const [, store, id] = /^\/api\/images\/([^/]+)\/([^/?]+)/.exec(url) ?? [];
  if (!store || !id || !existsSync(ENTRIES)) return false;
  return readdirSync(ENTRIES).some((site) =>
    ["card", "full"].some((size) => existsSync(join(ENTRIES, site, `site:${store}`, id, size))),
  );
}

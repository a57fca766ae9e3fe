import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { query } from "../../functions/db/index.ts";
import images from "../../netlify/functions/images.mts";
import {
  type LocalData,
  localData,
  localServerEnv,
  prepareLocalData,
  withLocalData,
} from "../../scripts/lib/local-site.ts";
import { call } from "../support/api.ts";

const root = mkdtempSync(join(tmpdir(), "solemuse-local-"));
const admin = { email: "admin@solemuse.example", password: "local-data-password-123" };

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every picture a local server's database lists, fetched the way that server's images function reads them. */
async function pictureStatuses(data: LocalData): Promise<number[]> {
  return withLocalData(data, async () => {
    const pictures = await query<{ url: string }>(
      `SELECT profile_picture_url AS url FROM profiles WHERE listed
       UNION ALL SELECT feet_picture_url FROM profiles WHERE listed
       UNION ALL SELECT g.image_url FROM muse_gallery g JOIN profiles p ON p.id = g.profile_id WHERE p.listed`,
    );
    expect(pictures.length).toBeGreaterThan(0);
    const statuses: number[] = [];
    for (const { url } of pictures) {
      const [store, id] = url.replace("/api/images/", "").split("/");
      const response = await call(images, "GET", url, { params: { store: store!, id: id! } });
      statuses.push(response.status);
    }
    return statuses;
  });
}

describe("local data of npm start and npm run serve", () => {
  it("shows every seeded Muse's pictures in the production-like server after npm start seeded first", async () => {
    await prepareLocalData(localData("dev", root), admin);
    await prepareLocalData(localData("serve", root), admin);

    expect(new Set(await pictureStatuses(localData("serve", root)))).toEqual(new Set([200]));
    expect(new Set(await pictureStatuses(localData("dev", root)))).toEqual(new Set([200]));
  }, 180_000);

  it("leaves the process's database settings as they were, so a server started after seeding does not inherit them", async () => {
    const settings = () =>
      Object.fromEntries(
        ["NETLIFY_DB_URL", "NETLIFY_DB_DRIVER", "DATABASE_SHARED_SESSION"].map((name) => [name, process.env[name]]),
      );
    const before = settings();
    let seeding: string | undefined;
    await withLocalData(localData("dev", root), async (url) => {
      seeding = url;
      expect(process.env.NETLIFY_DB_URL).toBe(url);
    });
    expect(settings()).toEqual(before);
    expect(localServerEnv("4321").NETLIFY_DB_URL).not.toBe(seeding);
  }, 60_000);

  it("files each server's pictures under the site id that server reads", () => {
    // astro dev (@netlify/dev) uses "0" for an unlinked site, netlify serve UNLINKED_SITE_MOCK_ID.
    expect(localData("dev").siteID).toBe("0");
    expect(localData("serve").siteID).toBe("unlinked");
    expect(localData("e2e").siteID).toBe("unlinked");
    expect(localData("serve").dataDir).not.toBe(localData("dev").dataDir);
  });
});

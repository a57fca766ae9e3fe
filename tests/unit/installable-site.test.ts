import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { serviceWorkerScript } from "../../scripts/service-worker/integration.ts";
import { followedMuseChanges, type FollowedState } from "../../src/service-worker/shortlist-alerts.ts";
import { APP_ICONS, webAppManifest } from "../../src/domain/web-app.ts";
import { isPushService } from "../../functions/alerts/push-services.ts";
import { LOCALES } from "../../src/domain/locales.ts";
import { CATALOGUES } from "../../src/i18n/index.ts";

/** The installable site's pieces that need no browser (decision 0068). */

describe("the service worker", () => {
  it("stays within 15 KB gzipped, each language's texts included", async () => {
    const script = await serviceWorkerScript();
    expect(gzipSync(script).length).toBeLessThanOrEqual(15 * 1024);
    for (const locale of LOCALES) expect(script).toContain(CATALOGUES[locale].alerts.newMuseTitle);
  });

  it("follows the dev server's unbundled modules only in the worker npm start serves", async () => {
    const devModulePath = "node_modules|@id|@fs|@vite";
    expect(await serviceWorkerScript()).not.toContain(devModulePath);
    expect(await serviceWorkerScript({ devModules: true })).toContain(devModulePath);
  });
});

describe("the web app manifest", () => {
  it("opens each language's home page as one app, with icons of 192 and 512 pixels, one maskable", async () => {
    for (const locale of LOCALES) {
      const manifest = webAppManifest(locale, "…");
      expect(manifest).toMatchObject({ id: "/", short_name: "SoleMuse", display: "standalone", scope: "/" });
      expect(manifest.start_url).toBe(locale === "en" ? "/" : `/${locale}`);
    }
    for (const icon of APP_ICONS) {
      const file = `public${icon.src}`;
      expect(existsSync(file)).toBe(true);
      const { width, height } = await sharp(file).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(APP_ICONS.map((icon) => icon.purpose)).toContain("maskable");
  });
});

describe("the shortlist's alerts, decided in the browser", () => {
  const profile = (
    availability: string,
    visits: { city: string; starts_on: string; ends_on: string }[] = [],
    availableUntil: string | null = null,
  ) =>
    new Response(
      JSON.stringify({ muse: { availability_status: availability, available_until: availableUntil }, visits }),
    );
  const visit = { city: "Berlin", starts_on: "2026-12-01", ends_on: "2026-12-03" };

  it("remembers a Muse seen for the first time without telling anything", async () => {
    const { state, changes } = await followedMuseChanges(["Ada"], {}, async () => profile("Available", [visit]));
    expect(changes).toEqual([]);
    expect(state).toEqual({ Ada: { available: true, availableNow: false, visits: ["Berlin:2026-12-01:2026-12-03"] } });
  });

  it("tells when a saved Muse became available or planned a visit, once", async () => {
    const before: FollowedState = { Ada: { available: false, visits: [] }, Bea: { available: true, visits: [] } };
    const answers: Record<string, Response> = { Ada: profile("Available"), Bea: profile("Busy", [visit]) };
    const first = await followedMuseChanges(["Ada", "Bea"], before, async (handle) => answers[handle]!);
    expect(first.changes).toEqual([{ handle: "Ada" }, { handle: "Bea", visit }]);

    const again = await followedMuseChanges(["Ada", "Bea"], first.state, async (handle) =>
      handle === "Ada" ? profile("Available") : profile("Busy", [visit]),
    );
    expect(again.changes).toEqual([]);
  });

  it('tells when a saved Muse switched on "Available now", and not again while it lasts or once it has ended', async () => {
    const clock = () => Date.parse("2026-11-28T20:00:00Z");
    const before: FollowedState = { Ada: { available: true, availableNow: false, visits: [] } };
    const check = (state: FollowedState, until: string) =>
      followedMuseChanges(["Ada"], state, async () => profile("Available", [], until), clock);
    const on = await check(before, "2026-11-28T23:00:00Z");
    expect(on.changes).toEqual([{ handle: "Ada" }]);
    expect((await check(on.state, "2026-11-28T23:00:00Z")).changes).toEqual([]);
    const ended = await check(on.state, "2026-11-28T19:00:00Z");
    expect(ended.changes).toEqual([]);
    expect(ended.state.Ada!.availableNow).toBe(false);
  });

  it("keeps what it saw of a Muse whose profile cannot be read now", async () => {
    const before: FollowedState = { Ada: { available: false, visits: [] } };
    const { state, changes } = await followedMuseChanges(["Ada"], before, async () => {
      throw new TypeError("offline");
    });
    expect(changes).toEqual([]);
    expect(state).toEqual(before);
  });
});

describe("the push services the server posts to", () => {
  it("are the browsers' own, over HTTPS on their standard port", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QABC",
      "https://db5p.notify.windows.com/w/?token=abc",
    ]) {
      expect([endpoint, isPushService(endpoint)]).toEqual([endpoint, true]);
    }
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evil.example/?fcm.googleapis.com",
      "https://fcm.googleapis.com:444/x",
      "https://a:b@fcm.googleapis.com/x",
      "https://169.254.169.254/",
      "javascript:alert(1)",
    ]) {
      expect([endpoint, isPushService(endpoint)]).toEqual([endpoint, false]);
    }
  });
});

import { describe, expect, it } from "vitest";
import demoFile from "../../content/demo/muses.json" with { type: "json" };
import { DEMO_DIRECTORY, DEMO_GALLERY, DEMO_MUSES, demoMusesSchema, findDemoMuse } from "../../functions/muses/demo.ts";
import { CITIES } from "../../src/domain/cities.ts";

describe("demo muses (content/demo/muses.json)", () => {
  it("validate against the demo schema", () => {
    const result = demoMusesSchema.safeParse(demoFile);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("are eight muses across at least six of the ten cities", () => {
    expect(DEMO_MUSES).toHaveLength(8);
    const cities = new Set(DEMO_MUSES.map((muse) => muse.city));
    expect(cities.size).toBeGreaterThanOrEqual(6);
    for (const city of cities) expect(CITIES).toContain(city);
  });

  it("fill every public field, with bios of 80 to 300 characters", () => {
    for (const muse of DEMO_MUSES) {
      for (const [field, value] of Object.entries(muse)) {
        if (field === "onlyfans_link") continue;
        expect(value, `${muse.handle}.${field}`).not.toBeNull();
      }
      expect(muse.bio.length).toBeGreaterThanOrEqual(80);
      expect(muse.bio.length).toBeLessThanOrEqual(300);
    }
  });

  it("use obviously fake contact details", () => {
    for (const muse of DEMO_MUSES) {
      expect(muse.telegram_handle).toMatch(/_demo$/);
      expect(muse.email).toMatch(/@demo\.solemuse\.example$/);
      expect(muse.whatsapp_number).toMatch(/ 0{2,}/);
      if (muse.onlyfans_link) expect(new URL(muse.onlyfans_link).hostname).toMatch(/\.example$/);
    }
  });

  it("name their pictures after the handle under /demo", () => {
    for (const muse of DEMO_MUSES) {
      const name = muse.handle.toLowerCase();
      expect(muse.profile_picture_url).toBe(`/demo/${name}-profile.webp`);
      expect(muse.feet_picture_url).toBe(`/demo/${name}-feet.webp`);
      expect(muse.gallery.map((image) => image.image_url)).toEqual(
        muse.gallery.map((_, index) => `/demo/${name}-gallery-${index + 1}.webp`),
      );
    }
  });

  it("refuses a file with an unknown category, a short bio or a duplicate handle", () => {
    const first = demoFile[0]!;
    expect(demoMusesSchema.safeParse([{ ...first, categories: ["Massage"] }]).success).toBe(false);
    expect(demoMusesSchema.safeParse([{ ...first, bio: "Too short." }]).success).toBe(false);
    expect(demoMusesSchema.safeParse([first, { ...first, id: "de300000-0000-4000-8000-000000000099" }]).success).toBe(
      false,
    );
    expect(demoMusesSchema.safeParse([{ ...first, email: "real.person@gmail.com" }]).success).toBe(false);
  });

  it("list newest first and key their galleries by profile id", () => {
    const times = DEMO_DIRECTORY.map((muse) => muse.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    for (const muse of DEMO_MUSES) {
      expect(DEMO_GALLERY[muse.id]!.map((image) => image.profile_id)).toEqual(muse.gallery.map(() => muse.id));
      expect(DEMO_GALLERY[muse.id]!.map((image) => image.display_order)).toEqual(muse.gallery.map((_, index) => index));
    }
    expect(DEMO_DIRECTORY.every((muse) => !("telegram_handle" in muse) && !("gallery" in muse))).toBe(true);
  });

  it("are found by handle in any letter case", () => {
    expect(findDemoMuse("velvetsoles")?.muse.handle).toBe("VelvetSoles");
    expect(findDemoMuse("Nobody")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { english } from "../support/messages.ts";
import { articleSchema, slugify } from "../../src/domain/blog.ts";

describe("slugify (SPEC §5 blog form)", () => {
  it.each([
    ["Foot Care Rituals", "foot-care-rituals"],
    ["UPPER case", "upper-case"],
    ["Zurich's Best Spa!", "zurichs-best-spa"],
    ["Heels & Hosiery: A Guide (2025)", "heels-hosiery-a-guide-2025"],
    ["Café Crème in Genève", "cafe-creme-in-geneve"],
    ["Heels & Café", "heels-cafe"],
    ["Zürich, Łódź and Straße", "zurich-lodz-and-strasse"],
    ["Søren's Æsthetic Œuvre", "sorens-aesthetic-oeuvre"],
    ["many    spaces\tand\nlines", "many-spaces-and-lines"],
    ["already-hyphenated--twice---over", "already-hyphenated-twice-over"],
    ["space - around - hyphens", "space-around-hyphens"],
    ["  padded title  ", "padded-title"],
    ["- hyphens at both ends -", "hyphens-at-both-ends"],
    ["!!!", ""],
    ["---", ""],
  ])("turns %j into %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("is idempotent: a slug slugifies to itself", () => {
    for (const title of ["Foot Care Rituals", "Zurich's Best Spa!", "- odd -- one -"]) {
      const slug = slugify(title);
      expect(slugify(slug)).toBe(slug);
    }
  });
});

describe("the article form's slug", () => {
  const article = { title: "First Contact Etiquette", content: "Be kind." };

  it("is generated from the title when left empty", () => {
    expect(articleSchema.parse({ ...article, slug: "" }).slug).toBe("first-contact-etiquette");
    expect(articleSchema.parse(article).slug).toBe("first-contact-etiquette");
  });

  it("is normalised when typed by hand", () => {
    expect(articleSchema.parse({ ...article, slug: "My Own Slug!" }).slug).toBe("my-own-slug");
  });

  it("is required when nothing of the title or slug survives", () => {
    const result = articleSchema.safeParse({ ...article, title: "???", slug: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => english(issue.message))).toContain("Slug is required");
  });

  it("defaults the meta title to the title", () => {
    expect(articleSchema.parse(article).meta_title).toBe("First Contact Etiquette");
    expect(articleSchema.parse({ ...article, meta_title: "Custom" }).meta_title).toBe("Custom");
  });
});

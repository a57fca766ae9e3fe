import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { decapFiles, githubRepository, servedEditorConfig } from "../../scripts/editor/integration.ts";
import { SITE_COLLECTION } from "../../scripts/editor/collections.ts";

/** What the build publishes under /editor/ and what the editor's configuration becomes on the way. */
describe("the content editor's files", () => {
  it("are Decap's script, its chunks and its licence, without source maps, encoders or the duplicate bundle", () => {
    const dist = mkdtempSync(join(tmpdir(), "decap-"));
    try {
      const names = ["decap-cms.js", "decap-cms.js.map", "103.decap-cms.js", "103.cms.js", "cms.js"];
      for (const name of [...names, "decap-cms.js.LICENSE.txt", "f728dc876b39e5273411.wasm"]) {
        writeFileSync(join(dist, name), "");
      }
      expect(decapFiles(dist)).toEqual(["103.decap-cms.js", "decap-cms.js", "decap-cms.js.LICENSE.txt"]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
    expect(decapFiles()).toContain("decap-cms.js");
  });

  it("name the repository Netlify builds from, however its address is written", () => {
    expect(githubRepository("https://github.com/solemuse/site")).toBe("solemuse/site");
    expect(githubRepository("git@github.com:solemuse/site.git")).toBe("solemuse/site");
    expect(githubRepository("https://gitlab.com/solemuse/site")).toBeUndefined();
    expect(githubRepository(undefined)).toBeUndefined();
  });

  it("give the editor its repository and, under npm start only, its local backend, keeping the comments", () => {
    const source = "# The editor.\nbackend:\n  name: github\n  repo: solemuse/solemuse # replaced\ncollections: []\n";
    const published = servedEditorConfig(source, { repository: "owner/site" });
    // The site's file collection (the imprint) is the code's, added to every configuration.
    expect(parse(published)).toEqual({
      backend: { name: "github", repo: "owner/site" },
      collections: [SITE_COLLECTION],
    });
    expect(published).toContain("# The editor.");

    const local = parse(servedEditorConfig(source, { localBackend: "http://127.0.0.1:8081/api/v1" }));
    expect(local).toMatchObject({
      backend: { repo: "solemuse/solemuse" },
      local_backend: { url: "http://127.0.0.1:8081/api/v1" },
    });
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("npm run serve", () => {
  it("asks netlify serve to open no browser (inside a container it printed an error on every start)", () => {
    const toml = readFileSync(new URL("../../netlify.toml", import.meta.url), "utf8");
    const dev = /^\[dev\]\n((?:[ \t]+.*\n)*)/m.exec(toml);
    expect(dev?.[1]).toMatch(/^\s+autoLaunch = false$/m);
  });
});

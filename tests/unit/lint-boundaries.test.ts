import { join } from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The lint zones of eslint.config.js, tried on probe files that are never written: what ships to the browser (the
 * domain, the catalogues, the components' scripts, the islands and src/lib) imports no server code, and the domain and
 * the catalogues import no page or browser script.
 */
const eslint = new ESLint({ cwd: join(import.meta.dirname, "..", "..") });

const SERVER = "The browser's code never imports the server's";
const SHARED = "The domain and the catalogues serve both sides";

/** The boundary messages ESLint gives a file at `path` that imports `target` (both from the repository's root). */
async function boundaryMessages(path: string, target: string): Promise<string[]> {
  const depth = path.split("/").length - 1;
  const code = `import { value } from "${"../".repeat(depth)}${target}";\nexport const probe = value;\n`;
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("the lint zone over what ships to the browser", () => {
  // The first lint loads the configuration, its plugins and the TypeScript parser: seconds on a busy machine.
  beforeAll(() => eslint.lintText("export {};\n", { filePath: "src/lib/probe.ts" }), 120_000);

  it.each([
    ["src/i18n/en/probe.ts", "functions/http/errors.ts"],
    ["src/domain/probe.ts", "functions/http/errors.ts"],
    ["src/components/profile/probe.ts", "functions/http/errors.ts"],
    ["src/islands/probe.tsx", "functions/http/errors.ts"],
    ["src/lib/probe.ts", "functions/http/errors.ts"],
  ])("refuses %s importing %s", async (path, target) => {
    expect(await boundaryMessages(path, target)).toEqual([expect.stringContaining(SERVER)]);
  });

  it.each([
    ["src/i18n/en/probe.ts", "src/lib/picture-overlay.ts"],
    ["src/domain/probe.ts", "src/islands/ui/lazy-resolver.ts"],
  ])("refuses %s importing the browser script %s", async (path, target) => {
    expect(await boundaryMessages(path, target)).toEqual([expect.stringContaining(SHARED)]);
  });

  it.each([
    ["src/i18n/en/probe.ts", "src/domain/locales.ts"],
    ["src/lib/probe.ts", "src/i18n/texts.ts"],
    ["functions/probe.ts", "src/lib/picture-overlay.ts"],
  ])("lets %s import %s", async (path, target) => {
    expect(await boundaryMessages(path, target)).toEqual([]);
  });
});

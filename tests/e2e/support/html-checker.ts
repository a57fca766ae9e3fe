import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The Nu Html Checker (the W3C validator's engine), as the `vnu-jar` package ships it; it runs on Java 17+. */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

export interface HtmlDocument {
  /** What an error names: the page's path in dist/ or the address it was fetched from. */
  name: string;
  /** Where the HTML was saved for the checker. */
  file: string;
  /** Lines written above the HTML that came from the site (a fragment wrapped in a document), not counted. */
  linesAbove?: number;
}

interface CheckerMessage {
  type: "error" | "info" | "non-document-error";
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  message: string;
}

/**
 * Checks every document in one run of the checker (each run starts a JVM) and returns its errors, one line each:
 * `name:line:column: message`. Warnings are left out.
 */
export function htmlErrors(documents: HtmlDocument[]): string[] {
  // The checker only warns about a file it cannot find, and warnings are left out.
  const missing = documents.filter((document) => !existsSync(document.file));
  if (missing.length > 0) {
    throw new Error(`No such file to check: ${missing.map((document) => document.file).join(", ")}`);
  }
  const run = spawnSync(
    "java",
    [
      "-jar",
      VNU_JAR,
      "--errors-only",
      "--exit-zero-always",
      "--stdout",
      "--format",
      "json",
      ...documents.map((document) => document.file),
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) {
    throw new Error(
      `Could not start Java for the Nu Html Checker (node scripts/ensure-java.ts installs it): ${run.error}`,
    );
  }
  if (run.status !== 0) throw new Error(`The Nu Html Checker stopped (exit code ${run.status}): ${run.stderr}`);

  const byFile = new Map(documents.map((document) => [resolve(document.file), document]));
  const { messages } = JSON.parse(run.stdout) as { messages: CheckerMessage[] };
  return messages
    .filter((message) => message.type !== "info")
    .map((message) => {
      const document = message.url ? byFile.get(fileURLToPath(message.url)) : undefined;
      const line = message.firstLine ?? message.lastLine;
      const where = line === undefined ? "" : `:${line - (document?.linesAbove ?? 0)}:${message.firstColumn ?? 1}`;
      return `${document?.name ?? message.url ?? "(checker)"}${where}: ${message.message}`;
    });
}

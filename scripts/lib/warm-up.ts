import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "./local-db.ts";

/**
 * One address of each function in netlify/functions (the first of its `config.path`, a parameter filled with "x"), and
 * a page of the site's own server function. Asking each once loads it: the first visitor to a page that calls it
 * does not wait for the load.
 */
export function functionAddresses(): string[] {
  const folder = join(PROJECT_ROOT, "netlify", "functions");
  const addresses = readdirSync(folder)
    .filter((file) => file.endsWith(".mts"))
    .flatMap((file) => {
      const source = readFileSync(join(folder, file), "utf8");
      const path = /\bpath:\s*\[?\s*"([^"]+)"/.exec(source)?.[1];
      return path ? [path.replace(/:\w+/g, "x")] : [];
    });
  return [...addresses, "/account"];
}

/** What `npm run serve` prints once its functions are loaded. */
export const SERVER_READY = "Every function is loaded";

const WARM_UP_LIMIT_MS = 300_000;

/**
 * Waits until the server at `base` answers, then asks each function once, side by side; an answer of any status
 * counts. Resolves with how many answered; a server that never answers within the limit rejects.
 */
export async function warmUp(base: string): Promise<number> {
  const deadline = Date.now() + WARM_UP_LIMIT_MS;
  for (;;) {
    const answered = await fetch(base, { signal: AbortSignal.timeout(10_000) }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`${base} did not answer within ${WARM_UP_LIMIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const answers = await Promise.allSettled(
    functionAddresses().map((path) =>
      fetch(new URL(path, base), { redirect: "manual", signal: AbortSignal.timeout(60_000) }),
    ),
  );
  return answers.filter((answer) => answer.status === "fulfilled").length;
}

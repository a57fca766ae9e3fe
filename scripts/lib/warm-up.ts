import { functionRoutes } from "./function-routes.ts";

/**
 * One address of each function in netlify/functions (its first route, a parameter filled with "x"), and a page of the
 * site's own server function. Asking each once loads it: the first visitor to a page that calls it does not wait for
 * the load.
 */
export function functionAddresses(): string[] {
  const first = new Map<string, string>();
  for (const { file, pattern } of functionRoutes()) if (!first.has(file)) first.set(file, pattern);
  return [...[...first.values()].map((pattern) => pattern.replace(/:\w+/g, "x")), "/account"];
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

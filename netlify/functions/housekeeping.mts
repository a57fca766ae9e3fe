import type { Config } from "@netlify/functions";
import { pruneRateLimits } from "../../functions/http/rate-limit.ts";

/** Every hour, Netlify deletes the rate-limit windows that have run out; it has no path of its own. */
export default async () => {
  const pruned = await pruneRateLimits();
  if (pruned > 0) console.info(`Housekeeping: ${pruned} expired rate-limit windows deleted`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@hourly" };

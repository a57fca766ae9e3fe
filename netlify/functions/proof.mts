import type { Config } from "@netlify/functions";
import { paths, route } from "../../functions/http/route.ts";
import { serveKeySet } from "../../functions/verification/receipts.ts";
import { serveBadge } from "../../functions/verification/badge.ts";
import { lookupVerifiedMuses } from "../../functions/verification/lookup.ts";

export const config: Config = { path: ["/.well-known/jwks.json", "/verify/:id/badge.svg", "/api/verify/lookup"] };

export default paths({
  "/.well-known/jwks.json": route({ GET: serveKeySet }),
  "/verify/:id/badge.svg": route({ GET: serveBadge }),
  "/api/verify/lookup": route({ POST: lookupVerifiedMuses }),
});

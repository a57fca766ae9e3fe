import type { Config } from "@netlify/functions";
import { paths, route } from "../../functions/http/route.ts";
import { serveKeySet } from "../../functions/verification/receipts.ts";

export const config: Config = { path: ["/.well-known/jwks.json"] };

export default paths({
  "/.well-known/jwks.json": route({ GET: serveKeySet }),
});

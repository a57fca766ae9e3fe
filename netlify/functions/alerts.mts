import type { Config } from "@netlify/functions";
import { paths, route } from "../../functions/http/route.ts";
import { alertKey, subscribe, unsubscribe } from "../../functions/alerts/subscriptions.ts";

export const config: Config = { path: ["/api/alerts", "/api/alerts/key", "/api/alerts/remove"] };

// Public, no account (decision 0068): the subscription's endpoint is its only identity.
export default paths({
  "/api/alerts": route({ POST: subscribe }),
  "/api/alerts/key": route({ GET: alertKey }),
  "/api/alerts/remove": route({ POST: unsubscribe }),
});

import type { Config } from "@netlify/functions";
import { paths, route, signedIn } from "../../functions/http/route.ts";
import { receiveBeacon } from "../../functions/statistics/count.ts";
import { getStatistics } from "../../functions/statistics/read.ts";

export const config: Config = { path: ["/api/statistics", "/api/statistics/:handle"] };

export default paths({
  "/api/statistics": route({ POST: receiveBeacon }), // public: a page's beacon, no cookies
  "/api/statistics/:handle": route({ GET: signedIn(getStatistics) }), // hers, and admins'
});

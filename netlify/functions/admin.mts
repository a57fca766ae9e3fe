import type { Config } from "@netlify/functions";
import { admin, route } from "../../functions/http/route.ts";
import { getStats } from "../../functions/admin/stats.ts";

export const config: Config = { path: "/api/admin/stats" };

export default route({ GET: admin(getStats) });

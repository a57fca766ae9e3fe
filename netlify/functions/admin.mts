import type { Config } from "@netlify/functions";
import { admin, paths, route } from "../../functions/http/route.ts";
import { getStats } from "../../functions/admin/stats.ts";

export const config: Config = { path: "/api/admin/stats" };

export default paths({ "/api/admin/stats": route({ GET: admin(getStats) }) });

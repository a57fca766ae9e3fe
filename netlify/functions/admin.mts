import type { Config } from "@netlify/functions";
import { admin, paths, route } from "../../functions/http/route.ts";
import { getStats, listUndeliveredMail } from "../../functions/admin/stats.ts";

export const config: Config = { path: ["/api/admin/stats", "/api/admin/mail"] };

export default paths({
  "/api/admin/stats": route({ GET: admin(getStats) }),
  "/api/admin/mail": route({ GET: admin(listUndeliveredMail) }),
});

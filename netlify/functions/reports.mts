import type { Config } from "@netlify/functions";
import { admin, paths, route } from "../../functions/http/route.ts";
import { submitReport } from "../../functions/reports/submit.ts";
import { listReports } from "../../functions/reports/list.ts";
import { decideReport } from "../../functions/reports/decide.ts";

export const config: Config = { path: ["/api/reports", "/api/reports/:id"] };

export default paths({
  "/api/reports": route({
    POST: submitReport, // public: visitors report a listed profile
    GET: admin(listReports),
  }),
  "/api/reports/:id": route({ PATCH: admin(decideReport) }),
});

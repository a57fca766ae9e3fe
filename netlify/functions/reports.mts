import type { Config, Context } from "@netlify/functions";
import { admin, route } from "../../functions/http/route.ts";
import { submitReport } from "../../functions/reports/submit.ts";
import { listReports } from "../../functions/reports/list.ts";
import { decideReport } from "../../functions/reports/decide.ts";

export const config: Config = { path: ["/api/reports", "/api/reports/:id"] };

const reports = route({
  POST: submitReport, // public: visitors report a listed profile
  GET: admin(listReports),
});
const report = route({ PATCH: admin(decideReport) });

export default (request: Request, context?: Partial<Context>) =>
  context?.params?.id ? report(request, context) : reports(request, context);

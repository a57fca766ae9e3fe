import type { Config, Context } from "@netlify/functions";
import { admin, route } from "../../functions/http/route.ts";
import { submitApplication } from "../../functions/applications/submit.ts";
import { listApplications } from "../../functions/applications/list.ts";
import { getApplication } from "../../functions/applications/detail.ts";
import { saveNotes } from "../../functions/applications/notes.ts";
import { reviewApplication } from "../../functions/applications/review.ts";
import { changeStatus } from "../../functions/applications/status.ts";

export const config: Config = {
  path: ["/api/applications", "/api/applications/:id", "/api/applications/:id/review", "/api/applications/:id/status"],
};

const applications = route({
  POST: submitApplication, // public, multipart
  GET: admin(listApplications),
});
const application = route({ GET: admin(getApplication), PATCH: admin(saveNotes) });
const review = route({ POST: admin(reviewApplication) });
const status = route({ POST: admin(changeStatus) });

/** route() dispatches by method; these four paths share this function, so pick the resource first. */
export default (request: Request, context?: Partial<Context>) => {
  if (!context?.params?.id) return applications(request, context);
  const { pathname } = new URL(request.url);
  if (/\/review\/?$/.test(pathname)) return review(request, context);
  if (/\/status\/?$/.test(pathname)) return status(request, context);
  return application(request, context);
};

import type { Config, Context } from "@netlify/functions";
import { admin, route } from "../../functions/http/route.ts";
import { submitApplication } from "../../functions/applications/submit.ts";
import { listApplications } from "../../functions/applications/list.ts";
import { getApplication } from "../../functions/applications/detail.ts";
import { saveNotes } from "../../functions/applications/notes.ts";
import { reviewApplication } from "../../functions/applications/review.ts";

export const config: Config = {
  path: ["/api/applications", "/api/applications/:id", "/api/applications/:id/review"],
};

const applications = route({
  POST: submitApplication, // public, multipart
  GET: admin(listApplications),
});
const application = route({ GET: admin(getApplication), PATCH: admin(saveNotes) });
const review = route({ POST: admin(reviewApplication) });

/** route() dispatches by method; these three paths share this function, so pick the resource first. */
export default (request: Request, context?: Partial<Context>) => {
  if (!context?.params?.id) return applications(request, context);
  if (/\/review\/?$/.test(new URL(request.url).pathname)) return review(request, context);
  return application(request, context);
};

import type { Config, Context } from "@netlify/functions";
import { admin, route, signedIn } from "../../functions/http/route.ts";
import { submitApplication } from "../../functions/applications/submit.ts";
import { listApplications } from "../../functions/applications/list.ts";
import { getApplication } from "../../functions/applications/detail.ts";
import { saveNotes } from "../../functions/applications/notes.ts";
import { reviewApplication } from "../../functions/applications/review.ts";
import { changeStatus } from "../../functions/applications/status.ts";
import { getOwnRejectedApplication } from "../../functions/applications/own.ts";

export const config: Config = {
  path: [
    "/api/applications",
    "/api/applications/mine",
    "/api/applications/:id",
    "/api/applications/:id/review",
    "/api/applications/:id/status",
  ],
};

const own = route({ GET: signedIn(getOwnRejectedApplication) });
const applications = route({
  POST: submitApplication, // public, multipart
  GET: admin(listApplications),
});
const application = route({ GET: admin(getApplication), PATCH: admin(saveNotes) });
const review = route({ POST: admin(reviewApplication) });
const status = route({ POST: admin(changeStatus) });

/** route() dispatches by method; these paths share this function, so pick the resource first. */
export default (request: Request, context?: Partial<Context>) => {
  const { pathname } = new URL(request.url);
  // Checked before :id, which "mine" would also match.
  if (pathname.replace(/\/+$/, "") === "/api/applications/mine") return own(request, context);
  if (!context?.params?.id) return applications(request, context);
  if (/\/review\/?$/.test(pathname)) return review(request, context);
  if (/\/status\/?$/.test(pathname)) return status(request, context);
  return application(request, context);
};

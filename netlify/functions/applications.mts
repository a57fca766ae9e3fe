import { warnMuse } from "../../functions/decisions/warn.ts";
import type { Config } from "@netlify/functions";
import { admin, paths, route, signedIn } from "../../functions/http/route.ts";
import { requestClaimLink, submitApplication } from "../../functions/applications/submit.ts";
import { listApplications } from "../../functions/applications/list.ts";
import { getApplication } from "../../functions/applications/detail.ts";
import { saveNotes } from "../../functions/applications/notes.ts";
import { reviewApplication } from "../../functions/applications/review.ts";
import { changeStatus } from "../../functions/applications/status.ts";
import { getOwnRejectedApplication } from "../../functions/applications/own.ts";
import { recordAgeCheck, serveAgeDocument } from "../../functions/applications/age-check.ts";

export const config: Config = {
  path: [
    "/api/applications",
    "/api/applications/mine",
    "/api/applications/claim-link",
    "/api/applications/:id",
    "/api/applications/:id/review",
    "/api/applications/:id/status",
    "/api/applications/:id/warn",
    "/api/applications/:id/age-document",
    "/api/applications/:id/age-check",
  ],
};

export default paths({
  "/api/applications": route({
    POST: submitApplication, // public, multipart
    GET: admin(listApplications),
  }),
  // A literal segment wins over :id, so "mine" and "claim-link" are never taken for an application id.
  "/api/applications/mine": route({ GET: signedIn(getOwnRejectedApplication) }),
  "/api/applications/claim-link": route({ POST: requestClaimLink }), // public: the mail goes to the address on file
  "/api/applications/:id": route({ GET: admin(getApplication), PATCH: admin(saveNotes) }),
  "/api/applications/:id/review": route({ POST: admin(reviewApplication) }),
  "/api/applications/:id/status": route({ POST: admin(changeStatus) }),
  "/api/applications/:id/warn": route({ POST: admin(warnMuse) }),
  "/api/applications/:id/age-document": route({ GET: admin(serveAgeDocument) }),
  "/api/applications/:id/age-check": route({ POST: admin(recordAgeCheck) }),
});

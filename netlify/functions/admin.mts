import type { Config } from "@netlify/functions";
import { admin, paths, route } from "../../functions/http/route.ts";
import { getStats, listUndeliveredMail, resendMail } from "../../functions/admin/stats.ts";
import {
  confirmVerification,
  declineVerification,
  listVerifications,
  serveVerificationPicture,
} from "../../functions/verification/review.ts";
import { decideAppeal, listAppeals } from "../../functions/decisions/appeals.ts";
import { listAgeChecks, requestAgeCheck } from "../../functions/age-checks/queue.ts";

export const config: Config = {
  path: [
    "/api/admin/stats",
    "/api/admin/mail",
    "/api/admin/mail/:id/resend",
    "/api/admin/verifications",
    "/api/admin/verifications/:id/picture",
    "/api/admin/verifications/:id/confirm",
    "/api/admin/verifications/:id/decline",
    "/api/admin/appeals",
    "/api/admin/appeals/:id/decision",
    "/api/admin/age-checks",
    "/api/admin/age-checks/:id/request",
  ],
};

export default paths({
  "/api/admin/stats": route({ GET: admin(getStats) }),
  "/api/admin/mail": route({ GET: admin(listUndeliveredMail) }),
  "/api/admin/mail/:id/resend": route({ POST: admin(resendMail) }),
  "/api/admin/verifications": route({ GET: admin(listVerifications) }),
  "/api/admin/verifications/:id/picture": route({ GET: admin(serveVerificationPicture) }),
  "/api/admin/verifications/:id/confirm": route({ POST: admin(confirmVerification) }),
  "/api/admin/verifications/:id/decline": route({ POST: admin(declineVerification) }),
  "/api/admin/appeals": route({ GET: admin(listAppeals) }),
  "/api/admin/appeals/:id/decision": route({ POST: admin(decideAppeal) }),
  "/api/admin/age-checks": route({ GET: admin(listAgeChecks) }),
  "/api/admin/age-checks/:id/request": route({ POST: admin(requestAgeCheck) }),
});

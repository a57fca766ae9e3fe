import type { Config } from "@netlify/functions";
import { paths, route } from "../../functions/http/route.ts";
import { linkApplication } from "../../functions/auth/link-application.ts";
import { checkResetLink, requestPasswordReset, resetPassword } from "../../functions/auth/password-reset.ts";
import { hasRole } from "../../functions/auth/roles.ts";
import { signIn, signOut } from "../../functions/auth/sign-in.ts";
import { signUp } from "../../functions/auth/sign-up.ts";
import { getSession } from "../../functions/auth/summary.ts";
import { verifyEmail } from "../../functions/auth/verification.ts";

/** `:action` is one of the paths below; any other is a 404. */
export const config: Config = { path: "/api/auth/:action" };

export default paths({
  "/api/auth/session": route({ GET: getSession }),
  "/api/auth/has-role": route({ GET: hasRole }),
  "/api/auth/verify": route({ GET: verifyEmail }),
  "/api/auth/signup": route({ POST: signUp }),
  "/api/auth/signin": route({ POST: signIn }),
  "/api/auth/signout": route({ POST: signOut }),
  "/api/auth/link-application": route({ POST: linkApplication }),
  "/api/auth/forgot-password": route({ POST: requestPasswordReset }),
  "/api/auth/reset-link": route({ POST: checkResetLink }),
  "/api/auth/reset-password": route({ POST: resetPassword }),
});

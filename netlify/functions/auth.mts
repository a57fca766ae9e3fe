import type { Config } from "@netlify/functions";
import { byAction, paths, route } from "../../functions/http/route.ts";
import { linkApplication } from "../../functions/auth/link-application.ts";
import { requestPasswordReset, resetPassword } from "../../functions/auth/password-reset.ts";
import { hasRole } from "../../functions/auth/roles.ts";
import { signIn, signOut } from "../../functions/auth/sign-in.ts";
import { signUp } from "../../functions/auth/sign-up.ts";
import { getSession } from "../../functions/auth/summary.ts";
import { verifyEmail } from "../../functions/auth/verification.ts";

export const config: Config = { path: "/api/auth/:action" };

export default paths({
  "/api/auth/:action": route({
    GET: byAction({ session: getSession, "has-role": hasRole, verify: verifyEmail }),
    POST: byAction({
      signup: signUp,
      signin: signIn,
      signout: signOut,
      "link-application": linkApplication,
      "forgot-password": requestPasswordReset,
      "reset-password": resetPassword,
    }),
  }),
});

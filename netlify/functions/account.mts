import type { Config } from "@netlify/functions";
import { paths, route, signedIn } from "../../functions/http/route.ts";
import { deleteMyAccount, exportMyData } from "../../functions/account/data.ts";
import {
  cancelEmailChange,
  changePassword,
  confirmEmailChange,
  getAccount,
  requestEmailChange,
  resendVerification,
  signOutOtherSessions,
} from "../../functions/account/settings.ts";

/** `:action` is one of the paths below; any other is a 404. */
export const config: Config = { path: ["/api/account", "/api/account/:action"] };

// Every path but the mailed confirmation link belongs to the signed-in user alone.
export default paths({
  "/api/account": route({ GET: signedIn(getAccount), DELETE: signedIn(deleteMyAccount) }),
  "/api/account/export": route({ GET: signedIn(exportMyData) }),
  // The link mailed to the new address: the token is the proof, on whatever device it is opened.
  "/api/account/confirm-email": route({ GET: confirmEmailChange }),
  "/api/account/email": route({ POST: signedIn(requestEmailChange), DELETE: signedIn(cancelEmailChange) }),
  "/api/account/password": route({ POST: signedIn(changePassword) }),
  "/api/account/sign-out-others": route({ POST: signedIn(signOutOtherSessions) }),
  "/api/account/verification": route({ POST: signedIn(resendVerification) }),
});

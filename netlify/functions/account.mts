import type { Config } from "@netlify/functions";
import { byAction, route, signedIn } from "../../functions/http/route.ts";
import { deleteMyAccount, exportMyData } from "../../functions/account/data.ts";
import {
  changePassword,
  confirmEmailChange,
  getAccount,
  requestEmailChange,
  resendVerification,
  signOutOtherSessions,
} from "../../functions/account/settings.ts";

export const config: Config = { path: ["/api/account", "/api/account/:action"] };

// Every path but the mailed confirmation link belongs to the signed-in user alone.
export default route({
  GET: byAction({
    "": signedIn(getAccount),
    export: signedIn(exportMyData),
    // The link mailed to the new address: the token is the proof, on whatever device it is opened.
    "confirm-email": confirmEmailChange,
  }),
  POST: byAction({
    email: signedIn(requestEmailChange),
    password: signedIn(changePassword),
    "sign-out-others": signedIn(signOutOtherSessions),
    verification: signedIn(resendVerification),
  }),
  DELETE: byAction({ "": signedIn(deleteMyAccount) }),
});

import type { Config } from "@netlify/functions";
import { paths, route, signedIn } from "../../functions/http/route.ts";
import { reply, startConversation } from "../../functions/conversations/send.ts";
import { listConversations, readConversation } from "../../functions/conversations/read.ts";
import { blockSender, reportConversation, unblockSender } from "../../functions/conversations/safety.ts";
import { getMessageSettings, updateMessageSettings } from "../../functions/conversations/settings.ts";

/** Messages through the site (decision 0062): every path belongs to a signed-in account and its own conversations. */
export const config: Config = {
  path: [
    "/api/messages",
    "/api/messages/settings",
    "/api/messages/blocks/:id",
    "/api/messages/:id",
    "/api/messages/:id/block",
    "/api/messages/:id/report",
  ],
};

export default paths({
  "/api/messages": route({ GET: signedIn(listConversations), POST: signedIn(startConversation) }),
  // Literal segments win over :id.
  "/api/messages/settings": route({ GET: signedIn(getMessageSettings), PATCH: signedIn(updateMessageSettings) }),
  "/api/messages/blocks/:id": route({ DELETE: signedIn(unblockSender) }),
  "/api/messages/:id": route({ GET: signedIn(readConversation), POST: signedIn(reply) }),
  "/api/messages/:id/block": route({ POST: signedIn(blockSender) }),
  "/api/messages/:id/report": route({ POST: signedIn(reportConversation) }),
});

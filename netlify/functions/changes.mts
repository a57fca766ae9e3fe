import type { Config, Context } from "@netlify/functions";
import { admin, route } from "../../functions/http/route.ts";
import { listChanges, removeChangedPicture } from "../../functions/moderation/changes.ts";

export const config: Config = { path: ["/api/admin/changes", "/api/admin/changes/:id/remove"] };

const changes = route({ GET: admin(listChanges) });
const removal = route({ POST: admin(removeChangedPicture) });

/** The list, and the one action on an entry: removing its picture. */
export default (request: Request, context?: Partial<Context>) =>
  context?.params?.id ? removal(request, context) : changes(request, context);

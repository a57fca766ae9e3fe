import type { Config } from "@netlify/functions";
import { admin, paths, route } from "../../functions/http/route.ts";
import { listChanges, removeChangedPicture } from "../../functions/moderation/changes.ts";

export const config: Config = { path: ["/api/admin/changes", "/api/admin/changes/:id/remove"] };

/** The list, and the one action on an entry: removing its picture. */
export default paths({
  "/api/admin/changes": route({ GET: admin(listChanges) }),
  "/api/admin/changes/:id/remove": route({ POST: admin(removeChangedPicture) }),
});

import type { Config } from "@netlify/functions";
import { admin, paths, route } from "../../functions/http/route.ts";
import { listChanges, markChangeReviewed, removeChangedPicture } from "../../functions/moderation/changes.ts";

export const config: Config = {
  path: ["/api/admin/changes", "/api/admin/changes/:id/remove", "/api/admin/changes/:id/reviewed"],
};

/** The list, and the actions on an entry: removing its picture, marking it reviewed. */
export default paths({
  "/api/admin/changes": route({ GET: admin(listChanges) }),
  "/api/admin/changes/:id/remove": route({ POST: admin(removeChangedPicture) }),
  "/api/admin/changes/:id/reviewed": route({ POST: admin(markChangeReviewed) }),
});

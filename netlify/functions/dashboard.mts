import type { Config, Context } from "@netlify/functions";
import { route, signedIn } from "../../functions/http/route.ts";
import { editProfile, getDashboard, updateProfileSetting } from "../../functions/dashboard/profile.ts";
import { addGalleryImage, deleteGalleryImage } from "../../functions/dashboard/gallery.ts";

export const config: Config = {
  path: ["/api/dashboard/profile", "/api/dashboard/gallery", "/api/dashboard/gallery/:id"],
};

const profile = route({
  GET: signedIn(getDashboard),
  PUT: signedIn(editProfile),
  PATCH: signedIn(updateProfileSetting),
});
const gallery = route({ POST: signedIn(addGalleryImage) });
const galleryImage = route({ DELETE: signedIn(deleteGalleryImage) });

/** route() dispatches by method; these three paths share this function, so pick the resource first. */
export default (request: Request, context?: Partial<Context>) => {
  if (context?.params?.id) return galleryImage(request, context);
  if (new URL(request.url).pathname.startsWith("/api/dashboard/gallery")) return gallery(request, context);
  return profile(request, context);
};

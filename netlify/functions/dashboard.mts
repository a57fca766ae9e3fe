import type { Config, Context } from "@netlify/functions";
import { route, signedIn } from "../../functions/http/route.ts";
import { editProfile, getDashboard, updateProfileSetting } from "../../functions/dashboard/profile.ts";
import { addGalleryImage, deleteGalleryImage, reorderGallery } from "../../functions/dashboard/gallery.ts";
import { setListing } from "../../functions/dashboard/listing.ts";
import { replacePicture } from "../../functions/dashboard/pictures.ts";

export const config: Config = {
  path: [
    "/api/dashboard/profile",
    "/api/dashboard/listing",
    "/api/dashboard/pictures/:kind",
    "/api/dashboard/gallery",
    "/api/dashboard/gallery/order",
    "/api/dashboard/gallery/:id",
  ],
};

const profile = route({
  GET: signedIn(getDashboard),
  PUT: signedIn(editProfile),
  PATCH: signedIn(updateProfileSetting),
});
const listing = route({ PATCH: signedIn(setListing) });
const picture = route({ POST: signedIn(replacePicture) });
const gallery = route({ POST: signedIn(addGalleryImage) });
const galleryOrder = route({ PUT: signedIn(reorderGallery) });
const galleryImage = route({ DELETE: signedIn(deleteGalleryImage) });

/** route() dispatches by method; these paths share this function, so pick the resource first. */
export default (request: Request, context?: Partial<Context>) => {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  // Checked before :id, which "order" would also match.
  if (path === "/api/dashboard/gallery/order") return galleryOrder(request, context);
  if (path.startsWith("/api/dashboard/pictures/")) return picture(request, context);
  if (path === "/api/dashboard/listing") return listing(request, context);
  if (context?.params?.id) return galleryImage(request, context);
  if (path.startsWith("/api/dashboard/gallery")) return gallery(request, context);
  return profile(request, context);
};

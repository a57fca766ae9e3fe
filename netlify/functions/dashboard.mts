import type { Config } from "@netlify/functions";
import { paths, route, signedIn } from "../../functions/http/route.ts";
import { editProfile, getDashboard, updateProfileSetting } from "../../functions/dashboard/profile.ts";
import {
  addGalleryImage,
  deleteGalleryImage,
  editGalleryCaption,
  reorderGallery,
} from "../../functions/dashboard/gallery.ts";
import { setListing } from "../../functions/dashboard/listing.ts";
import { switchOffAvailableNow, switchOnAvailableNow } from "../../functions/dashboard/available-now.ts";
import { replacePicture } from "../../functions/dashboard/pictures.ts";
import { appealDecision } from "../../functions/decisions/appeals.ts";
import { requestVerification, submitVerificationPicture } from "../../functions/verification/own.ts";
import { addVisit, listVisits, removeVisit } from "../../functions/dashboard/visits.ts";
import { submitOwnAgeDocument } from "../../functions/age-checks/task.ts";
import { fileWatchNotice } from "../../functions/verification/watch.ts";

export const config: Config = {
  path: [
    "/api/dashboard/profile",
    "/api/dashboard/listing",
    "/api/dashboard/available-now",
    "/api/dashboard/decisions/:id/appeal",
    "/api/dashboard/verification",
    "/api/dashboard/verification/picture",
    "/api/dashboard/pictures/:kind",
    "/api/dashboard/gallery",
    "/api/dashboard/gallery/order",
    "/api/dashboard/gallery/:id",
    "/api/dashboard/visits",
    "/api/dashboard/visits/:id",
    "/api/dashboard/age-document",
    "/api/dashboard/watch/:id/notice",
  ],
};

export default paths({
  "/api/dashboard/profile": route({
    GET: signedIn(getDashboard),
    PUT: signedIn(editProfile),
    PATCH: signedIn(updateProfileSetting),
  }),
  "/api/dashboard/listing": route({ PATCH: signedIn(setListing) }),
  "/api/dashboard/available-now": route({
    POST: signedIn(switchOnAvailableNow),
    DELETE: signedIn(switchOffAvailableNow),
  }),
  "/api/dashboard/decisions/:id/appeal": route({ POST: signedIn(appealDecision) }),
  "/api/dashboard/verification": route({ POST: signedIn(requestVerification) }),
  "/api/dashboard/verification/picture": route({ POST: signedIn(submitVerificationPicture) }),
  "/api/dashboard/pictures/:kind": route({ POST: signedIn(replacePicture) }),
  "/api/dashboard/gallery": route({ POST: signedIn(addGalleryImage) }),
  "/api/dashboard/gallery/order": route({ PUT: signedIn(reorderGallery) }), // a literal segment wins over :id
  "/api/dashboard/gallery/:id": route({ PATCH: signedIn(editGalleryCaption), DELETE: signedIn(deleteGalleryImage) }),
  "/api/dashboard/visits": route({ GET: signedIn(listVisits), POST: signedIn(addVisit) }),
  "/api/dashboard/visits/:id": route({ DELETE: signedIn(removeVisit) }),
  "/api/dashboard/age-document": route({ POST: signedIn(submitOwnAgeDocument) }),
  "/api/dashboard/watch/:id/notice": route({ POST: signedIn(fileWatchNotice) }),
});

import {
  galleryImageShape,
  publicMuseDetailShape,
  publicMuseShape,
  type GalleryImage,
} from "../../src/domain/profile.ts";
import { columnsOf, queryShaped } from "../db/shaped.ts";

/** The only profile columns a public listing may read: the fields of the public shape. */
export const PUBLIC_MUSE_COLUMNS = columnsOf(publicMuseShape);
export const PUBLIC_MUSE_DETAIL_COLUMNS = columnsOf(publicMuseDetailShape);
export const GALLERY_COLUMNS = columnsOf(galleryImageShape);

/** A muse's gallery in its display order, for her public page and her dashboard. */
export function listGallery(profileId: string): Promise<GalleryImage[]> {
  return queryShaped(
    galleryImageShape,
    `SELECT ${GALLERY_COLUMNS} FROM muse_gallery WHERE profile_id = $1 ORDER BY display_order, created_at`,
    [profileId],
  );
}

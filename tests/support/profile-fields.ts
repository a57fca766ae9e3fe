/** The fields of a profile each kind of reader is sent, sorted as `Object.keys(...).sort()` lists them. */

/** A Muse in the directory (GET /api/muses). */
export const PUBLIC_FIELDS = [
  "approval_status",
  "availability_status",
  "available_until",
  "bio",
  "birth_year",
  "categories",
  "city",
  "created_at",
  "ethnicity",
  "feet_picture_url",
  "hair_color",
  "handle",
  "id",
  "nationality",
  "photo_verified_at",
  "profile_picture_url",
  "smoker",
  "spoken_languages",
  "tattoos",
];

/** A card of the directory (GET /api/muses): her public fields, and the last day of her visit in a city she visits. */
export const DIRECTORY_FIELDS = [...PUBLIC_FIELDS, "visiting_until"].sort();

/**
 * A Muse's profile page (GET /api/muses/:handle): the directory's fields, the contact options she shows, and whether
 * "Send a Message" is on her page.
 */
export const DETAIL_FIELDS = [
  ...PUBLIC_FIELDS,
  "email",
  "onlyfans_link",
  "call_number",
  "telegram_handle",
  "whatsapp_number",
  "receives_messages",
].sort();

/**
 * An application in the admins' list (GET /api/applications): the public fields, the contact options she applied
 * with, and what only the review may see.
 */
export const ADMIN_FIELDS = [
  ...PUBLIC_FIELDS,
  "email",
  "onlyfans_link",
  "telegram_handle",
  "whatsapp_number",
  "admin_notes",
  "approved_at",
  "date_of_birth",
  "how_found_us",
  "paused_at",
  "phone_number",
  "rejection_reason",
  "review_request_note",
  "review_requested_at",
  "reviewed_at",
  "reviewed_by",
  "receives_messages",
  "suspended_at",
  "suspension_reason",
  "user_id",
].sort();

/** A picture of a Muse's gallery, on her profile page and in her dashboard. */
export const GALLERY_PICTURE_FIELDS = ["caption", "display_order", "id", "image_url", "profile_id"];

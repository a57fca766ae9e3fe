import type { ApplicationInput } from "./application.ts";

/**
 * The application as it travels (POST /api/applications, multipart): the form writes it with `applicationFormData`
 * and the function reads it back with `applicationFromFormData`, so a field is named in one place.
 */

/** The pictures travel as files beside the text (her identity document too); a resubmission may leave out one it keeps. */
export type ApplicationPictureFiles = Partial<Record<"profile_picture" | "feet_picture" | "age_document", Blob | null>>;

/** The form data of an application: each category once, the e-mail only when given, the pictures that were chosen. */
export function applicationFormData(input: ApplicationInput, pictures: ApplicationPictureFiles = {}): FormData {
  const form = new FormData();
  form.set("handle", input.handle);
  form.set("city", input.city);
  for (const category of input.categories) form.append("categories", category);
  form.set("bio", input.bio);
  form.set("phone_number", input.phone_number);
  form.set("how_found_us", input.how_found_us);
  if (input.email) form.set("email", input.email);
  form.set("age_confirmed", String(input.age_confirmed));
  form.set("terms_accepted", String(input.terms_accepted));
  if (pictures.profile_picture) form.set("profile_picture", pictures.profile_picture);
  if (pictures.feet_picture) form.set("feet_picture", pictures.feet_picture);
  if (pictures.age_document) form.set("age_document", pictures.age_document);
  return form;
}

/** A checkbox as the form data holds it: "true" from the island, "on" from a plain HTML form. */
const CHECKED = new Set(["true", "on"]);

/** A text field's value; a file sent in a text field's place counts as missing. */
const plainText = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/**
 * The text fields of an application's form data, as applicationSchema expects them (the pictures are read as files).
 * `text` reads one field: the server's reader also refuses what Postgres cannot store.
 */
export function applicationFromFormData(
  form: FormData,
  text: (form: FormData, name: string) => string | undefined = plainText,
): Record<keyof ApplicationInput, unknown> {
  return {
    handle: text(form, "handle"),
    city: text(form, "city"),
    categories: form.getAll("categories").filter((value): value is string => typeof value === "string"),
    bio: text(form, "bio"),
    phone_number: text(form, "phone_number"),
    how_found_us: text(form, "how_found_us"),
    email: text(form, "email"),
    age_confirmed: CHECKED.has(text(form, "age_confirmed") ?? ""),
    terms_accepted: CHECKED.has(text(form, "terms_accepted") ?? ""),
  };
}

import { textField } from "../images/upload.ts";

const CHECKED = new Set(["true", "on"]);

/** The application's text fields as applicationSchema expects them, from its multipart form. */
export function applicationFieldsFromForm(form: FormData): Record<string, unknown> {
  return {
    handle: textField(form, "handle"),
    city: textField(form, "city"),
    categories: form.getAll("categories").filter((value): value is string => typeof value === "string"),
    bio: textField(form, "bio"),
    phone_number: textField(form, "phone_number"),
    how_found_us: textField(form, "how_found_us"),
    email: textField(form, "email"),
    age_confirmed: CHECKED.has(textField(form, "age_confirmed") ?? ""),
    terms_accepted: CHECKED.has(textField(form, "terms_accepted") ?? ""),
  };
}

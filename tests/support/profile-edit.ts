/**
 * A Muse's profile edit (PUT /api/dashboard/profile) that keeps createProfile's bio, city and services and leaves
 * every optional fact empty; `fields` change any of them.
 */
export function profileEdit(fields: Record<string, unknown> = {}) {
  return {
    bio: "A warm and discreet Muse who loves elegant heels and long conversations.",
    city: "Zurich",
    availability_status: "Available",
    categories: ["Foot Worship"],
    birth_year: null,
    nationality: null,
    ethnicity: null,
    hair_color: null,
    tattoos: null,
    smoker: null,
    spoken_languages: [],
    telegram_handle: null,
    whatsapp_number: null,
    call_number: null,
    email: null,
    onlyfans_link: null,
    ...fields,
  };
}

/** A profile edit that changes her bio, city, availability and services and fills in every optional fact but one. */
export const FULL_PROFILE_EDIT = {
  bio: "Zurich-based Muse with a love for elegant heels, spa days and good conversation.",
  city: "Basel",
  availability_status: "Busy",
  categories: ["Pedicure Sessions", "Shoeplay & Heels"],
  birth_year: 1995,
  nationality: "Swiss",
  ethnicity: "European",
  hair_color: "Auburn",
  tattoos: false,
  smoker: null,
  spoken_languages: ["English", "German"],
  telegram_handle: "velvet_soles",
  whatsapp_number: "+41791234567",
  call_number: "+41 44 000 11 22",
  email: "velvet@example.com",
  onlyfans_link: "https://onlyfans.com/velvet",
};

/** The optional facts of the profile form as it sends them left empty: blank texts, no answer about tattoos. */
export const BLANK_FORM_FACTS = { birth_year: "", nationality: "", ethnicity: "", hair_color: "", tattoos: null };

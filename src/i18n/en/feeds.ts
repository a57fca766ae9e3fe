/**
 * The Atom feeds of newly listed Muses, for all cities and for each (/feeds/muses.atom, /feeds/{city-slug}.atom), in
 * the page's language; the directory and the city pages link them. `{place}`: "in Zurich" as the language says it
 * (`inCity`), or the directory's `acrossEurope`.
 */
export const feeds = {
  title: "New Muses {place} | {brand}",
  subtitle: "Verified Muses newly listed {place} on {brand}, newest first.",
} as const;

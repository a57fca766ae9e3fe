/** The ten cities of the directory (SPEC §9), in the order the filter lists them. */
export const CITIES = [
  "Zurich",
  "Geneva",
  "Basel",
  "Lausanne",
  "Frankfurt",
  "Berlin",
  "Hamburg",
  "Warsaw",
  "Vienna",
  "Amsterdam",
] as const;
export type City = (typeof CITIES)[number];

export const CITY_COUNTRY: Record<City, string> = {
  Zurich: "Switzerland",
  Geneva: "Switzerland",
  Basel: "Switzerland",
  Lausanne: "Switzerland",
  Frankfurt: "Germany",
  Berlin: "Germany",
  Hamburg: "Germany",
  Warsaw: "Poland",
  Vienna: "Austria",
  Amsterdam: "Netherlands",
};

export function citySlug(city: City): string {
  return `${city.toLowerCase()}-foot-fetish-encounters`;
}

export const CITY_SLUGS = CITIES.map(citySlug);

/** The city of a landing page's slug, or undefined for any other text. */
export function cityOfSlug(slug: string | undefined): City | undefined {
  return CITIES.find((city) => citySlug(city) === slug);
}

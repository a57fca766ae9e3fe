/** One page of each public type, by its English path (the demo data's Muse and article). */
export const PUBLIC_PAGE_TYPES = [
  "/",
  "/directory",
  "/muse/VelvetSoles",
  "/city/zurich-foot-fetish-encounters",
  "/about",
  "/become-muse",
  "/contact",
  "/blog",
  "/blog/foot-care-rituals",
  "/terms",
  "/transparency",
  "/imprint",
];

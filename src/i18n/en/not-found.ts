/** The 404 page. */
export const notFound = {
  metaTitle: "Page not found | {brand}",
  metaDescription:
    "The page you were looking for does not exist or is no longer available. Return to the SoleMuse home page to keep browsing.",
  title: "Oops! Page not found",
  text: "The page you are looking for doesn't exist or has moved.",
  home: "Return to Home",
  explore: "Explore Muses",
} as const;

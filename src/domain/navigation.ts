/** The header's links, each named by its key in the catalogue's `common.nav`. */
export const NAV_LINKS = [
  { href: "/", key: "home" },
  { href: "/directory", key: "directory" },
  { href: "/blog", key: "blog" },
  { href: "/about", key: "about" },
  { href: "/contact", key: "contact" },
] as const;

/** Home is active only on an exact match; the others on their path prefix. */
export function isActive(href: string, path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (href === "/") return normalized === "/";
  return normalized === href || normalized.startsWith(`${href}/`);
}

export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/directory", label: "Directory" },
  { href: "/blog", label: "Blog" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
] as const;

/** Home is active only on an exact match; the others on their path prefix. */
export function isActive(href: string, path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (href === "/") return normalized === "/";
  return normalized === href || normalized.startsWith(`${href}/`);
}

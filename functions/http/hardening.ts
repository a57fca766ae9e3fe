/**
 * Browser hardening every response carries: never framed (clickjacking), no referrer path to other sites, no MIME
 * sniffing, no camera/microphone/location/payment, HTTPS only once seen over HTTPS. Netlify's CDN adds
 * netlify.toml's headers to the files it serves itself, never to a function's or an on-demand page's answer, so
 * those set them here; netlify.toml repeats the values for the static files (a unit test keeps the two equal).
 */
export const HARDENING_HEADERS: Readonly<Record<string, string>> = {
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};

/** An API answer is data, never a document: it may load nothing and be framed nowhere. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Adds the hardening headers a response does not set itself; `contentSecurityPolicy` too when given. A response
 * whose headers are immutable (`Response.redirect`, a fetched one) is answered by a copy.
 */
export function harden(response: Response, contentSecurityPolicy?: string): Response {
  const extra = contentSecurityPolicy ? { "Content-Security-Policy": contentSecurityPolicy } : {};
  const missing = Object.entries({ ...HARDENING_HEADERS, ...extra }).filter(([name]) => !response.headers.has(name));
  try {
    for (const [name, value] of missing) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of missing) copy.headers.set(name, value);
    return copy;
  }
}

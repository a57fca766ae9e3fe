/**
 * The push services the server posts alerts to: the browsers' own (Chrome, Edge, Firefox, Safari). A subscription's
 * endpoint is whatever a visitor sends, so any other address is refused: the server would otherwise post on a
 * stranger's behalf to any host, its own network's included. Outside production a loopback address over plain HTTP
 * is let through for the tests' stand-in push service.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

const inProduction = () =>
  process.env.CONTEXT === "production" || (process.env.NODE_ENV === "production" && process.env.NETLIFY === "true");

export function isPushService(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return !url.port && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
  return url.protocol === "http:" && !inProduction() && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import {
  createServer,
  request,
  type OutgoingHttpHeaders,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";
import { chromiumPath } from "../lib/chromium.ts";
import { startServer, type BenchServer } from "./server.ts";
import { table } from "./js-size.ts";

/**
 * `node scripts/bench/lighthouse.ts`: Lighthouse (mobile, its default simulated throttling) on the production build,
 * behind a proxy that caches and gzips as Netlify's CDN does (`netlify serve` does neither), RUNS times per page.
 * Prints the median of each figure beside its goal; false when one misses it. BENCH_BASE_URL measures a server
 * already running.
 */

const PORT = 8898;
/** Measured runs a page; its figures are their medians. */
export const RUNS = 3;

export const GOALS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 } as const;
/** On every page: no layout shift (as Lighthouse shows it, to three decimals), and the fonts a page loads (woff2). */
export const PAGE_GOALS = { cumulativeLayoutShift: 0, fontKb: 80 } as const;
/** On the pages whose islands are the heaviest part: the directory and a profile. */
export const ISLAND_GOALS = { totalBlockingTimeMs: 150, largestContentfulPaintMs: 1_800 } as const;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

interface Cached {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  until: number;
}

/** How long a shared cache may keep an answer, as Netlify's CDN reads it: its own header first, then Cache-Control. */
function sharedLifetimeMs(headers: Record<string, string | string[] | undefined>): number {
  if (headers["set-cookie"]) return 0;
  const cdn = String(headers["netlify-cdn-cache-control"] ?? headers["cdn-cache-control"] ?? "");
  const browser = String(headers["cache-control"] ?? "");
  const policy = cdn || browser;
  if (/\b(no-store|private)\b/.test(policy)) return 0;
  const seconds =
    /\bs-maxage=(\d+)/.exec(policy) ?? (/\bpublic\b/.test(policy) ? /\bmax-age=(\d+)/.exec(policy) : null);
  return seconds ? Number(seconds[1]) * 1000 : 0;
}

/** A throwaway certificate for localhost, so the proxy can speak HTTP/2 (browsers speak it only over TLS). */
function localCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "solemuse-bench-tls-"));
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"].concat([
        "-subj",
        "/CN=localhost",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers that belong to one HTTP/1.1 connection, which HTTP/2 forbids, and HTTP/2's pseudo-headers. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "host"]);
const forwardable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)));

export interface Proxy {
  /** HTTPS with HTTP/2, as Netlify's CDN serves the site: what the browser measures. */
  origin: string;
  /** The same answers over plain HTTP/1.1, for the benchmarks' own requests. */
  plainOrigin: string;
  close(): void;
}

/**
 * A reverse proxy to `target` that does what Netlify's CDN does in front of the site: it speaks HTTP/2 (over TLS, with
 * a throwaway certificate the benchmark's browser is told to accept), keeps the answers the site marks as cacheable
 * (a page's `Netlify-CDN-Cache-Control`, a picture's `public, max-age`) and gzips text for clients that accept it
 * (`netlify serve` does none of these). Over HTTP/1.1 a browser opens at most six connections to a site and waits a
 * round trip per request on each; Lighthouse's simulated phone network models that, so a page of many small modules
 * measured over HTTP/1.1 looks slower than any visitor finds it.
 */
export function compressingProxy(target: string): Promise<Proxy> {
  const upstream = new URL(target);
  const cache = new Map<string, Cached>();
  type Incoming = IncomingMessage | Http2ServerRequest;
  /** What the proxy does with an answer, the same over HTTP/1.1 and HTTP/2. */
  type Outgoing = Pick<ServerResponse | Http2ServerResponse, "headersSent"> & {
    writeHead(status: number, headers?: OutgoingHttpHeaders): unknown;
    end(body: Uint8Array | string): unknown;
  };

  const send = (incoming: Incoming, outgoing: Outgoing, answer: Omit<Cached, "until">) => {
    const type = String(answer.headers["content-type"] ?? "");
    const gzip = /\bgzip\b/.test(String(incoming.headers["accept-encoding"] ?? "")) && COMPRESSIBLE.test(type);
    const { "netlify-cdn-cache-control": _cdn, "cdn-cache-control": _shared, ...rest } = answer.headers;
    const headers = forwardable(rest);
    const body = gzip ? gzipSync(answer.body) : answer.body;
    if (gzip) {
      headers["content-encoding"] = "gzip";
      headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : "Accept-Encoding";
    }
    headers["content-length"] = String(body.length);
    outgoing.writeHead(answer.status, headers);
    outgoing.end(body);
  };

  /**
   * On Netlify the CDN and the functions answer at one origin, so a page's own call is same-origin to the function
   * (`assertSameOrigin`). Here they are two: a call the browser sends with the proxy's origin reaches the site with
   * the site's, as it would in production; another origin is passed on as it came, and refused as it would be.
   */
  const sameSiteOrigin = (incoming: Incoming): { origin?: string } => {
    const origin = incoming.headers.origin;
    const host = incoming.headers[":authority"] ?? incoming.headers.host;
    return origin && host && new URL(origin).host === host ? { origin: upstream.origin } : {};
  };

  const handle = (incoming: Incoming, outgoing: Outgoing) => {
    const key = incoming.method === "GET" && !incoming.headers.cookie ? incoming.url : null;
    const hit = key ? cache.get(key) : undefined;
    if (hit && hit.until > Date.now()) return send(incoming, outgoing, hit);
    const forward = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: {
          ...forwardable(incoming.headers),
          ...sameSiteOrigin(incoming),
          host: upstream.host,
          "accept-encoding": "identity",
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const stored = { status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) };
          const lifetime = stored.status === 200 ? sharedLifetimeMs(answer.headers) : 0;
          if (key && lifetime > 0) cache.set(key, { ...stored, until: Date.now() + lifetime });
          send(incoming, outgoing, stored);
        });
      },
    );
    forward.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end("");
    });
    incoming.pipe(forward);
  };

  const listen = (server: Server | Http2SecureServer) =>
    new Promise<number>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
    );
  const secure = createSecureServer({ ...localCertificate(), allowHTTP1: true }, handle);
  const plain = createServer(handle);
  return Promise.all([listen(secure), listen(plain)]).then(([securePort, plainPort]) => ({
    origin: `https://localhost:${securePort}`,
    plainOrigin: `http://localhost:${plainPort}`,
    close() {
      secure.close();
      plain.close();
    },
  }));
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The font files the page loaded, in KB as sent. */
  fontKb: number;
  failedAudits: string[];
}

/**
 * `noindex`: a page kept out of search engines by design (the shortlist is the visitor's own, with nothing to find),
 * so SEO is scored without Lighthouse's "Page is blocked from indexing" audit.
 */
async function audit(url: string, port: number, noindex = false): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    ...(noindex ? { skipAudits: ["is-crawlable"] } : {}),
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  // Audits that cost points outside performance, named so a regression says what broke.
  const failedAudits = ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    fontKb: fontBytes(audits["network-requests"]?.details) / 1024,
    failedAudits,
  };
}

/** The bytes of the font files among a page's requests (Lighthouse's `network-requests` table). */
function fontBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items;
  if (!items) return Number.NaN;
  return items.filter((item) => item.resourceType === "Font").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A page's figures: one unmeasured run first (a visitor after the first finds the page and its pictures in the CDN),
 * then the median of each figure over RUNS runs, and every audit that cost points in any of them.
 */
export async function medianFigures<F extends { failedAudits: string[] }>(audit: () => Promise<F>): Promise<F> {
  await audit();
  const runs: F[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit());
  const figures = Object.keys(runs[0]!)
    .filter((key) => key !== "failedAudits")
    .map((key) => [key, median(runs.map((run) => run[key as keyof F] as number))]);
  return { ...Object.fromEntries(figures), failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))] } as F;
}

/** A table's last cell: "ok", or the goals missed with the audits that cost points. */
export const verdict = (misses: string[], failedAudits: string[]) =>
  misses.length > 0 ? `MISS: ${misses.join(", ")}${failedAudits.length ? ` (${failedAudits.join(", ")})` : ""}` : "ok";

/**
 * Runs `measure` with the site (started on `port` unless given), the CDN-like proxy in front of it and a headless
 * Chromium for Lighthouse, and stops what it started.
 */
export async function withLighthouse<T>(
  server: BenchServer | undefined,
  port: number,
  measure: (site: BenchServer, proxy: Proxy, chromePort: number) => Promise<T>,
): Promise<T> {
  const site = server ?? (await startServer(port));
  const proxy = await compressingProxy(site.baseUrl);
  const chrome = await launch({
    chromePath: chromiumPath(),
    // The proxy's certificate is made for the run and signed by no one.
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--ignore-certificate-errors"],
  });
  try {
    return await measure(site, proxy, chrome.port);
  } finally {
    chrome.kill();
    proxy.close();
    if (!server) site.stop();
  }
}

async function firstOf<T>(url: string, key: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const list = ((await response.json()) as Record<string, T[]>)[key];
  if (!list?.[0]) throw new Error(`GET ${url} listed no ${key}`);
  return list[0];
}

/** Prints the table; false when a page misses a goal. */
export function run(server?: BenchServer): Promise<boolean> {
  return withLighthouse(server, PORT, async (site, proxy, chromePort) => {
    const { handle } = await firstOf<{ handle: string }>(`${site.baseUrl}/api/muses`, "muses");
    const { slug } = await firstOf<{ slug: string }>(`${site.baseUrl}/api/articles`, "articles");
    const pages = [
      { route: "/", islands: true },
      { route: "/directory", islands: true },
      { route: `/muse/${encodeURIComponent(handle)}`, islands: true },
      { route: "/blog", islands: false },
      { route: `/blog/${slug}`, islands: false },
      { route: "/contact", islands: false },
      { route: "/transparency", islands: false },
      // The shortlist's cards and a city page's row of Muses are drawn by small scripts (issue 32).
      { route: "/shortlist", islands: true, noindex: true },
      { route: "/city/zurich-foot-fetish-encounters", islands: true },
      // One page of each type in another language (issue 31): the same goals in every language.
      { route: "/de/directory", islands: true },
      { route: `/fr/muse/${encodeURIComponent(handle)}`, islands: true },
      { route: "/pl/blog", islands: false },
      { route: `/nl/blog/${slug}`, islands: false },
      { route: "/de/contact", islands: false },
      { route: "/fr/transparency", islands: false },
      { route: "/de", islands: true },
      // The brand's pages in German too (issue 47): a city page, a profile and an article.
      { route: "/de/city/zurich-foot-fetish-encounters", islands: true },
      { route: `/de/muse/${encodeURIComponent(handle)}`, islands: true },
      { route: `/de/blog/${slug}`, islands: false },
      { route: "/fr/about", islands: false },
      { route: "/pl/become-muse", islands: false },
      { route: "/nl/city/amsterdam-foot-fetish-encounters", islands: false },
      { route: "/de/terms", islands: false },
    ];
    // `node scripts/bench/lighthouse.ts / /de /muse/` measures only the pages named: "/" is the home page, another name
    // ending in "/" names the pages under it.
    const chosen = process.argv.slice(2).filter((argument) => argument.startsWith("/"));
    const named = (route: string) =>
      chosen.some((name) => route === name || (name !== "/" && name.endsWith("/") && route.startsWith(name)));
    const measured = chosen.length === 0 ? pages : pages.filter((page) => named(page.route));
    console.log(
      `Goals: performance ≥ ${GOALS.performance}, accessibility, best practices and SEO ${GOALS.seo}; on /directory, /muse, ` +
        `/shortlist and a city page also TBT ≤ ${ISLAND_GOALS.totalBlockingTimeMs} ms and LCP ≤ ${ISLAND_GOALS.largestContentfulPaintMs} ms; ` +
        `on every page CLS ${PAGE_GOALS.cumulativeLayoutShift} and fonts ≤ ${PAGE_GOALS.fontKb} KB. ` +
        `Median of ${RUNS} runs, Lighthouse mobile, cached and gzipped as by the CDN.\n`,
    );
    const rows = [["Page", "Perf", "A11y", "Best pr.", "SEO", "LCP", "TBT", "CLS", "Fonts", "Result"]];
    let ok = true;
    for (const page of measured) {
      const { performance, accessibility, bestPractices, seo, lcp, tbt, cls, fontKb, failedAudits } =
        await medianFigures(() => audit(`${proxy.origin}${page.route}`, chromePort, "noindex" in page));
      const misses = [
        ...(performance < GOALS.performance ? ["performance"] : []),
        ...(accessibility < GOALS.accessibility ? ["accessibility"] : []),
        ...(bestPractices < GOALS.bestPractices ? ["best practices"] : []),
        ...(seo < GOALS.seo ? ["SEO"] : []),
        ...(page.islands && tbt > ISLAND_GOALS.totalBlockingTimeMs ? ["TBT"] : []),
        ...(page.islands && lcp > ISLAND_GOALS.largestContentfulPaintMs ? ["LCP"] : []),
        ...(!(Number(cls.toFixed(3)) <= PAGE_GOALS.cumulativeLayoutShift) ? ["CLS"] : []),
        ...(!(fontKb <= PAGE_GOALS.fontKb) ? ["fonts"] : []),
      ];
      if (misses.length > 0) ok = false;
      rows.push([
        page.route,
        String(performance),
        String(accessibility),
        String(bestPractices),
        String(seo),
        `${(lcp / 1000).toFixed(2)} s`,
        `${tbt.toFixed(0)} ms`,
        cls.toFixed(3),
        `${fontKb.toFixed(1)} KB`,
        verdict(misses, failedAudits),
      ]);
    }
    for (const line of table(rows)) console.log(line);
    return ok;
  });
}

if (import.meta.main) process.exit((await run()) ? 0 : 1);

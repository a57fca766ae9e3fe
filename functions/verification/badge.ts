import { BRAND } from "../../src/domain/brand.ts";
import type { PublicReceipt, ReceiptStatus } from "../../src/domain/receipts.ts";
import { format, messagesFor } from "../../src/i18n/index.ts";
import { formatMonth } from "../../src/lib/format.ts";
import { notFound } from "../http/errors.ts";
import type { Call } from "../http/route.ts";
import { readReceipt, receiptCacheTags } from "./receipts.ts";

/** The brand's colours (src/styles/global.css) and one per status. */
const INK = "#1c1917";
const PAPER = "#fffaf5";
const ROSE = "#9f1239";
const STATUS_COLOURS: Record<ReceiptStatus, string> = { valid: "#15803d", expired: "#57534e", ended: "#b91c1c" };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** About how wide 11 px system-ui text is, so the badge fits its longest line in every language. */
const textWidth = (text: string, bold = false) => Math.ceil(text.length * (bold ? 6.8 : 6.2));

/**
 * The badge of a receipt, in her language: "SoleMuse · Photo verified" over "Nov 2026 · Valid", its whole meaning in
 * its title for screen readers.
 */
export function badgeSvg(receipt: PublicReceipt): string {
  const texts = messagesFor(receipt.locale).proof;
  const month = formatMonth(receipt.issued_at, receipt.locale);
  const status = texts.receipt.statuses[receipt.status];
  const top = `${BRAND} · ${texts.badge.verified}`;
  const bottom = `${month} · `;
  const title = format(texts.badge.title, { handle: receipt.handle, brand: BRAND, month, status });
  const width = Math.max(textWidth(top, true), textWidth(bottom) + textWidth(status, true)) + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${escapeXml(title)}">
<title>${escapeXml(title)}</title>
<rect x="0.5" y="0.5" width="${width - 1}" height="39" rx="6" fill="${PAPER}" stroke="${ROSE}"/>
<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="11">
<text x="10" y="16" font-weight="700" fill="${ROSE}">${escapeXml(top)}</text>
<text x="10" y="31" fill="${INK}">${escapeXml(bottom)}<tspan font-weight="700" fill="${STATUS_COLOURS[receipt.status]}" data-status="${receipt.status}">${escapeXml(status)}</tspan></text>
</g>
</svg>
`;
}

/**
 * GET /verify/:id/badge.svg (public): the badge of a receipt, reflecting its status at any time. The CDN keeps it 5
 * minutes under her profile's cache tag, which every change that ends a receipt purges; browsers always revalidate.
 */
export async function serveBadge(call: Call): Promise<Response> {
  const receipt = await readReceipt(call.params.id ?? "");
  if (!receipt) throw notFound();
  return new Response(badgeSvg(receipt), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=0, must-revalidate",
      "netlify-cdn-cache-control": "public, s-maxage=300, stale-while-revalidate=60",
      "netlify-cache-tag": receiptCacheTags(receipt).join(","),
      "content-security-policy": "default-src 'none'",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "cross-origin",
    },
  });
}

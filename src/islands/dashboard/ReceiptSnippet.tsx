import { BRAND } from "../../domain/brand.ts";
import type { OwnReceipt } from "../../domain/profile.ts";
import { receiptBadgePath, receiptPath } from "../../domain/receipts.ts";
import { formatMonth } from "../../lib/format.ts";
import { useLocale, useMessages } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";
import { localizedPath } from "../../i18n/paths.ts";

/**
 * Her verification receipt on her dashboard (decision 0069): the code to paste into her own site, a link around the
 * badge image, both at this site's address; the badge always shows the receipt's status now.
 */
export function ReceiptSnippet({ receipt }: { receipt: OwnReceipt }) {
  const { dashboard: t, receipt: texts } = useMessages().proof;
  const locale = useLocale();
  const site = window.location.origin;
  const alt = `${BRAND}: ${format(texts.badge, { month: formatMonth(receipt.issued_at, locale) })}`;
  const snippet = `<a href="${site}${receiptPath(receipt.id)}"><img src="${site}${receiptBadgePath(receipt.id)}" alt="${alt}" height="40"></a>`;
  return (
    <div className="mt-4 rounded-xl bg-paper p-4" data-receipt-snippet>
      <h3 className="font-semibold">{t.title}</h3>
      <p className="mt-1 text-sm text-stone-700">{t.lead}</p>
      <p className="mt-3">
        <img src={receiptBadgePath(receipt.id)} alt={alt} height={40} />
      </p>
      <label className="mt-3 block text-sm font-medium">
        {t.snippetLabel}
        <textarea
          className="mt-1 w-full rounded-lg border border-stone-300 p-2 font-mono text-xs font-normal"
          rows={3}
          readOnly
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <a
        href={localizedPath(locale, receiptPath(receipt.id))}
        className="mt-2 inline-block text-sm font-medium text-rose underline"
      >
        {t.open}
      </a>
    </div>
  );
}

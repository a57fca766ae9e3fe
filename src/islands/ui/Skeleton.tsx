import { useUiTexts } from "../../i18n/react.tsx";

/**
 * Grey blocks in the shape of the cards that are on their way; announced once as `label` ("Loading" in the page's
 * language by default) to screen readers.
 */
export function SkeletonCards({
  count,
  label,
  variant = "grid",
}: {
  count: number;
  label?: string;
  variant?: "grid" | "rows";
}) {
  const ui = useUiTexts();
  return (
    <div role="status" aria-live="polite" data-skeleton>
      <span className="sr-only">{label ?? ui.loading}</span>
      <ul className={variant === "grid" ? "grid gap-8 sm:grid-cols-2 lg:grid-cols-3" : "space-y-4"} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card animate-pulse overflow-hidden" data-skeleton-card>
            {variant === "grid" && <div className="-mx-6 -mt-6 mb-5 h-48 bg-stone-200" />}
            <div className="h-6 w-3/4 rounded bg-stone-200" />
            <div className="mt-4 h-4 w-full rounded bg-stone-100" />
            <div className="mt-2 h-4 w-5/6 rounded bg-stone-100" />
            <div className="mt-5 h-3 w-1/3 rounded bg-stone-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

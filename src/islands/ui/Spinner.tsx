import { useUiTexts } from "../../i18n/react.tsx";

/** A spinner, announced to screen readers as `label` ("Loading" in the page's language by default). */
export function Spinner({ label }: { label?: string }) {
  const ui = useUiTexts();
  return (
    <div role="status" className="flex justify-center py-12">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-rose/20 border-t-rose" aria-hidden="true" />
      <span className="sr-only">{label ?? ui.loading}</span>
    </div>
  );
}

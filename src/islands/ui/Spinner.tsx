export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-12">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-rose/20 border-t-rose" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

import type { ReactNode } from "react";

export function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="card mx-auto max-w-lg text-center">
      <h2 className="text-2xl font-semibold">{title}</h2>
      {hint && <p className="mt-2 text-stone-700">{hint}</p>}
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}

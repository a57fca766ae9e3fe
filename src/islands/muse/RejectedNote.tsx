import type { ReactNode } from "react";
import { formatNodes } from "../../i18n/rich.tsx";

interface Props {
  /** The admins' reason, shown as they wrote it (line breaks kept); none, no reason line. */
  reason: string | null | undefined;
  /** "Your application was not approved." and "Reason: {reason}", in the page's language. */
  texts: { title: string; reason: string };
  /** Where the note stands (a margin) and how the page's tests find it (`data-…`). */
  className?: string;
  data: Record<`data-${string}`, boolean>;
  /** What she can do next. */
  children: ReactNode;
}

/** "Your application was not approved." with the reason and what to do next: the form and the dashboard say it alike. */
export function RejectedNote({ reason, texts, className = "", data, children }: Props) {
  return (
    <div className={`rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ${className}`} {...data}>
      <p className="font-semibold">{texts.title}</p>
      {reason && (
        <p className="mt-1">
          {formatNodes(texts.reason, { reason: <span className="whitespace-pre-line">{reason}</span> })}
        </p>
      )}
      <p className="mt-2">{children}</p>
    </div>
  );
}

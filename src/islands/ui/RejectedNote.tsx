import type { ReactNode } from "react";
import { useUiTexts } from "../../i18n/react.tsx";
import { formatNodes } from "../../i18n/rich.tsx";

interface Props {
  /** The admins' reason, shown as they wrote it (line breaks kept); none, no reason line. */
  reason: string | null | undefined;
  /** Where the note stands (a margin) and how the page's tests find it (`data-…`). */
  className?: string;
  data: Record<`data-${string}`, boolean>;
  /** What she can do next. */
  children: ReactNode;
}

/** "Your application was not approved." with the reason and what to do next: the form and the dashboard say it alike. */
export function RejectedNote({ reason, className = "", data, children }: Props) {
  const { rejectedNote } = useUiTexts();
  return (
    <div className={`rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ${className}`} {...data}>
      <p className="font-semibold">{rejectedNote.title}</p>
      {reason && (
        <p className="mt-1">
          {formatNodes(rejectedNote.reason, { reason: <span className="whitespace-pre-line">{reason}</span> })}
        </p>
      )}
      <p className="mt-2">{children}</p>
    </div>
  );
}

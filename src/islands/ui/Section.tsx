import type { ReactNode } from "react";

/**
 * How a section looks: `panel`, a panel of a detail page, its content laid out by the caller; `settings`, one group
 * of a settings page, a smaller heading over blocks spaced evenly.
 */
const LOOKS = {
  panel: { heading: "mb-4 text-2xl font-semibold", body: null },
  settings: { heading: "text-xl font-bold", body: "mt-4 space-y-4" },
} as const;

interface Props {
  title: string;
  /** The heading's id, which names the section; by default `section-` and the title in lower case. */
  id?: string;
  look?: keyof typeof LOOKS;
  /** A control beside the heading (an upload, an edit button), or null where it is not offered now. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of a page, named by its heading for assistive technology. */
export function Section({
  title,
  id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`,
  look = "panel",
  action,
  children,
}: Props) {
  const { heading, body } = LOOKS[look];
  const titled = (
    <h2 id={id} className={action === undefined ? heading : "text-2xl font-semibold"}>
      {title}
    </h2>
  );
  return (
    <section className="card" aria-labelledby={id}>
      {action === undefined ? (
        titled
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {titled}
          {action}
        </div>
      )}
      {body ? <div className={body}>{children}</div> : children}
    </section>
  );
}

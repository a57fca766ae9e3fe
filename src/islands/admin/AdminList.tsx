import type { ButtonHTMLAttributes, ReactNode } from "react";
import { ChevronLeft } from "../ui/icons/chevron-left.ts";
import { ChevronRight } from "../ui/icons/chevron-right.ts";
import { FileText } from "../ui/icons/file-text.ts";
import { Search } from "../ui/icons/search.ts";
import type { Icon } from "../ui/icon.tsx";
import { compactInputClass } from "../ui/FormField.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import type { AdminList, ListFilter, ListInfo, StatusOption } from "./useAdminList.tsx";

/** The status filter alone, as a row of toggle buttons named `label`. */
export function StatusToggles({ list, label }: { list: ListFilter; label: string }) {
  return (
    <div className="mb-6">
      <div role="group" aria-label={label} className="inline-flex rounded-full border border-stone-300 bg-white p-1">
        {list.statuses.map(({ value, label: text }) => (
          <button
            key={value}
            type="button"
            aria-pressed={list.status === value}
            onClick={() => list.setStatus(value)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
              list.status === value ? "bg-rose text-white" : "text-stone-700 hover:bg-blush"
            }`}
          >
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A search box and a status select above a list; `name` makes their ids (`{name}-search`, `{name}-status`). */
export function SearchFilters({ list, name, placeholder }: { list: ListFilter; name: string; placeholder: string }) {
  return (
    <div className="card mb-6 grid gap-4 sm:grid-cols-[1fr_14rem]">
      <div>
        <label htmlFor={`${name}-search`} className="text-sm font-medium">
          Search
        </label>
        <div className="relative mt-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-500"
            aria-hidden="true"
          />
          <input
            id={`${name}-search`}
            type="search"
            value={list.search}
            onChange={(event) => list.setSearch(event.target.value)}
            placeholder={placeholder}
            className={`${compactInputClass} pl-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${name}-status`} className="text-sm font-medium">
          Status
        </label>
        <select
          id={`${name}-status`}
          value={list.status}
          onChange={(event) => list.setStatus(event.target.value)}
          className={`${compactInputClass} mt-1`}
        >
          {list.statuses.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** "All" and then each status as the select shows it. */
export function statusOptions<Status extends string>(
  statuses: readonly Status[],
  label: (status: Status) => string = (status) => status,
): StatusOption[] {
  return [{ value: "all", label: "All" }, ...statuses.map((status) => ({ value: status, label: label(status) }))];
}

/**
 * The body of an admin list: a spinner until the first page arrives, then its count line, the rows (or the empty
 * state) and the pager.
 */
export function ListBody<Row, Info extends ListInfo>({
  list,
  noun,
  count,
  empty,
  label,
  children,
}: {
  list: AdminList<Row, Info>;
  /** What the spinner says it loads, and what the pager's pages are of. */
  noun: string;
  count?: (info: Info | null) => ReactNode;
  empty: ReactNode;
  label?: string;
  children: (row: Row) => ReactNode;
}) {
  if (list.rows === null) return <Spinner label={`Loading ${noun}`} />;
  return (
    <>
      {count && (
        <p className="mb-4 text-sm text-stone-700" aria-live="polite" data-count>
          {count(list.info)}
        </p>
      )}
      {list.rows.length === 0 ? (
        empty
      ) : (
        <ul className="space-y-4" aria-label={label}>
          {list.rows.map(children)}
        </ul>
      )}
      <Pager
        info={list.info}
        pages={list.pages}
        onPage={list.setPage}
        label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)}`}
      />
    </>
  );
}

/** Previous / Next under a paged list; nothing when everything fits on one page. */
function Pager({
  info,
  pages,
  onPage,
  label,
}: {
  info: ListInfo | null;
  pages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (!info || pages <= 1) return null;
  return (
    <nav className="mt-6 flex items-center justify-between gap-4" aria-label={`${label} pages`}>
      <button
        type="button"
        className="btn-secondary !px-4 !py-2"
        disabled={info.page <= 1}
        onClick={() => onPage(info.page - 1)}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Previous
      </button>
      <p className="text-sm text-stone-700" aria-live="polite">
        Page {info.page} of {pages}
      </p>
      <button
        type="button"
        className="btn-secondary !px-4 !py-2"
        disabled={info.page >= pages}
        onClick={() => onPage(info.page + 1)}
      >
        Next
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  );
}

/** The heading row of an admin list's card: what the row is, and its status beside it. */
export function CardTitle({
  children,
  status,
  className = "",
}: {
  children: ReactNode;
  status: ReactNode;
  /** Extra classes of the heading (how a long title breaks). */
  className?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className={`text-xl font-semibold ${className}`.trim()}>{children}</h2>
      {status}
    </div>
  );
}

/** The looks of a row's buttons. */
const ROW_BUTTONS = {
  primary: "btn-primary !px-4 !py-2",
  secondary: "btn-secondary !px-4 !py-2",
  danger: "btn bg-red-700 !px-4 !py-2 text-white hover:bg-red-800",
  "danger-outline": "btn !border !border-red-700 !px-4 !py-2 text-red-700 hover:bg-red-50",
} as const;

/**
 * A small button on a row of an admin list: an icon, a verb, and for screen readers what it acts on (`target`, read
 * right after the verb: " message from Tom").
 */
export function RowButton({
  icon: Icon,
  look = "secondary",
  target,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { icon: Icon; look?: keyof typeof ROW_BUTTONS; target: string }) {
  return (
    <button type="button" className={ROW_BUTTONS[look]} {...props}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {children}
      <span className="sr-only">{target}</span>
    </button>
  );
}

/** The way from a row to the Muse's application, named for screen readers by her handle. */
export function ApplicationLink({ row }: { row: { profile_id: string; handle: string } }) {
  return (
    <a href={`/admin/applications/${row.profile_id}`} className="btn-secondary !px-4 !py-2">
      <FileText className="h-4 w-4" aria-hidden="true" />
      View application<span className="sr-only"> of {row.handle}</span>
    </a>
  );
}

import { useCallback, useEffect, useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { api } from "../../lib/api.ts";
import { leaveIfRefused } from "./session.ts";
import type { PageInfo } from "./types.ts";

const SEARCH_PAUSE_MS = 250;

/** The search text once typing has paused, so each keystroke does not become a request. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

export interface PagedList<Row> {
  rows: Row[] | null;
  info: PageInfo | null;
  setPage: (page: number) => void;
  /** Fetches the current page again (after a change). */
  reload: () => void;
  /** Swaps one row for its updated version without a reload. */
  replace: (update: (rows: Row[]) => Row[]) => void;
}

/**
 * One page of an admin list from the server (`?status=&q=&page=`): a new status or search starts again at page 1.
 * SPEC §8: a list failure is only logged, and the list shows as empty.
 */
export function usePagedList<Row>(endpoint: string, key: string, status: string, search: string): PagedList<Row> {
  const query = useSettled(search.trim());
  const [page, setPage] = useState(1);
  const [generation, setGeneration] = useState(0);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [info, setInfo] = useState<PageInfo | null>(null);

  useEffect(() => setPage(1), [status, query]);

  useEffect(() => {
    let current = true;
    const params = new URLSearchParams({ status, page: String(page) });
    if (query) params.set("q", query);
    api<Record<string, unknown> & PageInfo>(`${endpoint}?${params}`, { cache: "no-store" })
      .then((data) => {
        if (!current) return;
        setRows(data[key] as Row[]);
        setInfo({ total: data.total, matching: data.matching, page: data.page, page_size: data.page_size });
      })
      .catch((error: unknown) => {
        if (!current || leaveIfRefused(error)) return;
        console.error(`Error loading ${endpoint}`, error);
        setRows([]);
        setInfo(null);
      });
    return () => {
      current = false;
    };
  }, [endpoint, key, status, query, page, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const replace = useCallback((update: (rows: Row[]) => Row[]) => setRows((current) => current && update(current)), []);
  return { rows, info, setPage, reload, replace };
}

/** Previous / Next under a paged list; nothing when everything fits on one page. */
export function Pager({
  info,
  onPage,
  label,
}: {
  info: PageInfo | null;
  onPage: (page: number) => void;
  label: string;
}) {
  if (!info) return null;
  const pages = Math.max(1, Math.ceil(info.matching / info.page_size));
  if (pages <= 1) return null;
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

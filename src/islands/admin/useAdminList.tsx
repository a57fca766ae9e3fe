import { useCallback, useEffect, useState } from "react";
import { toast } from "../../lib/toasts.ts";
import { api } from "../../lib/api.ts";
import { leaveIfRefused } from "./session.ts";

const SEARCH_PAUSE_MS = 250;

/** What every paged admin list answers beside its rows; `matching` where a search narrows what `total` counts. */
export interface ListInfo {
  total: number;
  matching?: number;
  page: number;
  page_size: number;
}

/** A choice of a list's status filter, as its select or toggle shows it. */
export interface StatusOption {
  value: string;
  label: string;
}

/**
 * A list's status kept in the page's address (`?status=…`), so Back from a review and a reload come to the same list.
 * The first of `statuses` is the default: it leaves the address bare, and any value not among them reads as it.
 */
function useStatusInAddress(statuses: readonly StatusOption[]): [string, (status: string) => void] {
  const fallback = statuses[0]!.value;
  const [status, setStatus] = useState(() => {
    if (typeof window === "undefined") return fallback;
    const asked = new URLSearchParams(window.location.search).get("status") ?? "";
    return statuses.some(({ value }) => value === asked) ? asked : fallback;
  });
  const change = useCallback(
    (next: string) => {
      setStatus(next);
      const url = new URL(window.location.href);
      if (next === fallback) url.searchParams.delete("status");
      else url.searchParams.set("status", next);
      window.history.replaceState(window.history.state, "", url);
    },
    [fallback],
  );
  return [status, change];
}

/** The search text once typing has paused, so each keystroke does not become a request. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** What a list's filters read and set: the status (one of `statuses`) and the search text. */
export interface ListFilter {
  status: string;
  setStatus: (status: string) => void;
  statuses: readonly StatusOption[];
  search: string;
  setSearch: (text: string) => void;
}

export interface AdminList<Row, Info extends ListInfo> extends ListFilter {
  rows: Row[] | null;
  /** The counts of the last page read; null before it and after a failure. */
  info: Info | null;
  pages: number;
  setPage: (page: number) => void;
  /** Fetches the current page again (after a change). */
  reload: () => void;
  /** Swaps rows for their updated versions without a reload. */
  replace: (update: (rows: Row[]) => Row[]) => void;
}

interface AdminListQuery {
  /** The response field that holds the rows. */
  key: string;
  /** The choices of the status filter, the default first. */
  statuses: readonly StatusOption[];
  /** A toast description for a failed load; without it the failure is only logged (SPEC §8). */
  loadFailed?: string;
}

/**
 * One page of an admin list from the server (`?status=&q=&page=`), newest first, and the filters that choose it: a new
 * status or search starts again at page 1, a page emptied by the last change on it steps back to the new last page,
 * and a failed load shows an empty list.
 */
export function useAdminList<Row, Info extends ListInfo = ListInfo>(
  endpoint: string,
  { key, statuses, loadFailed }: AdminListQuery,
): AdminList<Row, Info> {
  const [status, setStatus] = useStatusInAddress(statuses);
  const [search, setSearch] = useState("");
  const query = useSettled(search.trim());
  const [page, setPage] = useState(1);
  const [generation, setGeneration] = useState(0);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [info, setInfo] = useState<Info | null>(null);

  useEffect(() => setPage(1), [status, query]);

  useEffect(() => {
    let current = true;
    const params = new URLSearchParams({ status, page: String(page) });
    if (query) params.set("q", query);
    api<Record<string, unknown> & Info>(`${endpoint}?${params}`, { cache: "no-store" })
      .then((data) => {
        if (!current) return;
        const found = data[key] as Row[];
        const last = pageCount(data);
        if (found.length === 0 && page > last) return setPage(last);
        setRows(found);
        setInfo(data);
      })
      .catch((error: unknown) => {
        if (!current || leaveIfRefused(error)) return;
        console.error(`Error loading ${endpoint}`, error);
        if (loadFailed) toast.error("Error", { description: loadFailed });
        setRows([]);
        setInfo(null);
      });
    return () => {
      current = false;
    };
  }, [endpoint, key, status, query, page, generation, loadFailed]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const replace = useCallback((update: (rows: Row[]) => Row[]) => setRows((current) => current && update(current)), []);
  return {
    rows,
    info,
    pages: info ? pageCount(info) : 1,
    setPage,
    reload,
    replace,
    status,
    setStatus,
    statuses,
    search,
    setSearch,
  };
}

function pageCount(info: ListInfo): number {
  return info.page_size > 0 ? Math.max(1, Math.ceil((info.matching ?? info.total) / info.page_size)) : 1;
}

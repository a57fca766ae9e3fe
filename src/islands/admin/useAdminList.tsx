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

/**
 * A list's filter kept in the page's address (`?status=…`), so Back from a review and a reload come to the same list.
 * A value other than `allowed` reads as `fallback`, which leaves the address bare.
 */
export function useFilterInAddress<Value extends string>(
  name: string,
  allowed: readonly Value[],
  fallback: Value,
): [Value, (value: Value) => void] {
  const [value, setValue] = useState<Value>(() => {
    if (typeof window === "undefined") return fallback;
    const asked = new URLSearchParams(window.location.search).get(name) ?? "";
    return (allowed as readonly string[]).includes(asked) ? (asked as Value) : fallback;
  });
  const change = useCallback(
    (next: Value) => {
      setValue(next);
      const url = new URL(window.location.href);
      if (next === fallback) url.searchParams.delete(name);
      else url.searchParams.set(name, next);
      window.history.replaceState(window.history.state, "", url);
    },
    [name, fallback],
  );
  return [value, change];
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

export interface AdminList<Row, Info extends ListInfo> {
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
  status?: string;
  search?: string;
  /** A toast description for a failed load; without it the failure is only logged (SPEC §8). */
  loadFailed?: string;
}

/**
 * One page of an admin list from the server (`?status=&q=&page=`), newest first: a new status or search starts again
 * at page 1, a page emptied by the last change on it steps back to the new last page, and a failed load shows an
 * empty list.
 */
export function useAdminList<Row, Info extends ListInfo = ListInfo>(
  endpoint: string,
  { key, status, search = "", loadFailed }: AdminListQuery,
): AdminList<Row, Info> {
  const query = useSettled(search.trim());
  const [page, setPage] = useState(1);
  const [generation, setGeneration] = useState(0);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [info, setInfo] = useState<Info | null>(null);

  useEffect(() => setPage(1), [status, query]);

  useEffect(() => {
    let current = true;
    const params = new URLSearchParams();
    if (status) params.set("status", status);
    params.set("page", String(page));
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
  return { rows, info, pages: info ? pageCount(info) : 1, setPage, reload, replace };
}

function pageCount(info: ListInfo): number {
  return info.page_size > 0 ? Math.max(1, Math.ceil((info.matching ?? info.total) / info.page_size)) : 1;
}

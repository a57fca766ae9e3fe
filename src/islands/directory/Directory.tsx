import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../../lib/api.ts";
import { directoryQuery, readDirectoryFilters, type DirectoryFilters, type MuseList } from "../../lib/muses.ts";
import { CITIES, type City } from "../../domain/cities.ts";
import { CATEGORIES, type Category } from "../../domain/options.ts";
import { EmptyState } from "../ui/EmptyState.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { MuseCard } from "./MuseCard.tsx";

/** The first row on a wide screen, the first card on a phone: their pictures are what the page is judged by. */
const PRIORITY_CARDS = 3;

interface Props {
  initial: MuseList;
  initialFilters: DirectoryFilters;
}

const ALL = "all";
const selectClass =
  "w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose";

export default function Directory({ initial, initialFilters }: Props) {
  const [filters, setFilters] = useState<DirectoryFilters>(initialFilters);
  const [list, setList] = useState<MuseList>(initial);
  const [loading, setLoading] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const request = useRef<AbortController | null>(null);

  const load = useCallback(async (next: DirectoryFilters) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    try {
      const data = await api<MuseList>(`/api/muses${directoryQuery(next)}`, {
        signal: controller.signal,
      });
      if (!controller.signal.aborted) setList(data);
    } catch (error) {
      // SPEC §8: a failed directory read is silent; the previous cards stay.
      if (!controller.signal.aborted) console.error("Directory load failed", error);
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    const onPopState = () => {
      const next = readDirectoryFilters(new URLSearchParams(window.location.search));
      setFilters(next);
      void load(next);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [load]);

  function change(next: DirectoryFilters) {
    setFilters(next);
    window.history.pushState(null, "", `${window.location.pathname}${directoryQuery(next)}`);
    void load(next);
  }

  async function loadMore() {
    setLoadingMore(true);
    try {
      const data = await api<MuseList>(`/api/muses${directoryQuery(filters, { offset: list.muses.length })}`);
      setList((current) => {
        const known = new Set(current.muses.map((muse) => muse.id));
        return { ...data, muses: [...current.muses, ...data.muses.filter((muse) => !known.has(muse.id))] };
      });
    } catch (error) {
      console.error("Loading more muses failed", error);
    } finally {
      setLoadingMore(false);
    }
  }

  const hasMore = !loading && list.muses.length < list.shown;

  return (
    <div>
      <form
        className="grid gap-4 sm:grid-cols-2"
        role="search"
        aria-label="Filter Muses"
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <label htmlFor="filter-city" className="mb-1 block text-sm font-medium">
            City
          </label>
          <select
            id="filter-city"
            className={selectClass}
            value={filters.city ?? ALL}
            onChange={(event) =>
              change({ ...filters, city: event.target.value === ALL ? null : (event.target.value as City) })
            }
          >
            <option value={ALL}>All Cities</option>
            {CITIES.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-category" className="mb-1 block text-sm font-medium">
            Category
          </label>
          <select
            id="filter-category"
            className={selectClass}
            value={filters.category ?? ALL}
            onChange={(event) =>
              change({ ...filters, category: event.target.value === ALL ? null : (event.target.value as Category) })
            }
          >
            <option value={ALL}>All Categories</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
      </form>

      <p className="mt-6 text-sm text-stone-700" aria-live="polite" data-directory-count>
        {/* The old numbers would describe the old filter: none are shown until the new ones arrive. */}
        {loading ? "Loading Muses..." : `Showing ${list.shown} of ${list.total} Muses`}
      </p>

      <div className="mt-6">
        {loading ? (
          <Spinner label="Loading Muses" />
        ) : list.muses.length === 0 ? (
          <EmptyState title="No Muses found" hint="Try adjusting your filters or check back later for new Muses">
            <a href="/become-muse" className="btn-primary">
              Become the first Muse in this area
            </a>
          </EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Muses">
            {list.muses.map((muse, position) => (
              <li key={muse.id} className="flex">
                <MuseCard muse={muse} priority={position < PRIORITY_CARDS} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {hasMore && (
        <div className="mt-10 flex justify-center">
          <button type="button" className="btn-secondary" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? "Loading..." : "Load more"}
          </button>
        </div>
      )}
    </div>
  );
}

import { alternateAll } from "./alternating-picture.ts";

/**
 * The directory's filters and Load more (src/pages/directory.astro). The server renders the results
 * (src/components/directory/DirectoryResults.astro, alone at /directory/results): a new filter swaps them in, Load
 * more appends their cards. The filters live in the address, so Back and a reload show the same list. The page
 * names the results' address in its language (`data-results`: /de/directory/results) and what it says while loading.
 */
export function wireDirectory(): void {
  const form = document.querySelector<HTMLFormElement>("[data-directory-filters]");
  const count = document.querySelector<HTMLElement>("[data-directory-count]");
  const slot = document.querySelector<HTMLElement>("[data-directory-slot]");
  const loading = document.querySelector<HTMLTemplateElement>("[data-directory-loading]");
  if (!form || !count || !slot || !loading) return;
  const selects = [...form.querySelectorAll("select")];
  let request: AbortController | undefined;

  alternateAll(slot);

  /** The filters as a query string; "all" is left out. */
  const query = () => {
    const params = new URLSearchParams();
    for (const select of selects) if (select.value !== "all") params.set(select.name, select.value);
    const text = params.toString();
    return text ? `?${text}` : "";
  };

  const fetchResults = async (url: string, signal?: AbortSignal): Promise<DocumentFragment> => {
    const response = await fetch(url, { signal });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const parsed = document.createElement("template");
    parsed.innerHTML = await response.text();
    return parsed.content;
  };

  const show = async (search: string) => {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    const previous = { count: count.textContent, results: [...slot.childNodes] };
    // The old numbers would describe the old filter: none are shown until the new ones arrive.
    count.textContent = form.dataset.loadingCount ?? "";
    slot.replaceChildren(loading.content.cloneNode(true));
    try {
      const results = await fetchResults(`${form.dataset.results}${search}`, controller.signal);
      if (controller.signal.aborted) return;
      count.textContent = results.querySelector<HTMLElement>("[data-directory-results]")?.dataset.count ?? "";
      slot.replaceChildren(results);
      alternateAll(slot);
    } catch (error) {
      if (controller.signal.aborted) return;
      // SPEC §8: a failed directory read is silent; the previous cards stay.
      console.error("Directory load failed", error);
      count.textContent = previous.count;
      slot.replaceChildren(...previous.results);
    }
  };

  for (const select of selects) {
    select.addEventListener("change", () => {
      const search = query();
      window.history.pushState(null, "", `${window.location.pathname}${search}`);
      void show(search);
    });
  }

  window.addEventListener("popstate", () => {
    const params = new URLSearchParams(window.location.search);
    for (const select of selects) {
      const wanted = params.get(select.name);
      select.value = [...select.options].some((option) => option.value === wanted) ? wanted! : "all";
    }
    void show(query());
  });

  slot.addEventListener("click", async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("[data-directory-load-more]");
    if (!button || button.disabled) return;
    const label = button.textContent;
    button.disabled = true;
    button.textContent = button.dataset.loadingLabel ?? "";
    try {
      const more = await fetchResults(button.dataset.directoryLoadMore!);
      const list = slot.querySelector("[data-directory-cards]");
      const known = new Set(
        [...slot.querySelectorAll<HTMLElement>("[data-muse-id]")].map((item) => item.dataset.museId),
      );
      for (const item of more.querySelectorAll<HTMLElement>("[data-muse-id]"))
        if (!known.has(item.dataset.museId)) list?.append(item);
      count.textContent =
        more.querySelector<HTMLElement>("[data-directory-results]")?.dataset.count ?? count.textContent;
      const nextMore = more.querySelector("[data-directory-more]");
      const currentMore = slot.querySelector("[data-directory-more]");
      if (nextMore) currentMore?.replaceWith(nextMore);
      else currentMore?.remove();
      alternateAll(slot);
    } catch (error) {
      console.error("Loading more muses failed", error);
      button.disabled = false;
      button.textContent = label;
    }
  });
}

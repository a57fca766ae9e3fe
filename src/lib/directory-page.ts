import { alternateAll } from "./alternating-picture.ts";
import { fetchFragment } from "./fragment.ts";
import { localTimes } from "./local-time.ts";

/** How long the search waits after the last key before it asks for the results. */
const SEARCH_SETTLE_MS = 300;

/**
 * The directory's search, order, filters and Load more (src/pages/directory.astro). The server renders the results
 * (src/components/directory/DirectoryResults.astro, alone at /directory/results): a new search, order or filter swaps
 * them in, Load more appends their cards. They all live in the address, so Back and a reload show the same list; a
 * search being typed updates its one history entry rather than adding one per pause. The page names the results'
 * address in its language (`data-results`: /de/directory/results) and what it says while loading.
 */
export function wireDirectory(): void {
  const form = document.querySelector<HTMLFormElement>("[data-directory-filters]");
  const count = document.querySelector<HTMLElement>("[data-directory-count]");
  const slot = document.querySelector<HTMLElement>("[data-directory-slot]");
  const loading = document.querySelector<HTMLTemplateElement>("[data-directory-loading]");
  const feedLink = document.querySelector<HTMLLinkElement>("link[data-directory-feed]");
  if (!form || !count || !slot || !loading) return;
  const selects = [...form.querySelectorAll("select")];
  const search = form.querySelector<HTMLInputElement>("input[name=q]");
  let request: AbortController | undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;
  /** True while the current history entry is a search being typed: the next pause replaces it. */
  let typing = false;

  alternateAll(slot);
  localTimes(slot);

  /**
   * The search, order and filters as a query string; "all", the default order and a search shorter than the box's
   * `minlength` (blank included) are left out.
   */
  const query = () => {
    const params = new URLSearchParams();
    const text = search?.value.trim() ?? "";
    if (search && text.length >= Math.max(1, search.minLength)) params.set("q", text);
    for (const select of selects)
      if (select.value !== "all" && select.value !== select.dataset.default) params.set(select.name, select.value);
    const written = params.toString();
    return written ? `?${written}` : "";
  };

  const show = async (wanted: string) => {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    const previous = { count: count.textContent, results: [...slot.childNodes] };
    // The old numbers would describe the old filter: none are shown until the new ones arrive.
    count.textContent = form.dataset.loadingCount ?? "";
    slot.replaceChildren(loading.content.cloneNode(true));
    try {
      const results = await fetchFragment(`${form.dataset.results}${wanted}`, { signal: controller.signal });
      if (controller.signal.aborted) return;
      const answer = results.querySelector<HTMLElement>("[data-directory-results]");
      count.textContent = answer?.dataset.count ?? "";
      // Feed readers find the chosen city's feed, as on the page the server renders for this address.
      if (feedLink && answer?.dataset.feed) {
        feedLink.href = answer.dataset.feed;
        feedLink.title = answer.dataset.feedTitle ?? feedLink.title;
      }
      slot.replaceChildren(results);
      alternateAll(slot);
      localTimes(slot);
    } catch (error) {
      if (controller.signal.aborted) return;
      // SPEC §8: a failed directory read is silent; the previous cards stay.
      console.error("Directory load failed", error);
      count.textContent = previous.count;
      slot.replaceChildren(...previous.results);
    }
  };

  /** Shows the list the controls ask for, as a new history entry or (a search still being typed) in place of one. */
  const apply = (replace: boolean) => {
    clearTimeout(settle);
    const wanted = query();
    if (wanted === window.location.search) return;
    const address = `${window.location.pathname}${wanted}`;
    if (replace) window.history.replaceState(null, "", address);
    else window.history.pushState(null, "", address);
    void show(wanted);
  };

  for (const select of selects) {
    select.addEventListener("change", () => {
      typing = false;
      apply(false);
    });
  }

  search?.addEventListener("input", () => {
    clearTimeout(settle);
    settle = setTimeout(() => {
      apply(typing);
      typing = true;
    }, SEARCH_SETTLE_MS);
  });
  // Enter searches at once (without the script, the form sends the search as a plain GET).
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    apply(typing);
    typing = false;
  });
  search?.addEventListener("blur", () => {
    typing = false;
  });

  window.addEventListener("popstate", () => {
    clearTimeout(settle);
    typing = false;
    const params = new URLSearchParams(window.location.search);
    if (search) search.value = params.get("q") ?? "";
    for (const select of selects) {
      const wanted = params.get(select.name);
      const fallback = select.dataset.default ?? "all";
      select.value = [...select.options].some((option) => option.value === wanted) ? wanted! : fallback;
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
      const more = await fetchFragment(button.dataset.directoryLoadMore!);
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
      localTimes(slot);
    } catch (error) {
      console.error("Loading more muses failed", error);
      button.disabled = false;
      button.textContent = label;
    }
  });
}

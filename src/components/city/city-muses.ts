import { alternateAll } from "../../lib/alternating-picture.ts";
import { fetchFragment } from "../../lib/fragment.ts";
import { localTimes } from "../../lib/local-time.ts";

/**
 * Fills a city page's frame of Muses (src/components/city/CityMuses.astro, `data-city-muses`: the address of its
 * Muses in the page's language) with what the server renders for it; their pictures then alternate as on the
 * directory. When they cannot be loaded, the frame offers the link to the city's directory instead (its
 * `data-city-muses-failed` template).
 */
export async function loadCityMuses(frame: HTMLElement): Promise<void> {
  const address = frame.dataset.cityMuses ?? "";
  const failed = frame.querySelector<HTMLTemplateElement>("template[data-city-muses-failed]");
  try {
    frame.replaceChildren(await fetchFragment(address));
    alternateAll(frame);
    localTimes(frame);
  } catch (error) {
    console.error("Loading the city's Muses failed", error);
    if (failed) frame.replaceChildren(failed.content.cloneNode(true));
  } finally {
    frame.removeAttribute("aria-busy");
  }
}

import { format } from "../../i18n/texts.ts";
import { storedAlertCities } from "./stored-cities.ts";

/**
 * "Tell me about new Muses in {city}" on a city page and on the directory filtered by a city (decision 0068). This
 * part, loaded with the page, only shows whether this browser's alerts about the city are on (as it last heard from
 * the server, kept in localStorage); turning them on or off loads city-alerts.ts on first use. On the directory the
 * switch follows the city filter.
 */
export function wireAlertSwitches(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-alert-switch]")) {
    const button = root.querySelector("button")!;
    const status = root.querySelector<HTMLElement>("[data-alert-status]")!;
    const texts = root.dataset;
    const filter = texts.follow ? document.querySelector<HTMLSelectElement>(texts.follow) : null;
    const city = () => (filter ? filter.value : texts.city!);
    const show = () => {
      const chosen = city();
      root.hidden = !chosen || chosen === "all";
      const on = storedAlertCities().includes(chosen);
      const name = filter?.selectedOptions[0]?.text ?? texts.name ?? chosen;
      button.setAttribute("aria-pressed", String(on));
      button.textContent = format((on ? texts.turnOff : texts.turnOn) ?? "", { city: name });
    };
    show();
    filter?.addEventListener("change", () => {
      status.textContent = "";
      show();
    });
    button.addEventListener("click", async () => {
      button.disabled = true;
      const { changeCityAlert } = await import("./city-alerts.ts");
      const chosen = city();
      const outcome = await changeCityAlert(chosen, button.getAttribute("aria-pressed") !== "true");
      status.textContent = format(texts[outcome] ?? "", {
        city: filter?.selectedOptions[0]?.text ?? texts.name ?? chosen,
      });
      button.disabled = false;
      show();
    });
  }
}

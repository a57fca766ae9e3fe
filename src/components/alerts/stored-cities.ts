/** The cities this browser's alerts are about, as the server last answered (decision 0068). */
export const ALERT_CITIES = "solemuse-alert-cities";
/** The same, where the service worker reads them (its state cache). */
export const ALERT_CITIES_KEY = "/alerts/cities";

export function storedAlertCities(): string[] {
  try {
    return JSON.parse(localStorage.getItem(ALERT_CITIES) ?? "[]") as string[];
  } catch {
    return [];
  }
}

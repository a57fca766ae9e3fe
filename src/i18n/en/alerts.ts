/**
 * The installable site and its account-free alerts (decision 0068): the alert switch on city pages and the
 * directory, the shortlist's switch, the notifications the service worker shows, the offline page, the one quiet
 * install offer and the web app manifest.
 */
export const alerts = {
  /** The switch on a city page and on the directory filtered by a city. `{city}`: the city's name. */
  turnOn: "Tell me about new Muses in {city}",
  turnOff: "Stop alerts about new Muses in {city}",
  note: "No account needed: we keep only your browser's push address and the cities you chose.",
  on: "You will be told when a new Muse lists in {city}.",
  off: "Alerts about {city} are off.",
  denied: "Your browser blocks notifications from this site. Allow them in its settings to get alerts.",
  unsupported:
    "This browser cannot show alerts. On an iPhone or iPad, add SoleMuse to your Home Screen first and open it from there.",
  failed: "Alerts could not be changed. Please try again.",
  /** The shortlist's switch: checked in this browser only, from the Muses' public profiles. */
  shortlistOn: "Tell me when she is available or visiting",
  shortlistOff: "Stop telling me when she is available or visiting",
  shortlistNote:
    "This browser checks your saved Muses' public profiles now and then and tells you when one is available or visiting a city. Our servers never learn whom you saved.",
  shortlistStarted: "This browser will tell you when a saved Muse is available or visiting.",
  shortlistStopped: "This browser no longer checks your saved Muses.",
  /** The notifications. */
  newMuseTitle: "New Muse in {city}",
  newMuseBody: "A new Muse now lists in {city}. See her in the directory.",
  availableTitle: "{handle} is available",
  availableBody: "Open her profile to get in touch.",
  visitingTitle: "{handle} is visiting {city}",
  visitingBody: "From {from} to {to}.",
  /** The page the service worker shows for a page it has not kept, without a connection. */
  offline: {
    metaTitle: "You Are Offline | {brand}",
    metaDescription: "This page is not saved on this device.",
    title: "You are offline",
    text: "This page is not saved on this device. Your shortlist and the pages you opened last work without a connection.",
    shortlist: "Open your shortlist",
    retry: "Try again",
  },
  /** The one quiet offer, on a second visit at most, where the browser can install the site. */
  install: {
    text: "Add SoleMuse to your home screen to find your shortlist in one tap.",
    accept: "Add to home screen",
    dismiss: "Not now",
  },
  /** The web app manifest. */
  manifest: {
    description: "Verified Muses for foot fetish encounters in ten cities.",
  },
} as const;

/** The API's messages about alerts (`api.alerts`). */
export const apiAlerts = {
  subscription: "This browser's push subscription is not valid. Please turn alerts on again.",
  city: "Please choose one of our cities",
  unavailable: "Alerts are not available right now. Please try again later.",
} as const;

/**
 * The shortlist (decision 0055): the header's link, the heart on directory cards and profiles, and /shortlist. It is
 * kept in the visitor's browser only, which the page says.
 */
export const shortlist = {
  /**
   * The header's link to /shortlist; `{count}`: how many Muses it holds, which the heart shows too (not in
   * parentheses: a link's name must hold what it shows, and checkers read a parenthesis as an aside).
   */
  link: "Shortlist",
  linkCount: "Shortlist: {count}",
  /** The heart on a profile, whose heading is her handle. */
  add: "Add to shortlist",
  remove: "Remove from shortlist",
  /** The heart on a directory card, naming whose card it is. */
  addMuse: "Add {handle} to shortlist",
  removeMuse: "Remove {handle} from shortlist",
  /** Said when the heart cannot save her. `{max}`: the most the shortlist holds. */
  full: "Your shortlist is full: it holds up to {max} Muses. Remove one to save another.",
  blocked: "Your shortlist could not be saved: your browser does not let this site keep data on this device.",
  metaTitle: "Your Shortlist | {brand}",
  metaDescription: "The Muses you saved with the heart, kept in this browser only.",
  title: "Your Shortlist",
  intro:
    "The Muses you saved with the heart. Your shortlist stays in this browser and is never stored on our servers. To show it, this page asks only for the saved Muses' public profiles.",
  loading: "Loading your shortlist",
  listLabel: "Saved Muses",
  empty: {
    title: "Your shortlist is empty",
    hint: "Save a Muse with the heart on her card in the directory or on her profile, and she appears here.",
    browse: "Browse the directory",
  },
  /** A saved Muse who is not listed any more (paused, suspended or gone). */
  unavailable: {
    title: "No longer available",
    text: "{handle} is no longer listed in the directory.",
    remove: "Remove",
    removeMuse: "Remove {handle} from shortlist",
  },
  failed: "Your shortlist could not be loaded. Please try again.",
  retry: "Try again",
} as const;

/**
 * The full-screen overlay of the pictures (src/lib/picture-overlay.ts): `profile.overlay`. A module of its own, as the
 * admin panel (English, no catalogue) shows the overlay too and should load these words, not the whole profile area.
 */
export const overlay = {
  close: "Close",
  previous: "Previous picture",
  next: "Next picture",
  counter: "{position} of {count}",
  report: "Report this picture",
} as const;

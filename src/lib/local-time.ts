/**
 * The time of day a `<time data-local-time datetime="…">` names, rewritten in the visitor's own time zone and the
 * page's language (the server wrote it in the site's, Europe/Zurich): "Available now · until 23:00" (decision 0067).
 * A few bytes of script on the pages that show cards, run again on the cards each fetch puts in.
 */
export function localTimes(root: ParentNode = document): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>("time[data-local-time]"))
    time.textContent = new Date(time.dateTime).toLocaleTimeString(document.documentElement.lang, {
      hour: "2-digit",
      minute: "2-digit",
    });
}

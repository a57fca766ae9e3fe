// The package root re-exports every date-fns function: on a server cold start that import alone costs over a second.
import { format } from "date-fns/format";

/** SPEC §9: US English dates; blog cards 'MMM dd, yyyy'. */
export const formatBlogDate = (date: string | Date) => format(new Date(date), "MMM dd, yyyy");
export const formatDate = (date: string | Date) =>
  new Date(date).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
export const formatDateTime = (date: string | Date) =>
  new Date(date).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

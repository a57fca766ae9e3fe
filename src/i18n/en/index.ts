// The English catalogue, the source, one file per area of the site; each other language has the same areas in one
// JSON file (src/i18n/<locale>.json).
import type { Texts } from "../texts.ts";

export { common } from "./common.ts";
export { home } from "./home.ts";
export { about } from "./about.ts";
export { becomeMuse } from "./become-muse.ts";
export { contact } from "./contact.ts";
export { blog } from "./blog.ts";
export { notFound } from "./not-found.ts";
export { legal } from "./legal.ts";
export { transparency } from "./transparency.ts";
export { directory } from "./directory.ts";
export { profile } from "./profile.ts";
export { city } from "./city.ts";
export { auth } from "./auth.ts";
export { account } from "./account.ts";
export { application } from "./application.ts";
export { dashboard } from "./dashboard.ts";
export { api } from "./api.ts";
export { mail } from "./mail.ts";
export { options } from "./options.ts";
export { ui } from "./ui.ts";
export { shortlist } from "./shortlist.ts";
export { feeds } from "./feeds.ts";
export { welcome } from "./welcome.ts";
export { imprint } from "./imprint.ts";
export { messages } from "./messages.ts";
export { alerts } from "./alerts.ts";
export { now } from "./now.ts";
export { proof } from "./proof.ts";
export { watch } from "./watch.ts";

/** What every language provides: the English catalogue's keys, each text a string. */
export type Messages = Texts<typeof import("./index.ts")>;

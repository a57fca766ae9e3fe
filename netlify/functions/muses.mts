import type { Config } from "@netlify/functions";
import { paths, route } from "../../functions/http/route.ts";
import { getDirectory } from "../../functions/muses/directory.ts";
import { getMuseProfile } from "../../functions/muses/profile.ts";
import { asksForHandles, getShortlistedMuses } from "../../functions/muses/shortlist.ts";

export const config: Config = { path: ["/api/muses", "/api/muses/:handle"] };

export default paths({
  // ?handles=a,b,c reads the Muses of a shortlist; any other query is the directory.
  "/api/muses": route({ GET: (call) => (asksForHandles(call) ? getShortlistedMuses(call) : getDirectory(call)) }),
  "/api/muses/:handle": route({ GET: getMuseProfile }),
});

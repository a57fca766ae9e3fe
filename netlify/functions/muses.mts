import type { Config } from "@netlify/functions";
import { paths, route } from "../../functions/http/route.ts";
import { getDirectory } from "../../functions/muses/directory.ts";
import { getMuseProfile } from "../../functions/muses/profile.ts";

export const config: Config = { path: ["/api/muses", "/api/muses/:handle"] };

export default paths({
  "/api/muses": route({ GET: getDirectory }),
  "/api/muses/:handle": route({ GET: getMuseProfile }),
});

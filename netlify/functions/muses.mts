import type { Config, Context } from "@netlify/functions";
import { route } from "../../functions/http/route.ts";
import { getDirectory } from "../../functions/muses/directory.ts";
import { getMuseProfile } from "../../functions/muses/profile.ts";

export const config: Config = { path: ["/api/muses", "/api/muses/:handle"] };

const directory = route({ GET: getDirectory });
const profile = route({ GET: getMuseProfile });

export default (request: Request, context?: Partial<Context>) =>
  context?.params?.handle ? profile(request, context) : directory(request, context);

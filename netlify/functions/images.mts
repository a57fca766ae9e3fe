import type { Config } from "@netlify/functions";
import { route } from "../../functions/http/route.ts";
import { serveImage } from "../../functions/images/serve.ts";

export const config: Config = { path: "/api/images/:store/:id" };

export default route({ GET: serveImage });

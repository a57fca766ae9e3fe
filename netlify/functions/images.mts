import type { Config } from "@netlify/functions";
import { paths, route } from "../../functions/http/route.ts";
import { serveImage } from "../../functions/images/serve.ts";

export const config: Config = { path: "/api/images/:store/:id" };

export default paths({ "/api/images/:store/:id": route({ GET: serveImage }) });

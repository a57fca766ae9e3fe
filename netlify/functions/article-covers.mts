import type { Config } from "@netlify/functions";
import { admin, route } from "../../functions/http/route.ts";
import { uploadArticleCover } from "../../functions/articles/cover.ts";

export const config: Config = { path: "/api/article-covers" };

export default route({ POST: admin(uploadArticleCover) });

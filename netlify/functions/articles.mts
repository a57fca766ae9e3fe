import type { Config } from "@netlify/functions";
import { admin, paths, route } from "../../functions/http/route.ts";
import { getArticle, listArticles } from "../../functions/articles/published.ts";
import { createArticle, deleteArticle, updateArticle } from "../../functions/articles/manage.ts";

/** `:article` is the slug for GET and the id for PUT and DELETE. */
export const config: Config = { path: ["/api/articles", "/api/articles/:article"] };

export default paths({
  "/api/articles": route({
    GET: listArticles, // public; ?scope=all is admin only
    POST: admin(createArticle),
  }),
  "/api/articles/:article": route({
    GET: getArticle, // public, published only
    PUT: admin(updateArticle),
    DELETE: admin(deleteArticle),
  }),
});

import type { Config, Context } from "@netlify/functions";
import { admin, route } from "../../functions/http/route.ts";
import { getArticle, listArticles } from "../../functions/articles/published.ts";
import { createArticle, deleteArticle, updateArticle } from "../../functions/articles/manage.ts";

/** `:article` is the slug for GET and the id for PUT and DELETE. */
export const config: Config = { path: ["/api/articles", "/api/articles/:article"] };

const articles = route({
  GET: listArticles, // public; ?scope=all is admin only
  POST: admin(createArticle),
});
const article = route({
  GET: getArticle, // public, published only
  PUT: admin(updateArticle),
  DELETE: admin(deleteArticle),
});

export default (request: Request, context?: Partial<Context>) =>
  context?.params?.article ? article(request, context) : articles(request, context);

import { useEffect, useState } from "react";
import { api } from "../../lib/api.ts";
import { articleDate, formatBlogDate } from "../../lib/format.ts";
import { EmptyState } from "../ui/EmptyState.tsx";
import { SkeletonCards } from "../ui/Skeleton.tsx";
import type { PublishedArticle } from "../../domain/blog.ts";
import { blogListFor } from "../../domain/article-versions.ts";
import { TextsProvider, useLocale, useMessages, type IslandTexts } from "../../i18n/react.tsx";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, localizedPath } from "../../i18n/paths.ts";

/** SPEC §2: six placeholders while the list loads in the browser. */
const PLACEHOLDERS = 6;

function ArticleCard({ article }: { article: PublishedArticle }) {
  const locale = useLocale();
  // An article is shown as written, in its own language: where that is not the page's, its words are marked with it.
  const written = article.language === locale ? undefined : LANGUAGE_TAGS[article.language];
  return (
    <li className="group relative flex flex-col" data-article-card={article.slug}>
      {/* The cover, image first in the blog's 3:2 crop (docs/design/BRAND.md); a blush frame without one. */}
      <div className="mb-5 aspect-[3/2] overflow-hidden rounded-xl bg-blush">
        {article.featured_image_url && (
          <img
            src={article.featured_image_url}
            alt=""
            width={1200}
            height={800}
            className="picture-fade h-full w-full object-cover transition duration-300 group-hover:opacity-90"
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <h2 className="text-2xl leading-tight" lang={written}>
        <a
          href={localizedPath(locale, `/blog/${article.slug}`)}
          className="after:absolute after:inset-0 after:rounded-xl group-hover:underline group-hover:decoration-1 group-hover:underline-offset-4 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-rose"
        >
          {article.title}
        </a>
      </h2>
      {article.excerpt && (
        <p className="mt-3 line-clamp-3 text-stone-700" lang={written}>
          {article.excerpt}
        </p>
      )}
      <p className="mt-auto pt-5 text-sm text-stone-700">
        <span>{article.author}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={new Date(articleDate(article)).toISOString()} data-article-date>
          {formatBlogDate(articleDate(article), locale)}
        </time>
        {written && (
          <>
            <span aria-hidden="true"> · </span>
            <span lang={written} data-article-language>
              {LANGUAGE_NAMES[article.language]}
            </span>
          </>
        )}
      </p>
    </li>
  );
}

/**
 * A language's blog list: its own articles first, then the others, each marked with its language (an article with a
 * translation in the page's language is listed as that translation). The page renders it on the server with the
 * articles (no JavaScript shipped); only when the server could not read them is it hydrated with null, and then it
 * loads them here.
 */
export function BlogList({
  initialArticles,
  texts,
}: {
  initialArticles: PublishedArticle[] | null;
  texts: IslandTexts<"blog">;
}) {
  return (
    <TextsProvider texts={texts}>
      <Articles initialArticles={initialArticles} />
    </TextsProvider>
  );
}

function Articles({ initialArticles }: { initialArticles: PublishedArticle[] | null }) {
  const { list, unavailable } = useMessages().blog;
  const locale = useLocale();
  const [articles, setArticles] = useState(initialArticles);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (initialArticles) return;
    api<{ articles: PublishedArticle[] }>("/api/articles")
      .then((result) => setArticles(result.articles))
      .catch((error: unknown) => {
        console.error("Error loading articles", error);
        setFailed(true);
      });
  }, [initialArticles]);

  // Articles that could not be loaded are not "No Articles Yet".
  if (failed) return <EmptyState title={unavailable.listTitle} hint={unavailable.listText} />;
  if (articles === null) return <SkeletonCards count={PLACEHOLDERS} label={list.loading} />;
  if (articles.length === 0) {
    return (
      <EmptyState title={list.empty.title} hint={list.empty.hint}>
        <a href={localizedPath(locale, "/")} className="btn-primary">
          {list.empty.home}
        </a>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-article-list>
      {blogListFor(locale, articles).map((article) => (
        <ArticleCard key={article.id} article={article} />
      ))}
    </ul>
  );
}

import { lazy, Suspense, useEffect, useState } from "react";
import { Switch } from "../../ui/Switch.tsx";
import { ConfirmDialog } from "../../ui/Modal.tsx";
import { useStaysTrue } from "../../ui/useStaysTrue.ts";
import { ExternalLink } from "../../ui/icons/external-link.ts";
import { Pencil } from "../../ui/icons/pencil.ts";
import { Plus } from "../../ui/icons/plus.ts";
import { Trash2 } from "../../ui/icons/trash2.ts";
import { toast } from "../../../lib/toasts.ts";
import { api } from "../../../lib/api.ts";
import { formatBlogDate } from "../../../lib/format.ts";
import { BLOG_MESSAGES } from "../../../domain/messages.ts";
import { say } from "../../../lib/say.ts";
import type { Article } from "../../../domain/blog.ts";
import { Badge } from "../../ui/badges.tsx";
import { LANGUAGE_NAMES, localizedPath } from "../../../i18n/paths.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { SkeletonCards } from "../../ui/Skeleton.tsx";
import { AdminShell } from "../AdminShell.tsx";
import { CardTitle, RowButton } from "../AdminList.tsx";
import { leaveIfRefused } from "../session.ts";
import { toPayload } from "./form.ts";

/** SPEC §2: three placeholders while the list loads. */
const PLACEHOLDERS = 3;

/** SPEC §9: admin lists newest first. */
const newestFirst = (articles: Article[]) =>
  [...articles].sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime());

function StatusPill({ published }: { published: boolean }) {
  return (
    <Badge
      data-article-status
      className={published ? "bg-emerald-100 text-emerald-800" : "bg-stone-200 text-stone-700"}
    >
      {published ? "Published" : "Draft"}
    </Badge>
  );
}

/** Which original a translation translates, by its title. */
function Translates({ article, articles }: { article: Article; articles: Article[] }) {
  const original = articles.find((other) => other.id === article.translation_of);
  if (!original) return null;
  return (
    <p className="mt-1 text-sm text-stone-700" data-article-translates>
      Translation of <span lang={original.language}>{original.title}</span>
    </p>
  );
}

// The editor (its form library, rules and Markdown preview) loads with the first article opened or created.
const ArticleDialog = lazy(() => import("./ArticleDialog.tsx").then((module) => ({ default: module.ArticleDialog })));

/** /admin/blog: write, publish, unpublish and delete articles. */
export function AdminBlog() {
  const [articles, setArticles] = useState<Article[] | null>(null);
  const [editing, setEditing] = useState<Article | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const editorWanted = useStaysTrue(dialogOpen);
  const [deleting, setDeleting] = useState<Article | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    api<{ articles: Article[] }>("/api/articles?scope=all", { cache: "no-store" })
      .then((result) => setArticles(newestFirst(result.articles)))
      .catch((error: unknown) => {
        if (leaveIfRefused(error)) return;
        console.error("Error loading articles", error);
        toast.error(BLOG_MESSAGES.loadFailed);
        setArticles([]);
      });
  }, []);

  function openEditor(article: Article | null) {
    setEditing(article);
    setDialogOpen(true);
  }

  function saved(article: Article, created: boolean) {
    setArticles((current) =>
      newestFirst(
        created ? [article, ...(current ?? [])] : (current ?? []).map((a) => (a.id === article.id ? article : a)),
      ),
    );
    setDialogOpen(false);
  }

  async function togglePublished(article: Article) {
    setBusyId(article.id);
    try {
      const result = await api<{ article: Article }>(`/api/articles/${article.id}`, {
        method: "PUT",
        json: await toPayload(article, { published: !article.published }),
      });
      saved(result.article, false);
      toast.success(BLOG_MESSAGES.updated);
    } catch (error) {
      if (leaveIfRefused(error)) return;
      console.error("Error changing the published state", error);
      toast.error(BLOG_MESSAGES.saveFailed);
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    const article = deleting;
    if (!article) return;
    setBusyId(article.id);
    try {
      await api(`/api/articles/${article.id}`, { method: "DELETE" });
      setArticles((current) => (current ?? []).filter((a) => a.id !== article.id));
      toast.success(BLOG_MESSAGES.deleted);
    } catch (error) {
      if (leaveIfRefused(error)) return;
      console.error("Error deleting article", error);
      toast.error(BLOG_MESSAGES.deleteFailed);
    } finally {
      setBusyId(null);
      setDeleting(null);
    }
  }

  return (
    <AdminShell
      title="Blog Management"
      subtitle="Write, publish and retire articles."
      actions={
        <button type="button" className="btn-primary" onClick={() => openEditor(null)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New Article
        </button>
      }
    >
      {articles === null ? (
        <SkeletonCards count={PLACEHOLDERS} label="Loading articles" variant="rows" />
      ) : articles.length === 0 ? (
        <EmptyState title="No articles yet" hint="Write the first one with New Article." />
      ) : (
        <ul className="space-y-4" data-admin-articles>
          {articles.map((article) => (
            <li key={article.id} className="card" data-admin-article={article.slug}>
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div className="min-w-0 flex-1">
                  <CardTitle
                    status={
                      <>
                        <StatusPill published={article.published} />
                        <Badge className="bg-stone-100 text-stone-700" data-article-language>
                          {LANGUAGE_NAMES[article.language]}
                        </Badge>
                      </>
                    }
                    className="break-words"
                  >
                    <span lang={article.language}>{article.title}</span>
                  </CardTitle>
                  <p className="mt-1 text-sm break-all text-stone-700">/blog/{article.slug}</p>
                  <Translates article={article} articles={articles} />
                  <p className="mt-1 text-sm text-stone-700">
                    {article.author} · Created {formatBlogDate(article.created_at)}
                    {article.published && article.published_at && (
                      <> · Published {formatBlogDate(article.published_at)}</>
                    )}
                  </p>
                  {article.excerpt && <p className="mt-2 line-clamp-2 text-stone-800">{article.excerpt}</p>}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <div className="mr-2 flex items-center gap-2">
                    <Switch
                      id={`published-${article.id}`}
                      checked={article.published}
                      disabled={busyId === article.id}
                      onChange={() => void togglePublished(article)}
                      aria-label={`Published: ${article.title}`}
                    />
                    <span className="text-sm text-stone-700" aria-hidden="true">
                      Published
                    </span>
                  </div>
                  {article.published && (
                    <a
                      href={localizedPath(article.language, `/blog/${article.slug}`)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="btn-secondary !px-4 !py-2"
                    >
                      <ExternalLink className="h-4 w-4" aria-hidden="true" />
                      View<span className="sr-only"> {article.title} (opens in a new tab)</span>
                    </a>
                  )}
                  <RowButton icon={Pencil} target={` ${article.title}`} onClick={() => openEditor(article)}>
                    Edit
                  </RowButton>
                  <RowButton
                    icon={Trash2}
                    look="danger-outline"
                    target={` ${article.title}`}
                    onClick={() => setDeleting(article)}
                  >
                    Delete
                  </RowButton>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editorWanted && (
        <Suspense fallback={null}>
          <ArticleDialog
            article={editing}
            articles={articles ?? []}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            onSaved={saved}
          />
        </Suspense>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Article"
        description={say(BLOG_MESSAGES.deleteConfirm)}
        descriptionData={{ "data-delete-confirmation": true }}
        confirmLabel="Delete"
        destructive
        busy={busyId !== null}
        onConfirm={() => void confirmDelete()}
      />
    </AdminShell>
  );
}

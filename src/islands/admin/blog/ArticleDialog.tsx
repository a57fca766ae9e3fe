import { useEffect, useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Switch } from "../../ui/Switch.tsx";
import { Tabs } from "../../ui/Tabs.tsx";
import { toast } from "../../../lib/toasts.ts";
import { api, ApiClientError, errorMessage } from "../../../lib/api.ts";
import { articleSchema, slugify } from "../../../domain/blog.ts";
import { BLOG_MESSAGES } from "../../../domain/messages.ts";
import type { Article } from "../../../domain/blog.ts";
import { showFieldErrors } from "../../ui/api-errors.ts";
import { describedBy, FieldError, inputClass } from "../../ui/FormField.tsx";
import { Form, FormControl } from "../../ui/FormControl.tsx";
import { Modal, ModalClose } from "../../ui/Modal.tsx";
import { leaveIfRefused } from "../session.ts";
import { emptyArticle, toFormValues, type ArticlePayload } from "./form.ts";
import { LOCALES } from "../../../domain/locales.ts";
import { LANGUAGE_NAMES } from "../../../i18n/paths.ts";

interface Props {
  /** The article being edited, null for a new one; the dialog is closed when `open` is false. */
  article: Article | null;
  /** Every article: the originals an article can translate are chosen from them. */
  articles: Article[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (article: Article, created: boolean) => void;
}

type Renderer = (markdown: string) => string;

/**
 * The Markdown renderer (marked and DOMPurify, most of this page's weight), fetched the first time it is `wanted`:
 * an admin who only lists or publishes articles never loads it.
 */
function useMarkdownRenderer(wanted: boolean): Renderer | null {
  const [renderer, setRenderer] = useState<Renderer | null>(null);
  useEffect(() => {
    if (!wanted || renderer) return;
    import("../../../lib/markdown-preview.ts").then(
      ({ renderMarkdown }) => setRenderer(() => renderMarkdown),
      (error: unknown) => {
        console.error("Error loading the preview", error);
        toast.error(BLOG_MESSAGES.previewFailed);
      },
    );
  }, [wanted, renderer]);
  return renderer;
}

/** Create or edit one article: SPEC §5 blog form, with a Markdown preview rendered like the public page. */
export function ArticleDialog({ article, articles, open, onOpenChange, onSaved }: Props) {
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const [tab, setTab] = useState("write");
  const form = useForm({
    resolver: zodResolver(articleSchema),
    defaultValues: emptyArticle,
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (!open) return;
    reset(article ? toFormValues(article) : emptyArticle);
    setTab("write");
  }, [open, article, reset]);

  const [title, content, published, language, cover] = watch([
    "title",
    "content",
    "published",
    "language",
    "featured_image_url",
  ]);
  // An original it can translate: another original, in another language. An article with translations stays theirs.
  const hasTranslations = article !== null && articles.some((other) => other.translation_of === article.id);
  const originals = articles.filter(
    (other) => other.translation_of === null && other.id !== article?.id && other.language !== language,
  );
  const generatedSlug = slugify(title ?? "");
  const renderMarkdown = useMarkdownRenderer(tab === "preview");
  const preview = useMemo(
    () => (tab === "preview" && renderMarkdown ? renderMarkdown(content ?? "") : ""),
    [tab, content, renderMarkdown],
  );

  async function save(payload: ArticlePayload) {
    try {
      const { article: saved } = article
        ? await api<{ article: Article }>(`/api/articles/${article.id}`, { method: "PUT", json: payload })
        : await api<{ article: Article }>("/api/articles", { method: "POST", json: payload });
      toast.success(article ? BLOG_MESSAGES.updated : BLOG_MESSAGES.created);
      onSaved(saved, !article);
    } catch (error) {
      if (leaveIfRefused(error)) return;
      console.error("Error saving article", error);
      // A taken slug, or a language another version of the article is in, is on its field.
      showFieldErrors(error, { setError, getValues });
      if (error instanceof ApiClientError && error.fields) setTab("write");
      toast.error(BLOG_MESSAGES.saveFailed);
    }
  }

  const contentError = errors.content?.message;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      width="3xl"
      title={article ? "Edit Article" : "New Article"}
      description="Content is written in Markdown. Only published articles appear on the blog."
    >
      <Form form={form} className="mt-6 space-y-5" noValidate onSubmit={handleSubmit(save)} data-article-form>
        <FormControl name="title" id={id("title")} label="Title">
          <input />
        </FormControl>
        <FormControl name="slug" id={id("slug")} label="Slug" hint="Leave empty to generate it from the title.">
          <input placeholder={generatedSlug || "generated-from-the-title"} />
        </FormControl>

        <div>
          <Tabs.Root value={tab} onValueChange={setTab}>
            <div className="flex items-end justify-between gap-3">
              <label htmlFor={id("content")} className="text-sm font-medium">
                Content
              </label>
              <Tabs.List className="flex gap-1 rounded-full bg-stone-100 p-1" aria-label="Content view">
                {[
                  ["write", "Write"],
                  ["preview", "Preview"],
                ].map(([value, label]) => (
                  <Tabs.Trigger
                    key={value}
                    value={value!}
                    className="rounded-full px-4 py-1 text-sm font-medium text-stone-700 data-[state=active]:bg-white data-[state=active]:text-rose data-[state=active]:shadow"
                  >
                    {label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </div>
            <Tabs.Content value="write" forceMount className="data-[state=inactive]:hidden">
              <textarea
                id={id("content")}
                rows={14}
                className={`${inputClass} font-mono text-sm`}
                aria-invalid={contentError ? true : undefined}
                aria-describedby={describedBy(id("content"), contentError)}
                {...register("content")}
              />
            </Tabs.Content>
            <Tabs.Content value="preview" className="mt-1">
              {content?.trim() && !renderMarkdown ? (
                <p className="rounded-lg border border-stone-200 bg-paper p-4 text-stone-700">Rendering the preview…</p>
              ) : content?.trim() ? (
                <div
                  className="prose-legal min-h-40 rounded-lg border border-stone-200 bg-paper p-4"
                  data-article-preview
                  dangerouslySetInnerHTML={{ __html: preview }}
                />
              ) : (
                <p className="rounded-lg border border-stone-200 bg-paper p-4 text-stone-700">
                  Nothing to preview yet.
                </p>
              )}
            </Tabs.Content>
          </Tabs.Root>
          <FieldError id={id("content")} message={contentError} />
        </div>

        <FormControl name="excerpt" id={id("excerpt")} label="Excerpt" hint="Shown on the blog card.">
          <textarea rows={3} />
        </FormControl>
        <FormControl
          name="language"
          id={id("language")}
          label="Language"
          hint="The language the article is written in. It is shown as written on every language's blog."
        >
          <select>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </select>
        </FormControl>
        <FormControl
          name="translation_of"
          id={id("translation_of")}
          label="Translation of"
          hint={
            hasTranslations
              ? "This article has translations, so it is an original."
              : "The original article this one translates: their pages link each other, and each language's blog lists the version in its language."
          }
        >
          <select disabled={hasTranslations}>
            <option value="">None: this is an original</option>
            {originals.map((original) => (
              <option key={original.id} value={original.id}>
                {original.title} ({LANGUAGE_NAMES[original.language]})
              </option>
            ))}
          </select>
        </FormControl>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormControl name="author" id={id("author")} label="Author">
            <input />
          </FormControl>
          <FormControl name="featured_image_url" id={id("featured_image_url")} label="Featured image URL">
            <input type="url" inputMode="url" placeholder="https://" />
          </FormControl>
          <CoverUpload
            id={id("cover")}
            cover={typeof cover === "string" ? cover : ""}
            onUploaded={(url) => setValue("featured_image_url", url, { shouldDirty: true })}
          />
        </div>
        <FormControl name="meta_title" id={id("meta_title")} label="Meta title" hint="Defaults to the title.">
          <input placeholder={title || undefined} />
        </FormControl>
        <FormControl
          name="meta_description"
          id={id("meta_description")}
          label="Meta description"
          hint="Shown by search engines and share previews; the excerpt is used when empty."
        >
          <textarea rows={2} />
        </FormControl>

        <div className="flex items-center gap-3">
          <Switch
            id={id("published")}
            checked={published}
            onChange={(event) => setValue("published", event.target.checked, { shouldDirty: true })}
          />
          <label htmlFor={id("published")} className="text-sm font-medium">
            Published
          </label>
        </div>

        <div className="flex justify-end gap-3 border-t border-stone-200 pt-5">
          <ModalClose type="button" className="btn-secondary">
            Cancel
          </ModalClose>
          <button type="submit" className="btn-primary" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : article ? "Update Article" : "Create Article"}
          </button>
        </div>
      </Form>
    </Modal>
  );
}

/**
 * The cover picture's upload: the file goes through the site's picture processing (POST /api/article-covers) and its
 * address fills "Featured image URL"; the cover shows beside it in the 3:2 crop the blog uses.
 */
function CoverUpload({ id, cover, onUploaded }: { id: string; cover: string; onUploaded: (url: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");
  return (
    <div className="flex items-end gap-4 sm:col-span-2">
      {cover && <img src={cover} alt="" className="aspect-[3/2] w-32 rounded-lg bg-blush object-cover" />}
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          Upload a cover picture
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          aria-describedby={failure ? `${id}-error` : undefined}
          className="mt-1 block text-sm file:mr-3 file:rounded-full file:border-0 file:bg-blush file:px-4 file:py-2 file:font-semibold file:text-rose"
          onChange={async (event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return;
            const body = new FormData();
            body.set("image", file);
            setBusy(true);
            setFailure("");
            try {
              const { url } = await api<{ url: string }>("/api/article-covers", { method: "POST", body });
              onUploaded(url);
            } catch (error) {
              setFailure(errorMessage(error));
            } finally {
              setBusy(false);
            }
          }}
        />
        {failure && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {failure}
          </p>
        )}
      </div>
    </div>
  );
}

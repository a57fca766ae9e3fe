import { Section } from "../ui/Section.tsx";
import { lazy, Suspense, useEffect, useState, type ButtonHTMLAttributes } from "react";
import type { Icon as IconComponent } from "../ui/icon.tsx";
import { toast } from "../../lib/toasts.ts";
import { ArrowDown } from "../ui/icons/arrow-down.ts";
import { ArrowUp } from "../ui/icons/arrow-up.ts";
import { ImagePlus } from "../ui/icons/image-plus.ts";
import { Pencil } from "../ui/icons/pencil.ts";
import { Trash2 } from "../ui/icons/trash2.ts";
import { MODERATION_MESSAGES } from "../../domain/messages.ts";
import { PROFILE_MESSAGES } from "../../domain/messages.ts";
import { api } from "../../lib/api.ts";
import type { GalleryImage } from "../../domain/profile.ts";
import { cardImageUrl } from "../../lib/muses.ts";
import { showApiError } from "../ui/api-errors.ts";
import { ConfirmDialog } from "../ui/Modal.tsx";
import { pictureBody, UploadButton } from "../ui/UploadButton.tsx";
import { useStaysTrue } from "../ui/useStaysTrue.ts";
import { useMessages } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";

// The caption dialog and its form library load with the first picture chosen or caption edited.
const CaptionDialog = lazy(() => import("./CaptionDialog.tsx").then((module) => ({ default: module.CaptionDialog })));

interface Props {
  handle: string;
  images: GalleryImage[];
  onChange: (images: GalleryImage[]) => void;
}

/** A small button of a picture that shows only its icon; `label` names it and its picture. */
function IconButton({
  icon: Icon,
  label,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { icon: IconComponent; label: string }) {
  return (
    <button
      type="button"
      className="rounded-full p-2 text-stone-700 hover:bg-blush disabled:opacity-40"
      aria-label={label}
      {...props}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}

export function GalleryCard({ handle, images, onChange }: Props) {
  const t = useMessages().dashboard.gallery;
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  // Deleting cannot be undone (the picture's file is gone with it), so it is asked first, as every such action.
  const [confirming, setConfirming] = useState<GalleryImage | null>(null);
  const [moving, setMoving] = useState(false);
  // The picture she chose, waiting for its caption; Cancel drops it and nothing is uploaded.
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const [editing, setEditing] = useState<GalleryImage | null>(null);
  const captionsWanted = useStaysTrue(picked !== null || editing !== null);

  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.preview);
  }, [picked]);

  // The caption is asked only once the file is known to be an image.
  const pick = (file: File) => setPicked({ file, preview: URL.createObjectURL(file) });

  async function upload(file: File, caption: string | null) {
    setUploading(true);
    try {
      const body = await pictureBody(file);
      if (caption) body.set("caption", caption);
      const { image } = await api<{ image: GalleryImage }>("/api/dashboard/gallery", { method: "POST", body });
      onChange([...images, image]);
      toast.success(PROFILE_MESSAGES.uploaded);
      setPicked(null);
    } catch (error) {
      console.error("Gallery upload failed", error);
      toast.error(PROFILE_MESSAGES.uploadFailed.title, { description: PROFILE_MESSAGES.uploadFailed.description });
    } finally {
      setUploading(false);
    }
  }

  async function saveCaption(image: GalleryImage, caption: string | null) {
    try {
      const { image: saved } = await api<{ image: GalleryImage }>(
        `/api/dashboard/gallery/${encodeURIComponent(image.id)}`,
        { method: "PATCH", json: { caption } },
      );
      onChange(images.map((current) => (current.id === saved.id ? saved : current)));
      toast.success(PROFILE_MESSAGES.captionSaved);
      setEditing(null);
    } catch (error) {
      console.error("Saving a caption failed", error);
      showApiError(error, PROFILE_MESSAGES.captionFailed.title, PROFILE_MESSAGES.captionFailed.description);
    }
  }

  async function remove(image: GalleryImage) {
    setDeleting(image.id);
    try {
      await api(`/api/dashboard/gallery/${encodeURIComponent(image.id)}`, { method: "DELETE" });
      onChange(images.filter((current) => current.id !== image.id));
      toast.success(PROFILE_MESSAGES.deleted);
    } catch (error) {
      console.error("Gallery delete failed", error);
      toast.error(PROFILE_MESSAGES.deleteFailed.title, { description: PROFILE_MESSAGES.deleteFailed.description });
    } finally {
      setDeleting(null);
      setConfirming(null);
    }
  }

  /** Swaps an image with its neighbour; the list shows the new order at once and goes back if the save fails. */
  async function move(index: number, by: -1 | 1) {
    const reordered = [...images];
    const [image] = reordered.splice(index, 1);
    reordered.splice(index + by, 0, image!);
    setMoving(true);
    onChange(reordered);
    try {
      const { gallery } = await api<{ gallery: GalleryImage[] }>("/api/dashboard/gallery/order", {
        method: "PUT",
        json: { ids: reordered.map((current) => current.id) },
      });
      onChange(gallery);
      toast.success(MODERATION_MESSAGES.galleryOrderSaved);
    } catch (error) {
      console.error("Reordering the gallery failed", error);
      onChange(images);
      toast.error(MODERATION_MESSAGES.galleryOrderFailed);
    } finally {
      setMoving(false);
    }
  }

  return (
    <Section title={t.title} id="gallery-title">
      <p className="mt-2 text-sm text-stone-600">{t.intro}</p>
      <div className="mt-4">
        <UploadButton
          icon={ImagePlus}
          texts={{ ...t, file: undefined }}
          failed={PROFILE_MESSAGES.uploadFailed.title}
          busy={uploading}
          className="btn-primary !px-4 !py-2"
          inputId="gallery-upload"
          onPicture={pick}
        />
      </div>

      {images.length === 0 ? (
        <p className="mt-6 rounded-xl bg-blush px-4 py-6 text-center text-stone-700">{t.empty}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3" aria-label={t.list}>
          {images.map((image, index) => {
            const name = image.caption || format(t.image, { number: index + 1 });
            return (
              <li
                key={image.id}
                className="overflow-hidden rounded-xl border border-stone-200"
                data-gallery-image={image.id}
              >
                <img
                  src={cardImageUrl(image.image_url)}
                  // The caption stands beside it as text: an alt repeating it would be read twice.
                  alt={format(t.alt, { handle, number: index + 1 })}
                  className="aspect-square w-full object-cover"
                  loading="lazy"
                />
                <div className="flex flex-wrap items-center justify-between gap-x-2 p-2">
                  <span className="min-w-0 flex-1 truncate text-sm text-stone-700">{image.caption}</span>
                  <span className="flex shrink-0 items-center">
                    <IconButton
                      icon={Pencil}
                      label={format(t.editCaption, { name })}
                      onClick={() => setEditing(image)}
                    />
                    <IconButton
                      icon={ArrowUp}
                      label={format(t.moveUp, { name })}
                      disabled={moving || index === 0}
                      onClick={() => void move(index, -1)}
                    />
                    <IconButton
                      icon={ArrowDown}
                      label={format(t.moveDown, { name })}
                      disabled={moving || index === images.length - 1}
                      onClick={() => void move(index, 1)}
                    />
                    <button
                      type="button"
                      className="rounded-full p-2 text-red-700 hover:bg-red-50 disabled:opacity-50"
                      aria-label={format(t.delete, { name })}
                      disabled={deleting === image.id}
                      onClick={() => setConfirming(image)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Suspense fallback={null}>
        {captionsWanted && (
          <CaptionDialog
            open={picked !== null}
            title={t.uploadDialog.title}
            description={t.uploadDialog.description}
            caption={null}
            preview={picked?.preview}
            submitLabel={t.uploadDialog.submit}
            busyLabel={t.uploadDialog.busy}
            onSubmit={(caption) => (picked ? upload(picked.file, caption) : Promise.resolve())}
            onOpenChange={(open) => !open && setPicked(null)}
          />
        )}
        {captionsWanted && (
          <CaptionDialog
            open={editing !== null}
            title={t.captionDialog.title}
            description={t.captionDialog.description}
            caption={editing?.caption ?? null}
            preview={editing ? cardImageUrl(editing.image_url) : undefined}
            submitLabel={t.captionDialog.submit}
            busyLabel={t.captionDialog.busy}
            onSubmit={(caption) => (editing ? saveCaption(editing, caption) : Promise.resolve())}
            onOpenChange={(open) => !open && setEditing(null)}
          />
        )}
      </Suspense>
      <ConfirmDialog
        open={confirming !== null}
        title={t.deleteDialog.title}
        description={t.deleteDialog.description}
        confirmLabel={deleting ? t.deleteDialog.busy : t.deleteDialog.confirm}
        busy={deleting !== null}
        destructive
        onConfirm={() => confirming && void remove(confirming)}
        onOpenChange={(open) => !open && setConfirming(null)}
      />
    </Section>
  );
}

import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CAPTION_MAX, gallerySchema } from "../../domain/profile.ts";
import { Form, FormControl } from "../ui/FormControl.tsx";
import { Modal, ModalClose } from "../ui/Modal.tsx";
import { useMessages } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";

interface Props {
  open: boolean;
  title: string;
  description: string;
  /** What the field starts with; null for no caption. */
  caption: string | null;
  /** The picture the caption is for, shown above the field. */
  preview: string | undefined;
  submitLabel: string;
  busyLabel: string;
  /** Sends the caption (null for none); the dialog stays open, its buttons disabled, until it has answered. */
  onSubmit: (caption: string | null) => Promise<void>;
  onOpenChange: (open: boolean) => void;
}

/**
 * A gallery picture's caption, asked for on upload and when she edits one: one optional field with the server's
 * rule (`gallerySchema`), Cancel, and a submit button that Enter presses too.
 */
export function CaptionDialog({
  open,
  title,
  description,
  caption,
  preview,
  submitLabel,
  busyLabel,
  onSubmit,
  onOpenChange,
}: Props) {
  const t = useMessages().dashboard.gallery;
  const id = useId();
  const form = useForm({ resolver: zodResolver(gallerySchema), defaultValues: { caption: caption ?? "" } });
  const {
    handleSubmit,
    reset,
    setFocus,
    watch,
    formState: { isSubmitting },
  } = form;

  useEffect(() => {
    if (open) reset({ caption: caption ?? "" });
  }, [open, caption, reset]);

  const typed = watch("caption");
  const length = typeof typed === "string" ? typed.length : 0;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      title={title}
      description={description}
      width="md"
      onOpened={() => {
        setFocus("caption");
      }}
    >
      <Form form={form} className="mt-5" noValidate onSubmit={handleSubmit(({ caption: sent }) => onSubmit(sent))}>
        {preview && <img src={preview} alt="" className="mb-4 max-h-48 w-full rounded-xl bg-blush object-contain" />}
        <FormControl
          name="caption"
          id={id}
          label={t.caption}
          hint={format(t.captionCount, { count: length, max: CAPTION_MAX })}
        >
          <input type="text" maxLength={CAPTION_MAX} autoComplete="off" />
        </FormControl>
        <div className="mt-6 flex justify-end gap-3">
          <ModalClose type="button" className="btn-secondary" disabled={isSubmitting}>
            {t.cancel}
          </ModalClose>
          <button type="submit" className="btn-primary" disabled={isSubmitting}>
            {isSubmitting ? busyLabel : submitLabel}
          </button>
        </div>
      </Form>
    </Modal>
  );
}

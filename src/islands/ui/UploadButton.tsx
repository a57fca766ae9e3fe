import { useRef, useState, type RefObject } from "react";
import { toast } from "../../lib/toasts.ts";
import { showApiError } from "./api-errors.ts";
import { downscaleImage, isImageFile } from "../../lib/images/downscale.ts";
import type { Icon } from "./icon.tsx";

interface Props {
  icon: Icon;
  /** The button's words (and while `busy`), the hidden file input's name, and the description of a refused file. */
  texts: { upload: string; uploading: string; file: string; notAnImage: string };
  /** The failure toast's title. */
  failed: string;
  busy: boolean;
  className?: string;
  /** The file input's id, where a test or label needs one. */
  inputId?: string;
  /** Called with the chosen picture; anything that is not an image is refused before. */
  onPicture: (file: File) => void;
  /** Instead of opening the file chooser at once (to ask first); the caller opens it through `input`. */
  onClick?: () => void;
  input?: RefObject<HTMLInputElement | null>;
}

/**
 * A picture upload's button: it opens the browser's file chooser (a hidden input) and hands over the chosen file
 * once it is known to be an image; any other file gets the failure toast.
 */
export function UploadButton({ icon: Icon, texts, failed, busy, className = "btn-primary", ...props }: Props) {
  const own = useRef<HTMLInputElement>(null);
  const input = props.input ?? own;
  const { inputId, onPicture, onClick } = props;
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy}
        onClick={() => (onClick ? onClick() : input.current?.click())}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
        {busy ? texts.uploading : texts.upload}
      </button>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        className="hidden"
        tabIndex={-1}
        aria-label={texts.file}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          if (isImageFile(file)) onPicture(file);
          else toast.error(failed, { description: texts.notAnImage });
        }}
      />
    </>
  );
}

/** The body that uploads a picture: the file downscaled for the web, under `image`. */
export async function pictureBody(file: File): Promise<FormData> {
  const body = new FormData();
  body.set("image", await downscaleImage(file));
  return body;
}

/**
 * Sends a chosen picture with `send`: `busy` meanwhile, the answer's message as a toast and `onSent` with the answer,
 * or the failure under `failed`.
 */
export function usePictureSend<Answer extends { message: string }>(
  send: (file: File) => Promise<Answer>,
  onSent: (answer: Answer) => void,
  failed: string,
): { busy: boolean; sendPicture: (file: File) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  async function sendPicture(file: File) {
    setBusy(true);
    try {
      const answer = await send(file);
      onSent(answer);
      toast.success(answer.message);
    } catch (error) {
      showApiError(error, failed);
    } finally {
      setBusy(false);
    }
  }
  return { busy, sendPicture };
}

import { useRef, useState, type RefObject } from "react";
import { toast } from "../../lib/toasts.ts";
import { showApiError } from "./api-errors.ts";
import { downscaleForUpload, isImageFile } from "../../lib/images/upload.ts";
import type { Icon } from "./icon.tsx";

interface Props {
  icon?: Icon;
  /**
   * The button's words (and while `busy`), the hidden file input's name, the description of a refused file, and, for
   * a drop zone, what it says beside the button (the zone's words name its input).
   */
  texts: { upload: string; uploading?: string; file?: string; notAnImage: string; drop?: string };
  /** The failure toast's title, for a file that is not an image (unless `onRefused` says it otherwise). */
  failed?: string;
  busy?: boolean;
  className?: string;
  /** The file input's id, where a label or a test needs one (FieldControl gives it as `id`), and its form name. */
  inputId?: string;
  id?: string;
  name?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  /** Called with the chosen or dropped picture; anything that is not an image is refused before. */
  onPicture: (file: File) => void;
  /** Instead of the failure toast, when the file is not an image. */
  onRefused?: () => void;
  /** Instead of opening the file chooser at once (to ask first); the caller opens it through `input`. */
  onClick?: () => void;
  input?: RefObject<HTMLInputElement | null>;
}

/**
 * Where every picture is picked (issue 47): words in the page's language, never the browser's own "Choose File / No
 * file chosen". With `texts.drop`, a drop zone: the file input itself lies unseen over the whole zone, so a click
 * anywhere opens the chooser, a picture dropped on it is taken as the browser takes one, and the keyboard and screen
 * readers meet a native file input (named by its field's label, its state given by FieldControl). Without, a button
 * that opens the chooser of a hidden input (or asks first, `onClick`). The file is handed over once it is known to be
 * an image; any other file gets the failure toast, or `onRefused`.
 */
export function UploadButton({ icon: Icon, texts, busy = false, className = "btn-primary", ...props }: Props) {
  const own = useRef<HTMLInputElement>(null);
  const input = props.input ?? own;
  const { onPicture, onRefused = () => toast.error(props.failed!, { description: texts.notAnImage }) } = props;
  const face = (
    <>
      {Icon && <Icon className="h-4 w-4" aria-hidden="true" />}
      {busy ? texts.uploading : texts.upload}
    </>
  );
  const field = (
    <input
      ref={input}
      id={props.id ?? props.inputId}
      name={props.name}
      aria-invalid={props["aria-invalid"]}
      aria-describedby={props["aria-describedby"]}
      type="file"
      accept="image/*"
      className="hidden"
      aria-label={texts.file}
      disabled={busy}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = "";
        if (file) (isImageFile(file) ? onPicture : onRefused)(file);
      }}
    />
  );
  return texts.drop ? (
    <label className="drop-zone">
      {field}
      <span className={className}>{face}</span>
      {texts.drop}
    </label>
  ) : (
    <>
      <button
        type="button"
        className={className}
        disabled={busy}
        onClick={() => (props.onClick ? props.onClick() : input.current?.click())}
      >
        {face}
      </button>
      {field}
    </>
  );
}

/** The body that uploads a picture: the file downscaled for the web, under `image`. */
export async function pictureBody(file: File): Promise<FormData> {
  const body = new FormData();
  body.set("image", await downscaleForUpload(file));
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

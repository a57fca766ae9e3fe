import { useEffect, useState } from "react";
import { FieldControl } from "../ui/FormField.tsx";
import { UploadButton } from "../ui/UploadButton.tsx";
import { cardImageUrl } from "../../lib/muses.ts";
import { useMessages } from "../../i18n/react.tsx";

interface Props {
  id: string;
  name: string;
  /** Its label and the alternative texts of its previews, in the page's language. */
  texts: { label: string; preview: string; current: string };
  file: File | null;
  /** The picture a resubmitted application already has: kept unless a new file replaces it. */
  current?: string | null;
  error?: string;
  /** What the picture must show, under its label (a resubmission's kept-or-replaced note comes first). */
  hint?: string;
  onChange: (file: File | null, error?: string) => void;
}

/** A picture field: its preview, and the shared drop zone with its button; anything not an image is refused. */
export function PictureInput({ id, name, texts, file, current = null, error, hint, onChange }: Props) {
  const t = useMessages().application.pictures;
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="flex flex-col gap-3">
      <FieldControl
        id={id}
        label={texts.label}
        error={error}
        hint={current ? (file ? t.replaces : t.kept) : hint}
        above={
          <div className="picture-preview">
            {preview ? (
              <img src={preview} alt={texts.preview} data-preview={name} />
            ) : current ? (
              <img src={cardImageUrl(current)} alt={texts.current} data-current={name} />
            ) : (
              t.none
            )}
          </div>
        }
      >
        <UploadButton
          texts={{ upload: t.choose, drop: t.drop, notAnImage: t.notAnImage }}
          className="btn-secondary"
          name={name}
          onPicture={onChange}
          onRefused={() => onChange(null, t.notAnImage)}
        />
      </FieldControl>
      {current && file && (
        <button type="button" className="btn-secondary self-start !px-4 !py-2 text-sm" onClick={() => onChange(null)}>
          {t.keepCurrent}
        </button>
      )}
    </div>
  );
}

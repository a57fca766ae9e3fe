import { useRef, useState } from "react";
import { toast } from "../../lib/toasts.ts";
import { ImageUp } from "../ui/icons/image-up.ts";
import type { PictureKind } from "../../domain/moderation.ts";
import { MODERATION_MESSAGES } from "../../domain/messages.ts";
import { ConfirmDialog } from "../ui/Modal.tsx";
import { pictureBody, UploadButton } from "../ui/UploadButton.tsx";
import { api } from "../../lib/api.ts";
import { showApiError } from "../ui/api-errors.ts";
import type { OwnerProfile } from "../../domain/profile.ts";
import { cardImageUrl } from "../../lib/muses.ts";
import { useMessages } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";
import type { Messages } from "../../i18n/en/index.ts";

/** A picture's own words (label, alternative text, buttons). */
type PictureTexts = Messages["dashboard"]["pictures"]["profile"];

interface Props {
  profile: OwnerProfile;
  onChange: (profile: OwnerProfile) => void;
  /** False while the application waits for its review (or was rejected): the pictures are shown, not replaced. */
  editable?: boolean;
}

const PICTURES: { kind: PictureKind; field: "profile_picture_url" | "feet_picture_url" }[] = [
  { kind: "profile", field: "profile_picture_url" },
  { kind: "feet", field: "feet_picture_url" },
];

/** Her two pictures from the application, each replaceable by a new upload once she may edit her profile. */
export function PicturesCard({ profile, onChange, editable = true }: Props) {
  const t = useMessages().dashboard.pictures;
  return (
    <section className="card" aria-labelledby="pictures-title">
      <h2 id="pictures-title" className="text-2xl font-semibold">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{editable ? t.editable : t.readOnly}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {PICTURES.map((picture) => (
          <PictureSlot key={picture.kind} {...picture} profile={profile} onChange={onChange} editable={editable} />
        ))}
      </div>
    </section>
  );
}

function PictureSlot({
  kind,
  field,
  profile,
  onChange,
  editable,
}: Props & { kind: PictureKind; field: "profile_picture_url" | "feet_picture_url" }) {
  const t = useMessages().dashboard.pictures;
  const texts = t[kind];
  const [uploading, setUploading] = useState(false);
  const url = profile[field];
  const failed = MODERATION_MESSAGES.pictureReplaceFailed[kind];

  async function replace(file: File) {
    setUploading(true);
    try {
      const body = await pictureBody(file);
      const result = await api<{ profile: OwnerProfile }>(`/api/dashboard/pictures/${kind}`, {
        method: "POST",
        body,
      });
      onChange(result.profile);
      toast.success(MODERATION_MESSAGES.pictureReplaced[kind]);
    } catch (error) {
      console.error(`Replacing the ${kind} picture failed`, error);
      showApiError(error, failed, t.tryAgain);
    } finally {
      setUploading(false);
    }
  }

  return (
    <figure className="overflow-hidden rounded-xl border border-stone-200" data-picture={kind}>
      {url ? (
        <img
          src={cardImageUrl(url)}
          alt={format(texts.alt, { handle: profile.handle })}
          className="aspect-[3/4] w-full object-cover"
        />
      ) : (
        <div className="flex aspect-[3/4] w-full items-center justify-center bg-blush text-stone-700">{t.none}</div>
      )}
      <figcaption className="flex items-center justify-between gap-2 p-3">
        <span className="font-semibold">{texts.label}</span>
        {editable && (
          <ReplaceButton
            texts={texts}
            uploading={uploading}
            failed={failed}
            onFile={replace}
            warning={kind === "profile" && profile.photo_verified_at ? t.replacingEndsIt : null}
          />
        )}
      </figcaption>
    </figure>
  );
}

/** The button that picks a new file; with a warning, she confirms it first (a new profile picture ends her photo verification). */
function ReplaceButton({
  texts,
  uploading,
  failed,
  onFile,
  warning,
}: {
  texts: PictureTexts;
  uploading: boolean;
  failed: string;
  onFile: (file: File) => Promise<void>;
  warning: string | null;
}) {
  const t = useMessages().dashboard.pictures;
  const input = useRef<HTMLInputElement>(null);
  const [warned, setWarned] = useState(false);
  return (
    <>
      {warning && (
        <ConfirmDialog
          open={warned}
          onOpenChange={setWarned}
          title={texts.confirm}
          description={warning}
          confirmLabel={t.choose}
          onConfirm={() => {
            setWarned(false);
            input.current?.click();
          }}
        />
      )}
      <UploadButton
        icon={ImageUp}
        texts={{ ...t, upload: texts.replace, file: texts.file }}
        failed={failed}
        busy={uploading}
        className="btn-secondary !px-3 !py-1.5 text-sm"
        onPicture={(file) => void onFile(file)}
        onClick={warning ? () => setWarned(true) : undefined}
        input={input}
      />
    </>
  );
}

import { useState } from "react";
import { BadgeCheck } from "../ui/icons/badge-check.ts";
import { Camera } from "../ui/icons/camera.ts";
import { toast } from "../../lib/toasts.ts";
import { api } from "../../lib/api.ts";
import { formatDate, formatDateTime, formatMonth } from "../../lib/format.ts";
import { PHOTO_VERIFICATION } from "../../domain/verification-texts.ts";
import { addMonths } from "../../domain/site-day.ts";
import { useLocale, useMessages } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";
import { formatNodes } from "../../i18n/rich.tsx";
import { optionLabel } from "../ui/FormField.tsx";
import type { OwnVerification } from "../../domain/verification.ts";
import type { OwnReceipt, OwnerProfile } from "../../domain/profile.ts";
import { ReceiptSnippet } from "./ReceiptSnippet.tsx";
import { showApiError } from "../ui/api-errors.ts";
import { pictureBody, UploadButton, usePictureSend } from "../ui/UploadButton.tsx";

interface Props {
  profile: OwnerProfile;
  verification: OwnVerification | null;
  /** Her valid receipt: the badge snippet for her own site. */
  receipt?: OwnReceipt | null;
  onChange: (verification: OwnVerification) => void;
}

const until = (verifiedAt: string) => addMonths(new Date(verifiedAt), PHOTO_VERIFICATION.VALID_MONTHS);

/**
 * Photo verification on her dashboard (Approved profiles): her badge and until when it holds, or the way to get it: a
 * code and a gesture, then one fresh picture of her holding the code and her handle on paper. What happened to her
 * last request (waiting, declined with the reason) is said here too.
 */
export function VerificationCard({ profile, verification, receipt, onChange }: Props) {
  const { verification: t, error: errorTitle } = useMessages().dashboard;
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const open = verification?.status === "awaiting_picture" && new Date(verification.code_expires_at) > new Date();
  const waiting = verification?.status === "submitted";

  async function askForCode() {
    setBusy(true);
    try {
      const result = await api<{ verification: OwnVerification; message: string }>("/api/dashboard/verification", {
        method: "POST",
      });
      onChange(result.verification);
      toast.success(result.message);
    } catch (error) {
      showApiError(error, errorTitle);
    } finally {
      setBusy(false);
    }
  }

  const upload = usePictureSend(
    async (file) =>
      api<{ verification: OwnVerification; message: string }>("/api/dashboard/verification/picture", {
        method: "POST",
        body: await pictureBody(file),
      }),
    (answer) => onChange(answer.verification),
    t.uploadFailed,
  );

  return (
    <section className="card" aria-labelledby="verification-title" data-verification-card>
      <h2 id="verification-title" className="text-2xl font-semibold">
        {t.title}
      </h2>
      {profile.photo_verified_at ? (
        <p className="mt-3 flex flex-wrap items-center gap-2" data-verified>
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
            <BadgeCheck className="h-4 w-4" aria-hidden="true" />
            {format(t.badge, { date: formatMonth(profile.photo_verified_at, locale) })}
          </span>
          <span className="text-sm text-stone-700">
            {format(t.shownUntil, { date: formatDate(until(profile.photo_verified_at), locale) })}
          </span>
        </p>
      ) : (
        <p className="mt-2 text-sm text-stone-700">{t.explanation}</p>
      )}
      {profile.photo_verified_at && receipt && <ReceiptSnippet receipt={receipt} />}

      {verification?.status === "declined" && !open && !waiting && (
        <div className="mt-4 rounded-xl bg-blush p-4" role="status" data-verification-declined>
          <p className="font-semibold">{t.declined}</p>
          <p className="mt-1 whitespace-pre-line">{verification.decline_reason}</p>
        </div>
      )}

      {waiting ? (
        <p className="mt-4 rounded-xl bg-paper p-4" role="status" data-verification-waiting>
          {format(t.waiting, { date: formatDateTime(verification.submitted_at!, locale) })}
        </p>
      ) : open ? (
        <div className="mt-4 space-y-3" data-verification-open>
          <p>{t.instructions}</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              {formatNodes(t.paper, {
                handle: <strong>{profile.handle}</strong>,
                code: (
                  <strong className="font-mono text-xl tracking-widest" data-verification-code>
                    {verification.code}
                  </strong>
                ),
              })}
            </li>
            <li>
              {formatNodes(t.gesture, {
                gesture: <strong data-verification-gesture>{optionLabel(t.gestures, verification.gesture)}</strong>,
              })}
            </li>
          </ul>
          <p className="text-sm text-stone-700">
            {format(t.codeWorks, {
              date: formatDateTime(verification.code_expires_at, locale),
              days: PHOTO_VERIFICATION.PICTURE_KEPT_DAYS,
            })}
          </p>
          <div className="flex flex-wrap gap-3">
            <UploadButton
              icon={Camera}
              texts={t}
              failed={t.uploadFailed}
              busy={busy || upload.busy}
              onPicture={(file) => void upload.sendPicture(file)}
            />
            <button
              type="button"
              className="btn-secondary"
              disabled={busy || upload.busy}
              onClick={() => void askForCode()}
            >
              {t.newCode}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-primary mt-4" disabled={busy} onClick={() => void askForCode()}>
          <BadgeCheck className="h-4 w-4" aria-hidden="true" />
          {t.start}
        </button>
      )}
    </section>
  );
}

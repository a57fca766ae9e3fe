import { IdCard } from "../ui/icons/id-card.ts";
import { api } from "../../lib/api.ts";
import { downscaleForUpload } from "../../lib/images/upload.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { OWN_AGE_DOCUMENT_PATH } from "../../domain/age-check-texts.ts";
import type { OwnAgeTask } from "../../domain/age-check.ts";
import { useLocale, useMessages } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";
import { UploadButton, usePictureSend } from "../ui/UploadButton.tsx";

/**
 * "Confirm your age" (decision 0066): why she is asked (live without a check, a notice, an application without its
 * document), by when, whether her listing is paused for it, and one upload of her identity document into the private
 * store. Once sent, it says the document waits for the check.
 */
export function AgeCheckCard({ task, onChange }: { task: OwnAgeTask; onChange: (task: OwnAgeTask | null) => void }) {
  const t = useMessages().dashboard.ageCheck;
  const locale = useLocale();
  const { busy, sendPicture } = usePictureSend(
    async (file) => {
      const body = new FormData();
      body.set("age_document", await downscaleForUpload(file));
      return api<{ age_task: OwnAgeTask | null; message: string }>(OWN_AGE_DOCUMENT_PATH, { method: "POST", body });
    },
    (answer) => onChange(answer.age_task),
    t.uploadFailed,
  );

  return (
    <section className="card border-amber-300 bg-amber-50" aria-labelledby="age-check-title" data-age-task>
      <h2 id="age-check-title" className="flex items-center gap-2 text-2xl font-semibold">
        <IdCard className="h-6 w-6 text-rose" aria-hidden="true" />
        {t.title}
      </h2>
      {task.due_at === null && <p className="mt-2 font-medium">{t.application}</p>}
      {task.reason && <p className="mt-2 font-medium">{t.reasons[task.reason]}</p>}
      {task.paused && (
        <p className="mt-2 font-semibold text-red-900" role="status" data-age-paused>
          {t.paused}
        </p>
      )}
      {task.document_sent_at ? (
        <p className="mt-3 rounded-xl bg-white p-4" role="status" data-age-waiting>
          {format(t.waiting, { date: formatDateTime(task.document_sent_at, locale) })}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-800">{t.explanation}</p>
          {task.due_at && !task.paused && (
            <p className="mt-2 text-sm font-medium">{format(t.due, { date: formatDate(task.due_at, locale) })}</p>
          )}
          <UploadButton
            icon={IdCard}
            texts={t}
            failed={t.uploadFailed}
            busy={busy}
            className="btn-primary mt-4"
            inputId="age-document-file"
            onPicture={(file) => void sendPicture(file)}
          />
        </>
      )}
    </section>
  );
}

import { useEffect, useState } from "react";
import { ShieldAlert } from "../ui/icons/shield-alert.ts";
import { api } from "../../lib/api.ts";
import { formatDate } from "../../lib/format.ts";
import { cardImageUrl } from "../../lib/muses.ts";
import { say } from "../../lib/say.ts";
import { toast } from "../../lib/toasts.ts";
import { BRAND } from "../../domain/brand.ts";
import { watchNoticePath, type WatchMatch } from "../../domain/watch.ts";
import { localizedPath } from "../../i18n/paths.ts";
import { useLocale, useMessages } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";
import { formatNodes } from "../../i18n/rich.tsx";
import { CheckboxControl, Form, FormControl, SubmitButton } from "../ui/FormControl.tsx";
import { Modal, ModalClose } from "../ui/Modal.tsx";
import { useApiForm } from "../ui/useApiForm.ts";

interface Props {
  /** Her own handle: the prefilled explanation names it. */
  handle: string;
  matches: WatchMatch[];
  onChange: (match: WatchMatch) => void;
}

/** The match the dashboard's address names (`?watch={id}`, the mail's link), if it still waits for her notice. */
function linkedMatch(matches: WatchMatch[]): string | null {
  const id = new URLSearchParams(window.location.search).get("watch");
  return matches.find((match) => match.id === id && match.notice_reference === null)?.id ?? null;
}

/**
 * The stolen-photo watch on her dashboard (decision 0072): each upload to another profile that looks like a picture
 * her photo verification covers, when it was found, where (the profile's handle only while it is listed), and
 * "Report this profile", which opens the notice already filled in; once sent, its reference and its state now. The
 * mail's link (`?watch={id}`) opens that notice at once. Loaded only for a Muse who has a match.
 */
export function WatchCard({ handle, matches, onChange }: Props) {
  const t = useMessages().watch;
  const locale = useLocale();
  const [reporting, setReporting] = useState<string | null>(null);
  useEffect(() => setReporting(linkedMatch(matches)), []); // eslint-disable-line react-hooks/exhaustive-deps

  const where = (match: WatchMatch) =>
    match.other_state === "listed" && match.other_handle
      ? formatNodes(t.dashboard.listed, {
          handle: (
            <a
              className="font-medium text-rose underline-offset-4 hover:underline"
              href={localizedPath(locale, `/muse/${encodeURIComponent(match.other_handle)}`)}
            >
              {match.other_handle}
            </a>
          ),
        })
      : t.dashboard[match.other_state === "application" ? "application" : "hidden"];

  return (
    <section className="card border-amber-300" aria-labelledby="watch-title" data-watch>
      <h2 id="watch-title" className="flex items-center gap-2 text-2xl font-semibold">
        <ShieldAlert className="h-6 w-6 text-rose" aria-hidden="true" />
        {t.dashboard.title}
      </h2>
      <p className="mt-2 text-sm text-stone-700">{t.dashboard.lead}</p>
      <ul className="mt-4 space-y-3">
        {matches.map((match) => (
          <li key={match.id} className="flex gap-4 rounded-xl border border-stone-200 p-3" data-watch-match={match.id}>
            {match.covered_image_url && (
              <img
                src={cardImageUrl(match.covered_image_url)}
                alt={t.dashboard.yourPicture}
                className="h-16 w-16 shrink-0 rounded-lg bg-blush object-cover"
                loading="lazy"
              />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium">{t.dashboard.match}</p>
              <p className="text-sm text-stone-700">
                {format(t.dashboard.date, { date: formatDate(match.created_at, locale) })}
              </p>
              <p className="text-sm" data-watch-where>
                {where(match)}
              </p>
              {match.notice_reference ? (
                <p className="mt-2 text-sm font-medium text-emerald-800" data-watch-reported>
                  {format(t.dashboard.reported, { reference: match.notice_reference })}
                  {match.notice_status && ` · ${t.dashboard.statuses[match.notice_status]}`}
                </p>
              ) : (
                <button
                  type="button"
                  className="btn-secondary mt-2 !px-4 !py-2"
                  aria-haspopup="dialog"
                  onClick={() => setReporting(match.id)}
                >
                  {t.dashboard.report}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <WatchNoticeDialog
        handle={handle}
        matchId={reporting}
        onClose={() => setReporting(null)}
        onFiled={(match) => {
          setReporting(null);
          onChange(match);
          toast.success(format(t.notice.sent, { reference: match.notice_reference ?? "" }));
        }}
      />
    </section>
  );
}

/** The prefilled notice: the fixed reason, her explanation (written for her, hers to change) and the good faith. */
function WatchNoticeDialog({
  handle,
  matchId,
  onClose,
  onFiled,
}: {
  handle: string;
  matchId: string | null;
  onClose: () => void;
  onFiled: (match: WatchMatch) => void;
}) {
  const t = useMessages().watch.notice;
  const prefilled = format(t.prefilled, { brand: BRAND, handle });
  const { form, onSubmit, sending } = useApiForm({
    rules: () => import("../../domain/moderation.ts").then((module) => module.watchNoticeSchema),
    defaultValues: { details: prefilled },
    fallback: t.failed,
    send: async (values) => {
      const { match } = await api<{ match: WatchMatch }>(watchNoticePath(matchId!), { method: "POST", json: values });
      onFiled(match);
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (matchId) reset({ details: prefilled });
  }, [matchId, prefilled, reset]);

  return (
    <Modal
      open={matchId !== null}
      onOpenChange={(open) => !open && !sending && onClose()}
      title={t.title}
      description={t.description}
      width="md"
    >
      <Form form={form} className="mt-5 space-y-4" onSubmit={onSubmit} data-watch-notice>
        <div className="text-sm">
          <p className="font-medium">{t.reason}</p>
          <p className="mt-1 rounded-lg border border-rose px-3 py-2">{say("report.reasons.fake_photos")}</p>
        </div>
        <FormControl name="details" id="watch-notice-details" label={t.details}>
          <textarea rows={5} maxLength={2000} />
        </FormControl>
        <CheckboxControl name="good_faith">{say("report.goodFaith")}</CheckboxControl>
        <div className="flex justify-end gap-3">
          <ModalClose type="button" className="btn-secondary" disabled={sending}>
            {t.cancel}
          </ModalClose>
          <SubmitButton busy={t.sending} sending={sending}>
            {t.send}
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}

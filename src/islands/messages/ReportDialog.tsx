import { useId, useState } from "react";
import { REPORT_REASON_KEYS, type ReportReason } from "../../domain/moderation-texts.ts";
import { say } from "../../lib/say.ts";
import { Modal, ModalClose } from "../ui/Modal.tsx";
import { Field, inputClass, sendWith } from "../ui/FormField.tsx";
import { useMessages, useUiTexts } from "../../i18n/react.tsx";
import { sendForm, TextField } from "./form.tsx";

/** Either side reports a conversation: a notice in the admins' queue, with a copy of its messages (decision 0062). */
export function ReportDialog({
  id,
  open,
  onOpenChange,
}: {
  id: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { messages: t } = useMessages();
  const ui = useUiTexts();
  const fieldId = useId();
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function send() {
    setSending(true);
    const reported = await sendForm(
      `/api/messages/${encodeURIComponent(id)}/report`,
      { reason, details: details || null },
      ui.error,
      setErrors,
    );
    setSending(false);
    if (reported) onOpenChange(false);
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.report.title} description={t.report.intro} width="md">
      <form className="mt-4 space-y-4" onSubmit={sendWith(send)} noValidate>
        <Field id={`${fieldId}-reason`} label={t.report.reason} error={errors.reason}>
          <select
            id={`${fieldId}-reason`}
            className={inputClass}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
          >
            <option value="" />
            {REPORT_REASON_KEYS.map((key) => (
              <option key={key} value={key}>
                {say(`report.reasons.${key}`)}
              </option>
            ))}
          </select>
        </Field>
        <TextField state={[details, setDetails]} label={t.report.details} error={errors.details} rows={3} />
        <div className="flex justify-end gap-3">
          <ModalClose className="btn-secondary">{ui.cancel}</ModalClose>
          <button type="submit" className="btn-primary" disabled={sending}>
            {t.report.send}
          </button>
        </div>
      </form>
    </Modal>
  );
}

import { useState } from "react";
import { toast } from "../../../lib/toasts.ts";
import { api } from "../../../lib/api.ts";
import { formatDate, formatDateTime } from "../../../lib/format.ts";
import { say } from "../../../lib/say.ts";
import { showApiError } from "../../ui/api-errors.ts";
import { compactInputClass, sendWith, FieldControl, FieldSet } from "../../ui/FormField.tsx";
import { Section } from "../../ui/Section.tsx";
import { leaveIfRefused } from "../session.ts";
import {
  AGE_CHECK_MESSAGES,
  DOCUMENT_TYPES,
  ageDocumentUrl,
  type DocumentType,
} from "../../../domain/age-check-texts.ts";
import type { AgeCheck, ReusedDocument } from "../../../domain/age-check.ts";

const DOCUMENT_LABELS: Record<DocumentType, string> = {
  passport: "Passport",
  id_card: "ID card",
  driving_licence: "Driving licence",
};

export interface AgeCheckState {
  /** Her document picture waits for its check: the application is Pending, or a live Muse sent it (decision 0066). */
  age_document: boolean;
  age_check: AgeCheck | null;
  reused_documents: ReusedDocument[];
}

/** The latest check, in one line. */
function CheckSummary({ check }: { check: AgeCheck }) {
  return (
    <p
      className={`rounded-xl p-3 text-sm ${check.over_18 ? "bg-emerald-50 text-emerald-950" : "bg-red-50 text-red-900"}`}
      data-age-check
    >
      {check.over_18 ? "18 or older" : "Under 18"}: {DOCUMENT_LABELS[check.document_type]} from {check.issuing_country},
      expires {check.expiry_month.slice(0, 7)}. Checked {formatDateTime(check.checked_at)}.
    </p>
  );
}

/**
 * Proof of age (decision 0065): removed profiles that used the same document, her document picture while it is kept
 * (admin-only, never cached), the latest check, and the form that records one. Approval waits for a check saying 18
 * or older; the picture is deleted at the decision. A live Muse's document sent for "Confirm your age" (0066) is
 * checked here too, and deleted when the check is recorded.
 */
export function AgeCheckSection({
  applicationId,
  pending,
  state,
  onRecorded,
}: {
  applicationId: string;
  pending: boolean;
  state: AgeCheckState;
  onRecorded: () => Promise<void>;
}) {
  const [over18, setOver18] = useState<"yes" | "no" | "">("");
  const [type, setType] = useState<DocumentType | "">("");
  const [country, setCountry] = useState("");
  const [expiry, setExpiry] = useState("");
  const [number, setNumber] = useState("");
  const [saving, setSaving] = useState(false);
  const { age_document, age_check, reused_documents } = state;

  async function record() {
    setSaving(true);
    try {
      await api(`/api/applications/${applicationId}/age-check`, {
        method: "POST",
        json: {
          over_18: over18 === "yes" ? true : over18 === "no" ? false : null,
          document_type: type || null,
          issuing_country: country,
          expiry_month: expiry,
          document_number: number,
        },
      });
      toast.success(AGE_CHECK_MESSAGES.recorded);
      setNumber("");
      await onRecorded();
    } catch (error) {
      if (!leaveIfRefused(error)) showApiError(error, "Age check not recorded");
    } finally {
      setSaving(false);
    }
  }

  if (!pending && !age_document && !age_check && reused_documents.length === 0) return null;
  const picture = ageDocumentUrl(applicationId);
  return (
    <Section title="Proof of Age">
      <div className="space-y-4" data-age-check-section>
        {reused_documents.map((reused) => (
          <p key={reused.handle} className="rounded-xl bg-red-50 p-3 font-semibold text-red-900" data-reused-document>
            {say(AGE_CHECK_MESSAGES.documentUsed, { handle: reused.handle, date: formatDate(reused.removed_at) })}
          </p>
        ))}
        {age_check && <CheckSummary check={age_check} />}
        {(pending || age_document) &&
          (age_document ? (
            <a href={picture} target="_blank" rel="noopener" className="block">
              <img
                src={`${picture}?size=card`}
                alt="Identity document"
                className="max-h-80 w-full rounded-xl bg-blush object-contain"
                data-age-document
              />
            </a>
          ) : (
            <p className="rounded-xl bg-blush p-3 text-sm text-stone-700">
              No identity document is kept: it was deleted 30 days after it was sent. She sends a new one with a
              resubmitted application.
            </p>
          ))}
        {age_document && (
          <form className="grid gap-4 sm:grid-cols-2" onSubmit={sendWith(record)} aria-label="Record the age check">
            <FieldSet id="age-over-18" legend="Is she 18 or older?">
              <div className="mt-1 flex gap-4">
                {(["yes", "no"] as const).map((answer) => (
                  <label key={answer} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="over_18"
                      value={answer}
                      checked={over18 === answer}
                      onChange={() => setOver18(answer)}
                    />
                    {answer === "yes" ? "Yes, 18 or older" : "No, under 18"}
                  </label>
                ))}
              </div>
            </FieldSet>
            <FieldControl id="age-document-type" label="Document">
              <select
                className={compactInputClass}
                value={type}
                onChange={(event) => setType(event.target.value as DocumentType | "")}
              >
                <option value="">Choose the type</option>
                {DOCUMENT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {DOCUMENT_LABELS[value]}
                  </option>
                ))}
              </select>
            </FieldControl>
            <FieldControl id="age-issuing-country" label="Issuing country" hint="Two letters, e.g. CH, DE, PL">
              <input
                className={compactInputClass}
                value={country}
                maxLength={2}
                autoComplete="off"
                onChange={(event) => setCountry(event.target.value.toUpperCase())}
              />
            </FieldControl>
            <FieldControl id="age-expiry-month" label="Expiry month" hint="YYYY-MM">
              <input
                type="month"
                className={compactInputClass}
                value={expiry}
                onChange={(event) => setExpiry(event.target.value)}
              />
            </FieldControl>
            <FieldControl
              id="age-document-number"
              label="Document number"
              hint="Kept only as a keyed hash, to recognise the document on another application."
            >
              <input
                className={compactInputClass}
                value={number}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setNumber(event.target.value)}
              />
            </FieldControl>
            <div className="flex items-end">
              <button type="submit" className="btn-primary w-full" disabled={saving}>
                {saving ? "Saving..." : "Record age check"}
              </button>
            </div>
          </form>
        )}
      </div>
    </Section>
  );
}

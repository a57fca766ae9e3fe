import { ApiClientError, api } from "../../lib/api.ts";
import { showFieldErrors } from "../../lib/field-errors.ts";
import type { ReportablePicture } from "../../lib/picture-overlay.ts";

/** The form's fields, in their order on screen: the first one wrong gets the focus. */
const FIELDS = ["reason", "details", "email", "good_faith"] as const;
type Field = (typeof FIELDS)[number];

/**
 * Wires the profile page's report dialog (src/components/profile/ReportProfile.astro): "Report this profile" opens
 * it for the profile, and the function it returns opens it for one picture of the gallery (the overlay's "Report
 * this picture"). It checks the form with the server's own messages (the texts travel as data attributes, in the
 * page's language; no schema on the page), sends the notice and shows its reference; the server's refusals come in
 * the page's language too. Field errors show through src/lib/field-errors.ts. Escape and Cancel close it; focus
 * goes back to what opened it. Returns null on a page without the dialog (a demo Muse's).
 */
export function wireReportDialog(): ((picture: ReportablePicture) => void) | null {
  const opener = document.querySelector<HTMLButtonElement>("[data-report-open]");
  const dialog = document.querySelector<HTMLDialogElement>("[data-report-dialog]");
  const title = dialog?.querySelector<HTMLElement>("[data-report-title]");
  const named = dialog?.querySelector<HTMLElement>("[data-report-picture]");
  const form = dialog?.querySelector<HTMLFormElement>("[data-report-form]");
  const error = dialog?.querySelector<HTMLElement>("[data-report-error]");
  const submit = dialog?.querySelector<HTMLButtonElement>("[data-report-submit]");
  const sent = dialog?.querySelector<HTMLElement>("[data-report-sent-body]");
  const detailsLabel = dialog?.querySelector<HTMLElement>("[data-details-label]");
  if (!opener || !dialog || !title || !named || !form || !error || !submit || !sent || !detailsLabel) return null;
  const texts = dialog.dataset;
  const controls = (name: Field) => [
    ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[name=${name}]`),
  ];
  const details = controls("details")[0]!;
  const email = controls("email")[0] as HTMLInputElement;
  let picture: ReportablePicture | null = null;
  // The named picture, small: the text beside it says which one it is.
  const thumbnail = new Image(56, 56);
  thumbnail.alt = "";
  thumbnail.className = "h-14 w-14 shrink-0 rounded-md object-cover";
  named.prepend(thumbnail);

  const showError = (message: string) => {
    error.textContent = message;
  };

  /** "Other" needs its explanation: the field says so, and is required. */
  const syncDetails = () => {
    const other = form.querySelector<HTMLInputElement>("input[name=reason]:checked")?.value === "other";
    details.required = other;
    detailsLabel.textContent = (other ? texts.detailsRequired : texts.detailsOptional) ?? "";
  };

  /** The server's rules, checked before sending, with its words. */
  const check = (): Partial<Record<Field, string>> => {
    const data = new FormData(form);
    const reason = data.get("reason");
    const explained = String(data.get("details") ?? "").trim() !== "";
    return {
      reason: reason ? undefined : texts.reasonRequired,
      details: reason === "other" && !explained ? texts.explanationRequired : undefined,
      email: email.value.trim() !== "" && !email.validity.valid ? texts.emailInvalid : undefined,
      good_faith: data.get("good_faith") ? undefined : texts.goodFaithRequired,
    };
  };

  const open = (reported: ReportablePicture | null) => {
    picture = reported;
    form.reset();
    form.hidden = false;
    sent.hidden = true;
    showError("");
    showFieldErrors(form, FIELDS);
    syncDetails();
    title.textContent = (reported ? texts.pictureTitle : texts.profileTitle) ?? "";
    named.hidden = !reported;
    if (reported) {
      thumbnail.src = reported.thumbnail;
      named.querySelector("[data-report-picture-text]")!.textContent = (texts.namesPicture ?? "").replace(
        "{position}",
        String(reported.position),
      );
    }
    dialog.showModal();
  };

  opener.addEventListener("click", () => open(null));
  dialog.addEventListener("close", () => (picture?.opener ?? opener).focus());
  dialog.addEventListener("click", (event) => {
    // A click on the backdrop lands on the dialog itself; one inside its box lands on a child.
    if (event.target === dialog || (event.target as HTMLElement).closest("[data-report-close]")) dialog.close();
  });
  form.addEventListener("change", (event) => {
    if ((event.target as HTMLInputElement).name === "reason") syncDetails();
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    showError("");
    if (showFieldErrors(form, FIELDS, check())) return;
    const data = new FormData(form);
    const address = email.value.trim();
    submit.disabled = true;
    submit.textContent = texts.sendingLabel ?? "";
    try {
      const { reference } = await api<{ reference: string }>("/api/reports", {
        method: "POST",
        json: {
          handle: texts.handle,
          reason: data.get("reason"),
          details: data.get("details") ?? "",
          email: address,
          good_faith: true,
          ...(picture ? { image_url: picture.src } : {}),
        },
      });
      form.hidden = true;
      sent.querySelector("[data-report-sent-title]")!.textContent = texts.sentTitle ?? "";
      sent.querySelector("[data-report-reference]")!.textContent = (texts.reference ?? "").replace(
        "{reference}",
        reference,
      );
      const receipt = sent.querySelector<HTMLElement>("[data-report-receipt]")!;
      receipt.textContent = texts.receipt ?? "";
      receipt.hidden = address === "";
      sent.querySelector("[data-report-sent-description]")!.textContent = texts.sentDescription ?? "";
      sent.hidden = false;
      sent.querySelector<HTMLButtonElement>("[data-report-close]")?.focus();
    } catch (failure) {
      // The server's own words for what the visitor can act on: a field it refused under that field, the rest
      // (too many reports, a profile just taken down, a picture just deleted) above the buttons; the generic text
      // for network trouble and server errors.
      const known = failure instanceof ApiClientError && failure.status >= 400 && failure.status < 500;
      if (!(known && showFieldErrors(form, FIELDS, failure.fields))) {
        showError(known ? failure.message : (texts.failed ?? ""));
      }
    } finally {
      submit.disabled = false;
      submit.textContent = texts.submitLabel ?? "";
    }
  });

  return (reported) => open(reported);
}

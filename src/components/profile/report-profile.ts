import { ApiClientError, api } from "../../lib/api.ts";

/**
 * Wires the profile page's "Report this profile" dialog (src/components/profile/ReportProfile.astro): opens it,
 * sends the report, and shows the answer inside it. Escape and Cancel close it; focus returns to the button.
 */
export function openReportDialog(): void {
  const opener = document.querySelector<HTMLButtonElement>("[data-report-open]");
  const dialog = document.querySelector<HTMLDialogElement>("[data-report-dialog]");
  const form = dialog?.querySelector<HTMLFormElement>("[data-report-form]");
  const error = dialog?.querySelector<HTMLElement>("[data-report-error]");
  const submit = dialog?.querySelector<HTMLButtonElement>("[data-report-submit]");
  const sent = dialog?.querySelector<HTMLElement>("[data-report-sent-body]");
  if (!opener || !dialog || !form || !error || !submit || !sent) return;
  const texts = dialog.dataset;

  const showError = (message: string) => {
    error.textContent = message;
  };

  opener.addEventListener("click", () => {
    form.reset();
    form.hidden = false;
    sent.hidden = true;
    showError("");
    dialog.showModal();
  });
  dialog.addEventListener("close", () => opener.focus());
  dialog.addEventListener("click", (event) => {
    // A click on the backdrop lands on the dialog itself; one inside its box lands on a child.
    if (event.target === dialog || (event.target as HTMLElement).closest("[data-report-close]")) dialog.close();
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const reason = data.get("reason");
    if (!reason) {
      showError(texts.reasonRequired ?? "");
      form.querySelector<HTMLInputElement>("input[name=reason]")?.focus();
      return;
    }
    showError("");
    submit.disabled = true;
    submit.textContent = "Sending...";
    try {
      await api("/api/reports", {
        method: "POST",
        json: { handle: texts.handle, reason, details: data.get("details") ?? "" },
      });
      form.hidden = true;
      sent.querySelector("[data-report-sent-title]")!.textContent = texts.sentTitle ?? "";
      sent.querySelector("[data-report-sent-description]")!.textContent = texts.sentDescription ?? "";
      sent.hidden = false;
      sent.querySelector<HTMLButtonElement>("[data-report-close]")?.focus();
    } catch (failure) {
      // The server's own words for what the visitor can act on (too many reports, a profile just taken down);
      // the generic text for network trouble and server errors.
      const known = failure instanceof ApiClientError && failure.status >= 400 && failure.status < 500;
      showError(known ? failure.message : (texts.failed ?? ""));
    } finally {
      submit.disabled = false;
      submit.textContent = "Submit";
    }
  });
}

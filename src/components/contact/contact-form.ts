import { ApiClientError, api } from "../../lib/api.ts";
import { showToast } from "../../lib/toasts.ts";
import { showFieldErrors } from "../../lib/field-errors.ts";

/**
 * Wires the contact form (src/components/contact/ContactForm.astro). The browser has run its required checks
 * before "submit" fires; the server parses contactSchema and answers a rule it breaks with a message per field, in
 * the page's language, shown under that field (src/lib/field-errors.ts). Success and failure are toasts, as on the
 * rest of the site (SPEC §8). The button's and the toasts' words come from the form's data attributes.
 */
export function wireContactForm(): void {
  const form = document.querySelector<HTMLFormElement>("[data-contact-form]");
  const submit = form?.querySelector<HTMLButtonElement>("[data-contact-submit]");
  if (!form || !submit) return;
  const texts = form.dataset;
  const fields = ["name", "email", "subject", "message"] as const;

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const contact = Object.fromEntries(fields.map((name) => [name, data.get(name)]));
    showFieldErrors(form, fields);
    submit.disabled = true;
    submit.textContent = texts.sending!;
    try {
      await api("/api/contacts", { method: "POST", json: contact });
      form.reset();
      showToast("success", { title: texts.sentTitle!, description: texts.sentDescription });
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 400 && error.fields) {
        showFieldErrors(form, fields, error.fields);
      } else {
        console.error("Contact send failed", error);
        // Too many messages from one address: the server's own words say when to try again.
        const limited = error instanceof ApiClientError && error.status === 429;
        showToast("error", {
          title: texts.failedTitle!,
          description: limited ? error.message : texts.failedDescription,
        });
      }
    } finally {
      submit.disabled = false;
      submit.textContent = texts.send!;
    }
  });
  sayChecksInPageLanguage(form);
  submit.disabled = false;
}

/**
 * A translated page says the browser's required and e-mail checks in its own language (a field's `data-missing`,
 * `data-invalid`), whatever the browser's language; English pages carry neither and keep the browser's words.
 */
function sayChecksInPageLanguage(form: HTMLFormElement): void {
  const controls = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[data-missing]")];
  for (const control of controls) {
    control.addEventListener("invalid", () => {
      const { missing, invalid } = control.dataset;
      control.setCustomValidity("");
      if (control.validity.valueMissing) control.setCustomValidity(missing!);
      else if (control.validity.typeMismatch && invalid) control.setCustomValidity(invalid);
    });
    // Judged afresh on every change: a custom message would otherwise keep the field invalid.
    control.addEventListener("input", () => control.setCustomValidity(""));
  }
}

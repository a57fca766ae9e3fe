import { ApiClientError, api } from "../../lib/api.ts";
import { showToast } from "../../lib/toasts.ts";
import { showFieldErrors } from "../../lib/field-errors.ts";

/**
 * Wires the contact form (src/components/contact/ContactForm.astro). The form does not let the browser check it
 * (`novalidate`): on "submit" the script reads the spec's required and e-mail checks from each field's validity and
 * shows what fails under the field, in the page's language, focusing the first (src/lib/field-errors.ts), as the
 * other forms do. The server parses contactSchema and answers a rule it breaks with a message per field, shown the
 * same way. Success and failure are toasts, as on the rest of the site (SPEC §8). The button's and the toasts' words
 * come from the form's data attributes.
 */
export function wireContactForm(): void {
  const form = document.querySelector<HTMLFormElement>("[data-contact-form]");
  const submit = form?.querySelector<HTMLButtonElement>("[data-contact-submit]");
  if (!form || !submit) return;
  const texts = form.dataset;
  const fields = ["name", "email", "subject", "message"] as const;

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (showFieldErrors(form, fields, browserChecks(form))) return;
    const data = new FormData(form);
    const contact = Object.fromEntries(fields.map((name) => [name, data.get(name)]));
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
  recheckWhileTyping(form, fields);
  submit.disabled = false;
}

type Control = HTMLInputElement | HTMLTextAreaElement;

/** What each field's own checks (`required`, `type="email"`) say of it: its `data-missing` or `data-invalid` text. */
function browserChecks(form: HTMLFormElement): Partial<Record<string, string>> {
  const controls = [...form.querySelectorAll<Control>("[data-missing]")];
  return Object.fromEntries(
    controls.flatMap((control) => {
      const { missing, invalid } = control.dataset;
      if (control.validity.valueMissing) return [[control.name, missing]];
      if (control.validity.typeMismatch && invalid) return [[control.name, invalid]];
      return [];
    }),
  );
}

/** Once a field shows a message, typing in it checks it again: a message it no longer deserves goes away. */
function recheckWhileTyping(form: HTMLFormElement, fields: readonly string[]): void {
  form.addEventListener("input", (event) => {
    const control = event.target as Control;
    if (!fields.includes(control.name) || control.getAttribute("aria-invalid") !== "true") return;
    showFieldErrors(form, [control.name], { [control.name]: browserChecks(form)[control.name] });
  });
}

/**
 * The field errors of the forms without React (the contact form, the report dialog), as FormControl shows them in
 * the islands: each message goes in its field's `[data-field-error=<name>]` element, which describes the field's
 * controls (beside a hint they name in `data-described-by`) and marks them invalid; no message clears the field.
 * The first field with a message, in the order of `names`, gets the focus. The messages are texts already in the
 * page's language (the server's, or the page's own). Returns whether any field has a message.
 */
export function showFieldErrors(
  form: HTMLFormElement,
  names: readonly string[],
  messages: Partial<Record<string, string>> = {},
): boolean {
  const controls = (name: string) => [
    ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`),
  ];
  for (const name of names) {
    const message = messages[name];
    const shown = form.querySelector<HTMLElement>(`[data-field-error="${name}"]`);
    if (!shown) continue;
    shown.textContent = message ?? "";
    shown.hidden = !message;
    for (const control of controls(name)) {
      const described = [control.dataset.describedBy, message && shown.id].filter(Boolean).join(" ");
      if (described) control.setAttribute("aria-describedby", described);
      else control.removeAttribute("aria-describedby");
      if (message) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
    }
  }
  const first = names.find((name) => messages[name]);
  if (first) controls(first)[0]?.focus();
  return first !== undefined;
}

import { cloneElement, type AriaAttributes, type FormEvent, type ReactElement, type ReactNode } from "react";
import { shown } from "../../lib/say.ts";

/** The denser inputs of the admin pages. */
export const compactInputClass =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 focus:border-rose focus:ring-2 focus:ring-rose/30 focus:outline-none";

export const inputClass =
  "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-ink shadow-sm focus:border-rose focus:ring-2 focus:ring-rose/30 focus:outline-none aria-[invalid=true]:border-red-600";

/** The ids an input points at with aria-describedby: its hint and its error, when shown. */
export function describedBy(id: string, error?: string, hint?: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700" role="alert" data-field-error>
      {shown(message)}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled form control with its hint and its validation message underneath. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** What FieldControl gives its control. */
interface ControlProps {
  id?: string;
  className?: string;
  "aria-invalid"?: AriaAttributes["aria-invalid"];
  "aria-describedby"?: string;
}

export interface FieldControlProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Shown between the label and the control (a picture's preview). */
  above?: ReactNode;
  /** What a form library adds to the control (FormControl: react-hook-form's registration). */
  registration?: object;
  /** The control itself (`<input type="email" autoComplete="email" />`, a `<select>` with its options, a `<textarea>`). */
  children: ReactElement<ControlProps>;
}

/**
 * One field of a form: the label, the control with its id, `aria-invalid` and `aria-describedby`, the hint and the
 * validation message. The control keeps the attributes it is written with. A field whose value the island keeps in
 * its own state (a file, a form checked by hand) is one as it is; a react-hook-form field is a FormControl.
 */
export function FieldControl({ id, label, hint, error, above, registration, children }: FieldControlProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {above}
      {cloneElement(children, {
        id,
        className: children.props.className ?? inputClass,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, error, Boolean(hint)),
        ...registration,
      })}
    </Field>
  );
}

/**
 * A select's options: first the empty choice with its `placeholder`, then each stored value with its label in the
 * page's language (`messages.options.…`, keyed by the value); a value without a label (a year) shows as it is.
 */
export function Options({
  placeholder,
  values,
  labels = {},
}: {
  placeholder: string;
  values: readonly (string | number)[];
  labels?: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((value) => (
        <option key={value} value={String(value)}>
          {optionLabel(labels, String(value))}
        </option>
      ))}
    </>
  );
}

/** A stored value (a nationality, a language) as the page's language says it; a value without a label as it is. */
export const optionLabel = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;

/** A group of checkboxes or radios under one legend, with one validation message. */
export function FieldSet({
  id,
  legend,
  error,
  children,
}: {
  id: string;
  legend: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="block text-sm font-semibold text-ink">{legend}</legend>
      {children}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/** A form's onSubmit for a form an island checks and sends itself: the browser sends nothing. */
export const sendWith = (send: () => unknown) => (event: FormEvent) => {
  event.preventDefault();
  void send();
};

import { cloneElement, type AriaAttributes, type ComponentProps, type ReactElement, type ReactNode } from "react";
import { FormProvider, get, useFormContext, useFormState, type FieldValues, type UseFormReturn } from "react-hook-form";
import { describedBy, Field, FieldError, inputClass } from "./FormField.tsx";

/** What FormControl gives its control. */
interface ControlProps {
  id?: string;
  className?: string;
  "aria-invalid"?: AriaAttributes["aria-invalid"];
  "aria-describedby"?: string;
}

interface FormControlProps {
  /** The field's name in the form (react-hook-form's path). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The control's id, where one page has two forms with the same field; the name by default. */
  id?: string;
  /**
   * A field whose value the island keeps itself (a file, a form checked by hand): the control carries its own value
   * and onChange, and `state.error` is its message. Without it, the control is registered in the form of the context.
   */
  state?: { error?: string };
  /** Shown between the label and the control (a picture's preview). */
  above?: ReactNode;
  /** The control itself (`<input type="email" autoComplete="email" />`, a `<select>` with its options, a `<textarea>`). */
  children: ReactElement<ControlProps>;
}

/**
 * One field of a form: the label, the control with its id, `aria-invalid` and `aria-describedby`, the hint and the
 * validation message. In a react-hook-form form (`<Form form={…}>` or `<IslandForm form={…}>`) everything derives
 * from the form's context and the control is registered under `name`. The control keeps the attributes it is
 * written with.
 */
export function FormControl({ name, label, hint, id = name, state, above, children }: FormControlProps) {
  const form = useFormContext() as UseFormReturn | null;
  const registered = state ? undefined : form!;
  const error = registered
    ? (get(registered.formState.errors, name) as { message?: string } | undefined)?.message
    : state?.error;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {above}
      {cloneElement(children, {
        id,
        className: children.props.className ?? inputClass,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, error, Boolean(hint)),
        ...registered?.register(name),
      })}
    </Field>
  );
}

/** A FormControl of an e-mail or password input, named by the browser's autocomplete hint for it. */
export function InputControl({
  autoComplete,
  ...control
}: Omit<FormControlProps, "children"> & { autoComplete: "email" | "current-password" | "new-password" }) {
  return (
    <FormControl {...control}>
      <input type={autoComplete === "email" ? "email" : "password"} autoComplete={autoComplete} />
    </FormControl>
  );
}

/** The submit button of the form of the context: disabled while it is sent (or when `disabled`), saying `busy` then. */
export function SubmitButton({
  busy,
  disabled,
  className = "btn-primary",
  children,
}: {
  busy: ReactNode;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormState();
  return (
    <button type="submit" className={className} disabled={isSubmitting || disabled}>
      {isSubmitting ? busy : children}
    </button>
  );
}

/**
 * A checkbox of the form of the context, its label (which may hold links) beside it and its message underneath. Like
 * every control here it registers as it renders, so the form knows its fields in the page's order and a refused
 * submit focuses the first one.
 */
export function CheckboxControl({ name, children }: { name: string; children: ReactNode }) {
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <div>
      <div className="flex items-start gap-3 text-sm">
        <input
          id={name}
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-rose"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error)}
          {...register(name)}
        />
        <label htmlFor={name}>{children}</label>
      </div>
      <FieldError id={name} message={error} />
    </div>
  );
}

/** A form whose FormControls read `form` (react-hook-form's `useForm()`) from the context; its rules check it, not the browser. */
export function Form<Values extends FieldValues, Output>({
  form,
  ...attributes
}: ComponentProps<"form"> & { form: UseFormReturn<Values, unknown, Output> }) {
  return (
    <FormProvider {...form}>
      <form noValidate {...attributes} />
    </FormProvider>
  );
}

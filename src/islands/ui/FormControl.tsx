import type { ComponentProps, ReactNode } from "react";
import { FormProvider, get, useFormContext, type FieldValues, type UseFormReturn } from "react-hook-form";
import { describedBy, FieldControl, FieldError, type FieldControlProps } from "./FormField.tsx";

interface FormControlProps extends Omit<FieldControlProps, "id" | "error" | "registration"> {
  /** The field's name in the form (react-hook-form's path). */
  name: string;
  /** The control's id, where one page has two forms with the same field; the name by default. */
  id?: string;
}

/**
 * One field of a react-hook-form form: a FieldControl whose id, message and registration derive from the form's
 * context (`<Form form={…}>` or `<IslandForm form={…}>`), the control registered under `name`.
 */
export function FormControl({ name, id = name, ...field }: FormControlProps) {
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return <FieldControl id={id} error={error} registration={register(name)} {...field} />;
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
  sending,
  disabled,
  className = "btn-primary",
  children,
}: {
  busy: ReactNode;
  /** Says `busy` only while this is true (the values are on their way), not while the rules are still loading. */
  sending?: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormContext().formState;
  return (
    <button type="submit" className={className} disabled={isSubmitting || disabled}>
      {(sending ?? isSubmitting) ? busy : children}
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

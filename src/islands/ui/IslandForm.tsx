import { useSyncExternalStore, type ComponentProps } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";

const subscribe = () => () => undefined;

/** False in the server's HTML and while the island hydrates, true once its script runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A form that is in the server's HTML before its island runs. Until the island has hydrated, its fields and buttons
 * are disabled (one fieldset, which carries the form's classes): nothing can be typed that hydration would drop, and
 * the browser cannot submit the form by itself, which would put every value, a password too, in the page's URL.
 * `method="post"` keeps them out of the URL should it ever be submitted without its script. Given the
 * react-hook-form `form`, it provides it to the FormControls inside.
 */
export function IslandForm<Values extends FieldValues, Output>({
  form,
  className,
  children,
  ...attributes
}: ComponentProps<"form"> & { form?: UseFormReturn<Values, unknown, Output> }) {
  const hydrated = useHydrated();
  const element = (
    <form method="post" noValidate {...attributes}>
      <fieldset disabled={!hydrated} className={`min-w-0 ${className ?? ""}`} data-island-form>
        {children}
      </fieldset>
    </form>
  );
  // Its FormControls read the form from the context.
  return form ? <FormProvider {...form}>{element}</FormProvider> : element;
}

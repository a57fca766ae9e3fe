import { get, useFormContext } from "react-hook-form";
import { CATEGORIES } from "../../domain/options.ts";
import { useMessages } from "../../i18n/react.tsx";
import { FieldSet } from "../ui/FormField.tsx";

/**
 * The services a Muse offers, one checkbox per category in the page's language (the value sent is the stored
 * category), registered as `categories` in the form of the context: the application and the profile edit ask the
 * same way.
 */
export function ServicesField({ id, legend, hint }: { id: string; legend: string; hint: string }) {
  const { categories } = useMessages().options;
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, "categories") as { message?: string } | undefined)?.message;
  const registration = register("categories");
  return (
    <FieldSet id={id} legend={legend} error={error}>
      <p className="mt-1 text-sm text-stone-600">{hint}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {CATEGORIES.map((category, index) => (
          <label
            key={category}
            htmlFor={`${id}-${index}`}
            className="flex items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm"
          >
            <input
              id={`${id}-${index}`}
              type="checkbox"
              value={category}
              className="h-4 w-4 accent-rose"
              {...registration}
            />
            {categories[category]}
          </label>
        ))}
      </div>
    </FieldSet>
  );
}

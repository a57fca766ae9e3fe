import { get, useFormContext } from "react-hook-form";
import { CATEGORIES } from "../../domain/options.ts";
import { FieldSet } from "./FormField.tsx";
import { useOptionalMessages, useUiTexts } from "../../i18n/react.tsx";

/**
 * The services a Muse offers, one checkbox per category, registered as `categories` in the form of the context: the
 * application and the profile edit ask the same way. Each box sends the stored (English) value; its label is the
 * island's `options` area's name for it when the page gave that area.
 */
export function ServicesField({ id }: { id: string }) {
  const { services } = useUiTexts();
  const names = useOptionalMessages("options")?.categories;
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, "categories") as { message?: string } | undefined)?.message;
  const registration = register("categories");
  return (
    <FieldSet id={id} legend={services.legend} error={error}>
      <p className="mt-1 text-sm text-stone-600">{services.hint}</p>
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
            {names?.[category] ?? category}
          </label>
        ))}
      </div>
    </FieldSet>
  );
}

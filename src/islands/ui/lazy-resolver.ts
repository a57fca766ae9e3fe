import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod/mini";
import { toast } from "../../lib/toasts.ts";

/** The browser's own message when a form's rules cannot be fetched (English: no catalogue has it yet). */
export const RULES_NOT_LOADED = "The form could not be checked. Check your connection and try again.";
/** The title of its toast (SPEC §8's error toast). */
const ERROR_TITLE = "Error";

/**
 * Rules (a domain module's zod schemas) fetched when first needed, so a page loads no validation code before it is
 * used: `await loadRules(() => import("../../domain/review.ts"))`. Should the fetch fail, a toast says so and the
 * answer is null (the caller sends nothing); the next call tries again.
 */
export async function loadRules<Rules>(load: () => Promise<Rules>): Promise<Rules | null> {
  try {
    return await load();
  } catch (error) {
    console.error("Loading the form's rules failed", error);
    toast.error(ERROR_TITLE, { description: RULES_NOT_LOADED });
    return null;
  }
}

/**
 * A react-hook-form resolver whose schema is fetched the first time the form is checked (its first submit), with
 * zod and the schema's module. `load` imports the schema's module
 * (`() => import("../../domain/auth.ts").then((module) => module.signInSchema)`), so the rules stay the ones the
 * server applies. Should the fetch fail, a toast says so, nothing is sent, and the next submit tries again.
 */
export function lazyZodResolver<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  load: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let ready: Loaded | undefined;
  return async (values, context, options) => {
    ready ??=
      (await loadRules(() =>
        Promise.all([load(), import("@hookform/resolvers/zod")]).then(
          ([schema, { zodResolver }]) => zodResolver(schema) as Loaded,
        ),
      )) ?? undefined;
    if (!ready) {
      // The form's own error (`errors.root`): no field is wrong, and the form is not sent.
      const errors = { root: { type: "load", message: RULES_NOT_LOADED } } as FieldErrors<z.input<Schema>>;
      return { values: {}, errors };
    }
    return ready(values, context, options);
  };
}

/**
 * What every language provides for the English catalogue `T`: the same keys, every text a string, every list of the
 * same shape. A key the English catalogue has and another language lacks is a type error.
 */
export type Texts<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Texts<Item>[]
    : { readonly [Key in keyof T]: Texts<T[Key]> };

/**
 * A text with named blanks, `"Photo verified · {date}"`, filled in. Catalogues hold strings only (an island's
 * messages travel as serialized props), so values come in here rather than through functions.
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (blank, name: string) => (name in values ? String(values[name]) : blank));
}

/**
 * `Actual` (a language's JSON file, as TypeScript reads it) with every key that `Expected` lacks, at any depth, turned
 * into `never`: a value of type `Actual` fits `Actual & Exactly<Expected, Actual>` only if it adds no key.
 */
export type Exactly<Expected, Actual> = Actual extends string
  ? Actual
  : Actual extends readonly (infer Item)[]
    ? Expected extends readonly (infer ExpectedItem)[]
      ? readonly Exactly<ExpectedItem, Item>[]
      : never
    : { readonly [Key in keyof Actual]: Key extends keyof Expected ? Exactly<Expected[Key], Actual[Key]> : never };

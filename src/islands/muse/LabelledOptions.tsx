/**
 * A select's options: first the empty choice with its `placeholder`, then each stored value with its label in the
 * page's language (`messages.options.…`, keyed by the value); a value without a label (a year) shows as it is.
 */
export function LabelledOptions({
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
          {labels[String(value)] ?? value}
        </option>
      ))}
    </>
  );
}

/** A stored value (a nationality, a language) as the page's language says it; a value without a label as it is. */
export const optionLabel = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;

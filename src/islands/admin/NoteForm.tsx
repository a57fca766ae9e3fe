import { compactInputClass } from "../ui/FormField.tsx";
import { ModalClose } from "../ui/Modal.tsx";

interface Props {
  /** The textarea's id; its hint, when there is one, is `${id}-hint`. */
  id: string;
  label: string;
  hint?: string;
  rows: number;
  maxLength?: number;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  saving: boolean;
  submitLabel: string;
  className: string;
}

/**
 * The text an admin writes in a dialog (a response to a contact request, the note that closes a report), with Cancel
 * and a submit button that waits for some text and for the last save to answer.
 */
export function NoteForm({
  id,
  label,
  hint,
  rows,
  maxLength,
  value,
  onChange,
  onSubmit,
  saving,
  submitLabel,
  className,
}: Props) {
  const hintId = `${id}-hint`;
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-stone-700">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${compactInputClass} ${hint ? "mt-2" : "mt-1"}`}
      />
      <div className="mt-4 flex justify-end gap-3">
        <ModalClose className="btn-secondary" disabled={saving}>
          Cancel
        </ModalClose>
        <button type="submit" className="btn-primary" disabled={value.trim() === "" || saving}>
          {saving ? "Saving..." : submitLabel}
        </button>
      </div>
    </form>
  );
}

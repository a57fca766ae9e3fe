import { compactInputClass, sendWith, FieldControl } from "../ui/FormField.tsx";
import { ModalClose } from "../ui/Modal.tsx";

interface FieldProps {
  /** The textarea's id; its hint, when there is one, is `${id}-hint`. */
  id: string;
  label: string;
  hint?: string;
  rows: number;
  maxLength?: number;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The labelled box an admin writes a reason, a note or a response in; its hint, when there is one, under it. */
export function NoteField({ id, label, hint, rows, maxLength, placeholder, value, onChange }: FieldProps) {
  return (
    <FieldControl id={id} label={label} hint={hint}>
      <textarea
        rows={rows}
        maxLength={maxLength}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${compactInputClass} mt-1`}
      />
    </FieldControl>
  );
}

interface Props extends Omit<FieldProps, "placeholder"> {
  onSubmit: () => void;
  saving: boolean;
  submitLabel: string;
  className: string;
}

/**
 * The text an admin writes in a dialog (a response to a contact request, the note that closes a report), with Cancel
 * and a submit button that waits for some text and for the last save to answer.
 */
export function NoteForm({ onSubmit, saving, submitLabel, className, ...field }: Props) {
  return (
    <form className={className} onSubmit={sendWith(onSubmit)}>
      <NoteField {...field} />
      <div className="mt-4 flex justify-end gap-3">
        <ModalClose className="btn-secondary" disabled={saving}>
          Cancel
        </ModalClose>
        <button type="submit" className="btn-primary" disabled={field.value.trim() === "" || saving}>
          {saving ? "Saving..." : submitLabel}
        </button>
      </div>
    </form>
  );
}

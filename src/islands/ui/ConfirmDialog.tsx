import type { ReactNode } from "react";
import { AlertDialog } from "radix-ui";

interface Props {
  /** The dialog shows while this is true. */
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Red confirm button for what takes something away (reject, suspend, remove). */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" before an action that is hard to take back. Focus starts on Cancel, Escape cancels, and the
 * action runs only on the confirm button.
 */
export function ConfirmDialog({ open, title, description, confirmLabel, destructive, onConfirm, onCancel }: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="font-display text-2xl font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="btn-secondary">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={destructive ? "btn bg-red-700 text-white hover:bg-red-800" : "btn-primary"}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

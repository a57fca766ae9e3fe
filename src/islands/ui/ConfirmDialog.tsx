import { AlertDialog } from "radix-ui";
import { modalOverlayClass, modalPanelClass, modalTitleClass } from "./Modal.tsx";

interface Props {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy?: boolean;
  /** A destructive action is red; a harmless one (a pause) uses the primary button. */
  destructive?: boolean;
  /** Data attributes of the description, for the pages' tests and scripts to find it. */
  descriptionData?: Record<`data-${string}`, boolean>;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Are you sure?" before an action that is hard to take back. Focus starts on Cancel and Escape cancels; it stays
 * open until the action has answered, so the caller closes it. Above the sticky header.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busy = false,
  destructive = false,
  descriptionData,
  onConfirm,
  onOpenChange,
}: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={modalOverlayClass} />
        <AlertDialog.Content className={modalPanelClass("md")}>
          <AlertDialog.Title className={modalTitleClass}>{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-stone-800" {...descriptionData}>
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="btn-secondary">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={destructive ? "btn bg-red-700 text-white hover:bg-red-800" : "btn-primary"}
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";

/**
 * Where every dialog sits: above the sticky header (z-40) and the cookie banner (z-50), under the toasts. Portalled
 * to the end of the body, so no sticky ancestor can put a dialog under the header whatever its z-index.
 */
export const MODAL_LAYER = { overlay: "z-[60]", content: "z-[70]" } as const;

/** The dimmed page behind a dialog. */
export const modalOverlayClass = `fixed inset-0 ${MODAL_LAYER.overlay} bg-black/50`;

const WIDTHS = { md: "max-w-md", lg: "max-w-lg", "2xl": "max-w-2xl", "3xl": "max-w-3xl" } as const;
export type ModalWidth = keyof typeof WIDTHS;

/** The centred white panel of a dialog, scrolling inside when it is taller than the window. */
export const modalPanelClass = (width: ModalWidth) =>
  `fixed top-1/2 left-1/2 ${MODAL_LAYER.content} max-h-[90vh] w-[calc(100%-2rem)] ${WIDTHS[width]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none`;

/** The heading of a dialog, the size every dialog's title has. */
export const modalTitleClass = "font-display text-2xl font-semibold";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** One line under the title; its accessible description. */
  description?: ReactNode;
  width?: ModalWidth;
  /** Where focus goes as it opens; by default the first thing that takes it (the Close button). */
  onOpenAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/**
 * The one modal dialog of the islands (Radix Dialog): title, optional description and a Close button at the top,
 * the caller's content below. Focus is trapped and given back, Escape and the overlay close it, the page does not
 * scroll behind it. Buttons inside that should just close it are `ModalClose`.
 */
export function Modal({ open, onOpenChange, title, description, width = "lg", onOpenAutoFocus, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayClass} />
        <Dialog.Content
          className={modalPanelClass(width)}
          onOpenAutoFocus={onOpenAutoFocus}
          {...(description === undefined ? { "aria-describedby": undefined } : {})}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className={modalTitleClass}>{title}</Dialog.Title>
              {description !== undefined && (
                <Dialog.Description className="mt-1 text-sm text-stone-700">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close className="rounded-full p-2 text-stone-700 hover:bg-blush" aria-label="Close">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button inside a Modal that closes it (Cancel). */
export const ModalClose = Dialog.Close;

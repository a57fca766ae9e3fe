import { useState } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { MODAL_LAYER } from "./Modal.tsx";

/**
 * Full-screen picture in a modal dialog, the one overlay of every picture (profile, gallery, admin review). It is
 * portalled to the end of the body, so no sticky ancestor can put it under the sticky header. Focus stays inside and
 * returns to the opener, the page does not scroll behind it, and any click or Escape closes it.
 */
export function ImageOverlay({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  // Radix gives focus back to its own Trigger; the pictures open from plain buttons, so remember which one.
  const [opener] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 ${MODAL_LAYER.overlay} bg-black/90`} />
        <Dialog.Content
          aria-describedby={undefined}
          className={`fixed inset-0 ${MODAL_LAYER.content} flex cursor-zoom-out items-center justify-center p-4 focus:outline-none`}
          onClick={onClose}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener instanceof HTMLElement) opener.focus();
          }}
          data-image-overlay
        >
          <Dialog.Title className="sr-only">{alt}</Dialog.Title>
          <img src={src} alt={alt} className="max-h-full max-w-full object-contain" />
          <Dialog.Close
            className="absolute top-4 right-4 rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            aria-label="Close"
          >
            <X className="h-6 w-6" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

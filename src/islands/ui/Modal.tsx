import {
  createContext,
  use,
  useId,
  useLayoutEffect,
  useRef,
  type ButtonHTMLAttributes,
  type PointerEvent,
  type ReactNode,
} from "react";
import { X } from "./icons/x.ts";
import { useUiTexts } from "../../i18n/react.tsx";

const WIDTHS = { md: "max-w-md", lg: "max-w-lg", "2xl": "max-w-2xl", "3xl": "max-w-3xl" } as const;
export type ModalWidth = keyof typeof WIDTHS;

/** The centred white panel of a dialog over the dimmed page, scrolling inside when it is taller than the window. */
const panelClass = (width: ModalWidth) =>
  `m-auto max-h-[90vh] w-[calc(100%-2rem)] ${WIDTHS[width]} overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-black/50 focus:outline-none`;

/** The heading of a dialog, the size every dialog's title has. */
const titleClass = "font-display text-2xl font-semibold";

const CloseContext = createContext<() => void>(() => {});

interface FrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: "dialog" | "alertdialog";
  width: ModalWidth;
  /** A click on the dimmed page closes it (not for an alert, which waits for an answer). */
  closeOnBackdrop: boolean;
  /** Moves focus somewhere else than the first control once it is open. */
  onOpened?: () => void;
  title: ReactNode;
  description?: ReactNode;
  descriptionProps?: Record<`data-${string}`, boolean>;
  header?: ReactNode;
  children: ReactNode;
}

function outside(dialog: HTMLElement, event: PointerEvent | React.MouseEvent): boolean {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * The platform's modal `<dialog>` (shown with `showModal()`): it sits in the top layer above the sticky header and the
 * cookie banner, the page behind it is inert and does not scroll, focus starts on its first control and goes back
 * where it was when it closes, and Escape closes it. Its content is mounted only while it is open.
 */
function DialogFrame({
  open,
  onOpenChange,
  role,
  width,
  closeOnBackdrop,
  onOpened,
  title,
  description,
  descriptionProps,
  header,
  children,
}: FrameProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOutside = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current!;
    if (open && !dialog.open) {
      dialog.showModal();
      onOpened?.();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  });

  const close = () => onOpenChange(false);
  return (
    // A click on the dimmed page is the pointer's Escape, which the keyboard has as the cancel event.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      className={panelClass(width)}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // The browser closes a dialog itself on a second quick Escape; the state follows.
      onClose={() => open && close()}
      onPointerDown={(event) => {
        pressedOutside.current = event.target === ref.current && outside(ref.current, event);
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressedOutside.current && event.target === ref.current && outside(ref.current, event))
          close();
      }}
    >
      {open && (
        <CloseContext value={close}>
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className={titleClass}>
                {title}
              </h2>
              {description !== undefined && (
                <p
                  id={descriptionId}
                  className={role === "alertdialog" ? "mt-3 text-stone-800" : "mt-1 text-sm text-stone-700"}
                  {...descriptionProps}
                >
                  {description}
                </p>
              )}
            </div>
            {header}
          </div>
          {children}
        </CloseContext>
      )}
    </dialog>
  );
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** One line under the title; its accessible description. */
  description?: ReactNode;
  width?: ModalWidth;
  /** Where focus goes as it opens; by default the first thing that takes it (the Close button). */
  onOpened?: () => void;
  children: ReactNode;
}

/**
 * The one modal dialog of the islands: title, optional description and a Close button at the top, the caller's
 * content below. Escape, the Close button and a click on the dimmed page close it. Buttons inside that should just
 * close it are `ModalClose`.
 */
export function Modal({ open, onOpenChange, title, description, width = "lg", onOpened, children }: Props) {
  const ui = useUiTexts();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      role="dialog"
      width={width}
      closeOnBackdrop
      onOpened={onOpened}
      title={title}
      description={description}
      header={
        <ModalClose className="rounded-full p-2 text-stone-700 hover:bg-blush" aria-label={ui.close}>
          <X className="h-5 w-5" aria-hidden="true" />
        </ModalClose>
      }
    >
      {children}
    </DialogFrame>
  );
}

/** A button inside a dialog that closes it (Cancel). */
export function ModalClose({ onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const close = use(CloseContext);
  return (
    <button
      type="button"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) close();
      }}
    />
  );
}

interface ConfirmProps {
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
 * "Are you sure?" before an action that is hard to take back (an alert dialog). Focus starts on Cancel and Escape
 * cancels; a click beside it does not. It stays open until the action has answered, so the caller closes it.
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
}: ConfirmProps) {
  const ui = useUiTexts();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      width="md"
      closeOnBackdrop={false}
      title={title}
      description={description}
      descriptionProps={descriptionData}
    >
      <div className="mt-6 flex justify-end gap-3">
        <ModalClose className="btn-secondary">{ui.cancel}</ModalClose>
        <button
          type="button"
          className={destructive ? "btn bg-red-700 text-white hover:bg-red-800" : "btn-primary"}
          disabled={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}

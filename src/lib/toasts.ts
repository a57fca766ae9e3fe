/**
 * The site's toasts (src/lib/toast-outlet.ts shows them in the outlet of src/components/ui/Toasts.astro): raised by
 * islands and by the scripts of pages without a framework alike. The outlet's code loads with the first toast, so no
 * page carries it before it has something to say; toasts raised together still show in the order they were raised.
 */
export type ToastType = "success" | "error";

export interface ToastMessage {
  title: string;
  description?: string;
}

let outlet: Promise<typeof import("./toast-outlet.ts")> | undefined;

export function showToast(type: ToastType, message: ToastMessage): void {
  outlet ??= import("./toast-outlet.ts");
  void outlet.then(({ showToast: show }) => show(type, message));
}

/** `toast.success("Saved", { description })`: the islands' way to raise a toast. */
export const toast = {
  success: (title: string, options: { description?: string } = {}) => showToast("success", { title, ...options }),
  error: (title: string, options: { description?: string } = {}) => showToast("error", { title, ...options }),
};

import { Toaster as Sonner } from "sonner";

/** One toast outlet per island page; toasts are raised with `toast` from "sonner". */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton />;
}

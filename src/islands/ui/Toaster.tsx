import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

// Sonner's rich-colour texts fall below WCAG AA contrast on their light backgrounds; darker shades fix it.
const accessibleColors = {
  "--error-text": "#b91c1c",
  "--info-text": "#1d4ed8",
  "--warning-text": "#92400e",
  "--success-text": "#166534",
} as CSSProperties;

/**
 * One toast outlet per island page; toasts are raised with `toast` from "sonner". They rise at the bottom right (the
 * whole width of a phone's bottom edge), where they cover neither the header's links nor a form's first fields.
 */
export function Toaster() {
  return <Sonner position="bottom-right" richColors closeButton style={accessibleColors} />;
}

import { useState } from "react";
import { api } from "../../lib/api.ts";
import { toast } from "../../lib/toasts.ts";
import { showApiError } from "./api-errors.ts";
import { useUiTexts } from "../../i18n/react.tsx";

/**
 * A button's call to the API whose answer is a message (`{ message }`): `busy` while it runs, the message as a
 * success toast and then `onDone`, or SPEC §8's error toast. Returns `[busy, run]`.
 */
export function useApiAction(
  path: string,
  method: "POST" | "DELETE",
  onDone: () => void = () => undefined,
): [boolean, () => Promise<void>] {
  const ui = useUiTexts();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const { message } = await api<{ message: string }>(path, { method });
      toast.success(message);
      onDone();
    } catch (error) {
      showApiError(error, ui.error);
    } finally {
      setBusy(false);
    }
  }
  return [busy, run];
}

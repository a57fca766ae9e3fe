import { useState } from "react";
import { toast } from "../../lib/toasts.ts";
import { ApiClientError } from "../../lib/api.ts";
import { showApiError } from "../ui/api-errors.ts";
import { leaveIfRefused } from "./session.ts";

/** The toast of a decision that was saved. */
interface Done {
  title: string;
  description?: string;
}

/**
 * An admin's decision on a row of a list, taken in a dialog: the row and the choice being decided (`deciding`), the
 * note the admin writes, and its sending. Saved, the dialog closes with its toast; refused because the row changed
 * meanwhile (409), it closes too; either way the list reloads to show the row as it is now.
 */
export function useRowDecision<Choice>(list: { reload: () => void }) {
  const [deciding, setDeciding] = useState<Choice | null>(null);
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);

  function start(choice: Choice) {
    setNote("");
    setDeciding(choice);
  }

  /** Sends the decision with `call`; `failed` is the error toast's fallback, `what` names it in the console. */
  async function send(call: () => Promise<unknown>, done: Done, failed: string, what: string) {
    setSaving(true);
    try {
      await call();
      toast.success(done.title, done.description ? { description: done.description } : undefined);
      setDeciding(null);
      list.reload();
    } catch (error) {
      if (leaveIfRefused(error)) return;
      console.error(`Error ${what}`, error);
      showApiError(error, "Error", failed);
      if (error instanceof ApiClientError && error.status === 409) setDeciding(null);
      list.reload();
    } finally {
      setSaving(false);
    }
  }

  /** The dialog's onOpenChange: it closes unless the decision is being sent. */
  const onOpenChange = (open: boolean) => !open && !saving && setDeciding(null);

  return { deciding, start, note, setNote, saving, send, onOpenChange };
}

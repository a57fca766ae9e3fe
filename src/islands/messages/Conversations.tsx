import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { api, ApiClientError } from "../../lib/api.ts";
import { say } from "../../lib/say.ts";
import { formatDate } from "../../lib/format.ts";
import type { Conversation, Inbox, Side } from "../../domain/conversations.ts";
import { showApiError } from "../ui/api-errors.ts";
import { ConfirmDialog } from "../ui/Modal.tsx";
import { sendForm, TextField } from "./form.tsx";
import { sendWith } from "../ui/FormField.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { useLocale, useMessages, useUiTexts } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";

/**
 * The two views of messages both sides share: a list of conversations, newest first, and one conversation with its
 * answer form. The visitor's /messages and the Muse's dashboard section differ only in the side they read and in
 * what she may do (block).
 */

// The report form is loaded when it is first opened: most conversations are never reported.
const ReportDialog = lazy(() => import("./ReportDialog.tsx").then((module) => ({ default: module.ReportDialog })));

/** One side's inbox, loaded from GET /api/messages?side=…; `reload` after a change. */
export function useInbox(side: Side) {
  const [inbox, setInbox] = useState<Inbox | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      setInbox(await api<Inbox>(`/api/messages?side=${side}`, { cache: "no-store" }));
      setFailed(false);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 401) throw error;
      console.error("Loading the conversations failed", error);
      setFailed(true);
    }
  }, [side]);
  return { inbox, failed, reload };
}

export function ConversationList({ inbox, onOpen }: { inbox: Inbox; onOpen: (id: string) => void }) {
  const { messages: t } = useMessages();
  const locale = useLocale();
  return (
    <ul className="divide-y divide-stone-200" data-conversations>
      {inbox.conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className="flex w-full items-center justify-between gap-3 py-3 text-left hover:bg-blush/40"
            onClick={() => onOpen(conversation.id)}
            data-conversation={conversation.with ?? ""}
          >
            <span className={conversation.unread > 0 ? "font-semibold" : ""}>
              {conversation.with ?? <em className="text-stone-600">{t.accountDeleted}</em>}
            </span>
            <span className="flex items-center gap-3 text-sm text-stone-600">
              {conversation.unread > 0 && (
                <span className="rounded-full bg-rose px-2 py-0.5 text-xs font-semibold text-white">
                  {format(t.unread, { count: conversation.unread })}
                </span>
              )}
              {formatDate(conversation.last_message_at, locale)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One conversation: its messages, the answer form, and report (both sides) and block (the Muse). */
export function Thread({ id, onBack, onChange }: { id: string; onBack: () => void; onChange?: () => void }) {
  const { messages: t } = useMessages();
  const ui = useUiTexts();
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [blocking, setBlocking] = useState<"confirm" | "busy" | null>(null);
  const [reporting, setReporting] = useState(false);

  // The parent's callbacks change with each of its renders; reading them through a ref keeps `load` to the id alone,
  // so a reload of the inbox (which renders the parent) does not read the conversation again.
  const parent = useRef({ onBack, onChange });
  parent.current = { onBack, onChange };
  const load = useCallback(async () => {
    try {
      setConversation(await api<Conversation>(`/api/messages/${encodeURIComponent(id)}`, { cache: "no-store" }));
      parent.current.onChange?.();
    } catch (failure) {
      showApiError(failure, ui.error);
      parent.current.onBack();
    }
  }, [id, ui.error]);

  useEffect(() => {
    void load();
  }, [load]);

  async function send() {
    if (text.trim() === "") return setError(say("conversations.textRequired"));
    setSending(true);
    const answered = await sendForm(`/api/messages/${encodeURIComponent(id)}`, { text }, ui.error, (fields) =>
      setError(fields.text),
    );
    setSending(false);
    if (!answered) return;
    setText("");
    setError(undefined);
    await load();
  }

  async function block() {
    setBlocking("busy");
    if (await sendForm(`/api/messages/${encodeURIComponent(id)}/block`, {}, ui.error)) await load();
    setBlocking(null);
  }

  if (!conversation) return <Spinner label={t.loading} />;
  const closed = conversation.with === null;
  return (
    <div data-thread={conversation.with ?? ""}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" className="text-sm font-medium text-rose hover:underline" onClick={onBack}>
          {t.back}
        </button>
        <div className="flex gap-2">
          {conversation.side === "muse" && !closed && !conversation.blocked && (
            <button
              type="button"
              className="btn-secondary !px-3 !py-1.5 text-sm"
              onClick={() => setBlocking("confirm")}
            >
              {t.actions.block}
            </button>
          )}
          {!(conversation.side === "visitor" && closed) && (
            <button type="button" className="btn-secondary !px-3 !py-1.5 text-sm" onClick={() => setReporting(true)}>
              {t.actions.report}
            </button>
          )}
        </div>
      </div>
      <h3 className="mt-3 text-xl font-semibold break-all">{conversation.with ?? t.accountDeleted}</h3>
      <ol className="mt-4 space-y-3" aria-live="polite">
        {conversation.messages.map((message) => (
          <li
            key={message.id}
            className={`max-w-[85%] rounded-2xl px-4 py-2 whitespace-pre-wrap ${
              message.mine ? "ml-auto bg-blush" : "bg-stone-100"
            }`}
            data-message={message.mine ? "mine" : "theirs"}
          >
            <span className="sr-only">{message.mine ? t.you : conversation.with}: </span>
            {message.body}
          </li>
        ))}
      </ol>
      {!closed && (
        <form className="mt-4 space-y-3" onSubmit={sendWith(send)} noValidate>
          <TextField state={[text, setText]} label={t.reply.label} error={error} rows={3} />
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? t.compose.sending : t.reply.send}
          </button>
        </form>
      )}
      <ConfirmDialog
        open={blocking !== null}
        title={t.actions.block}
        description={t.actions.blockConfirm}
        confirmLabel={t.actions.block}
        busy={blocking === "busy"}
        destructive
        onConfirm={() => void block()}
        onOpenChange={(open) => setBlocking(open ? "confirm" : null)}
      />
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog id={id} open={reporting} onOpenChange={setReporting} />
        </Suspense>
      )}
    </div>
  );
}

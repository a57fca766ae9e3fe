import { useCallback, useEffect, useState } from "react";
import { api, ApiClientError } from "../../lib/api.ts";
import { MESSAGE_DRAFT_KEY } from "../../lib/message-draft.ts";
import type { MessageSettings } from "../../domain/conversations.ts";
import { EmptyState } from "../ui/EmptyState.tsx";
import { sendWith } from "../ui/FormField.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { useLocale, useMessages, useUiTexts, withTexts } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";
import { ConversationList, Thread, useInbox } from "./Conversations.tsx";
import { sendForm, TextField } from "./form.tsx";
import { MessageSettingsForm } from "./MessageSettings.tsx";

/**
 * /messages: the visitor's conversations with Muses and the form a profile's "Send a Message" opens
 * (`/messages?to=handle`). Signed out, or before her address is confirmed, the text she wrote is kept on the device
 * (src/lib/message-draft.ts) and waits for her here.
 */
export const MessagesPage = withTexts<"messages" | "ui">(Messages);

interface MessageDraft {
  handle: string;
  text: string;
}

/** The waiting message (src/lib/message-draft.ts); storage refused (private mode, full) keeps nothing. */
function messageDraft(): MessageDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(MESSAGE_DRAFT_KEY) ?? "null") as Partial<MessageDraft> | null;
    return typeof stored?.handle === "string" && typeof stored.text === "string"
      ? { handle: stored.handle, text: stored.text }
      : null;
  } catch {
    return null;
  }
}

function keepDraft(draft: MessageDraft | null): void {
  try {
    if (draft) localStorage.setItem(MESSAGE_DRAFT_KEY, JSON.stringify(draft));
    else localStorage.removeItem(MESSAGE_DRAFT_KEY);
  } catch {
    // The text is only lost on leaving the page.
  }
}

type Account = { name: "loading" } | { name: "signed-out" } | { name: "signed-in"; settings: MessageSettings };

function Messages() {
  const { messages: t } = useMessages();
  const [account, setAccount] = useState<Account>({ name: "loading" });
  const [to, setTo] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const { inbox, failed, reload } = useInbox("visitor");

  const loadAccount = useCallback(async () => {
    try {
      const settings = await api<MessageSettings>("/api/messages/settings", { cache: "no-store" });
      setAccount({ name: "signed-in", settings });
      await reload();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 401) return setAccount({ name: "signed-out" });
      console.error("Loading the messages failed", error);
      setAccount({ name: "signed-out" });
    }
  }, [reload]);

  useEffect(() => {
    setTo(new URLSearchParams(window.location.search).get("to")?.trim() || null);
    void loadAccount();
  }, [loadAccount]);

  const sent = (id: string) => {
    setTo(null);
    window.history.replaceState(window.history.state, "", window.location.pathname);
    setOpen(id);
    void loadAccount();
  };

  return (
    <section className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <header>
        <h1 className="text-4xl font-bold">{t.title}</h1>
        <p className="mt-2 text-stone-700">{t.intro}</p>
      </header>
      {account.name === "loading" && <Spinner label={t.loading} />}
      {to && account.name !== "loading" && <Compose handle={to} account={account} onSent={sent} />}
      {account.name === "signed-in" && !to && (
        <div className="card">
          {open ? (
            <Thread id={open} onBack={() => setOpen(null)} onChange={() => void reload()} />
          ) : failed ? (
            <p role="alert">{t.loadFailed}</p>
          ) : !inbox ? (
            <Spinner label={t.loading} />
          ) : inbox.conversations.length === 0 ? (
            <EmptyState title={t.empty} hint={t.emptyText} />
          ) : (
            <ConversationList inbox={inbox} onOpen={setOpen} />
          )}
        </div>
      )}
      {account.name === "signed-in" && (
        <MessageSettingsForm
          settings={account.settings}
          onChange={(settings) => setAccount({ name: "signed-in", settings })}
        />
      )}
    </section>
  );
}

/** The first message to a Muse, or the way back to it through sign-in with the text kept. */
function Compose({ handle, account, onSent }: { handle: string; account: Account; onSent: (id: string) => void }) {
  const { messages: t } = useMessages();
  const ui = useUiTexts();
  const locale = useLocale();
  const draft = messageDraft();
  const [text, setText] = useState(draft?.handle === handle ? draft.text : "");
  const [displayName, setDisplayName] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const settings = account.name === "signed-in" ? account.settings : null;

  const write = (value: string) => {
    setText(value);
    keepDraft({ handle, text: value });
  };

  async function send() {
    setSending(true);
    const sent = await sendForm<{ id: string; message: string }>(
      "/api/messages",
      { handle, text, ...(settings?.display_name ? {} : { display_name: displayName }) },
      ui.error,
      setErrors,
    );
    setSending(false);
    if (!sent) return;
    keepDraft(null);
    onSent(sent.id);
  }

  return (
    <div className="card space-y-4" data-compose={handle}>
      <h2 className="text-2xl font-semibold break-all">{format(t.compose.title, { handle })}</h2>
      <TextField state={[text, write]} label={t.compose.label} hint={t.compose.hint} error={errors.text} rows={6} />
      {!settings ? (
        <div className="space-y-3" data-compose-sign-in>
          <p>{t.signIn.text}</p>
          <a className="btn-primary" href={localizedPath(locale, "/auth")} onClick={() => keepDraft({ handle, text })}>
            {t.signIn.button}
          </a>
        </div>
      ) : !settings.email_verified ? (
        <p role="status" data-compose-unconfirmed>
          {t.confirmEmail}
        </p>
      ) : (
        <form className="space-y-4" onSubmit={sendWith(send)} noValidate>
          {!settings.display_name && (
            <TextField
              state={[displayName, setDisplayName]}
              label={t.compose.displayName}
              hint={t.compose.displayNameHint}
              error={errors.display_name}
            />
          )}
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? t.compose.sending : t.compose.send}
          </button>
        </form>
      )}
    </div>
  );
}

import { useCallback, useEffect, useState } from "react";
import { api, ApiClientError } from "../../lib/api.ts";
import type { MessageSettings } from "../../domain/conversations.ts";
import { Spinner } from "../ui/Spinner.tsx";
import { Switch } from "../ui/Switch.tsx";
import { useMessages, useUiTexts } from "../../i18n/react.tsx";
import { format } from "../../i18n/texts.ts";
import { ConversationList, Thread, useInbox } from "../messages/Conversations.tsx";
import { sendForm } from "../messages/form.tsx";

/**
 * Her Messages (decision 0062): conversations with visitors, newest first, the unread count in the header, one
 * conversation at a time with its answer form, her switch (locked on while she shows no other contact option) and
 * the senders she blocked.
 */
export function MessagesCard({ onReachChange }: { onReachChange: (receives: boolean) => void }) {
  const { messages: t } = useMessages();
  const ui = useUiTexts();
  const { inbox, failed, reload } = useInbox("muse");
  const [open, setOpen] = useState<string | null>(null);
  const [settings, setSettings] = useState<MessageSettings | null>(null);

  const loadSettings = useCallback(async () => {
    try {
      const loaded = await api<MessageSettings>("/api/messages/settings", { cache: "no-store" });
      setSettings(loaded);
      if (loaded.muse) onReachChange(loaded.muse.receives_messages);
    } catch (error) {
      if (!(error instanceof ApiClientError && error.status === 401)) console.error("Loading settings failed", error);
    }
  }, [onReachChange]);

  useEffect(() => {
    void reload();
    void loadSettings();
    // A mail's link ends in #messages: bring her here once the section is drawn.
    if (window.location.hash === "#messages") document.getElementById("messages")?.scrollIntoView();
  }, [reload, loadSettings]);

  async function change(path: string, json: unknown, method: "PATCH" | "DELETE") {
    await sendForm(path, json, ui.error, undefined, method);
    await loadSettings();
  }

  const muse = settings?.muse;
  const unread = inbox?.unread ?? 0;
  return (
    <section id="messages" className="card space-y-4" aria-labelledby="messages-title" data-messages>
      <h2 id="messages-title" className="text-2xl font-semibold" data-unread={unread}>
        {unread > 0 ? format(t.dashboard.unreadTitle, { count: unread }) : t.dashboard.title}
      </h2>
      {open ? (
        <Thread
          id={open}
          onBack={() => {
            setOpen(null);
            void reload();
          }}
          onChange={() => void reload()}
        />
      ) : failed ? (
        <p role="alert">{t.loadFailed}</p>
      ) : !inbox ? (
        <Spinner label={t.loading} />
      ) : inbox.conversations.length === 0 ? (
        <p className="text-stone-700">{t.dashboard.empty}</p>
      ) : (
        <ConversationList inbox={inbox} onOpen={setOpen} />
      )}
      {muse && (
        <div className="space-y-3 border-t border-stone-200 pt-4">
          <label className="flex items-center gap-3">
            <Switch
              checked={muse.messages_on || !muse.can_switch_off}
              disabled={!muse.can_switch_off}
              onChange={(event) =>
                void change("/api/messages/settings", { muse_messages_on: event.target.checked }, "PATCH")
              }
            />
            <span>{t.dashboard.switchLabel}</span>
          </label>
          {!muse.can_switch_off && <p className="text-sm text-stone-600">{t.dashboard.switchLocked}</p>}
          <h3 className="font-semibold">{t.dashboard.blockedTitle}</h3>
          {muse.blocks.length === 0 ? (
            <p className="text-sm text-stone-600">{t.dashboard.noBlocked}</p>
          ) : (
            <ul className="space-y-2" data-blocked>
              {muse.blocks.map((block) => (
                <li key={block.id} className="flex items-center justify-between gap-3">
                  <span>{block.display_name}</span>
                  <button
                    type="button"
                    className="btn-secondary !px-3 !py-1 text-sm"
                    onClick={() =>
                      void change(`/api/messages/blocks/${encodeURIComponent(block.id)}`, undefined, "DELETE")
                    }
                  >
                    {t.dashboard.unblock}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

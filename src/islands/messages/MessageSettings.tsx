import { useEffect, useState } from "react";
import { api } from "../../lib/api.ts";
import type { MessageSettings } from "../../domain/conversations.ts";
import { sendWith } from "../ui/FormField.tsx";
import { Section } from "../ui/Section.tsx";
import { Switch } from "../ui/Switch.tsx";
import { sendForm, TextField } from "./form.tsx";
import { useMessages, useUiTexts } from "../../i18n/react.tsx";

/**
 * An account's settings for messages (decision 0062): the mail about a new message, on or off, and the name Muses
 * read instead of the address. On /messages and on /account (`#messages`, where the mail's link leads).
 */
export function MessageSettingsForm({
  settings,
  onChange,
}: {
  settings: MessageSettings;
  onChange: (settings: MessageSettings) => void;
}) {
  const { messages: t } = useMessages();
  const ui = useUiTexts();
  const [name, setName] = useState(settings.display_name ?? "");
  const [error, setError] = useState<string | undefined>();

  async function save(change: { mails?: boolean; display_name?: string }) {
    const saved = await sendForm(
      "/api/messages/settings",
      change,
      ui.error,
      (fields) => setError(fields.display_name),
      "PATCH",
    );
    if (!saved) return;
    setError(undefined);
    onChange({ ...settings, ...change });
  }

  return (
    <div id="messages" className="scroll-mt-24">
      <Section id="messages-settings" title={t.settings.title} look="settings">
        <label className="flex items-center gap-3">
          <Switch checked={settings.mails} onChange={(event) => void save({ mails: event.target.checked })} />
          <span>{t.settings.mails}</span>
        </label>
        <p className="text-sm text-stone-600">{t.settings.mailsHint}</p>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={sendWith(() => save({ display_name: name }))}
          noValidate
        >
          <div className="grow">
            <TextField state={[name, setName]} label={t.settings.displayName} error={error} />
          </div>
          <button type="submit" className="btn-secondary">
            {t.settings.save}
          </button>
        </form>
      </Section>
    </div>
  );
}

/** The same settings where the account's page shows them: loaded on their own. */
export function MessageSettingsSection() {
  const [settings, setSettings] = useState<MessageSettings | null>(null);
  useEffect(() => {
    api<MessageSettings>("/api/messages/settings", { cache: "no-store" })
      .then(setSettings)
      .catch((error: unknown) => console.error("Loading the message settings failed", error));
  }, []);
  return settings && <MessageSettingsForm settings={settings} onChange={setSettings} />;
}

import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "../../lib/toasts.ts";
import type { Account } from "../../domain/auth.ts";
import { ACCOUNT_MESSAGES } from "../../domain/messages.ts";
import { api, ApiClientError } from "../../lib/api.ts";
import { showApiError, showFieldErrors } from "../ui/api-errors.ts";
import { CheckboxControl, Form, InputControl, SubmitButton } from "../ui/FormControl.tsx";
import { useApiForm } from "../ui/useApiForm.ts";
import { Section } from "../ui/Section.tsx";
import { useApiAction } from "../ui/useApiAction.ts";
import { Spinner } from "../ui/Spinner.tsx";
import { MessageSettingsSection } from "../messages/MessageSettings.tsx";
import { renderHeader } from "../../lib/account/header.ts";
import { say, shown } from "../../lib/say.ts";
import { localizedPath } from "../../i18n/paths.ts";
import { format } from "../../i18n/texts.ts";
import { formatNodes, useLocale, useMessages, useUiTexts, withTexts } from "../../i18n/react.tsx";

/** The confirmation link of an e-mail change lands here with `?email=changed|invalid|taken`. */
const EMAIL_OUTCOMES: Record<string, string> = {
  changed: ACCOUNT_MESSAGES.emailChanged,
  invalid: ACCOUNT_MESSAGES.emailChangeInvalid,
  taken: ACCOUNT_MESSAGES.emailChangeTaken,
};

function takeEmailOutcome(): string | null {
  const outcome = new URLSearchParams(window.location.search).get("email");
  if (outcome === null) return null;
  window.history.replaceState(window.history.state, "", window.location.pathname);
  return EMAIL_OUTCOMES[outcome] ?? null;
}

function Settings() {
  const { account: texts } = useMessages();
  const ui = useUiTexts();
  const locale = useLocale();
  const [account, setAccount] = useState<Account | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setAccount((await api<{ account: Account }>("/api/account", { cache: "no-store" })).account);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 401)
        return window.location.replace(localizedPath(locale, "/auth"));
      showApiError(error, ui.error);
    }
  }, [locale, ui]);
  useEffect(() => {
    setNotice(takeEmailOutcome());
    void load();
  }, [load]);

  // Deleted: the page starts again at the top with its heading, and the header shows no one signed in.
  useEffect(() => {
    if (!deleted) return;
    renderHeader({ user: null });
    window.scrollTo({ top: 0 });
    document.getElementById("account-deleted")?.focus();
  }, [deleted]);

  if (deleted) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <div className="card text-center">
          <h1 id="account-deleted" tabIndex={-1} className="text-3xl font-bold">
            {texts.deleted.title}
          </h1>
          <p role="status" className="mt-3 text-stone-700">
            {say(ACCOUNT_MESSAGES.deleted)}
          </p>
          <a href={localizedPath(locale, "/")} className="btn-primary mt-6">
            {texts.deleted.home}
          </a>
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-4xl font-bold">{texts.title}</h1>
      <p className="mt-2 text-lg text-stone-700">{texts.intro}</p>
      {notice && (
        <p role="status" className="mt-4 rounded-xl bg-blush p-4 text-ink" data-account-notice>
          {shown(notice)}
        </p>
      )}
      {!account ? (
        <Spinner />
      ) : (
        <div className="mt-8 space-y-6">
          <EmailSection account={account} onChanged={load} />
          <PasswordSection onChanged={load} />
          <SessionsSection account={account} onSignedOut={load} />
          <MessageSettingsSection />
          <DataSection onDeleted={() => setDeleted(true)} />
        </div>
      )}
    </section>
  );
}

function EmailSection({ account, onChanged }: { account: Account; onChanged: () => void }) {
  const { email: texts } = useMessages().account;
  const [cancelling, cancelChange] = useApiAction("/api/account/email", "DELETE", onChanged);
  const [sending, resend] = useApiAction("/api/account/verification", "POST");
  return (
    <Section id="account-email" title={texts.title} look="settings">
      <p>
        <strong data-account-email>{account.email}</strong>{" "}
        <span className="text-stone-700">{account.email_verified ? texts.confirmed : texts.notConfirmed}</span>
      </p>
      {!account.email_verified && (
        <button type="button" className="btn-secondary" onClick={() => void resend()} disabled={sending}>
          {sending ? texts.sending : texts.resend}
        </button>
      )}
      {account.pending_email && (
        <div className="rounded-xl bg-blush p-4" data-pending-email>
          <p>{formatNodes(texts.pending, { email: <strong>{account.pending_email}</strong> })}</p>
          <p className="mt-1 text-sm text-stone-700">{format(texts.pendingHint, { email: account.email })}</p>
          <button
            type="button"
            className="btn-secondary mt-3"
            onClick={() => void cancelChange()}
            disabled={cancelling}
          >
            {cancelling ? texts.cancelling : texts.cancelChange}
          </button>
        </div>
      )}
      {account.email_verified ? (
        <ChangeEmailForm onSent={onChanged} />
      ) : (
        <p className="border-t border-stone-200 pt-4 text-stone-700">{say(ACCOUNT_MESSAGES.confirmEmailFirst)}</p>
      )}
    </Section>
  );
}

/** The password that confirms a change of the account, as `password`. */
function CurrentPassword({ id, label }: { id: string; label: string }) {
  return <InputControl name="password" id={id} label={label} autoComplete="current-password" />;
}

/** Sends the form's values; the server's message is the success toast, then the form starts afresh. */
async function post(path: string, json: unknown, reset: () => void, onDone: () => void) {
  const { message } = await api<{ message: string }>(path, { method: "POST", json });
  toast.success(message);
  reset();
  onDone();
}

function ChangeEmailForm({ onSent }: { onSent: () => void }) {
  const { changeEmail: texts } = useMessages().account;
  const { form, onSubmit } = useApiForm({
    rules: () => import("../../domain/auth.ts").then((rules) => rules.changeEmailSchema),
    defaultValues: { new_email: "", password: "" },
    send: (values) => post("/api/account/email", values, () => form.reset(), onSent),
  });
  return (
    <Form form={form} className="space-y-4 border-t border-stone-200 pt-4" onSubmit={onSubmit} aria-label={texts.title}>
      <h3 className="font-semibold">{texts.title}</h3>
      <InputControl name="new_email" id="account-new-email" label={texts.newEmail} autoComplete="email" />
      <CurrentPassword id="account-email-password" label={texts.password} />
      <SubmitButton className="btn-secondary" busy={texts.submitting}>
        {texts.submit}
      </SubmitButton>
    </Form>
  );
}

/** The password form's fields: name (and id), label, and what the browser may fill in. */
const PASSWORDS = [
  ["current_password", "current", "current-password"],
  ["new_password", "new", "new-password"],
  ["confirm_password", "confirm", "new-password"],
] as const;

function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const { password: texts } = useMessages().account;
  const { form, onSubmit } = useApiForm({
    rules: () => import("../../domain/auth.ts").then((rules) => rules.changePasswordFormSchema),
    defaultValues: { current_password: "", new_password: "", confirm_password: "" },
    send: ({ current_password, new_password }) =>
      post("/api/account/password", { current_password, new_password }, () => form.reset(), onChanged),
  });
  return (
    <Section id="account-password" title={texts.title} look="settings">
      <Form form={form} className="space-y-4" onSubmit={onSubmit} aria-label={texts.label}>
        {PASSWORDS.map(([name, label, autoComplete]) => (
          <InputControl
            key={name}
            name={name}
            id={`account-${name}`}
            label={texts[label]}
            autoComplete={autoComplete}
          />
        ))}
        <SubmitButton busy={texts.submitting}>{texts.submit}</SubmitButton>
      </Form>
    </Section>
  );
}

function SessionsSection({ account, onSignedOut }: { account: Account; onSignedOut: () => void }) {
  const { sessions: texts } = useMessages().account;
  const [busy, signOutOthers] = useApiAction("/api/account/sign-out-others", "POST", onSignedOut);
  const others = account.other_sessions;
  return (
    <Section id="account-sessions" title={texts.title} look="settings">
      <p className="text-stone-700" data-other-sessions>
        {others === 0
          ? texts.thisDeviceOnly
          : format(others === 1 ? texts.otherDevice : texts.otherDevices, { count: others })}
      </p>
      <button type="button" className="btn-secondary" onClick={() => void signOutOthers()} disabled={busy}>
        {busy ? texts.signingOut : texts.signOutOthers}
      </button>
    </Section>
  );
}

function DataSection({ onDeleted }: { onDeleted: () => void }) {
  const { data: texts } = useMessages().account;
  const ui = useUiTexts();
  const form = useForm({ defaultValues: { password: "", confirmed: false } });
  const { handleSubmit, setError, getValues, watch } = form;
  const [password, confirmed] = watch(["password", "confirmed"]);

  async function deleteAccount(values: { password: string }) {
    try {
      await api("/api/account", { method: "DELETE", json: { password: values.password } });
      onDeleted();
    } catch (failure) {
      showFieldErrors(failure, { setError, getValues });
      showApiError(failure, ui.error);
    }
  }

  return (
    <Section id="account-data" title={texts.title} look="settings">
      <p className="text-stone-700">{texts.exportText}</p>
      <a href="/api/account/export" className="btn-secondary" download>
        {texts.download}
      </a>
      <Form form={form} className="space-y-4 border-t border-stone-200 pt-4" onSubmit={handleSubmit(deleteAccount)}>
        <h3 className="font-semibold">{texts.deleteTitle}</h3>
        <p className="text-stone-700">{texts.deleteText}</p>
        <CurrentPassword id="delete-password" label={texts.password} />
        <CheckboxControl name="confirmed">{texts.understand}</CheckboxControl>
        <SubmitButton
          className="btn bg-red-700 text-white hover:bg-red-800"
          busy={texts.submitting}
          disabled={!password || !confirmed}
        >
          {texts.submit}
        </SubmitButton>
      </Form>
    </Section>
  );
}

/** Account settings for any signed-in user: e-mail confirmation, password, sessions, and her data. */
export const AccountSettings = withTexts<"account" | "ui" | "messages">(Settings);

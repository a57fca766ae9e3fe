import { beforeAll, describe, expect, it } from "vitest";
import accountHandler from "../../netlify/functions/account.mts";
import applicationsHandler from "../../netlify/functions/applications.mts";
import contactsHandler from "../../netlify/functions/contacts.mts";
import reportsHandler from "../../netlify/functions/reports.mts";
import { query, queryOne } from "../../functions/db/index.ts";
import { siteUrl } from "../../functions/email/templates.ts";
import { ageChecked, call, createProfile, createUser, type TestUser } from "../support/api.ts";
import { auth } from "../support/auth.ts";
import { applicationForm } from "../fixtures/images/forms.ts";

/**
 * Every mail a user receives is written in the language of the page she used (issue 31): the browser sends
 * `Accept-Language: <html lang>`, the server keeps it with the account, the application, the contact request or the
 * report, and the mails that follow are written in it, with links to the pages in that language.
 */

let admin: TestUser;
/** The admin's call on the item `id` of an API: `path` is the address with `{id}` in it. */
const asAdmin = (handler: Parameters<typeof call>[0], method: string, path: string, id: string, json: unknown) =>
  call(handler, method, path.replace("{id}", id), { json, cookie: admin.cookie, params: { id } });
let counter = 0;
const address = (name: string) => `${name}-${++counter}-${Date.now()}@example.test`;
const inLanguage = (language: string) => ({ "accept-language": language });

const mailsTo = (to: string) =>
  query<{ kind: string; subject: string; body_text: string }>(
    `SELECT kind, subject, body_text FROM email_outbox WHERE to_address = $1 ORDER BY id`,
    [to],
  );
const localeOf = async (table: string, where: string, value: string) =>
  (await queryOne<{ locale: string }>(`SELECT locale FROM ${table} WHERE ${where} = $1`, [value]))?.locale;
const linkIn = (text: string, pattern: RegExp) => text.match(pattern)?.[0];

beforeAll(async () => {
  admin = await createUser(["admin"]);
});

describe("an account's mails", () => {
  it("a German sign-up gets the German confirmation mail, whose link lands on the German page", async () => {
    const email = address("anna");
    const signedUp = await auth("POST", "signup", {
      json: { email, password: "correct horse 1" },
      headers: inLanguage("de"),
    });
    expect(signedUp.status).toBe(201);
    expect(await localeOf("users", "email", email)).toBe("de");

    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: "verification", subject: "Bestätigen Sie Ihre E-Mail-Adresse bei SoleMuse" });
    expect(mail!.body_text).toMatch(/^Willkommen bei SoleMuse\.\n\nBitte bestätigen Sie Ihre E-Mail-Adresse/);
    expect(mail!.body_text).toContain("Ihr SoleMuse-Team");

    const token = mail!.body_text.match(/\/api\/auth\/verify\?token=([A-Za-z0-9_-]+)/)![1]!;
    const opened = await auth("GET", "verify", {}, `?token=${token}`);
    expect(opened.headers.get("location")).toBe("/de/auth?verified=1");
    // Opened again, the used link still lands on her language's page.
    expect((await auth("GET", "verify", {}, `?token=${token}`)).headers.get("location")).toBe("/de/auth?verified=0");
    expect((await auth("GET", "verify", {}, "?token=unknown")).headers.get("location")).toBe("/auth?verified=0");
  });

  it("an English sign-up, or one without the header, gets the English mail as it always was", async () => {
    for (const headers of [inLanguage("en"), {}, inLanguage("es-ES, en;q=0.5")]) {
      const email = address("emma");
      expect((await auth("POST", "signup", { json: { email, password: "correct horse 1" }, headers })).status).toBe(
        201,
      );
      expect(await localeOf("users", "email", email)).toBe("en");
      const [mail] = await mailsTo(email);
      expect(mail!.subject).toBe("Confirm your SoleMuse e-mail address");
      expect(mail!.body_text).toMatch(
        /^Welcome to SoleMuse\.\n\nPlease confirm your e-mail address by opening this link within 48 hours:\nhttp\S+\/api\/auth\/verify\?token=\S+\n\nIf you did not create an account, ignore this message\.\n\nDiscretion, verification, safety and respect,\nThe SoleMuse Team\n\S+$/,
      );
      const token = mail!.body_text.match(/token=([A-Za-z0-9_-]+)/)![1]!;
      expect((await auth("GET", "verify", {}, `?token=${token}`)).headers.get("location")).toBe("/auth?verified=1");
    }
  });

  it("asks for a password reset in French and gets the French mail linking the French reset page", async () => {
    const user = await createUser();
    expect(
      (await auth("POST", "forgot-password", { json: { email: user.email }, headers: inLanguage("fr") })).status,
    ).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe("Réinitialisez votre mot de passe SoleMuse");
    expect(linkIn(mail!.body_text, /\S+#token=/)).toBe(`${siteUrl()}/fr/reset-password#token=`);
  });

  it("signing in from a French page makes the account French, so a confirmed change of address is told in French", async () => {
    const user = await createUser();
    await query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [user.id]);
    expect(await localeOf("users", "id", user.id)).toBe("en");
    const signedIn = await auth("POST", "signin", {
      json: { email: user.email, password: user.password },
      headers: inLanguage("fr-FR,fr;q=0.9"),
    });
    expect(signedIn.status).toBe(200);
    expect(await localeOf("users", "id", user.id)).toBe("fr");

    const newEmail = address("nouvelle");
    const asked = await call(accountHandler, "POST", "/api/account/email", {
      json: { new_email: newEmail, password: user.password },
      cookie: user.cookie,
      params: { action: "email" },
      headers: inLanguage("fr"),
    });
    expect(asked.status).toBe(200);
    const [confirm] = await mailsTo(newEmail);
    expect(confirm!.subject).toBe("Confirmez votre nouvelle adresse e-mail SoleMuse");
    expect((await mailsTo(user.email)).map((mail) => mail.subject)).toEqual([
      "Une nouvelle adresse e-mail a été demandée pour votre compte SoleMuse",
    ]);

    // The link is opened from the mail, with whatever language the browser prefers: the account's language decides.
    const token = confirm!.body_text.match(/confirm-email\?token=([A-Za-z0-9_-]+)/)![1]!;
    const opened = await call(accountHandler, "GET", `/api/account/confirm-email?token=${token}`, {
      params: { action: "confirm-email" },
      headers: inLanguage("de"),
    });
    expect(opened.headers.get("location")).toBe("/fr/account?email=changed");
    expect((await mailsTo(user.email)).at(-1)!.subject).toBe(
      "L’adresse e-mail de votre compte SoleMuse a été modifiée",
    );
  });
});

describe("a contact request's mails", () => {
  it("a French message gets the French confirmation, and the admin's reply in French", async () => {
    const email = address("lea");
    const sent = await call(contactsHandler, "POST", "/api/contacts", {
      json: { name: "Léa", email, subject: "Vérification", message: "Comment les Muses sont-elles vérifiées ?" },
      headers: inLanguage("fr-FR,fr;q=0.9,en;q=0.8"),
    });
    expect(sent.status).toBe(201);
    const stored = await queryOne<{ id: string; locale: string }>(
      `SELECT id, locale FROM contact_requests WHERE email = $1`,
      [email],
    );
    expect(stored!.locale).toBe("fr");
    const [confirmation] = await mailsTo(email);
    expect(confirmation).toMatchObject({ kind: "contact_confirmation", subject: "Nous avons bien reçu votre message" });
    expect(confirmation!.body_text).toContain("Merci d’avoir contacté SoleMuse. Nous vous répondrons sous 24 heures.");

    // The admin panel is English; the visitor's reply is in her language.
    const answer = { status: "responded", admin_response: "Chaque Muse est vérifiée à la main." };
    const replied = await asAdmin(contactsHandler, "PATCH", "/api/contacts/{id}", stored!.id, answer);
    expect(replied.status).toBe(200);
    const reply = (await mailsTo(email)).at(-1)!;
    expect(reply).toMatchObject({ kind: "contact_response", subject: "RE\u202F: Vérification" });
    expect(reply.body_text).toMatch(/^Bonjour Léa,\n\nChaque Muse est vérifiée à la main\.\n\nDiscrétion/);
  });

  it("an English message is confirmed in English, word for word", async () => {
    const email = address("lena");
    await call(contactsHandler, "POST", "/api/contacts", {
      json: { name: "Lena", email, message: "How are Muses verified?" },
      headers: inLanguage("en"),
    });
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe("We received your message");
    expect(confirmation!.body_text).toMatch(
      /^Hello,\n\nThank you for contacting SoleMuse\. We'll get back to you within 24 hours\.\n\nIf you did not write to us, you can ignore this e-mail\.\n\nDiscretion, verification, safety and respect,\nThe SoleMuse Team\n/,
    );
  });
});

describe("an application's mails", () => {
  const submit = async (fields: Record<string, string>, language: string, cookie?: string) =>
    call(applicationsHandler, "POST", "/api/applications", {
      form: await applicationForm({ fields }),
      headers: inLanguage(language),
      cookie,
    });
  const review = (id: string, json: unknown) =>
    asAdmin(applicationsHandler, "POST", "/api/applications/{id}/review", id, json);

  it("a German application sent signed out gets the German claim link, and later the German approval", async () => {
    const email = address("samt");
    const sent = await submit({ handle: "SamtSohle", email }, "de");
    expect(sent.status).toBe(201);
    const id = sent.data.application.id as string;
    expect(await localeOf("profiles", "id", id)).toBe("de");

    const [claim] = await mailsTo(email);
    expect(claim).toMatchObject({
      kind: "application_received",
      subject: "Ihre Bewerbung bei SoleMuse: der Link zu Ihrem Konto",
    });
    expect(claim!.body_text).toMatch(/^Hallo SamtSohle,\n\nvielen Dank für Ihre Bewerbung als Muse\./);
    expect(claim!.body_text).toContain(`${siteUrl()}/de/auth?handle=SamtSohle&type=muse#claim=`);

    // She signs up from the link (in German) and the application is hers; then an admin approves it.
    const signedUp = await auth("POST", "signup", {
      json: {
        email,
        password: "correct horse 1",
        user_type: "muse",
        handle: "SamtSohle",
        claim_token: sent.data.claim_token,
      },
      headers: inLanguage("de"),
    });
    expect(signedUp.data.linked).toBe(true);
    await ageChecked(id);
    expect((await review(id, { decision: "approve" })).status).toBe(200);

    const approval = (await mailsTo(email)).find((mail) => mail.kind === "approval")!;
    expect(approval.subject).toBe("Ihr SoleMuse-Profil ist online");
    expect(approval.body_text).toContain(`${siteUrl()}/de/muse/SamtSohle\n`);
    expect(approval.body_text).toContain(`${siteUrl()}/de/muse-dashboard`);
  });

  it("a German application sent signed in is confirmed in German; its rejection cites the clause on the German Terms", async () => {
    const muse = await createUser(["muse"], "muse");
    const sent = await submit({ handle: "NylonNacht" }, "de-AT", muse.cookie);
    expect(sent.status).toBe(201);
    const [received] = await mailsTo(muse.email);
    expect(received!.subject).toBe("Wir haben Ihre Bewerbung bei SoleMuse erhalten");
    expect(received!.body_text).toContain(`${siteUrl()}/de/auth?handle=NylonNacht&type=muse`);

    const rejected = await review(sent.data.application.id, {
      decision: "reject",
      clause: "3.1",
      reason: "The pictures were unclear.",
    });
    expect(rejected.status).toBe(200);
    const statement = (await mailsTo(muse.email)).at(-1)!;
    expect(statement).toMatchObject({ kind: "rejection", subject: "Zu Ihrer Bewerbung bei SoleMuse" });
    expect(statement.body_text).toContain("Begründung der Entscheidung");
    expect(statement.body_text).toContain("Sachverhalt: The pictures were unclear.\n");
    expect(statement.body_text).toContain(`(${siteUrl()}/de/terms#clause-3-1)`);
    expect(statement.body_text).toMatch(/\nSeit: \d{1,2}\. \p{L}+ \d{4}\n/u);
  });

  it("an application sent in English keeps its English mails, word for word", async () => {
    const email = address("velvet");
    const sent = await submit({ handle: "VelvetEnglish", email }, "en");
    expect(await localeOf("profiles", "id", sent.data.application.id)).toBe("en");
    const [claim] = await mailsTo(email);
    expect(claim!.subject).toBe("Your SoleMuse application: the link to your account");
    expect(claim!.body_text).toContain(`\n${siteUrl()}/auth?handle=VelvetEnglish&type=muse#claim=`);
  });

  it("sends the claim link again in the language it is asked in", async () => {
    const email = address("again");
    await submit({ handle: "AgainAndAgain", email }, "en");
    const asked = await call(applicationsHandler, "POST", "/api/applications/claim-link", {
      json: { handle: "AgainAndAgain", email },
      headers: inLanguage("nl"),
    });
    expect(asked.status).toBe(200);
    expect((await mailsTo(email)).at(-1)!.subject).toBe("Je aanmelding bij SoleMuse: de link naar je account");
  });
});

describe("a report's mails", () => {
  it("a report sent in Polish gets the Polish receipt, and its outcome in Polish", async () => {
    const muse = await createProfile({ approval_status: "Approved", handle: "PolishReported" });
    const email = address("reporter");
    const sent = await call(reportsHandler, "POST", "/api/reports", {
      json: { handle: "PolishReported", reason: "scam", email, good_faith: true },
      headers: inLanguage("pl"),
      ip: "10.9.8.7",
    });
    expect(sent.status).toBe(201);
    const stored = await queryOne<{ id: string; locale: string }>(
      `SELECT id, locale FROM profile_reports WHERE profile_id = $1`,
      [muse.id],
    );
    expect(stored!.locale).toBe("pl");
    const [receipt] = await mailsTo(email);
    expect(receipt).toMatchObject({
      kind: "notice_receipt",
      subject: `Otrzymaliśmy Twoje zgłoszenie ${sent.data.reference}`,
    });
    expect(receipt!.body_text).toContain(`Dziękujemy za zgłoszenie profilu PolishReported w SoleMuse.`);
    expect(receipt!.body_text).toContain("przez 12 miesięcy od decyzji");

    const dismissal = { action: "dismiss", note: "Nothing wrong found." };
    const decided = await asAdmin(reportsHandler, "PATCH", "/api/reports/{id}", stored!.id, dismissal);
    expect(decided.status).toBe(200);
    const outcome = (await mailsTo(email)).at(-1)!;
    expect(outcome).toMatchObject({
      kind: "notice_outcome",
      subject: `Wynik Twojego zgłoszenia ${sent.data.reference}`,
    });
    expect(outcome.body_text).toContain("nie stwierdziliśmy naruszenia naszego Regulaminu");
  });
});

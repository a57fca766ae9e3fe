import { afterEach, describe, expect, it } from "vitest";
import applications from "../../netlify/functions/applications.mts";
import auth from "../../netlify/functions/auth.mts";
import contacts from "../../netlify/functions/contacts.mts";
import muses from "../../netlify/functions/muses.mts";
import { query } from "../../functions/db/index.ts";
import { call, createUser, expectFieldError } from "../support/api.ts";
import { applicationForm } from "../fixtures/images/forms.ts";

/**
 * Issue 42: the API answers each message by its key and in the caller's language, the page's (`X-Locale`, as
 * src/lib/api.ts sends it), else `Accept-Language`, else English (the spec's words). The translations are written out
 * here, so a text falling back to English, or to another language, cannot pass.
 */
const LANGUAGES = [
  { name: "German", headers: { "x-locale": "de" } },
  { name: "Polish", headers: { "x-locale": "pl" } },
  { name: "no language", headers: {} },
] as const;

const TEXTS = {
  German: {
    invalidLogin: "Ungültige Anmeldedaten",
    handleTooShort: "Der Profilname muss mindestens 2 Zeichen lang sein",
    nameRequired: "Bitte geben Sie Ihren Namen ein",
    profileNotFound: "Profil nicht gefunden",
  },
  Polish: {
    invalidLogin: "Nieprawidłowe dane logowania",
    handleTooShort: "Pseudonim musi mieć co najmniej 2 znaki",
    nameRequired: "Podaj swoje imię",
    profileNotFound: "Nie znaleziono profilu",
  },
  "no language": {
    invalidLogin: "Invalid login credentials",
    handleTooShort: "Handle must be at least 2 characters",
    nameRequired: "Name is required",
    profileNotFound: "Profile Not Found",
  },
} as const;

afterEach(async () => {
  await query(`DELETE FROM rate_limits`);
});

describe.each(LANGUAGES)("the API's messages, asked with $name", ({ name, headers }) => {
  const texts = TEXTS[name];

  it("a wrong password: the key and its text", async () => {
    const user = await createUser();
    const response = await call(auth, "POST", "/api/auth/signin", {
      json: { email: user.email, password: "not the password" },
      headers,
    });
    expect(response.status).toBe(400);
    expect(response.data.error).toEqual({
      code: "invalid_credentials",
      key: "auth.invalidLogin",
      message: texts.invalidLogin,
    });
  });

  it("an application with a too-short handle: the message and each field's text and key", async () => {
    const form = await applicationForm({ fields: { handle: "V" } });
    const response = await call(applications, "POST", "/api/applications", { form, headers });
    expectFieldError(response, 400, {
      code: "invalid_input",
      key: "rules.handle.tooShort",
      message: texts.handleTooShort,
      field: "handle",
    });
  });

  it("a contact request without a name: the field's text and key", async () => {
    const response = await call(contacts, "POST", "/api/contacts", {
      json: { name: " ", email: "lena@example.test", subject: "", message: "A question." },
      headers,
    });
    expectFieldError(
      response,
      400,
      { code: "invalid_input", key: "rules.contact.nameRequired", message: texts.nameRequired, field: "name" },
      { exact: false },
    );
  });

  it("a profile that does not exist: the key and its text", async () => {
    const response = await call(muses, "GET", "/api/muses/NoSuchMuse", { params: { handle: "NoSuchMuse" }, headers });
    expect(response.status).toBe(404);
    expect(response.data.error).toEqual({
      code: "not_found",
      key: "report.profileNotFound",
      message: texts.profileNotFound,
    });
  });
});

describe("the caller's language", () => {
  it("is the page's (X-Locale) before the browser's (Accept-Language), which counts without it", async () => {
    const user = await createUser();
    const signIn = (headers: Record<string, string>) =>
      call(auth, "POST", "/api/auth/signin", { json: { email: user.email, password: "wrong" }, headers });
    expect((await signIn({ "x-locale": "pl", "accept-language": "de" })).data.error.message).toBe(
      TEXTS.Polish.invalidLogin,
    );
    expect((await signIn({ "accept-language": "de-CH, en;q=0.5" })).data.error.message).toBe(TEXTS.German.invalidLogin);
    expect((await signIn({ "x-locale": "xx", "accept-language": "ja" })).data.error.message).toBe(
      TEXTS["no language"].invalidLogin,
    );
  });

  it("also writes a success answer's sentence, with its key", async () => {
    const response = await call(auth, "POST", "/api/auth/forgot-password", {
      json: { email: "nobody@example.test" },
      headers: { "x-locale": "de" },
    });
    expect(response.status).toBe(200);
    expect(response.data.key).toBe("reset.requested");
    expect(response.data.message).toBe(
      "Falls zu dieser E-Mail-Adresse ein Konto besteht, haben wir einen Link zum Zurücksetzen des Passworts dorthin geschickt. Der Link ist eine Stunde lang gültig.",
    );
  });
});

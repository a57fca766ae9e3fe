import { describe, expect, it } from "vitest";
import account from "../../netlify/functions/account.mts";
import { queryOne } from "../../functions/db/index.ts";
import { createAdmin } from "../../functions/auth/admin-account.ts";
import { call, createUser, expectFieldError } from "../support/api.ts";
import { auth } from "../support/auth.ts";

/** The refusal under the password field, as the spec words it. */
const COMMON_PASSWORD_TEXT = "This password is one of the most common. Please choose one that is harder to guess.";

const COMMON = ["password", "12345678", "qwertyui", "iloveyou", "Password1"];

describe("the most common passwords are refused (ASVS 6.2.4)", () => {
  it.each(COMMON)(
    "sign-up with %j answers the message under the password field and creates no account",
    async (password) => {
      const email = `common-${password.toLowerCase()}-${Date.now()}@example.test`;
      const response = await auth("POST", "signup", {
        json: { email, password, user_type: "seeker" },
      });
      expectFieldError(response, 400, {
        code: "invalid_input",
        key: "rules.password.common",
        message: "This password is one of the most common. Please choose one that is harder to guess.",
        field: "password",
      });
      expect(await queryOne(`SELECT id FROM users WHERE email = $1`, [email])).toBeUndefined();
    },
  );

  it("accepts a password that is not on the list", async () => {
    const response = await auth("POST", "signup", {
      json: { email: `uncommon-${Date.now()}@example.test`, password: "violet soles at dusk", user_type: "seeker" },
    });
    expect(response.status).toBe(201);
  });

  it("refuses one as the new password in account settings, and keeps the old one", async () => {
    const user = await createUser();
    const response = await call(account, "POST", "/api/account/password", {
      cookie: user.cookie,
      json: { current_password: user.password, new_password: "iloveyou" },
      params: { action: "password" },
    });
    expect(response.status).toBe(400);
    expect(response.data.error.fields).toEqual({
      new_password: "This password is one of the most common. Please choose one that is harder to guess.",
    });
    const signIn = await auth("POST", "signin", {
      json: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(200);
  });

  it("refuses one from a reset link, which stays usable", async () => {
    const response = await auth("POST", "reset-password", {
      json: { token: "any-token-at-all", password: "12345678" },
    });
    expect(response.status).toBe(400);
    expect(response.data.error.fields).toEqual({
      password: "This password is one of the most common. Please choose one that is harder to guess.",
    });
  });

  it("refuses one for an admin account too", async () => {
    await expect(createAdmin("common-admin@example.test", "Password1")).rejects.toMatchObject({
      message: "This password is one of the most common. Please choose one that is harder to guess.",
    });
  });

  it.each(["Solemuse123", "solemuse2026", "aaaaaaaa", "Welcome1!", "Summer2024!"])(
    "sign-up with %j (the site's name, a repeated character, a word and a year) is refused too (ASVS 6.2.11)",
    async (password) => {
      const email = `guessable-${Date.now()}-${password.length}@example.test`;
      const response = await auth("POST", "signup", { json: { email, password, user_type: "seeker" } });
      expect(response.status).toBe(400);
      expect(response.data.error.fields).toEqual({ password: COMMON_PASSWORD_TEXT });
      expect(await queryOne(`SELECT id FROM users WHERE email = $1`, [email])).toBeUndefined();
    },
  );

  it("refuses her own e-mail's name with a year as the new password in account settings", async () => {
    const user = await createUser();
    const name = user.email.split("@")[0]!;
    const response = await call(account, "POST", "/api/account/password", {
      cookie: user.cookie,
      json: { current_password: user.password, new_password: `${name}2026!` },
      params: { action: "password" },
    });
    expect(response.status).toBe(400);
    expect(response.data.error.fields).toEqual({ new_password: COMMON_PASSWORD_TEXT });
  });
});

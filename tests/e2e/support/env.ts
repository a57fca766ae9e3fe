/** The end-to-end server's fixed admin account and settings (a throw-away database, never production). */
export const E2E_ADMIN = { email: "admin@solemuse.example", password: "e2e-admin-password-123" };

/**
 * The admin of the server under test: the e2e server's, or the one a configuration names in TEST_ADMIN (JSON), as
 * `playwright.dev.config.ts` names the account `npm start` generated.
 */
export const testAdmin = (): { email: string; password: string } =>
  process.env.TEST_ADMIN ? (JSON.parse(process.env.TEST_ADMIN) as { email: string; password: string }) : E2E_ADMIN;

/**
 * The test servers hash passwords with scrypt's N at 2^10 instead of 2^17: the same code, a hundredth of the time (a
 * sign-up or sign-in costs about 0.4 s of a core at the recommended cost). The unit tests keep the recommended cost.
 */
export const FAST_PASSWORD_HASHING = { PASSWORD_SCRYPT_N: String(2 ** 10) };

export const E2E_ENV = {
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // Every e2e sign-up comes from 127.0.0.1; per-IP limits are covered by the integration tests.
  RATE_LIMITS: "off",
  ...FAST_PASSWORD_HASHING,
};

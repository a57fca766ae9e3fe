/** The end-to-end server's fixed admin account and settings (a throw-away database, never production). */
export const E2E_ADMIN = { email: "admin@solemuse.example", password: "e2e-admin-password-123" };

export const E2E_ENV = {
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // Every e2e sign-up comes from 127.0.0.1; per-IP limits are covered by the integration tests.
  RATE_LIMITS: "off",
};

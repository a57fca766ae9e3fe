// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import netlify from "@astrojs/netlify";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  site: process.env.SITE_URL ?? process.env.URL ?? "https://solemuse.example",
  output: "static",
  // Kept in the project, not node_modules, so checkouts sharing node_modules never share caches.
  cacheDir: ".cache/astro",
  trailingSlash: "never",
  build: { format: "file" },
  adapter: netlify({
    // Edge functions need Deno, which cannot be fetched offline; the site uses none.
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
    // Pre-rendered pages get their Content-Security-Policy as a header, not a <meta> (which ignores frame-ancestors).
    staticHeaders: true,
  }),
  // Content-Security-Policy for every page, sent as a response header (`staticHeaders` for pre-rendered pages,
  // the server function for on-demand ones) so `frame-ancestors` applies. Scripts run only from the site itself or
  // with the hash Astro computed at build: an injected inline script never runs. Inline styles stay allowed: the
  // dialogs' scroll lock writes a <style> measured at run time (the scrollbar's width) and the toasts insert their
  // stylesheet, so no build-time hash can cover them; a style cannot run code.
  security: {
    csp: {
      styleDirective: {
        resources: [
          { resource: "'self'", kind: "element" },
          { resource: "'unsafe-inline'", kind: "element" },
          { resource: "'unsafe-inline'", kind: "attribute" },
        ],
      },
      directives: [
        "default-src 'self'",
        // Article pictures may be any https address (the admin's featured image); uploads preview as blob: URLs.
        "img-src 'self' data: blob: https:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
    },
  },
  integrations: [
    react(),
    sitemap({
      filter: (page) =>
        !/\/(admin|auth|muse-dashboard|muse-onboarding|forgot-password|reset-password|account)/.test(page),
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
    cacheDir: ".cache/vite",
  },
});

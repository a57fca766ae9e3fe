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
  }),
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

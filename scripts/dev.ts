import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { acquireLock, EMBEDDED_SESSION_MODULE, PROJECT_ROOT } from "./lib/local-db.ts";
import { localAdmin, localData, localServerEnv, prepareLocalData } from "./lib/local-site.ts";
import { startEditorBackend } from "./editor/backend.ts";

/**
 * The local start: migrate and seed .netlify/db and the blob store, start the content editor's local backend, then
 * run `astro dev`, whose Netlify emulation opens the same database. The lock stays held while the dev server runs.
 */
const data = localData("dev");
// A production build leaves its server function in .netlify/; the dev emulation would try to serve it too.
for (const leftover of ["v1", "functions-internal", "functions-serve"]) {
  rmSync(join(PROJECT_ROOT, ".netlify", leftover), { recursive: true, force: true });
}
const admin = localAdmin();
await prepareLocalData(data, admin);
acquireLock(data.dataDir);

const port = process.env.PORT ?? "4321";
// The editor at /editor/ saves into content/ through it (scripts/editor/integration.ts serves it that address).
const editorBackend = await startEditorBackend(PROJECT_ROOT, { sitePort: Number(port) });
console.log(`\nSoleMuse admin: ${admin.email} / ${admin.password}  (sign in at http://localhost:${port}/admin)`);
if (editorBackend) console.log(`Content editor: http://localhost:${port}/editor/ (saves into content/)`);
console.log();
// The emulation opens .netlify/db in astro's own process, which loads the module that gives one connection at a time
// the embedded database's single session before anything else.
const astroBin = join(PROJECT_ROOT, "node_modules", "astro", "bin", "astro.mjs");
const astroArgs = ["--import", pathToFileURL(EMBEDDED_SESSION_MODULE).href, astroBin, "dev", "--port", port];
const astro = spawn(process.execPath, [...astroArgs, ...process.argv.slice(2)], {
  cwd: PROJECT_ROOT,
  stdio: "inherit",
  env: { ...localServerEnv(port), ...(editorBackend && { EDITOR_BACKEND_URL: editorBackend.url }) },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    editorBackend?.process.kill("SIGTERM");
    astro.kill(signal);
  });
}
astro.on("exit", (code) => {
  editorBackend?.process.kill("SIGTERM");
  process.exit(code ?? 0);
});

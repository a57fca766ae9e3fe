import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * Runs after `npm install` and mends the local Netlify servers (`netlify serve`; `astro dev`'s functions) where they
 * answer differently from Netlify, or fall over, and the content editor's local backend (decap-server) where it
 * writes a file in two steps. Each patch matches netlify-cli's compiled text exactly, so
 * package.json pins netlify-cli to one version. The patches apply all together or not at all: a local server half
 * mended behaves like neither. Installing never fails on them (it warns); `npm test` does
 * (tests/unit/local-server-patches.test.ts). No application code is imported here: it runs before anything is built.
 */
const NODE_MODULES = join(import.meta.dirname, "..", "node_modules");
const DIST = join(NODE_MODULES, "netlify-cli", "dist");

/**
 * The @netlify/functions that `astro dev`'s function runner (@netlify/functions-dev) reads its time limit from: its
 * own copy when it has one.
 */
export function devFunctionsPackage(): string {
  const devPackage = join(NODE_MODULES, "@netlify", "functions-dev", "package.json");
  if (!existsSync(devPackage)) return join(NODE_MODULES, "@netlify", "functions");
  const nested = join(dirname(devPackage), "node_modules", "@netlify", "functions");
  if (existsSync(nested)) return nested;
  return dirname(dirname(createRequire(devPackage).resolve("@netlify/functions")));
}

/**
 * The API's error envelopes (functions/http/respond.ts `errorBody`) with their keys and English texts (the local
 * server answers before any function reads the caller's language), written out: a unit test keeps them equal to
 * what the application answers in English.
 */
export const LOCAL_SERVER_ANSWERS = {
  payloadTooLarge: {
    status: 413,
    body: { error: { code: "payload_too_large", key: "http.bodyTooLarge", message: "Request body is too large" } },
  },
  bodyTimeout: {
    status: 408,
    body: {
      error: {
        code: "request_timeout",
        key: "http.requestTimeout",
        message: "The request took too long. Please try again.",
      },
    },
  },
  functionTimeout: {
    status: 504,
    body: { error: { code: "timeout", key: "http.internal", message: "Something went wrong. Please try again." } },
  },
} as const;
const { payloadTooLarge, bodyTimeout, functionTimeout } = LOCAL_SERVER_ANSWERS;
const errorPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong | SoleMuse</title></head><body><h1>Something went wrong</h1><p>${functionTimeout.body.error.message}</p><p><a href="/">SoleMuse home</a></p></body></html>`;

/** An envelope as a JavaScript string literal, to be written into netlify-cli's code. */
const envelope = (answer: { body: unknown }) => JSON.stringify(JSON.stringify(answer.body));

/** Netlify's time limit of a synchronous function (seconds); both local servers gave 30. */
export const FUNCTION_TIME_LIMIT_S = 10;

interface Patch {
  /** The file, absolute. */
  file: string;
  original: string;
  patched: string;
  /** What the patch does, printed once it is applied. */
  applied: string;
  /** What stays broken if netlify-cli changed and the patch cannot be applied. */
  unpatched: string;
}

export const patches: Patch[] = [
  {
    // Every 403/404 is retried as path.html, path.htm, path/index.html and path/index.htm to mimic static-file
    // lookup, function routes included: each refused API call or missing picture ran the function four more times,
    // a new worker each. Netlify's CDN never retries a function's answer.
    file: join(DIST, "utils/proxy.js"),
    original:
      "req.alternativePaths = alternativePathsFor(requestURL.pathname).map((filePath) => filePath + requestURL.search);",
    patched:
      "req.alternativePaths = options?.headers?.[NFFunctionName] ? [] : alternativePathsFor(requestURL.pathname).map((filePath) => filePath + requestURL.search);",
    applied: "function answers are no longer retried as static paths",
    unpatched: "function 404s may be retried as static paths",
  },
  {
    // Header rules (netlify.toml's, and the Content-Security-Policy Astro writes per page into .netlify/v1/config.json
    // as `for = "/about"`) must match the path the visitor asked for, as on Netlify, not the file answering it
    // (`/about.html`). The asked path is kept when the request arrives (next patch) and matched here.
    file: join(DIST, "utils/proxy.js"),
    original: "const headersRules = headersForPath(headers, requestURL.pathname);",
    patched: "const headersRules = headersForPath(headers, req.requestedPathname ?? requestURL.pathname);",
    applied: "header rules match the path asked for, not the file serving it",
    unpatched: "pages' Content-Security-Policy headers are missing locally",
  },
  {
    file: join(DIST, "utils/proxy.js"),
    original:
      "const onRequest = async ({ addonsUrls, api, edgeFunctionsProxy, env, functionsRegistry, functionsServer, imageProxy, proxy, rewriter, serverHandler, settings, siteInfo, }, req, res) => {\n",
    patched:
      "const onRequest = async ({ addonsUrls, api, edgeFunctionsProxy, env, functionsRegistry, functionsServer, imageProxy, proxy, rewriter, serverHandler, settings, siteInfo, }, req, res) => {\n    req.requestedPathname ??= reqToURL(req, req.url).pathname;\n",
    applied: "the path asked for is kept before any rewrite to a file",
    unpatched: "pages' Content-Security-Policy headers are missing locally",
  },
  {
    // A malformed percent-escape (`/%ff`, `/muse/%ED%A0%80`) threw a URIError where the proxy decodes the path to look
    // for a static file, which nobody caught: the whole server exited, the embedded database with it. A bad request.
    file: join(DIST, "utils/proxy.js"),
    original: "    req.requestedPathname ??= reqToURL(req, req.url).pathname;\n",
    patched: `    req.requestedPathname ??= reqToURL(req, req.url).pathname;
    // solemuse: a path that is not valid percent-encoding is a bad request, not the end of the server
    try {
        decodeURIComponent(req.requestedPathname);
    }
    catch {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('Bad Request');
        return;
    }
`,
    applied: "a malformed percent-escape is answered 400 instead of stopping the server",
    unpatched: "a malformed percent-escape in a path stops the whole local server",
  },
  {
    // A body over 6 MB (or one still arriving after 30 s) rejects a promise nobody catches, and the whole server
    // exits. Netlify refuses such a body with a 413; the site's API answers with its own envelope. The rest of an
    // oversized body is read and dropped first, so the client is not cut off mid-upload and sees the answer.
    file: join(DIST, "utils/proxy.js"),
    original: `    req.originalBody =
        req.method && ['GET', 'OPTIONS', 'HEAD'].includes(req.method) ? null : await createStreamPromise(req, BYTES_LIMIT);
`,
    patched: `    try {
        req.originalBody =
            req.method && ['GET', 'OPTIONS', 'HEAD'].includes(req.method) ? null : await createStreamPromise(req, BYTES_LIMIT);
    }
    catch (error) {
        // solemuse: a body too large or too slow is refused, and the server stays up
        const tooLarge = error instanceof Error && error.message === 'Stream body too big';
        if (tooLarge && !req.readableEnded) {
            await new Promise((resolve) => {
                req.once('end', resolve);
                req.once('close', resolve);
            });
        }
        if (!res.headersSent) {
            res.writeHead(tooLarge ? ${payloadTooLarge.status} : ${bodyTimeout.status}, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        }
        res.end(tooLarge ? ${envelope(payloadTooLarge)} : ${envelope(bodyTimeout)});
        return;
    }
`,
    applied: "a request body over 6 MB is answered 413 instead of stopping the server",
    unpatched: "a request body over 6 MB stops the local server",
  },
  {
    // A function past its time limit answered 500 with lambda-local's stack trace as plain text (or netlify-cli's
    // error page). The API answers 504 with its envelope, a page with a plain error page; the terminal keeps the trace.
    file: join(DIST, "lib/functions/synchronous.js"),
    original: `        logPadded(\`\${NETLIFYDEVERR} Function \${chalk.yellow(functionName)} has returned an error: \${error.errorMessage}\\n\${chalk.dim(error.stackTrace.join('\\n'))}\`);
        await handleErr(invocationError, request, response);
`,
    patched: `        logPadded(\`\${NETLIFYDEVERR} Function \${chalk.yellow(functionName)} has returned an error: \${error.errorMessage}\\n\${chalk.dim(error.stackTrace.join('\\n'))}\`);
        // solemuse: a function that timed out answers like the site, without a stack trace
        if (error.errorType === 'TimeoutError' || /^Task timed out after/.test(error.errorMessage ?? '')) {
            const api = new URL(request.originalUrl ?? request.url ?? '/', 'http://localhost').pathname.startsWith('/api/');
            response.statusCode = ${functionTimeout.status};
            response.setHeader('content-type', api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
            response.setHeader('cache-control', 'no-store');
            response.end(api ? ${envelope(functionTimeout)} : ${JSON.stringify(errorPage)});
            return;
        }
        await handleErr(invocationError, request, response);
`,
    applied: "a function timeout is answered 504 like the site",
    unpatched: "a function timeout answers with a stack trace",
  },
  {
    // The local runtime started a new worker and imported the function's whole module graph for every call
    // (0.3 s idle, over a second on a busy machine); Netlify keeps a warm instance between calls. Workers are now
    // kept per function and build (scripts/netlify-cli/warm-worker.js); the cold start is what \`npm run bench\`
    // measures.
    file: join(DIST, "lib/functions/runtimes/js/index.js"),
    original: "const workerURL = new URL('worker.js', import.meta.url);",
    patched: `const workerURL = new URL('worker.js', import.meta.url);
// solemuse: warm function workers. Netlify keeps a function's instance between calls; the local runtime imported
// the whole module graph in a new worker for every call. A worker now serves one call at a time and is kept for
// the next call of the same build of the same function, retired after five idle minutes, after any failure, or when
// the function is rebuilt (its entry file changes). At most a few live per function: a page's twenty pictures wait a
// moment for a warm one instead of each loading the function again; a call that waits too long starts its own.
import { statSync as warmStatSync } from 'fs';
import { fileURLToPath as warmFileURLToPath } from 'url';
const warmWorkerURL = new URL('warm-worker.js', import.meta.url);
const warmWorkers = new Map();
const warmLive = new Map();
const warmQueue = new Map();
const WARM_IDLE_MS = 5 * 60 * 1000;
const WARM_PER_FUNCTION = 4;
const WARM_QUEUE_WAIT_MS = 2000;
const warmWorkerKey = ({ entryFilePath, environment }) => {
    let built = 0;
    try {
        built = warmStatSync(warmFileURLToPath(entryFilePath)).mtimeMs;
    }
    catch { }
    return JSON.stringify([entryFilePath, built, environment ?? {}]);
};
const liveWarmWorkers = (key) => warmLive.get(key) ?? 0;
const takeWarmWorker = (key) => {
    const worker = warmWorkers.get(key)?.pop();
    if (worker)
        clearTimeout(worker.warmIdleTimer);
    return worker;
};
// An idle worker; or none, and the call may start one; or, when the function has its fill, the next one parked.
const acquireWarmWorker = (key) => {
    const idle = takeWarmWorker(key);
    if (idle || liveWarmWorkers(key) < WARM_PER_FUNCTION) {
        if (!idle)
            warmLive.set(key, liveWarmWorkers(key) + 1);
        return Promise.resolve(idle);
    }
    return new Promise((resolve) => {
        const queue = warmQueue.get(key) ?? [];
        const waiter = (worker) => {
            clearTimeout(timer);
            resolve(worker);
        };
        const timer = setTimeout(() => {
            queue.splice(queue.indexOf(waiter), 1);
            warmLive.set(key, liveWarmWorkers(key) + 1);
            resolve(undefined);
        }, WARM_QUEUE_WAIT_MS);
        queue.push(waiter);
        warmQueue.set(key, queue);
    });
};
const retireWarmWorker = (key, worker) => {
    const idle = warmWorkers.get(key);
    if (idle?.includes(worker))
        idle.splice(idle.indexOf(worker), 1);
    warmLive.set(key, Math.max(0, liveWarmWorkers(key) - 1));
    void worker.terminate();
    const waiter = warmQueue.get(key)?.shift();
    if (waiter) {
        warmLive.set(key, liveWarmWorkers(key) + 1);
        waiter(undefined);
    }
};
const parkWarmWorker = (key, worker) => {
    const [entry] = JSON.parse(key);
    for (const [otherKey, idle] of warmWorkers) {
        if (otherKey !== key && JSON.parse(otherKey)[0] === entry) {
            idle.forEach((old) => void old.terminate());
            warmWorkers.delete(otherKey);
            warmLive.delete(otherKey);
        }
    }
    const waiter = warmQueue.get(key)?.shift();
    if (waiter) {
        waiter(worker);
        return;
    }
    const idle = warmWorkers.get(key) ?? [];
    worker.warmIdleTimer = setTimeout(() => retireWarmWorker(key, worker), WARM_IDLE_MS);
    worker.warmIdleTimer.unref();
    worker.unref();
    idle.push(worker);
    warmWorkers.set(key, idle);
};
const invokeOnWarmWorker = (worker, key, { clientContext, event, timeoutMs }) => new Promise((resolve, reject) => {
    worker.ref();
    const settle = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
    };
    const onMessage = (result) => {
        settle();
        if (result?.warmWorkerFailure != null) {
            const { message, ...fields } = result.warmWorkerFailure;
            retireWarmWorker(key, worker);
            reject(Object.assign(new Error(message), fields));
            return;
        }
        if (result?.streamPort != null) {
            // The worker serves the streamed body from a local port: it is kept only once the body has been read.
            const client = createConnection({ port: result.streamPort, host: 'localhost' }, () => {
                result.body = client;
                resolve(result);
            });
            let broken = false;
            client.once('close', () => {
                if (!broken)
                    parkWarmWorker(key, worker);
            });
            client.on('error', (error) => {
                broken = true;
                retireWarmWorker(key, worker);
                reject(error);
            });
        }
        else {
            parkWarmWorker(key, worker);
            resolve(result);
        }
    };
    const onError = (error) => {
        settle();
        retireWarmWorker(key, worker);
        reject(error);
    };
    const onExit = (code) => {
        settle();
        retireWarmWorker(key, worker);
        reject(new Error(\`The function's worker exited (code \${code})\`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ clientContext, event, timeoutMs });
});`,
    applied: "functions stay warm between calls",
    unpatched: "every function call starts a new worker and imports the function again",
  },
  {
    file: join(DIST, "lib/functions/runtimes/js/index.js"),
    original: `    const worker = new Worker(workerURL, {
`,
    patched: `    // solemuse: a warm worker of this function when one is idle or soon free, else a new one kept for the next call
    const warmKey = warmWorkerKey(workerData);
    const worker = (await acquireWarmWorker(warmKey)) ?? new Worker(warmWorkerURL, {
`,
    applied: "a call takes an idle warm worker",
    unpatched: "every function call starts a new worker and imports the function again",
  },
  {
    file: join(DIST, "lib/functions/runtimes/js/index.js"),
    original: `        workerData,
    });
    return await new Promise((resolve, reject) => {
        worker.on('message', (result) => {
            // TODO(serhalp): Improve \`WorkerMessage\` type. It sure would be nice to keep it simple as it
            // is now, but technically this is an arbitrary type from the user function return...
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
            if (result?.streamPort != null) {
                const client = createConnection({
                    port: result.streamPort,
                    host: 'localhost',
                }, () => {
                    result.body = client;
                    resolve(result);
                });
                client.on('error', reject);
            }
            else {
                resolve(result);
            }
        });
        worker.on('error', reject);
    });
`,
    patched: `        workerData: { entryFilePath: workerData.entryFilePath, environment: workerData.environment },
    });
    return await invokeOnWarmWorker(worker, warmKey, workerData);
`,
    applied: "a warm worker is kept for the next call",
    unpatched: "every function call starts a new worker and imports the function again",
  },
  {
    // netlify serve gave every function 30 s; Netlify stops a synchronous function after 10 s, so a slow path passed
    // locally and failed live.
    file: join(DIST, "utils/dev.js"),
    original: "const SYNCHRONOUS_FUNCTION_TIMEOUT = 30;",
    patched: `const SYNCHRONOUS_FUNCTION_TIMEOUT = ${FUNCTION_TIME_LIMIT_S}; // solemuse: Netlify's limit`,
    applied: `netlify serve stops a function after ${FUNCTION_TIME_LIMIT_S} s, as Netlify does`,
    unpatched: "netlify serve gives functions 30 s, Netlify 10 s",
  },
  {
    // `astro dev` (npm start) built a function again on every call, each call into a folder of its own that it deletes
    // when it answers, while the build it ran from is shared by the function: two calls at once (a page asking for
    // the session while its island checks the admin role) ran from a folder the other had just deleted ("Cannot
    // find package …/node_modules/pg"). Builds now go to one folder that stays (functions-serve/_solemuse), one at a
    // time, and a function whose sources have not changed since its last build is not built again.
    file: join(NODE_MODULES, "@netlify", "functions-dev", "dist", "main.js"),
    original: `  async build({ buildDirectory, cache }) {
    this.buildQueue = this.runtime.getBuildFunction({`,
    patched: `  async build({ buildDirectory, cache }) {
    // solemuse: one folder that stays, one build at a time, and none while the sources are unchanged
    const path = process.getBuiltinModule("node:path");
    const serve = path.basename(buildDirectory).startsWith("_") ? path.dirname(buildDirectory) : buildDirectory;
    buildDirectory = path.join(serve, "_solemuse");
    if (this.solemuseBuilding) return this.solemuseBuilding;
    const fs = process.getBuiltinModule("node:fs");
    const unchanged = (files, since) => [...files].every((file) => { try { return fs.statSync(file).mtimeMs < since; } catch { return false; } });
    if (this.buildData && !this.buildError && this.srcFiles?.size && this.solemuseBuiltAt && unchanged(this.srcFiles, this.solemuseBuiltAt)) {
      return { includedFiles: this.buildData.includedFiles ?? [], srcFilesDiff: { added: new Set(), deleted: new Set() } };
    }
    const startedAt = Date.now();
    this.solemuseBuilding = this.solemuseBuild({ buildDirectory, cache }).finally(() => { this.solemuseBuilding = undefined; });
    const built = await this.solemuseBuilding;
    if (!built.error) this.solemuseBuiltAt = startedAt;
    return built;
  }
  async solemuseBuild({ buildDirectory, cache }) {
    this.buildQueue = this.runtime.getBuildFunction({`,
    applied: "astro dev builds a function once per change, one build at a time",
    unpatched: "astro dev builds a function on every call, and two calls at once can meet a half-copied build",
  },
  {
    // `astro dev` (npm start) read every request body as text and then told the function it was base64 (as it says for
    // any type but text and JSON): a multipart upload reached the function as neither, so no application and no
    // picture could be sent ("Malformed form upload"). A body the event calls base64 is now base64.
    file: join(NODE_MODULES, "@netlify", "functions-dev", "dist", "main.js"),
    original: `  const body = await request.text() || null;
  return {
    rawUrl: url.toString(),`,
    patched: `  // solemuse: a body the event calls base64 is sent as base64, not as text read from binary
  const base64Body = shouldBase64Encode(request.headers.get("content-type") ?? "");
  const body = (base64Body ? Buffer.from(await request.arrayBuffer()).toString("base64") : await request.text()) || null;
  return {
    rawUrl: url.toString(),`,
    applied: "astro dev hands uploads to functions as the bytes that were sent",
    unpatched: "astro dev garbles every upload: applications and pictures fail with 400 under npm start",
  },
  {
    // The same limit for `astro dev` (npm start), whose function runner reads it from @netlify/functions.
    file: join(devFunctionsPackage(), "dist", "main.js"),
    original: "var SYNCHRONOUS_FUNCTION_TIMEOUT = 30;",
    patched: `var SYNCHRONOUS_FUNCTION_TIMEOUT = ${FUNCTION_TIME_LIMIT_S}; // solemuse: Netlify's limit`,
    applied: `astro dev stops a function after ${FUNCTION_TIME_LIMIT_S} s, as Netlify does`,
    unpatched: "astro dev gives functions 30 s, Netlify 10 s",
  },
  {
    // decap-server, the editor's local backend under \`npm start\`, saved a file by truncating it and writing it again.
    // The content loader, told of the truncation, read an empty file, refused it ("does not match collection schema")
    // and missed the write that followed: the page kept the old text until the next save. It now writes a file beside
    // it and renames it over, so a reader sees the old file or the new one, never half of one.
    file: join(NODE_MODULES, "decap-server", "dist", "index.js"),
    original: "await n.promises.mkdir(i.default.dirname(r),{recursive:!0}),await n.promises.writeFile(r,a)}",
    patched:
      "await n.promises.mkdir(i.default.dirname(r),{recursive:!0});" +
      "/* solemuse: written whole, then renamed over */const w=r+'.saving-'+process.pid+'-'+Date.now();" +
      "await n.promises.writeFile(w,a),await n.promises.rename(w,r)}",
    applied: "the editor's local backend replaces a file in one step",
    unpatched: "a save in the local editor may not show on the page until the next save",
  },
];

// The warm worker the runtime patches start. It imports netlify-cli's own packages (is-stream, lambda-local,
// source-map-support), so it lives beside them and resolves them from there.
export const WARM_WORKER = join(DIST, "lib", "functions", "runtimes", "js", "warm-worker.js");

export type PatchState = "applied" | "pending" | "changed";

/** Each patch's state in the installed packages: already applied, ready to apply, or its text no longer found. */
export function patchStates(): { patch: Patch; state: PatchState }[] {
  const sources = new Map<string, string>();
  return patches.map((patch) => {
    const source = sources.get(patch.file) ?? (existsSync(patch.file) ? readFileSync(patch.file, "utf8") : "");
    let state: PatchState = "changed";
    if (source.includes(patch.patched)) state = "applied";
    else if (source.includes(patch.original)) {
      state = "pending";
      sources.set(patch.file, source.replace(patch.original, patch.patched));
      return { patch, state };
    }
    sources.set(patch.file, source);
    return { patch, state };
  });
}

/** Applies every pending patch, or none when any cannot be applied. True when all are in place afterwards. */
export function applyPatches(): boolean {
  const states = patchStates();
  const changed = states.filter(({ state }) => state === "changed");
  if (changed.length > 0) {
    for (const { patch } of changed) console.warn(`netlify-cli changed: ${patch.unpatched}`);
    console.warn("No patch applied (scripts/patch-netlify-cli.ts): `npm test` fails until they all apply.");
    return false;
  }
  const sources = new Map<string, string>();
  for (const { patch, state } of states) {
    if (state !== "pending") continue;
    const source = sources.get(patch.file) ?? readFileSync(patch.file, "utf8");
    sources.set(patch.file, source.replace(patch.original, patch.patched));
    console.log(`netlify-cli: ${patch.applied}`);
  }
  for (const [file, source] of sources) writeFileSync(file, source);
  copyFileSync(join(import.meta.dirname, "netlify-cli", "warm-worker.js"), WARM_WORKER);
  return true;
}

if (import.meta.main) applyPatches();

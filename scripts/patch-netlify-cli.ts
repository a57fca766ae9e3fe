import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ApiError, internalError } from "../functions/http/errors.ts";
import { errorBody } from "../functions/http/respond.ts";

/**
 * Runs after `npm install` and mends the local Netlify server (`netlify serve`, `netlify dev`) where it answers
 * differently from Netlify, or falls over. Each patch is applied once; if netlify-cli's code changed, it warns.
 */
const DIST = join(import.meta.dirname, "..", "node_modules", "netlify-cli", "dist");

/** The API's error envelope as a JavaScript string literal, to be written into netlify-cli's code. */
const envelope = (error: ApiError) => JSON.stringify(JSON.stringify(errorBody(error)));

const payloadTooLarge = new ApiError(413, "payload_too_large", "Request body is too large");
const bodyTimeout = new ApiError(408, "request_timeout", "The request took too long. Please try again.");
const functionTimeout = new ApiError(504, "timeout", internalError().message);
const errorPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong | SoleMuse</title></head><body><h1>Something went wrong</h1><p>${internalError().message}</p><p><a href="/">SoleMuse home</a></p></body></html>`;

interface Patch {
  file: string;
  original: string;
  patched: string;
  /** What the patch does, printed once it is applied. */
  applied: string;
  /** What stays broken if netlify-cli changed and the patch cannot be applied. */
  unpatched: string;
}

const patches: Patch[] = [
  {
    // Every 403/404 is retried as path.html, path.htm, path/index.html and path/index.htm to mimic static-file
    // lookup, function routes included: each refused API call or missing picture ran the function four more times,
    // a new worker each. Netlify's CDN never retries a function's answer.
    file: "utils/proxy.js",
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
    file: "utils/proxy.js",
    original: "const headersRules = headersForPath(headers, requestURL.pathname);",
    patched: "const headersRules = headersForPath(headers, req.requestedPathname ?? requestURL.pathname);",
    applied: "header rules match the path asked for, not the file serving it",
    unpatched: "pages' Content-Security-Policy headers are missing locally",
  },
  {
    file: "utils/proxy.js",
    original:
      "const onRequest = async ({ addonsUrls, api, edgeFunctionsProxy, env, functionsRegistry, functionsServer, imageProxy, proxy, rewriter, serverHandler, settings, siteInfo, }, req, res) => {\n",
    patched:
      "const onRequest = async ({ addonsUrls, api, edgeFunctionsProxy, env, functionsRegistry, functionsServer, imageProxy, proxy, rewriter, serverHandler, settings, siteInfo, }, req, res) => {\n    req.requestedPathname ??= reqToURL(req, req.url).pathname;\n",
    applied: "the path asked for is kept before any rewrite to a file",
    unpatched: "pages' Content-Security-Policy headers are missing locally",
  },
  {
    // A body over 6 MB (or one still arriving after 30 s) rejects a promise nobody catches, and the whole server
    // exits. Netlify refuses such a body with a 413; the site's API answers with its own envelope. The rest of an
    // oversized body is read and dropped first, so the client is not cut off mid-upload and sees the answer.
    file: "utils/proxy.js",
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
    file: "lib/functions/synchronous.js",
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
    file: "lib/functions/runtimes/js/index.js",
    original: "const workerURL = new URL('worker.js', import.meta.url);",
    patched: `const workerURL = new URL('worker.js', import.meta.url);
// solemuse: warm function workers. Netlify keeps a function's instance between calls; the local runtime imported
// the whole module graph in a new worker for every call. A worker now serves one call at a time and is kept for
// the next call of the same build of the same function: a few idle ones each, retired after five idle minutes,
// after any failure, or when the function is rebuilt (its entry file changes).
import { statSync as warmStatSync } from 'fs';
import { fileURLToPath as warmFileURLToPath } from 'url';
const warmWorkerURL = new URL('warm-worker.js', import.meta.url);
const warmWorkers = new Map();
const WARM_IDLE_MS = 5 * 60 * 1000;
const WARM_IDLE_PER_FUNCTION = 4;
const warmWorkerKey = ({ entryFilePath, environment }) => {
    let built = 0;
    try {
        built = warmStatSync(warmFileURLToPath(entryFilePath)).mtimeMs;
    }
    catch { }
    return JSON.stringify([entryFilePath, built, environment ?? {}]);
};
const takeWarmWorker = (key) => {
    const worker = warmWorkers.get(key)?.pop();
    if (worker)
        clearTimeout(worker.warmIdleTimer);
    return worker;
};
const retireWarmWorker = (key, worker) => {
    const idle = warmWorkers.get(key);
    if (idle?.includes(worker))
        idle.splice(idle.indexOf(worker), 1);
    void worker.terminate();
};
const parkWarmWorker = (key, worker) => {
    const [entry] = JSON.parse(key);
    for (const [otherKey, idle] of warmWorkers) {
        if (otherKey !== key && JSON.parse(otherKey)[0] === entry) {
            idle.forEach((old) => void old.terminate());
            warmWorkers.delete(otherKey);
        }
    }
    const idle = warmWorkers.get(key) ?? [];
    if (idle.length >= WARM_IDLE_PER_FUNCTION) {
        void worker.terminate();
        return;
    }
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
    file: "lib/functions/runtimes/js/index.js",
    original: `    const worker = new Worker(workerURL, {
`,
    patched: `    // solemuse: a warm worker of this function when one is idle, else a new one kept for the next call
    const warmKey = warmWorkerKey(workerData);
    const worker = takeWarmWorker(warmKey) ?? new Worker(warmWorkerURL, {
`,
    applied: "a call takes an idle warm worker",
    unpatched: "every function call starts a new worker and imports the function again",
  },
  {
    file: "lib/functions/runtimes/js/index.js",
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
];

// The warm worker the runtime patches below start: it imports netlify-cli's own packages, so it lives beside them.
const WARM_WORKER = join(DIST, "lib", "functions", "runtimes", "js", "warm-worker.js");
if (existsSync(dirname(WARM_WORKER)))
  copyFileSync(join(import.meta.dirname, "netlify-cli", "warm-worker.js"), WARM_WORKER);

for (const patch of patches) {
  const file = join(DIST, patch.file);
  if (!existsSync(file)) continue;
  const source = readFileSync(file, "utf8");
  if (source.includes(patch.patched)) continue;
  if (source.includes(patch.original)) {
    writeFileSync(file, source.replace(patch.original, patch.patched));
    console.log(`netlify-cli: ${patch.applied}`);
  } else {
    console.warn(`netlify-cli changed (or holds an older patch): ${patch.unpatched} (scripts/patch-netlify-cli.ts)`);
  }
}

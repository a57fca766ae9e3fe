// A function's execution environment for the local Netlify server, kept warm between calls as Netlify keeps a
// function's instance: the module graph is imported once, then each call arrives as a message. Copied into
// netlify-cli by scripts/patch-netlify-cli.ts, next to the runtime's own one-call worker (worker.js), which it
// follows call for call, streamed answers included. Its packages (is-stream, lambda-local, source-map-support) are
// netlify-cli's own dependencies, resolved from there (tests/unit/local-server-patches.test.ts checks they are found).
import { createServer } from "net";
import process from "process";
import { isMainThread, parentPort, workerData } from "worker_threads";
import { isStream } from "is-stream";
import lambdaLocal from "lambda-local";
import sourceMapSupport from "source-map-support";

if (isMainThread) throw new Error(`Do not import "${import.meta.url}" in the main thread.`);

sourceMapSupport.install();
lambdaLocal.getLogger().level = "alert";

const { entryFilePath, environment = {} } = workerData;
for (const key in environment) process.env[key] = environment[key];
const lambdaFunc = await import(entryFilePath);

/** A streamed body is served from a one-off local port, which the parent reads from. */
function streamPortFor(body) {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      body.pipe(socket).on("end", () => server.close());
    });
    server.on("error", reject);
    server.listen({ port: 0, host: "localhost" }, () => resolve(server.address().port));
  });
}

/** An error as plain data: the parent rebuilds it, with the fields netlify-cli reads (name, errorType, stack). */
function failure(error) {
  if (error instanceof Error) return { ...error, name: error.name, message: error.message, stack: error.stack };
  return { message: String(error?.errorMessage ?? error), ...error };
}

parentPort.on("message", async ({ clientContext, event, timeoutMs }) => {
  try {
    const lambdaEvent = await lambdaLocal.execute({
      clientContext,
      event,
      lambdaFunc,
      region: "dev",
      timeoutMs,
      verboseLevel: 3,
    });
    if (lambdaEvent != null && isStream(lambdaEvent.body)) {
      const { body, ...rest } = lambdaEvent;
      parentPort.postMessage({ ...rest, streamPort: await streamPortFor(body) });
    } else {
      parentPort.postMessage(lambdaEvent);
    }
  } catch (error) {
    parentPort.postMessage({ warmWorkerFailure: failure(error) });
  }
});

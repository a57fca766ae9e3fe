import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { copyFileSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { internalError } from "../../functions/http/errors.ts";
import { ApiError } from "../../functions/http/errors.ts";
import { errorBody } from "../../functions/http/respond.ts";

// netlify-cli's own runtime (a worker running lambda-local) and its answer to a failed call, as patched on install.
const CLI = join(import.meta.dirname, "..", "..", "node_modules", "netlify-cli", "dist", "lib", "functions");
const { invokeFunction } = await import(join(CLI, "runtimes", "js", "index.js"));
const { handleSynchronousFunction } = await import(join(CLI, "synchronous.js"));

const NEVER_ANSWERS = join(import.meta.dirname, "..", "fixtures", "functions", "never-answers.mjs");

let server: Server;
let origin: string;

/** A local functions server in miniature: every request runs a function that outlives a 0.3 s limit. */
beforeAll(async () => {
  server = createServer(async (request, response) => {
    const func = {
      name: "slow",
      mainFile: NEVER_ANSWERS,
      buildData: { runtimeAPIVersion: 2, buildPath: NEVER_ANSWERS },
    };
    const event = { path: request.url, httpMethod: request.method, headers: request.headers, body: undefined };
    let error: unknown = null;
    let result: unknown = null;
    try {
      result = await invokeFunction({ context: {}, environment: {}, event, func, timeout: 0.3 });
    } catch (invocationError) {
      error = invocationError;
    }
    await handleSynchronousFunction({ error, functionName: func.name, request, response, result });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the local server when a function times out", () => {
  it("answers an API call 504 with the API's error envelope, not a stack trace", async () => {
    const response = await fetch(`${origin}/api/muses`, { headers: { accept: "application/json" } });
    expect(response.status).toBe(504);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual(errorBody(new ApiError(504, "timeout", "http.internal"), "en"));
  });

  it("answers a page 504 with a plain error page that shows no stack trace", async () => {
    const response = await fetch(`${origin}/directory`, { headers: { accept: "text/html" } });
    expect(response.status).toBe(504);
    expect(response.headers.get("content-type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain(errorBody(internalError(), "en").error.message);
    expect(page).not.toMatch(/TimeoutError|Task timed out|lambda-local/);
  });
});

describe("the local server's function instances", () => {
  const directory = mkdtempSync(join(tmpdir(), "warm-function-"));
  const entry = join(directory, "counts-calls.mjs");
  copyFileSync(join(import.meta.dirname, "..", "fixtures", "functions", "counts-calls.mjs"), entry);
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  const func = { name: "counts", mainFile: entry, buildData: { runtimeAPIVersion: 2, buildPath: entry } };
  const call = async (): Promise<number> => {
    const event = { path: "/api/count", httpMethod: "GET", headers: {}, body: undefined };
    const result = await invokeFunction({ context: {}, environment: {}, event, func, timeout: 10 });
    return (JSON.parse(result.body) as { calls: number }).calls;
  };

  it("stay warm between calls, as on Netlify: the module is imported once, not once per call", async () => {
    const first = await call();
    expect(await call()).toBe(first + 1);
    expect(await call()).toBe(first + 2);
  });

  it("serve calls that overlap from separate instances, one call at a time each", async () => {
    // One instance is idle from the test above: one call takes it, the two others each start a new one.
    const answers = await Promise.all([call(), call(), call()]);
    expect(answers.filter((calls) => calls === 1)).toHaveLength(2);
  });

  it("relay every streamed answer when more calls overlap than instances are kept", async () => {
    const streams = join(import.meta.dirname, "..", "fixtures", "functions", "streams-body.mjs");
    const streaming = { name: "streams", mainFile: streams, buildData: { runtimeAPIVersion: 2, buildPath: streams } };
    const read = async (): Promise<string> => {
      const event = { path: "/api/stream", httpMethod: "GET", headers: {}, body: undefined };
      const result = await invokeFunction({ context: {}, environment: {}, event, func: streaming, timeout: 10 });
      const chunks: Buffer[] = [];
      for await (const chunk of result.body) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks).toString();
    };
    for (let round = 0; round < 2; round += 1) {
      const bodies = await Promise.all(Array.from({ length: 6 }, read));
      expect(bodies).toEqual(Array.from({ length: 6 }, () => "streamed answer"));
    }
  }, 60_000);

  it("start afresh once the function is rebuilt", async () => {
    await call();
    const later = new Date(Date.now() + 60_000);
    utimesSync(entry, later, later);
    expect(await call()).toBe(1);
  });
});

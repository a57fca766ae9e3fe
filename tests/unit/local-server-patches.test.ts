import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../functions/http/errors.ts";
import { errorBody } from "../../functions/http/respond.ts";
import {
  devFunctionsPackage,
  FUNCTION_TIME_LIMIT_S,
  LOCAL_SERVER_ANSWERS,
  patchStates,
  WARM_WORKER,
} from "../../scripts/patch-netlify-cli.ts";

const ROOT = join(import.meta.dirname, "..", "..");

// `npm install` never fails on the local server's patches; this is where a netlify-cli they no longer fit is caught.
describe("the local servers' patches (scripts/patch-netlify-cli.ts)", () => {
  it.each(patchStates().map(({ patch, state }) => [patch.applied, state]))("are applied: %s", (_name, state) => {
    expect(state).toBe("applied");
  });

  it("answer with the API's own envelopes and message", () => {
    const { payloadTooLarge, bodyTimeout, functionTimeout } = LOCAL_SERVER_ANSWERS;
    expect(payloadTooLarge.body).toEqual(errorBody(new ApiError(413, "payload_too_large", "http.bodyTooLarge"), "en"));
    expect(bodyTimeout.body).toEqual(errorBody(new ApiError(408, "request_timeout", "http.requestTimeout"), "en"));
    expect(functionTimeout.body).toEqual(errorBody(new ApiError(504, "timeout", "http.internal"), "en"));
  });

  it("give both local servers' functions Netlify's 10 seconds", async () => {
    expect(FUNCTION_TIME_LIMIT_S).toBe(10);
    // astro dev's function runner reads the limit from the @netlify/functions it imports itself.
    const { SYNCHRONOUS_FUNCTION_TIMEOUT } = (await import(join(devFunctionsPackage(), "dist", "main.js"))) as {
      SYNCHRONOUS_FUNCTION_TIMEOUT: number;
    };
    expect(SYNCHRONOUS_FUNCTION_TIMEOUT).toBe(10);
    const serve = readFileSync(join(ROOT, "node_modules", "netlify-cli", "dist", "utils", "dev.js"), "utf8");
    expect(serve).toMatch(/const SYNCHRONOUS_FUNCTION_TIMEOUT = 10;/);
  });

  it("find every package the warm worker imports beside it, in netlify-cli", () => {
    const source = readFileSync(WARM_WORKER, "utf8");
    const packages = [...source.matchAll(/^import .* from "([^".][^"]*)";$/gm)].map((match) => match[1]!);
    expect(packages).toEqual(expect.arrayContaining(["is-stream", "lambda-local", "source-map-support"]));
    const beside = createRequire(WARM_WORKER);
    for (const name of packages.filter((name) => !/^(net|process|worker_threads|node:)/.test(name))) {
      expect(() => beside.resolve(name), name).not.toThrow();
    }
  });
});

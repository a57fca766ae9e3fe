import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setEnvironmentContext } from "@netlify/blobs";
import applications from "../../netlify/functions/applications.mts";
import { queryOne } from "../../functions/db/index.ts";
import { BLOB_LIMITS } from "../../functions/images/store.ts";
import { applicationForm } from "../fixtures/images/forms.ts";
import { timed } from "../support/timing.ts";
import { call } from "../support/api.ts";

// A blob store that fails every request, or never answers: what an upload does then, within a function's 10 s.
let failing: Server;
let silent: Server;
let realContext: string | undefined;
const portOf = (server: Server) => (server.address() as AddressInfo).port;

function useBlobStore(server: Server) {
  const url = `http://127.0.0.1:${portOf(server)}`;
  setEnvironmentContext({ siteID: "test-site", token: "test-token", edgeURL: url, uncachedEdgeURL: url, apiURL: url });
}

const submit = async (handle: string) =>
  call(applications, "POST", "/api/applications", { form: await applicationForm({ fields: { handle } }) });

/**
 * How long the same submission takes with the store working, measured just before: its pictures are processed either
 * way, which on a busy machine takes seconds. What a failing store adds is measured against it.
 */
async function usualMs(handle: string): Promise<number> {
  const { result, ms } = await timed(() => submit(handle));
  expect(result.status).toBe(201);
  return ms;
}

beforeAll(async () => {
  realContext = process.env.NETLIFY_BLOBS_CONTEXT;
  failing = createServer((_request, response) => response.writeHead(500).end("storage is full"));
  silent = createServer(() => undefined);
  await Promise.all(
    [failing, silent].map((server) => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))),
  );
});

afterEach(() => {
  process.env.NETLIFY_BLOBS_CONTEXT = realContext;
});

afterAll(async () => {
  silent.closeAllConnections();
  await Promise.all([failing, silent].map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("an upload while the blob store fails", () => {
  it("answers the spec's upload message at once when the store answers errors, and stores no application", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const usual = await usualMs("UsualMuseOne");
    useBlobStore(failing);
    const { result, ms } = await timed(() => submit("FullDiskMuse"));
    expect(result.status).toBe(500);
    expect(result.data.error).toMatchObject({
      code: "upload_failed",
      message: "Failed to upload profile picture",
    });
    expect(result.headers.get("cache-control")).toBe("no-store");
    // One retry after 200 ms, then the answer: no waiting on the blob client's own retries (five, 5 s apart).
    expect(ms).toBeLessThan(usual + 1_500);
    expect(await queryOne(`SELECT id FROM profiles WHERE handle = 'FullDiskMuse'`)).toBeUndefined();
  });

  it("gives up on a store that never answers before the function's 10 s are over", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const usual = await usualMs("UsualMuseTwo");
    useBlobStore(silent);
    const { result, ms } = await timed(() => submit("HungStoreMuse"));
    expect(result.status).toBe(500);
    expect(result.data.error.message).toBe("Failed to upload profile picture");
    expect(ms).toBeLessThan(usual + (BLOB_LIMITS.RETRIES + 1) * BLOB_LIMITS.REQUEST_TIMEOUT_MS + 1_500);
    expect(await queryOne(`SELECT id FROM profiles WHERE handle = 'HungStoreMuse'`)).toBeUndefined();
  });
});

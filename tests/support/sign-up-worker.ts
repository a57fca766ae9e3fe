import { parentPort, workerData } from "node:worker_threads";
import auth from "../../netlify/functions/auth.mts";
import { closeDatabase } from "../../functions/db/index.ts";
import { call } from "./api.ts";

/**
 * One function worker of a local server: its own module instances and connection pool, as `netlify serve` runs each
 * function. Signs up the given addresses all at once and posts back each answer's status.
 */
const { emails } = workerData as { emails: string[] };
const statuses = await Promise.all(
  emails.map(async (email) => {
    const response = await call(auth, "POST", "/api/auth/signup", {
      json: { email, password: "correct horse battery staple" },
    });
    return response.status;
  }),
);
await closeDatabase();
parentPort!.postMessage(statuses);

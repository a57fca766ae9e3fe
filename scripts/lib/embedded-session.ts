import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Socket } from "node:net";
import { pathToFileURL } from "node:url";

/**
 * The embedded database (@netlify/database-dev: PGlite behind a Postgres wire server) answers every connection from
 * ONE PGlite session. Two connections in a transaction at once would share it, and one's ROLLBACK would undo the
 * other's writes, whichever process or function worker they come from. So the wire server gives the session to one
 * connection at a time: a connection that sends a message holds it until the session is idle again (a ReadyForQuery
 * with status "I"), through a whole transaction and through an extended-protocol exchange up to its Sync. The others
 * wait. Importing this module does it for every copy of the package in node_modules (`astro dev`'s emulation loads its
 * own), so the site's code needs no queue of its own (decision 0005).
 */

interface Session {
  execProtocolRaw(message: Uint8Array, options?: unknown): Promise<Uint8Array>;
}
interface EmbeddedServer {
  db?: Session;
  handleConnection(socket: Socket): void;
}
type ServerClass = { prototype: EmbeddedServer };

const READY_FOR_QUERY = 0x5a; // "Z"
const IDLE = 0x49; // "I"

/** The transaction status of the last ReadyForQuery in a backend answer ("I", "T" or "E"), if it holds one. */
export function transactionStatus(answer: Uint8Array): number | undefined {
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength);
  let status: number | undefined;
  for (let at = 0; at + 5 < answer.byteLength; at += 1 + view.getInt32(at + 1)) {
    if (answer[at] === READY_FOR_QUERY) status = answer[at + 5];
  }
  return status;
}

/** A frontend message: its type byte, its length and its body. */
function frontendMessage(type: string, body = new Uint8Array()): Uint8Array {
  const message = new Uint8Array(5 + body.byteLength);
  message[0] = type.charCodeAt(0);
  new DataView(message.buffer).setInt32(1, 4 + body.byteLength);
  message.set(body, 5);
  return message;
}
const SYNC = frontendMessage("S");
const ROLLBACK = frontendMessage("Q", new TextEncoder().encode("ROLLBACK\0"));

/** Whose turn it is on one PGlite session. */
class Turns {
  private holder: object | undefined;
  private readonly waiting: (() => void)[] = [];

  async take(connection: object): Promise<void> {
    while (this.holder && this.holder !== connection) await new Promise<void>((wake) => this.waiting.push(wake));
    this.holder = connection;
  }

  holds(connection: object): boolean {
    return this.holder === connection;
  }

  release(connection: object): void {
    if (this.holder !== connection) return;
    this.holder = undefined;
    this.waiting.shift()?.();
  }
}

const turnsOf = new WeakMap<Session, Turns>();
const isolated = new WeakSet<EmbeddedServer>();

function isolate({ prototype }: ServerClass): void {
  if (isolated.has(prototype)) return;
  isolated.add(prototype);
  const handleConnection = prototype.handleConnection;
  prototype.handleConnection = function (this: EmbeddedServer, socket: Socket) {
    const shared = this.db;
    if (!shared) return handleConnection.call(this, socket);
    let turns = turnsOf.get(shared);
    if (!turns) turnsOf.set(shared, (turns = new Turns()));
    const connection = {};
    let lastMessage: Promise<unknown> = Promise.resolve();
    const run = (message: Uint8Array, options?: unknown) => {
      const answered = (async () => {
        await turns.take(connection);
        try {
          const answer = await shared.execProtocolRaw(message, options);
          if (transactionStatus(answer) === IDLE) turns.release(connection);
          return answer;
        } catch (error) {
          turns.release(connection);
          throw error;
        }
      })();
      lastMessage = answered.catch(() => undefined);
      return answered;
    };
    // A connection that goes away in the middle of an exchange or a transaction leaves the session as idle as it found it.
    socket.once("close", () => {
      void (async () => {
        await lastMessage;
        if (!turns.holds(connection)) return;
        try {
          if (transactionStatus(await shared.execProtocolRaw(SYNC)) !== IDLE) await shared.execProtocolRaw(ROLLBACK);
        } finally {
          turns.release(connection);
        }
      })().catch(() => undefined);
    });
    // The package's handler reads `this.db` once, when the connection opens: this connection's messages take turns.
    this.db = Object.assign(Object.create(shared) as Session, { execProtocolRaw: run });
    try {
      handleConnection.call(this, socket);
    } finally {
      this.db = shared;
    }
  };
}

isolate((await import("@netlify/database-dev")).NetlifyDB as unknown as ServerClass);
// `astro dev`'s Netlify emulation (@netlify/dev) may bring its own version of the package.
const nested = join(
  import.meta.dirname,
  "../../node_modules/@netlify/dev/node_modules/@netlify/database-dev/dist/main.js",
);
if (existsSync(nested)) isolate((await import(pathToFileURL(nested).href)).NetlifyDB as ServerClass);

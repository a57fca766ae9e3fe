import { createServer, type Server, type Socket } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** How many connections the server has taken so far. */
  connections(): number;
  close(): Promise<void>;
}

const SMTP_REPLIES: Record<string, string> = {
  EHLO: "250 test.local",
  HELO: "250 test.local",
  MAIL: "250 OK",
  RCPT: "250 OK",
  DATA: "354 End data with <CR><LF>.<CR><LF>",
  QUIT: "221 Bye",
  RSET: "250 OK",
  NOOP: "250 OK",
};

/**
 * How the server behaves: `accept` takes every message; `silent` accepts the connection and never says a word (a hung
 * mail server); `swallow` takes the message and never confirms it (its outcome stays unknown to the sender).
 */
export type SmtpMode = "accept" | "silent" | "swallow";

/**
 * A small SMTP server on 127.0.0.1 for the delivery tests. Without STARTTLS or authentication, as nodemailer speaks to
 * a plain `smtp://` address. `confirmAfterMs` delays the reply to the end of a message (a provider scanning it first);
 * the message counts as received as soon as it has arrived, whether or not the sender waits for that reply.
 */
export function startSmtpServer(mode: SmtpMode, port = 0, { confirmAfterMs = 0 } = {}): Promise<SmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    if (mode === "silent") return;
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 test.local ESMTP");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end !== -1; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(mail);
            mail = { from: "", to: [], data: "" };
            if (mode === "swallow") continue;
            if (confirmAfterMs > 0) setTimeout(() => socket.writable && reply("250 OK queued"), confirmAfterMs);
            else reply("250 OK queued");
          } else mail.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "MAIL") mail.from = line;
        if (command === "RCPT") mail.to.push(line.replace(/^RCPT TO:\s*/i, ""));
        if (command === "DATA") inData = true;
        reply(SMTP_REPLIES[command] ?? "502 Command not implemented");
        if (command === "QUIT") socket.end();
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const bound = typeof address === "object" && address ? address.port : port;
      resolve({
        port: bound,
        url: `smtp://127.0.0.1:${bound}`,
        received,
        connections: () => connections,
        close: () =>
          new Promise((closed) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => closed());
          }),
      });
    });
  });
}

/** A port on 127.0.0.1 where nothing listens now: a mail server that is down. */
export async function closedPort(): Promise<number> {
  const probe = await startSmtpServer("silent");
  await probe.close();
  return probe.port;
}

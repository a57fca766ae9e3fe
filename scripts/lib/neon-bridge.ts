import { connect } from "node:net";
import { WebSocketServer } from "ws";

/**
 * What Neon runs in front of its databases, for a plain PostgreSQL (the tests, `npm run serve -- --db … --driver
 * serverless`): the serverless driver speaks the Postgres protocol
 * over a WebSocket, and this relays each WebSocket to the TCP address it names (`?address=host:port`). The driver is
 * pointed here with NEON_WS_PROXY (functions/db), without TLS, as Neon's own local set-up documents.
 */
export async function startNeonBridge(): Promise<{ proxy: string; stop: () => Promise<void> }> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  server.on("connection", (ws, request) => {
    const address = new URL(request.url ?? "/", "http://bridge").searchParams.get("address") ?? "";
    const [host, port] = [
      address.slice(0, address.lastIndexOf(":")),
      Number(address.slice(address.lastIndexOf(":") + 1)),
    ];
    const socket = connect(port, host);
    socket.on("data", (chunk) => ws.send(chunk));
    socket.on("close", () => ws.close());
    socket.on("error", () => ws.close());
    ws.on("message", (data: Buffer) => socket.write(data));
    ws.on("close", () => socket.destroy());
    ws.on("error", () => socket.destroy());
  });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  return {
    proxy: `127.0.0.1:${port}/v2`,
    stop: () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

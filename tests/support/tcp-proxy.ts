import { createServer, connect, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** From now on nothing passes in either direction: the far side looks hung, connections stay open. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay on 127.0.0.1 to `targetPort` that can be frozen: a database that accepts and never answers. What is
 * sent while frozen is lost, as in a network cut.
 */
export function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let frozen = false;
  const server = createServer((client) => {
    const upstream = connect(targetPort, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.on("data", (chunk) => frozen || upstream.write(chunk));
    upstream.on("data", (chunk) => frozen || client.write(chunk));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : 0,
        freeze: () => {
          frozen = true;
        },
        thaw: () => {
          frozen = false;
        },
        close: () =>
          new Promise((closed) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => closed());
          }),
      });
    });
  });
}

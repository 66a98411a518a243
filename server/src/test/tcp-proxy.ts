import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on loopback in front of a real server (PostgreSQL in the outage tests): `cut()`
 * drops every connection and refuses new ones, as a database that went away; `restore()`
 * lets them through again on the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a proxy to `target` on `port` (0: any free port). */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let boundPort = port;

  async function listen(): Promise<void> {
    const next = createServer((client) => {
      const upstream = connect(target.port, target.host);
      sockets.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on("error", drop).on("close", drop);
      upstream.on("error", drop).on("close", drop);
      upstream.on("connect", () => client.pipe(upstream).pipe(client));
    });
    await new Promise<void>((resolve, reject) => {
      next.once("error", reject);
      next.listen(boundPort, "127.0.0.1", () => resolve());
    });
    const address = next.address();
    if (address && typeof address === "object") boundPort = address.port;
    server = next;
  }

  async function stop(): Promise<void> {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await listen();
  return {
    get port() {
      return boundPort;
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}

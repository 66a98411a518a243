import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on loopback in front of a real server (PostgreSQL, Redis, an S3 store in the
 * outage tests): `cut()` drops every connection and refuses new ones, as a server that went
 * away; `stall()` keeps every connection open but lets nothing through, as a server that hangs
 * or a network that drops packets; `restore()` ends either and lets connections through again
 * on the same port (stalled connections are closed, so clients reconnect).
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  stall(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a proxy to `target` on `port` (0: any free port). */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let boundPort = port;
  let stalled = false;

  async function listen(): Promise<void> {
    const next = createServer((client) => {
      sockets.add(client);
      client.on("error", () => client.destroy()).on("close", () => sockets.delete(client));
      // Stalled: accept, then say nothing.
      if (stalled) return;
      const upstream = connect(target.port, target.host);
      sockets.add(upstream);
      const drop = () => {
        // Stalled, the client's side stays open and silent whatever the server does (it may
        // close an idle connection); restore() closes it.
        if (stalled) {
          upstream.destroy();
          sockets.delete(upstream);
          return;
        }
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
    async stall() {
      stalled = true;
      // Open connections stay open; whatever is sent either way is held, never delivered.
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    async restore() {
      if (stalled) {
        stalled = false;
        await stop();
      }
      if (!server) await listen();
    },
    close: stop,
  };
}

import { type ClusterBrowser, clusterSignUp } from "./cluster-client.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

// A write load for the durability tests: `writers` loops creating boards through `base`,
// recording the id of every board the server acknowledged (answered 200). A failed request
// (the server was killed under it) is not acknowledged and may or may not have been written.

export interface WriteLoad {
  /** Ids of the boards the server answered 200 for. */
  acknowledged: string[];
  /** Resolves once `count` writes were acknowledged. */
  reached(count: number): Promise<void>;
  /** Stops the writers and waits for their last requests to end. */
  stop(): Promise<void>;
}

export async function startWriteLoad(origin: string, base: string, writers = 4): Promise<WriteLoad> {
  const browsers: ClusterBrowser[] = [];
  for (let i = 0; i < writers; i++) browsers.push((await clusterSignUp(origin, base, `durable${i}`)).browser);
  const acknowledged: string[] = [];
  let running = true;
  let n = 0;
  const loop = async (browser: ClusterBrowser) => {
    while (running) {
      const answer = await browser
        .post<{ id: string }>(base, "/resource/BoardResource/create/", {
          name: `Durable ${n++} ${Date.now().toString(36)}`,
          privacy: "public",
        })
        .catch(() => null);
      if (answer?.status === 200) acknowledged.push(answer.body.resource_response.data.id);
      // A dead server refuses at once: do not spin.
      if (!answer) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const loops = browsers.map(loop);
  return {
    acknowledged,
    async reached(count: number) {
      const deadline = Date.now() + 60_000;
      while (acknowledged.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${acknowledged.length} writes acknowledged in 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * The durability drill: starts the server with `env` on `port`, runs a write load until
 * `count` writes were acknowledged, kill -9s the server in the middle of it, starts it again
 * on the same data, proves it takes a write, stops it gracefully (exit 0) and returns the ids
 * acknowledged before the kill. `track` learns every process started, for afterAll.
 */
export async function killNineDuringWrites(
  port: number,
  env: Record<string, string>,
  track: (server: ServerProcess) => void,
  count = 40,
): Promise<string[]> {
  const first = await startServerProcess(port, env);
  track(first);
  const load = await startWriteLoad(first.url, first.url);
  try {
    await load.reached(count);
  } finally {
    await first.stop("SIGKILL");
    await load.stop();
  }
  const second = await startServerProcess(port, env);
  track(second);
  const after = await startWriteLoad(second.url, second.url, 1);
  try {
    await after.reached(1);
  } finally {
    await after.stop();
  }
  const exitCode = await second.stop("SIGTERM");
  if (exitCode !== 0) throw new Error(`the restarted server exited ${exitCode} on SIGTERM`);
  return [...load.acknowledged];
}

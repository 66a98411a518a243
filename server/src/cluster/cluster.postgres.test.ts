import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, CLUSTER_PASSWORD, ClusterBrowser, clusterSignUp } from "./cluster-client.ts";
import { type Cluster, startCluster } from "./cluster-harness.ts";

// D-052 (issue 18, "Several processes behind a real balancer"): three `node server/src/main.ts`
// processes on one PostgreSQL database, Redis, s3rver and an SMTP sink, behind haproxy with
// deploy/haproxy.cfg. Runs in the PostgreSQL pass (*.postgres.test.ts, vitest.config.ts).

const serverUrl = process.env.DATABASE_URL ?? "";
const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../drizzle/meta/_journal.json"), "utf8"),
) as { entries: unknown[] };

describe("three processes behind haproxy (D-052)", () => {
  let cluster: Cluster;
  const direct = (index: number) => cluster.servers[index]?.url ?? "";

  beforeAll(async () => {
    cluster = await startCluster({ serverUrl });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it("migrations ran once although all three started together (the advisory lock)", async () => {
    const { rows } = await cluster.sql.query<{ hash: string; n: number }>(
      "select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash",
    );
    expect(rows.length).toBe(journal.entries.length);
    expect(rows.filter((row) => row.n !== 1)).toEqual([]);
  });

  it("the balancer spreads requests over all three and forwards X-Request-Id (D-047)", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${cluster.url}/healthz`, { headers: { "x-request-id": `cluster-${i}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-request-id")).toBe(`cluster-${i}`);
      seen.add(response.headers.get("x-corkboard-server") ?? "");
    }
    expect(seen).toEqual(new Set(["app1", "app2", "app3"]));
    // Without one, haproxy makes an id, and the server returns it.
    const made = await fetch(`${cluster.url}/healthz`);
    expect(made.headers.get("x-request-id")).toBeTruthy();
  });

  it("a session made through one process is honoured by the others", async () => {
    const { browser } = await clusterSignUp(cluster.url, direct(0), "session");
    for (const index of [0, 1, 2]) {
      const sessions = await browser.get<unknown[]>(direct(index), "/v3/users/sessions/");
      expect(sessions.status, `process ${index + 1}`).toBe(200);
    }
    const stranger = new ClusterBrowser(cluster.url);
    expect((await stranger.get(direct(1), "/v3/users/sessions/")).status).toBe(401);
  });

  it("AUTH-145 the tenth wrong password is counted across processes (limits shared in Redis)", async () => {
    const { email } = await clusterSignUp(cluster.url, direct(0), "lockout");
    const guesser = new ClusterBrowser(cluster.url);
    const login = (index: number, password: string) =>
      guesser.post(direct(index), "/resource/UserSessionResource/create/", {
        username_or_email: email,
        password,
      });
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await login(attempt % 3, "not-the-password-at-all");
      expect(wrong.status, `attempt ${attempt + 1}`).toBe(401);
    }
    // Each process saw three or four failures; together they are ten: the source is locked
    // out of the account, even with the right password, on every process.
    for (const index of [0, 1, 2]) {
      const locked = await login(index, CLUSTER_PASSWORD);
      expect(locked.status, `process ${index + 1}`).toBe(429);
    }
  });

  it("an image uploaded through one process is served by all (S3)", async () => {
    const { browser } = await clusterSignUp(cluster.url, direct(0), "upload");
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const boundary = `----cluster${Date.now().toString(16)}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await browser.post<{ media_upload_id: string }>(
      direct(0),
      "/v3/media/uploads/",
      body,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(uploaded.status).toBe(200);
    const { rows } = await cluster.sql.query<{ storage_key: string }>(
      "select storage_key from images where id = $1",
      [uploaded.body.resource_response.data.media_upload_id],
    );
    const key = rows[0]?.storage_key;
    expect(key).toBeTruthy();
    const digests = new Set<string>();
    for (const index of [0, 1, 2]) {
      const served = await fetch(`${direct(index)}/media/${key}/236x`);
      expect(served.status, `process ${index + 1}`).toBe(200);
      expect(served.headers.get("content-type")).toMatch(/^image\//);
      digests.add(
        createHash("sha256")
          .update(Buffer.from(await served.arrayBuffer()))
          .digest("hex"),
      );
    }
    expect(digests.size).toBe(1);
  });

  it("the public cache never serves one viewer's data to another", async () => {
    const { browser } = await clusterSignUp(cluster.url, direct(0), "cache");
    const secretName = `Secret plans ${Date.now().toString(36)}`;
    const made = await browser.post<{ url: string }>(direct(0), "/resource/BoardResource/create/", {
      name: secretName,
      privacy: "secret",
    });
    expect(made.status).toBe(200);
    const username = made.body.resource_response.data.url.split("/")[1] ?? "";
    const boardsPath = `/resource/BoardsResource/get/?username=${username}`;
    const names = (answer: Answer<{ items: { name: string }[] }>) =>
      answer.body.resource_response.data.items.map((board) => board.name);
    const visitor = new ClusterBrowser(cluster.url);
    // Interleaved on every process and through the balancer: the owner's answers (with the
    // secret board) and a visitor's (without) for the same URL, each fresh for its viewer.
    for (const base of [direct(0), direct(1), direct(2), cluster.url, cluster.url, cluster.url]) {
      const owner = await browser.get<{ items: { name: string }[] }>(base, boardsPath);
      expect(owner.status).toBe(200);
      expect(names(owner)).toContain(secretName);
      const anonymous = await visitor.get<{ items: { name: string }[] }>(base, boardsPath);
      expect(anonymous.status).toBe(200);
      expect(names(anonymous)).not.toContain(secretName);
      const ownerAgain = await browser.get<{ items: { name: string }[] }>(base, boardsPath);
      expect(names(ownerAgain)).toContain(secretName);
    }
  });

  it("IMPL-010 a rolling restart of every process under load loses no request and no acknowledged write", {
    timeout: 90_000,
  }, async () => {
    const { browser } = await clusterSignUp(cluster.url, cluster.url, "rolling");
    const failures: string[] = [];
    const acknowledged: string[] = [];
    let reads = 0;
    let writes = 0;
    let running = true;
    const reader = async () => {
      const visitor = new ClusterBrowser(cluster.url);
      while (running) {
        const answer = await visitor
          .get(cluster.url, "/resource/HomefeedResource/get/?page_size=5")
          .catch(
            (error: unknown) => ({ status: 0, server: `${new Date().toISOString()} ${error}` }) as const,
          );
        reads++;
        if (answer.status !== 200) failures.push(`read ${answer.status} ${answer.server}`);
      }
    };
    const writer = async () => {
      while (running) {
        const name = `Rolling ${writes++} ${Date.now().toString(36)}`;
        const answer = await browser
          .post<{ id: string }>(cluster.url, "/resource/BoardResource/create/", { name, privacy: "public" })
          .catch((error: unknown) => ({ status: 0, server: String(error), body: null }) as const);
        if (answer.status === 200 && answer.body) acknowledged.push(answer.body.resource_response.data.id);
        else failures.push(`write ${answer.status} ${answer.server}`);
      }
    };
    const load = [reader(), reader(), writer()];
    const exitCodes: (number | null)[] = [];
    const readiness: string[] = [];
    try {
      for (const index of [0, 1, 2]) {
        const stopping = cluster.stop(index, "SIGTERM");
        // Draining: not ready for the balancer, still serving what reaches it (D-052).
        readiness.push(await drainingAnswers(direct(index)));
        exitCodes.push(await stopping);
        await cluster.start(index);
        await cluster.untilBalanced(index);
      }
    } finally {
      running = false;
      await Promise.all(load);
    }

    // Each process drained (/readyz 503, /healthz still 200) and exited 0 on SIGTERM.
    expect(readiness).toEqual(["503 200", "503 200", "503 200"]);
    expect(exitCodes).toEqual([0, 0, 0]);
    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(30);
    expect(acknowledged.length).toBeGreaterThan(10);
    const { rows } = await cluster.sql.query<{ id: string }>(
      "select id::text as id from boards where id = any($1::bigint[])",
      [acknowledged],
    );
    expect(rows.length).toBe(acknowledged.length);
  });
});

/** Polls a process's /readyz until it answers 503, then returns "readyz healthz" statuses. */
async function drainingAnswers(base: string): Promise<string> {
  const deadline = Date.now() + 2_000;
  let ready = 0;
  while (Date.now() < deadline) {
    ready = (await fetch(`${base}/readyz`)).status;
    if (ready === 503) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const health = (await fetch(`${base}/healthz`)).status;
  return `${ready} ${health}`;
}

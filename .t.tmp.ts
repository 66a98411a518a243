import { mkdtempSync } from "node:fs"; import { tmpdir } from "node:os"; import path from "node:path";
import { startService } from "./bench/support/processes.ts";
const server = await startService("server/src/main.ts", { DATA_DIR: mkdtempSync(path.join(tmpdir(), "cb-")), DATABASE_URL: "", LOG_LEVEL: "info" }, "/readyz");
const base = server.url.replace("127.0.0.1", "localhost");
const page = await fetch(`${base}/signup/`);
const token = /csrftoken=([^;]+)/.exec(page.headers.get("set-cookie") ?? "")?.[1];
const t0 = performance.now();
const ctl = AbortSignal.timeout(60000);
try {
  const r = await fetch(`${base}/v3/register/`, { method: "POST", signal: ctl, headers: { "content-type": "application/json", origin: base, "x-csrftoken": token!, cookie: `csrftoken=${token}` }, body: JSON.stringify({ type: "email", email: "a.b@fastmail.com", password: "correct horse battery staple", birthday: 639014400, country: "US", first_name: "A", last_name: "" }) });
  console.log(r.status, (await r.text()).slice(0, 400), Math.round(performance.now() - t0));
} catch (e) { console.log("ERR", e, Math.round(performance.now() - t0)); }
await server.stop();

// `npm run dev`: the server with --watch on :3000 and Vite's dev server on :5173, which
// proxies API and media paths to the server. Ctrl-C stops both.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children: ChildProcess[] = [
  spawn(process.execPath, ["--watch", "server/src/main.ts"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);

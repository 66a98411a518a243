// AUTH SPIKE — argon2id cost on this machine: hash vs verify (both paths of a failed login).
// Run: npx node server/src/auth-spike/argon-timing.ts
import { hash, verify } from "@node-rs/argon2";

const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 };
const stored = await hash("correct horse battery", options);
const time = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};
const hashes: number[] = [];
const verifies: number[] = [];
for (let i = 0; i < 30; i++) {
  hashes.push(await time(() => hash(`wrong password ${i}`, options)));
  verifies.push(await time(() => verify(stored, `wrong password ${i}`)));
}
const median = (xs: number[]) => (xs.sort((a, b) => a - b)[15] ?? 0).toFixed(1);
console.log(`argon2id m=19456 t=2 p=1: hash ${median(hashes)} ms, verify ${median(verifies)} ms`);

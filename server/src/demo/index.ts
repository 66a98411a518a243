export {
  DEMO_SIZE,
  type DemoSeedResult,
  type SeedLog,
  seedDemoContent,
  seedDemoIfEmpty,
} from "./seed-demo.ts";

export { analyze, insertBulkPins } from "./bulk-pins-repo.ts";
export {
  DEMO_SIZE,
  type DemoSeedResult,
  type SeedLog,
  seedDemoContent,
  seedDemoIfEmpty,
} from "./seed-demo.ts";

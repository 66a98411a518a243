export { analyze, insertBulkPins } from "./bulk-pins.ts";
export {
  DEMO_SIZE,
  type DemoSeedResult,
  type SeedLog,
  seedDemoContent,
  seedDemoIfEmpty,
} from "./seed-demo.ts";

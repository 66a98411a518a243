// How big the demo is, and what seeding it reports.

/** How much the demo holds. */
export const DEMO_SIZE = { pins: 600, imagePool: 48 } as const;

/** What a demo seed created. */
export interface DemoSeedResult {
  users: number;
  follows: number;
  boards: number;
  sections: number;
  pins: number;
  images: number;
  ms: number;
}

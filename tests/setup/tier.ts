/**
 * Which tier runs: `npm test` on every commit, or the soak (`npm run test:soak`, TEST_TIER=soak)
 * before a release, which runs the long fuzz and the query plans and crash loops at full size.
 */
export const SOAK = process.env.TEST_TIER === "soak";

/** The soak's size, or the commit tier's: a tenth of it, never below `floor`. */
export const tierSize = (full: number, floor = 1) => (SOAK ? full : Math.max(floor, Math.round(full / 10)));

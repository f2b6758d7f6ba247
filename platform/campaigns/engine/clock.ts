import { type SQL, sql } from "drizzle-orm";

/**
 * One clock, the database's. What has happened is stamped with the database's `now()` when it
 * happens, so every instance agrees and nothing is dated ahead of the moment it is read.
 * SIMULATION_SPEED compresses only the waits between steps: a 3-day wait at 720x falls due
 * six minutes later by that clock.
 *
 * `at` replaces `now()` for the one caller that writes history rather than the present: the
 * demo seed, which runs the engine's own code through days in the past.
 */
export function clockSql(at?: Date): SQL {
  return at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
}

/** The real seconds a simulated wait takes at `speed` simulated seconds per real second. */
export function realSeconds(simulatedSeconds: number, speed: number): number {
  return simulatedSeconds / speed;
}

import { type SQL, sql } from "drizzle-orm";

/**
 * Simulated time. Each campaign has its own clock: it starts at the campaign's launch and runs
 * `speed` simulated seconds per real second (SIMULATION_SPEED; 1 is real time), so a week-long
 * sequence runs in seconds in tests and minutes in the demo, and its stored times (messages,
 * calls, next steps) stay close to the launch. A paused campaign's clock keeps running, as a
 * real calendar does: on resume, the steps that fell due meanwhile run.
 */
export function campaignNow(launchedAt: Date, realNow: Date, speed: number): Date {
  return new Date(launchedAt.getTime() + (realNow.getTime() - launchedAt.getTime()) * speed);
}

/** The same clock in SQL, for a campaigns row aliased `c`, at the real time `realNow`. */
export function campaignNowSql(realNow: Date, speed: number): SQL {
  const launched = sql`coalesce(c.launched_at, c.created_at)`;
  return sql`(${launched} + (${realNow.toISOString()}::timestamptz - ${launched}) * ${speed}::float8)`;
}

import type postgres from "postgres";

/**
 * The advisory lock that start-up work holds on Postgres (migrations, seeding), so instances
 * started together take turns instead of creating the same objects side by side. Any 64-bit
 * number unique to this purpose.
 */
const STARTUP_LOCK_KEY = 7_202_611_090_001n;

/**
 * Runs `fn` while holding the start-up lock on a connection reserved for it. The lock is a
 * session lock: if this process dies, its connection closes and the lock goes with it.
 */
export async function withStartupLock<T>(sql: postgres.Sql, fn: () => Promise<T>): Promise<T> {
  const connection = await sql.reserve();
  try {
    await connection`select pg_advisory_lock(${STARTUP_LOCK_KEY.toString()}::bigint)`;
    try {
      return await fn();
    } finally {
      await connection`select pg_advisory_unlock(${STARTUP_LOCK_KEY.toString()}::bigint)`;
    }
  } finally {
    connection.release();
  }
}

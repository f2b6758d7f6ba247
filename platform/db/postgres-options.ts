import type postgres from "postgres";

export const POOL_SIZE = 10;

/**
 * Connection settings that make a lost database cost seconds, not minutes: a connect attempt
 * gives up after 2 s; a closed connection is retried after 50 ms instead of postgres.js's
 * backoff, which grows to 20 s and kept an instance unavailable long after Postgres was back;
 * and no statement or abandoned transaction runs on the server longer than its time-out.
 */
export function postgresOptions(
  opts: { statementTimeoutMs?: number } = {},
): postgres.Options<Record<string, postgres.PostgresType>> {
  const statementTimeout = opts.statementTimeoutMs ?? 30_000;
  return {
    max: POOL_SIZE,
    onnotice: () => {},
    connect_timeout: 2,
    backoff: () => 0.05,
    connection: {
      statement_timeout: statementTimeout,
      idle_in_transaction_session_timeout: statementTimeout,
    },
  };
}

import { parseSignInLimits, type SignInLimits } from "./auth/sign-in-throttle";

/** The platform's settings, read once from the environment (see README's table). */
export type PlatformConfig = {
  port: number;
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  seedPassword: string;
  seedProspects: number;
  consoleApiKey: string | undefined;
  webhookRetryDelaysSeconds: number[];
  webhookTimeoutMs: number;
  webhookAllowPrivateTargets: boolean;
  /** Attempts in flight at once to one endpoint, across every instance. */
  webhookEndpointConcurrency: number;
  /** Attempts in flight at once in this instance, over all endpoints. */
  webhookConcurrency: number;
  /** Names every rate-limit key in Redis, so deployments can share one Redis. */
  rateLimitPrefix: string;
  /** Addresses (or CIDR ranges) whose X-Forwarded-For names the client, e.g. the console. */
  trustedProxies: string[];
  /** How long a request may wait for the database before it is answered 503. */
  requestDeadlineMs: number;
  /** The longest a single statement may run on Postgres. */
  statementTimeoutMs: number;
  /** Sign-in attempts a minute; the defaults of SIGN_IN_LIMITS when unset. */
  signInLimits: SignInLimits | undefined;
  /** Background jobs: claim lease, poll interval, and (tests only) a batch size override. */
  jobLeaseMs: number | undefined;
  jobPollMs: number | undefined;
  jobBatchSize: number | undefined;
  /** Auto-disable an endpoint after every attempt has failed for this long; 0 never. */
  webhookDisableAfterSeconds: number;
  /** The built-in demo receiver, its seeded history and the demo campaigns (WEBHOOK_DEMO). */
  webhookDemo: boolean;
  /** Simulated seconds per real second of the outreach engine (SIMULATION_SPEED; 1 real time). */
  simulationSpeed: number;
  /** The engine's enrollments per batch (tests make campaigns slow enough to interrupt). */
  engineBatchSize: number | undefined;
  /** Seconds before each retry of a failing campaign step (ENGINE_RETRY_DELAYS); then failed. */
  engineRetryDelaysSeconds: number[];
  /** How long a member invitation stays open (INVITATION_TTL_HOURS). */
  invitationTtlHours: number;
  /** The console's public origin, for the accept links the platform logs (no mail server). */
  consoleOrigin: string;
  /**
   * Where API clients reach this platform (PUBLIC_API_URL): links the API hands out, such as a
   * call's transcript_url, are built from it when they are served, never stored.
   */
  publicApiUrl: string;
};

const positive = (value: string | undefined) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

export const DEFAULT_SEED_PASSWORD = "outreach-demo";
/** SIMULATION_SPEED in the demo: twelve simulated minutes a second. */
const DEMO_SIMULATION_SPEED = 720;
/** A week in about half a second: stored times stay within the years timestamps can hold. */
const MAX_SIMULATION_SPEED = 1_000_000;
/**
 * A receiver sees at most this many of our requests at once, however large its backlog, and a
 * workspace at most four times that (webhooks/settings.ts); an instance keeps many more in
 * flight (sockets waiting on slow receivers cost little), and a workspace never holds more of
 * them than it leaves free (data/webhooks-claim.ts), so slow receivers cannot take every slot.
 */
export const DEFAULT_ENDPOINT_CONCURRENCY = 128;
export const DEFAULT_WEBHOOK_CONCURRENCY = 1024;

/** Seven days: long enough to find the link after a weekend, short enough to go stale. */
export const DEFAULT_INVITATION_TTL_HOURS = 7 * 24;

export function readConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  return {
    port: Number(env.PLATFORM_PORT ?? 4010),
    dataDir: env.DATA_DIR ?? ".data",
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    seedPassword: env.SEED_PASSWORD || DEFAULT_SEED_PASSWORD,
    seedProspects: Number(env.SEED_PROSPECTS ?? 100_000),
    consoleApiKey: env.OUTREACH_API_KEY || undefined,
    webhookRetryDelaysSeconds: secondsList(env.WEBHOOK_RETRY_DELAYS ?? "10,100"),
    webhookTimeoutMs: Number(env.WEBHOOK_TIMEOUT_MS ?? 30_000),
    webhookAllowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS === "1",
    webhookEndpointConcurrency:
      positive(env.WEBHOOK_ENDPOINT_CONCURRENCY) ?? DEFAULT_ENDPOINT_CONCURRENCY,
    webhookConcurrency: positive(env.WEBHOOK_CONCURRENCY) ?? DEFAULT_WEBHOOK_CONCURRENCY,
    rateLimitPrefix: env.RATE_LIMIT_PREFIX || "rl",
    trustedProxies: (env.TRUSTED_PROXIES ?? "127.0.0.1/8,::1/128")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    requestDeadlineMs: Number(env.REQUEST_DEADLINE_MS ?? 3_000),
    statementTimeoutMs: Number(env.DATABASE_STATEMENT_TIMEOUT_MS ?? 30_000),
    signInLimits: parseSignInLimits(env.SIGN_IN_LIMITS),
    jobLeaseMs: positive(env.JOB_LEASE_MS),
    jobPollMs: positive(env.JOB_POLL_MS),
    jobBatchSize: positive(env.JOB_BATCH_SIZE),
    webhookDisableAfterSeconds: nonNegative(env.WEBHOOK_DISABLE_AFTER_SECONDS, 5 * 86_400),
    // On for the embedded default (no DATABASE_URL) unless turned off; off for deployments.
    webhookDemo: (env.WEBHOOK_DEMO ?? (env.DATABASE_URL ? "0" : "1")) === "1",
    // The demo's campaigns run a week in about a quarter of an hour unless told otherwise.
    simulationSpeed:
      Math.min(MAX_SIMULATION_SPEED, positiveNumber(env.SIMULATION_SPEED) ?? 0) ||
      ((env.WEBHOOK_DEMO ?? (env.DATABASE_URL ? "0" : "1")) === "1" ? DEMO_SIMULATION_SPEED : 1),
    engineBatchSize: positive(env.ENGINE_BATCH_SIZE),
    engineRetryDelaysSeconds: secondsList(env.ENGINE_RETRY_DELAYS ?? "10,60,300"),
    invitationTtlHours: positive(env.INVITATION_TTL_HOURS) ?? DEFAULT_INVITATION_TTL_HOURS,
    consoleOrigin:
      (env.CONSOLE_ORIGINS ?? "").split(",")[0]?.trim().replace(/\/+$/, "") ||
      `http://localhost:${env.PORT || 3000}`,
    publicApiUrl:
      env.PUBLIC_API_URL?.trim().replace(/\/+$/, "") ||
      `http://localhost:${env.PLATFORM_PORT || 4010}`,
  };
}

/** "10,100" as seconds; values that are not numbers of seconds are dropped. */
function secondsList(text: string): number[] {
  return text
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isFinite(n) && n >= 0);
}

function positiveNumber(text: string | undefined): number | undefined {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : undefined;
}

function nonNegative(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && text !== "" && Number.isFinite(value) && value >= 0
    ? value
    : fallback;
}

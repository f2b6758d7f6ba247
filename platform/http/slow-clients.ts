import type { ServerOptions } from "node:http";

/**
 * How long a client may take to send a request: its headers within 10 s, the whole request
 * (headers and body) within 30 s. Node's defaults (60 s and 300 s, checked every 30 s) let a
 * client that trickles a few bytes hold a connection for minutes. Both servers, the platform's
 * and the console's, apply these.
 */
export type SlowClientLimits = { headersMs: number; requestMs: number };

export const DEFAULT_SLOW_CLIENT_LIMITS: SlowClientLimits = {
  headersMs: 10_000,
  requestMs: 30_000,
};

const positive = (value: string | undefined) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** CLIENT_HEADERS_TIMEOUT_MS and CLIENT_REQUEST_TIMEOUT_MS, else the defaults. */
export function slowClientLimits(env: NodeJS.ProcessEnv = process.env): SlowClientLimits {
  return {
    headersMs: positive(env.CLIENT_HEADERS_TIMEOUT_MS) ?? DEFAULT_SLOW_CLIENT_LIMITS.headersMs,
    requestMs: positive(env.CLIENT_REQUEST_TIMEOUT_MS) ?? DEFAULT_SLOW_CLIENT_LIMITS.requestMs,
  };
}

/**
 * The options of `http.createServer` that enforce `limits`. Node checks both time-outs only
 * every `connectionsCheckingInterval`, so that is a tenth of the shorter one: a slow client is
 * cut within 10% of its limit, not up to 30 s after it.
 */
export function slowClientServerOptions(limits: SlowClientLimits): ServerOptions {
  return {
    headersTimeout: limits.headersMs,
    // The whole request, so at least as long as its headers may take.
    requestTimeout: Math.max(limits.requestMs, limits.headersMs),
    connectionsCheckingInterval: Math.max(100, Math.round(limits.headersMs / 10)),
  };
}

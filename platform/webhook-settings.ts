import { DEFAULT_ENDPOINT_CONCURRENCY, type PlatformConfig } from "./config";

/** How the platform delivers webhooks; from WEBHOOK_* settings (README, DESIGN.md). */
export type WebhookSettings = {
  /** Seconds to wait after each failed attempt; one more attempt than entries. */
  retryDelaysSeconds: number[];
  timeoutMs: number;
  /**
   * Attempts in flight at once to one endpoint, counted over every instance; an endpoint whose
   * attempts are all failing gets an eighth of it until one succeeds.
   */
  endpointConcurrency?: number;
  /** Attempts in flight at once for one workspace, over all its endpoints and instances. */
  workspaceConcurrency?: number;
  /** Development and tests: plain http and private, loopback and link-local targets. */
  allowPrivateTargets: boolean;
  /** An endpoint whose every attempt failed for this long is disabled; 0 never. */
  disableAfterSeconds?: number;
  /**
   * Where the platform's own demo receiver answers (`http://127.0.0.1:<port>/dev/receiver/`),
   * when it runs; addresses under it are the one private target always allowed.
   */
  builtInReceiverBase?: string | null;
};

export const DEFAULT_DISABLE_AFTER_SECONDS = 5 * 86_400;

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  retryDelaysSeconds: [10, 100],
  timeoutMs: 30_000,
  allowPrivateTargets: false,
  disableAfterSeconds: DEFAULT_DISABLE_AFTER_SECONDS,
  builtInReceiverBase: null,
};

export function webhookSettings(
  config: Pick<
    PlatformConfig,
    | "webhookRetryDelaysSeconds"
    | "webhookTimeoutMs"
    | "webhookAllowPrivateTargets"
    | "webhookEndpointConcurrency"
    | "webhookDisableAfterSeconds"
    | "webhookDemo"
    | "port"
  >,
): WebhookSettings {
  return {
    retryDelaysSeconds: config.webhookRetryDelaysSeconds,
    timeoutMs:
      Number.isFinite(config.webhookTimeoutMs) && config.webhookTimeoutMs > 0
        ? config.webhookTimeoutMs
        : DEFAULT_WEBHOOK_SETTINGS.timeoutMs,
    allowPrivateTargets: config.webhookAllowPrivateTargets,
    endpointConcurrency: config.webhookEndpointConcurrency,
    disableAfterSeconds: config.webhookDisableAfterSeconds,
    builtInReceiverBase: config.webhookDemo ? builtInReceiverBase(config.port) : null,
  };
}

/** The demo receiver's address prefix on a platform listening on `port` (loopback only). */
function builtInReceiverBase(port: number): string {
  return `http://127.0.0.1:${port}/dev/receiver/`;
}

export const endpointConcurrency = (settings: WebhookSettings) =>
  settings.endpointConcurrency ?? DEFAULT_ENDPOINT_CONCURRENCY;

/** Four endpoints' worth by default: a workspace never holds more than a slice of a worker. */
export const workspaceConcurrency = (settings: WebhookSettings) =>
  settings.workspaceConcurrency ?? 4 * endpointConcurrency(settings);

export const maxAttempts = (settings: WebhookSettings) => settings.retryDelaysSeconds.length + 1;

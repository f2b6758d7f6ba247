import type { PlatformConfig } from "../config";

/** How the platform delivers webhooks; from WEBHOOK_* settings (README, DESIGN.md). */
export type WebhookSettings = {
  /** Seconds to wait after each failed attempt; one more attempt than entries. */
  retryDelaysSeconds: number[];
  timeoutMs: number;
  /** Development and tests: plain http and private, loopback and link-local targets. */
  allowPrivateTargets: boolean;
};

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  retryDelaysSeconds: [10, 100],
  timeoutMs: 30_000,
  allowPrivateTargets: false,
};

export function webhookSettings(
  config: Pick<
    PlatformConfig,
    "webhookRetryDelaysSeconds" | "webhookTimeoutMs" | "webhookAllowPrivateTargets"
  >,
): WebhookSettings {
  return {
    retryDelaysSeconds: config.webhookRetryDelaysSeconds,
    timeoutMs:
      Number.isFinite(config.webhookTimeoutMs) && config.webhookTimeoutMs > 0
        ? config.webhookTimeoutMs
        : DEFAULT_WEBHOOK_SETTINGS.timeoutMs,
    allowPrivateTargets: config.webhookAllowPrivateTargets,
  };
}

export const maxAttempts = (settings: WebhookSettings) => settings.retryDelaysSeconds.length + 1;

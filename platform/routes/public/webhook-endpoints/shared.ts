import type { Context } from "hono";
import type { PublicEnv } from "../../../http/env";
import { validationError } from "../../../http/errors";
import { urlRefusal } from "../../../webhooks/address-policy";
import {
  DEFAULT_WEBHOOK_SETTINGS,
  maxAttempts,
  type WebhookSettings,
} from "../../../webhooks/settings";

export const TAG = "Webhooks";

export function settingsOf(c: Context<PublicEnv>): WebhookSettings {
  return c.var.deps.webhooks ?? DEFAULT_WEBHOOK_SETTINGS;
}

export function maxAttemptsOf(c: Context<PublicEnv>): number {
  return maxAttempts(settingsOf(c));
}

/** https only (and no private IP literal) unless WEBHOOK_ALLOW_PRIVATE_TARGETS=1: a 422. */
export function checkTargetUrl(c: Context<PublicEnv>, url: string): void {
  const refusal = urlRefusal(url, settingsOf(c).allowPrivateTargets);
  if (refusal) throw validationError(["body", "url"], refusal, "url_not_allowed");
}

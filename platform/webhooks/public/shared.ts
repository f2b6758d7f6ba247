import type { Context, MiddlewareHandler } from "hono";
import type { PublicEnv } from "../../http/env";
import { ApiError, validationError } from "../../http/errors";
import {
  DEFAULT_WEBHOOK_SETTINGS,
  maxAttempts,
  type WebhookSettings,
} from "../../webhook-settings";
import { urlRefusal } from "../address-policy";
import { isBuiltInReceiverUrl } from "../built-in-receiver";
import { findEndpointRow } from "../data/webhooks";

export const TAG = "Webhooks";

function settingsOf(c: Context<PublicEnv>): WebhookSettings {
  return c.var.deps.webhooks ?? DEFAULT_WEBHOOK_SETTINGS;
}

export function maxAttemptsOf(c: Context<PublicEnv>): number {
  return maxAttempts(settingsOf(c));
}

/**
 * https only (and no private IP literal) unless WEBHOOK_ALLOW_PRIVATE_TARGETS=1: a 422. The
 * platform's own demo receiver is the one exception (see built-in-receiver.ts).
 */
export function checkTargetUrl(c: Context<PublicEnv>, url: string): void {
  const settings = settingsOf(c);
  if (isBuiltInReceiverUrl(url, settings.builtInReceiverBase)) return;
  const refusal = urlRefusal(url, settings.allowPrivateTargets);
  if (refusal) throw validationError(["body", "url"], refusal, "url_not_allowed");
}

/**
 * Route middleware: the endpoint in the path must be the workspace's. It runs before the query
 * and body are validated, so another workspace's endpoint is a 404 whatever they say.
 */
export const ownEndpoint: MiddlewareHandler<PublicEnv> = async (c, next) => {
  const id = c.req.param("endpoint_id") ?? "";
  const found =
    id.length <= 100 && (await findEndpointRow(c.var.deps.db, c.var.auth.workspaceId, id));
  if (!found) throw new ApiError("webhook_endpoint_not_found");
  await next();
};

import { z } from "zod";
import { WebhookEvent } from "../../../contract/webhooks";
import type { PublicApi } from "../../http/env";
import { registerCreateWebhookEndpoint } from "./create";
import { registerDeleteWebhookEndpoint } from "./delete";
import { registerListWebhookDeliveries } from "./deliveries-list";
import { registerGetWebhookDelivery } from "./delivery-get";
import { registerReplayWebhookDelivery } from "./delivery-replay";
import { registerResendWebhookDelivery } from "./delivery-resend";
import { registerGetWebhookDeliveryStats } from "./delivery-stats";
import { registerEventWebhooks } from "./event-webhooks";
import { registerGetWebhookEndpoint } from "./get";
import { registerListWebhookEndpoints } from "./list";
import { registerRecoverWebhookDeliveries } from "./recover";
import { registerPreviewWebhookRecover } from "./recover-preview";
import { registerGetWebhookRecovery } from "./recovery-get";
import { registerRotateWebhookSecret } from "./rotate-secret";
import { registerTestWebhookEndpoint } from "./test";
import { registerUpdateWebhookEndpoint } from "./update";

/**
 * Webhook endpoints: an admin area (the key's creator must be an admin or owner, enforced by
 * publicAuth). `/{endpoint_id}` itself is registered last so that the OpenAPI document, and
 * the security suite that walks it, reach DELETE after every operation on the endpoint.
 */
export function registerWebhookEndpoints(api: PublicApi) {
  // The delivery bodies, so the document describes every event payload too.
  const json = z.toJSONSchema(WebhookEvent) as { $defs?: Record<string, object> };
  api.openAPIRegistry.registerComponent("schemas", "WebhookEvent", json.$defs!.WebhookEvent!);
  registerEventWebhooks(api);
  registerListWebhookEndpoints(api);
  registerCreateWebhookEndpoint(api);
  registerListWebhookDeliveries(api);
  registerGetWebhookDeliveryStats(api);
  registerGetWebhookDelivery(api);
  registerResendWebhookDelivery(api);
  registerReplayWebhookDelivery(api);
  registerTestWebhookEndpoint(api);
  registerPreviewWebhookRecover(api);
  registerRecoverWebhookDeliveries(api);
  registerGetWebhookRecovery(api);
  registerRotateWebhookSecret(api);
  registerGetWebhookEndpoint(api);
  registerUpdateWebhookEndpoint(api);
  registerDeleteWebhookEndpoint(api);
}

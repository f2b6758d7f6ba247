import type { ParameterObject, SchemaObject } from "openapi3-ts/oas31";
import { z } from "zod";
import { EVENT_EXAMPLES, EVENT_FIRED_BY } from "../../../contract/webhook-catalog";
import {
  ATTEMPT_HEADER,
  DELIVERY_ID_HEADER,
  EVENT_DESCRIPTIONS,
  EVENT_TYPE_HEADER,
  EVENT_TYPES,
  type EventType,
  SIGNATURE_HEADER,
  STANDARD_ID_HEADER,
  STANDARD_SIGNATURE_HEADER,
  STANDARD_TIMESTAMP_HEADER,
  STANDARD_TIMESTAMP_TOLERANCE_SECONDS,
  WebhookEvent,
} from "../../../contract/webhooks";
import type { PublicApi } from "../../http/env";
import { signatureOf } from "../signer";
import { standardWebhookHeaders } from "../standard-signer";
import { TAG } from "./shared";

/**
 * The document's top-level `webhooks` (OpenAPI 3.1): one entry per event of the catalog, the
 * POST a receiver gets, so generated clients have a type per event. Each body schema is the
 * event's variant of the contract's WebhookEvent union, as a component of its own
 * (`CallCompletedEvent`, …), with the catalog's example; the headers are both signature
 * schemes and the delivery headers the worker sends (worker.ts).
 */

/** `call.completed` → `CallCompletedEvent`. */
export function eventSchemaName(eventType: EventType): string {
  const words = eventType.split(/[._]/).map((w) => w[0]!.toUpperCase() + w.slice(1));
  return `${words.join("")}Event`;
}

function variantOf(eventType: EventType): z.ZodType {
  const variant = WebhookEvent.options.find((o) => o.shape.event_type.value === eventType);
  if (!variant) throw new Error(`${eventType} has no payload schema`);
  return variant;
}

/**
 * The body's schema as the input side reads it: without `additionalProperties: false`, so a
 * field added to an event later does not make a generated client refuse it.
 */
function schemaOf(eventType: EventType): SchemaObject {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(variantOf(eventType), {
    io: "input",
  }) as SchemaObject & { $schema?: string };
  return { ...schema, description: EVENT_DESCRIPTIONS[eventType] };
}

/**
 * The secret the examples are signed with, published in the document so each example's headers
 * can be checked against its body with any library. It signs nothing else: its key is a
 * sentence saying so (base64 after `whsec_`, as Standard Webhooks libraries read it).
 */
export const EXAMPLE_SECRET = `whsec_${Buffer.from("example only: signs the documented examples").toString("base64")}`;
const EXAMPLE_DELIVERY_ID = "whd_8fJ2kQm1LxP0aZ7c";
const EXAMPLE_TIMESTAMP = 1764172800;

/** The example body exactly as the worker would send it, and its signatures. */
function exampleOf(eventType: EventType) {
  const body = JSON.stringify(EVENT_EXAMPLES[eventType]);
  const standard = standardWebhookHeaders({
    id: EXAMPLE_DELIVERY_ID,
    timestamp: EXAMPLE_TIMESTAMP,
    secrets: [EXAMPLE_SECRET],
    body,
  });
  return {
    service: signatureOf(EXAMPLE_SECRET, body),
    standard: standard[STANDARD_SIGNATURE_HEADER]!,
  };
}

const BASE64 = "[A-Za-z0-9+/]+={0,2}";
const HEX_SIGNATURE = "sha256=[0-9a-f]{64}";

function headerParameters(eventType: EventType): ParameterObject[] {
  const signed = exampleOf(eventType);
  const header = (
    name: string,
    description: string,
    schema: SchemaObject,
    example: string,
  ): ParameterObject => ({ name, in: "header", required: true, description, schema, example });
  return [
    header(
      SIGNATURE_HEADER,
      "The spec's signature: `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the whole secret string (`whsec_…`, prefix included) as UTF-8. During a secret rotation's overlap it lists one per secret, the new one's first, comma-separated. Compare in constant time with each; answer 401 when none matches.",
      { type: "string", pattern: `^${HEX_SIGNATURE}(, ${HEX_SIGNATURE})*$` },
      signed.service,
    ),
    header(
      STANDARD_SIGNATURE_HEADER,
      `Standard Webhooks (standardwebhooks.com): \`v1,\` and the base64 HMAC-SHA256 of \`{webhook-id}.{webhook-timestamp}.{raw body}\`, keyed with the base64-decoded part of the secret after \`whsec_\` (24 bytes). During a rotation's overlap it lists one per secret, the new one's first, space-separated. Any Standard Webhooks library verifies it with the secret as shown, and checks webhook-timestamp is within ${STANDARD_TIMESTAMP_TOLERANCE_SECONDS / 60} minutes of now.`,
      { type: "string", pattern: `^v1,${BASE64}( v1,${BASE64})*$` },
      signed.standard,
    ),
    header(
      STANDARD_ID_HEADER,
      "The delivery's id, the same on every attempt of it (and equal to X-Service-Delivery-Id): deduplicate by it.",
      { type: "string", minLength: 1 },
      EXAMPLE_DELIVERY_ID,
    ),
    header(
      STANDARD_TIMESTAMP_HEADER,
      "When this attempt was made, in Unix seconds; signed in webhook-signature, so a receiver can refuse replays of old deliveries.",
      { type: "string", pattern: "^[0-9]+$" },
      String(EXAMPLE_TIMESTAMP),
    ),
    header(
      EVENT_TYPE_HEADER,
      "The event type, as in the body's event_type.",
      { type: "string", const: eventType },
      eventType,
    ),
    header(
      DELIVERY_ID_HEADER,
      "The delivery's id, the same on every attempt of it.",
      { type: "string", minLength: 1 },
      EXAMPLE_DELIVERY_ID,
    ),
    header(
      ATTEMPT_HEADER,
      "1 for the first attempt, then 2, 3 on retries.",
      { type: "string", pattern: "^[1-9][0-9]*$" },
      "1",
    ),
  ];
}

export function registerEventWebhooks(api: PublicApi) {
  for (const eventType of EVENT_TYPES) {
    const name = eventSchemaName(eventType);
    api.openAPIRegistry.registerComponent("schemas", name, schemaOf(eventType));
    api.openAPIRegistry.registerWebhook({
      method: "post",
      path: eventType,
      operationId: `webhook_${eventType.replace(".", "_")}`,
      tags: [TAG],
      summary: EVENT_DESCRIPTIONS[eventType],
      description: `Fired by: ${EVENT_FIRED_BY[eventType]} Sent as a POST of the JSON body to every active endpoint subscribed to \`${eventType}\`, signed in both ${SIGNATURE_HEADER} and ${STANDARD_SIGNATURE_HEADER}. The examples are the example body as sent (compact JSON), signed with the secret \`${EXAMPLE_SECRET}\`.`,
      parameters: headerParameters(eventType),
      request: {
        body: {
          required: true,
          content: {
            "application/json": {
              schema: { $ref: `#/components/schemas/${name}` },
              example: EVENT_EXAMPLES[eventType],
            },
          },
        },
      },
      responses: {
        "2XX": {
          description:
            "Received: any 2xx within the time-out (30 seconds) ends the delivery as succeeded. Answer first, work after.",
        },
        default: {
          description:
            "Any other status, a redirect (never followed), a closed connection or no answer within 30 seconds fails the attempt; it is retried after 10 s and after 100 s, then the delivery is failed.",
        },
      },
    });
  }
}

import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { EVENT_EXAMPLES } from "../../../contract/webhook-catalog";
import { EVENT_TYPES, WebhookEvent } from "../../../contract/webhooks";
import { createApp, OPENAPI_PATH } from "../../app";
import type { PlatformDeps } from "../../http/env";
import type { JsonSchema, OpenApiDocument, Parameter } from "../../testing/fuzz/document";
import { verifySignature } from "../signer";
import { samplePayload } from "../simulator";
import { EXAMPLE_SECRET, eventSchemaName } from "./event-webhooks";

/**
 * The served document's top-level `webhooks`: one POST per catalog event, whose body schema
 * takes the catalog's example and what the platform really sends, refuses the other events'
 * bodies, and whose header examples are real signatures of the example body.
 */

// The document route reads nothing from the platform's dependencies.
const app = createApp({} as PlatformDeps);
const served = await app.request(OPENAPI_PATH);
type WebhookOperation = {
  operationId: string;
  parameters: (Parameter & { example: string })[];
  requestBody: {
    required: boolean;
    content: Record<string, { schema: JsonSchema; example: unknown }>;
  };
  responses: Record<string, { description: string }>;
};
const doc = (await served.json()) as OpenApiDocument & {
  webhooks: Record<string, { post: WebhookOperation }>;
};

/** Every component under $defs of one schema resource, so $refs between them resolve. */
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
addFormats(ajv);
ajv.addVocabulary(["example"]);
ajv.addSchema({
  $id: "openapi.json",
  $defs: JSON.parse(
    JSON.stringify(doc.components.schemas).replaceAll(
      '"#/components/schemas/',
      '"openapi.json#/$defs/',
    ),
  ),
});
const validatorOf = (ref: string) =>
  ajv.compile({ $ref: ref.replace("#/components/schemas/", "openapi.json#/$defs/") });

const bodyOf = (eventType: string) =>
  doc.webhooks[eventType]!.post.requestBody.content["application/json"]!;

it("has one webhook per event of the catalog, and nothing else", () => {
  expect(served.status).toBe(200);
  expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
  // The operations of paths are untouched: the fuzzer and the security suite read only those.
  for (const path of Object.keys(doc.paths)) expect(path).toMatch(/^\//);
});

describe.each(EVENT_TYPES)("%s", (eventType) => {
  const op = doc.webhooks[eventType]!.post;
  const body = bodyOf(eventType);

  it("is a POST with its own named body schema, the catalog's example and the receiver's answers", () => {
    expect(op.operationId).toBe(`webhook_${eventType.replace(".", "_")}`);
    expect(op.requestBody.required).toBe(true);
    expect(body.schema).toEqual({ $ref: `#/components/schemas/${eventSchemaName(eventType)}` });
    expect(body.example).toEqual(EVENT_EXAMPLES[eventType]);
    expect(Object.keys(op.responses).sort()).toEqual(["2XX", "default"]);
  });

  it("takes its example and the bodies the platform sends, and refuses the other events'", () => {
    const validate = validatorOf(body.schema.$ref!);
    expect(validate(body.example), JSON.stringify(validate.errors)).toBe(true);
    // The contract's own schema agrees.
    expect(WebhookEvent.parse(body.example)).toEqual(body.example);
    const sent = {
      event_type: eventType,
      ...samplePayload(eventType, { leadId: "lead_1", leadListId: "ll_1", at: new Date() }),
    };
    expect(validate(sent), JSON.stringify(validate.errors)).toBe(true);
    // A field added later does not break a generated client.
    expect(validate({ ...sent, added_later: 1 })).toBe(true);
    for (const other of EVENT_TYPES.filter((t) => t !== eventType)) {
      expect(validate(EVENT_EXAMPLES[other]), other).toBe(false);
    }
    const { event_type: _dropped, ...withoutType } = EVENT_EXAMPLES[eventType];
    expect(validate(withoutType)).toBe(false);
  });

  it("declares both signature schemes and the delivery headers, with examples that verify", () => {
    const headers = Object.fromEntries(op.parameters.map((p) => [p.name, p]));
    expect(Object.keys(headers).sort()).toEqual(
      [
        "X-Service-Attempt",
        "X-Service-Delivery-Id",
        "X-Service-Event-Type",
        "X-Service-Signature",
        "webhook-id",
        "webhook-signature",
        "webhook-timestamp",
      ].sort(),
    );
    for (const p of op.parameters) {
      expect(p).toMatchObject({ in: "header", required: true });
      const validate = ajv.compile(p.schema as object);
      expect(validate(p.example), `${p.name}: ${p.example}`).toBe(true);
    }
    expect(headers["X-Service-Event-Type"]!.example).toBe(eventType);
    expect(headers["webhook-id"]!.example).toBe(headers["X-Service-Delivery-Id"]!.example);

    // The examples are the example body as sent, signed with the documented secret.
    const raw = JSON.stringify(body.example);
    expect(verifySignature(EXAMPLE_SECRET, raw, headers["X-Service-Signature"]!.example)).toBe(
      true,
    );
    const standard = {
      "webhook-id": headers["webhook-id"]!.example,
      "webhook-timestamp": headers["webhook-timestamp"]!.example,
      "webhook-signature": headers["webhook-signature"]!.example,
    };
    const at = new Date(Number(standard["webhook-timestamp"]) * 1000);
    expect(standard["webhook-signature"]).toBe(
      new Webhook(EXAMPLE_SECRET).sign(standard["webhook-id"], at, raw),
    );
  });
});

it("keeps the paths' operations as they were: no webhook became a path", () => {
  for (const eventType of EVENT_TYPES) expect(doc.paths[eventType]).toBeUndefined();
  expect(doc.components.schemas.WebhookEvent).toBeDefined();
});

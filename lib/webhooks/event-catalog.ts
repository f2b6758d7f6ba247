import { z } from "zod";
import { EVENT_EXAMPLES, EVENT_FIRED_BY } from "@/contract/webhook-catalog";
import { EVENT_DESCRIPTIONS, EVENT_TYPES, type EventType, WebhookEvent } from "@/contract/webhooks";

/** The event catalog page's content, generated from the contract's payload schemas. */

type CatalogField = { name: string; type: string; required: boolean; description: string };
export type CatalogEntry = {
  eventType: EventType;
  summary: string;
  firedBy: string;
  fields: CatalogField[];
  example: string;
};

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  description?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  $defs?: Record<string, JsonSchema>;
  example?: unknown;
  examples?: unknown[];
};

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** Timestamps are strings whose example is an ISO 8601 UTC time (contract's Timestamp). */
function isTimestamp(schema: JsonSchema): boolean {
  const example = schema.example ?? schema.examples?.[0];
  return schema.format === "date-time" || (typeof example === "string" && ISO_UTC.test(example));
}

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(" | ");
  if (schema.type === "array") return `array of ${schema.items ? typeOf(schema.items) : "any"}`;
  if (isTimestamp(schema)) return "string (ISO 8601 UTC)";
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  return schema.type ?? "any";
}

export function eventCatalog(): CatalogEntry[] {
  const doc = z.toJSONSchema(WebhookEvent, { io: "output" }) as JsonSchema;
  // The union carries an id, so the document refers to it under $defs.
  const json = doc.$defs?.WebhookEvent ?? doc;
  const variants = json.oneOf ?? json.anyOf ?? [];
  return EVENT_TYPES.map((eventType) => {
    const variant = variants.find((v) => v.properties?.event_type?.const === eventType);
    const required = new Set(variant?.required ?? []);
    const fields = Object.entries(variant?.properties ?? {}).map(([name, schema]) => ({
      name,
      type: typeOf(schema),
      required: required.has(name),
      description: name === "event_type" ? "Names the event." : (schema.description ?? ""),
    }));
    return {
      eventType,
      summary: EVENT_DESCRIPTIONS[eventType],
      firedBy: EVENT_FIRED_BY[eventType],
      fields,
      example: JSON.stringify(EVENT_EXAMPLES[eventType], null, 2),
    };
  });
}

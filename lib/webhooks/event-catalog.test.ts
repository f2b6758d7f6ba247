import { describe, expect, it } from "vitest";
import { EVENT_EXAMPLES } from "@/contract/webhook-catalog";
import { EVENT_TYPES, WebhookEvent } from "@/contract/webhooks";
import { eventCatalog } from "./event-catalog";

describe("the event catalog", () => {
  it("lists every event type with what fires it, its fields and a valid example", () => {
    const catalog = eventCatalog();
    expect(catalog.map((e) => e.eventType)).toEqual([...EVENT_TYPES]);
    for (const entry of catalog) {
      expect(entry.firedBy.length, entry.eventType).toBeGreaterThan(10);
      expect(entry.fields[0], entry.eventType).toMatchObject({
        name: "event_type",
        type: JSON.stringify(entry.eventType),
        required: true,
      });
      expect(entry.fields.length, entry.eventType).toBeGreaterThan(2);
      const example = JSON.parse(entry.example);
      expect(WebhookEvent.parse(example), entry.eventType).toEqual(example);
    }
  });

  it("describes field types from the schemas", () => {
    const meeting = eventCatalog().find((e) => e.eventType === "meeting.booked")!;
    expect(meeting.fields).toContainEqual({
      name: "booked_via",
      type: '"voice_agent" | "operator"',
      required: true,
      description: "",
    });
    expect(meeting.fields.find((f) => f.name === "meeting_time")!.type).toBe(
      "string (ISO 8601 UTC)",
    );
    const enriched = eventCatalog().find((e) => e.eventType === "lead.enriched")!;
    expect(enriched.fields.find((f) => f.name === "fields_added")!.type).toBe("array of string");
    expect(Object.keys(EVENT_EXAMPLES)).toHaveLength(EVENT_TYPES.length);
  });
});

import { describe, expect, it } from "vitest";
import { replayTargets } from "./replay-targets";

const endpoint = (id: string, o: { active?: boolean; types?: string[] } = {}) => ({
  id,
  url: `https://${id}.example.com/hooks`,
  is_active: o.active ?? true,
  event_types: o.types ?? ["reply.received"],
});

describe("replayTargets", () => {
  it("offers the other endpoints, the ready ones first, and says why the rest are not", () => {
    const targets = replayTargets(
      [
        endpoint("off", { active: false }),
        endpoint("self"),
        endpoint("other", { types: ["lead.enriched"] }),
        endpoint("new"),
      ],
      { endpointId: "self", eventType: "reply.received" },
    );
    expect(targets).toEqual([
      { value: "new", label: "https://new.example.com/hooks", disabled: false },
      { value: "off", label: "https://off.example.com/hooks (disabled)", disabled: true },
      {
        value: "other",
        label: "https://other.example.com/hooks (not subscribed to reply.received)",
        disabled: true,
      },
    ]);
  });

  it("is empty when the workspace has no other endpoint", () => {
    expect(replayTargets([endpoint("self")], { endpointId: "self", eventType: "x" })).toEqual([]);
  });
});

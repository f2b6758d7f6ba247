import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "./delivery-filters";
import { toLocalInput } from "./local-time";
import {
  CUSTOM_START,
  initialChoice,
  recoverActionLabel,
  recoverChoices,
  recoverFromFilters,
  recoverInitialFor,
  recoverRequest,
} from "./recover-range";

const OPENED = Date.UTC(2026, 10, 22, 12, 0, 0);
const HOUR = 3_600_000;
const active = { is_active: true, disabled_reason: null, failing_since: null, disabled_at: null };

describe("recoverInitialFor", () => {
  it("starts an auto-disabled endpoint where its failures began", () => {
    const down = {
      is_active: false,
      disabled_reason: "Every attempt failed.",
      failing_since: "2026-11-20T08:00:00.000Z",
      disabled_at: "2026-11-21T08:00:00.000Z",
    };
    expect(recoverInitialFor(down, undefined)).toEqual({
      start: { kind: "at", since: "2026-11-20T08:00:00.000Z" },
    });
  });

  it("otherwise starts from the range on screen, or the last 24 hours", () => {
    const fromView = { start: { kind: "preset", ms: HOUR } } as const;
    expect(recoverInitialFor(active, fromView)).toBe(fromView);
    expect(recoverInitialFor(active, undefined)).toEqual({
      start: { kind: "preset", ms: 24 * HOUR },
    });
  });
});

describe("recoverFromFilters", () => {
  it("turns a preset into its span and keeps the event type", () => {
    expect(
      recoverFromFilters(
        {
          ...NO_FILTERS,
          status: "failed",
          eventType: "call.completed",
          range: { kind: "preset", preset: "7d" },
        },
        undefined,
      ),
    ).toEqual({ start: { kind: "preset", ms: 7 * 24 * HOUR }, eventType: "call.completed" });
  });

  it("turns a custom range into its ends; an open start is the endpoint's creation", () => {
    expect(
      recoverFromFilters(
        {
          ...NO_FILTERS,
          range: { kind: "custom", since: null, until: "2026-11-21T00:00:00.000Z" },
        },
        "2026-11-01T00:00:00.000Z",
      ),
    ).toEqual({
      start: { kind: "at", since: "2026-11-01T00:00:00.000Z" },
      until: "2026-11-21T00:00:00.000Z",
      eventType: null,
    });
  });
});

describe("recoverChoices and initialChoice", () => {
  it("offers the presets, led by when the failures began when there is such a time", () => {
    const choices = recoverChoices("2026-11-20T08:00:00.000Z", {
      start: { kind: "preset", ms: HOUR },
    });
    expect(choices.map((c) => c.value)).toEqual(["failing", "1h", "24h", "7d", "30d"]);
    expect(choices[0]?.label).toMatch(/^Since the failures began \(/);
    expect(initialChoice(choices, { start: { kind: "preset", ms: HOUR } })).toBe("1h");
  });

  it("leads with the range the dialog opened with, named by its ends", () => {
    const initial = {
      start: { kind: "at", since: "2026-11-20T08:00:00.000Z" },
      until: "2026-11-21T08:00:00.000Z",
    } as const;
    const choices = recoverChoices(null, initial);
    expect(choices[0]?.value).toBe("initial");
    expect(choices[0]?.label).toContain(" – ");
    expect(initialChoice(choices, initial)).toBe("initial");
  });
});

describe("recoverRequest", () => {
  const choices = recoverChoices(null, {
    start: { kind: "at", since: "2026-11-20T08:00:00.000Z" },
    until: "2026-11-21T08:00:00.000Z",
  });
  const base = { choices, customSince: "", eventType: "", openedAt: OPENED };

  it("measures a preset back from when the dialog opened", () => {
    expect(recoverRequest({ ...base, choice: "1h", eventType: "lead.enriched" })).toEqual({
      body: { since: "2026-11-22T11:00:00.000Z", event_type: "lead.enriched" },
      problem: null,
    });
  });

  it("sends the initial range with its end", () => {
    expect(
      recoverRequest({ ...base, choice: "initial", until: "2026-11-21T08:00:00.000Z" }).body,
    ).toEqual({ since: "2026-11-20T08:00:00.000Z", until: "2026-11-21T08:00:00.000Z" });
  });

  it("since a date and time: the moment typed, in local time, if it is in the past", () => {
    const twoHoursAgo = toLocalInput(new Date(OPENED - 2 * HOUR).toISOString());
    expect(recoverRequest({ ...base, choice: CUSTOM_START, customSince: twoHoursAgo })).toEqual({
      body: { since: new Date(OPENED - 2 * HOUR).toISOString() },
      problem: null,
    });
    const later = toLocalInput(new Date(OPENED + HOUR).toISOString());
    expect(recoverRequest({ ...base, choice: CUSTOM_START, customSince: later })).toEqual({
      body: null,
      problem: "Choose a date and time in the past.",
    });
    expect(recoverRequest({ ...base, choice: CUSTOM_START, customSince: "" })).toEqual({
      body: null,
      problem: "Enter a date and time to resend failures from.",
    });
  });
});

describe("recoverActionLabel", () => {
  it("names what the button does, with the count once known", () => {
    expect(recoverActionLabel(null, false)).toBe("Resend");
    expect(recoverActionLabel(1, false)).toBe("Resend 1 delivery");
    expect(recoverActionLabel(1204, false)).toBe("Resend 1,204 deliveries");
    expect(recoverActionLabel(0, true)).toBe("Re-enable");
    expect(recoverActionLabel(3, true)).toBe("Re-enable and resend 3");
  });
});

import { describe, expect, it } from "vitest";
import {
  formatCountdown,
  formatDuration,
  formatRelative,
  formatTimestamp,
  pendingState,
} from "./time";

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe("formatDuration", () => {
  it("picks a unit that keeps the figure short", () => {
    expect(formatDuration(null)).toBe("—");
    expect(formatDuration(0)).toBe("<1 ms");
    expect(formatDuration(42)).toBe("42 ms");
    expect(formatDuration(1234)).toBe("1.23 s");
    expect(formatDuration(30_000)).toBe("30.0 s");
    expect(formatDuration(100_000)).toBe("1 min 40 s");
  });
});

describe("formatCountdown", () => {
  it("counts down to the next retry in seconds, then minutes", () => {
    expect(formatCountdown(at(8_200), NOW)).toBe("in 9 s");
    expect(formatCountdown(at(100_000), NOW)).toBe("in 1 min 40 s");
    expect(formatCountdown(at(120_000), NOW)).toBe("in 2 min");
    expect(formatCountdown(at(2 * 3_600_000 + 60_000), NOW)).toBe("in 2 h 1 min");
  });

  it("says the retry is due once its time has passed", () => {
    expect(formatCountdown(at(0), NOW)).toBe("due now");
    expect(formatCountdown(at(-5_000), NOW)).toBe("due now");
    expect(formatCountdown("not a time", NOW)).toBe("—");
  });
});

describe("formatRelative and formatTimestamp", () => {
  it("says how long ago", () => {
    expect(formatRelative(at(-2_000), NOW)).toBe("just now");
    expect(formatRelative(at(-30_000), NOW)).toBe("30 seconds ago");
    expect(formatRelative(at(-3 * 60_000), NOW)).toBe("3 minutes ago");
    expect(formatRelative(at(-86_400_000), NOW)).toBe("yesterday");
    expect(formatRelative(null, NOW)).toBe("—");
  });

  it("shows seconds, so deliveries moments apart are told apart", () => {
    expect(formatTimestamp(at(9_000))).toMatch(/\d{2}:\d{2}:\d{2}$/);
    expect(formatTimestamp("nope")).toBe("—");
  });
});

describe("pendingState", () => {
  const now = Date.parse("2026-11-22T14:00:00Z");
  it("shows an attempt in flight as sending with its time-out, not due now", () => {
    expect(
      pendingState(
        { next_attempt_at: "2026-11-22T13:59:50Z", sending_until: "2026-11-22T14:00:25Z" },
        now,
      ),
    ).toEqual({ kind: "sending", text: "sending, times out in 25 s" });
  });
  it("counts down to a scheduled retry", () => {
    expect(
      pendingState({ next_attempt_at: "2026-11-22T14:00:08Z", sending_until: null }, now),
    ).toEqual({
      kind: "waiting",
      text: "in 8 s",
    });
  });
});

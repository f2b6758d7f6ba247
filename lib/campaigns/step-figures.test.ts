import { describe, expect, it } from "vitest";
import { leadingVersion, rateText } from "./step-figures";

const v = (variant: string, sent: number, replies: number, meetings = 0) => ({
  variant,
  sent,
  replies,
  reply_rate: sent ? replies / sent : 0,
  meetings,
});

describe("per-version figures", () => {
  it("names the leading version only when every version was sent enough and one is ahead", () => {
    expect(leadingVersion([v("A", 40, 4), v("B", 38, 7)])).toBe("B");
    expect(leadingVersion([v("A", 40, 4)])).toBeNull();
    expect(leadingVersion([v("A", 40, 4), v("B", 3, 3)])).toBeNull();
    expect(leadingVersion([v("A", 20, 2), v("B", 20, 2)])).toBeNull();
    expect(leadingVersion([v("A", 20, 2, 1), v("B", 20, 2, 0)])).toBe("A");
  });

  it("writes rates as percentages with one decimal, a dash before anything was sent", () => {
    expect(rateText(v("A", 8, 1))).toBe("12.5%");
    expect(rateText(v("A", 3, 0))).toBe("0%");
    expect(rateText(v("A", 0, 0))).toBe("—");
  });
});

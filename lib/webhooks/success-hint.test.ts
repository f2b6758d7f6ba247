import { describe, expect, it } from "vitest";
import { successHint } from "./success-hint";

describe("successHint", () => {
  it("says how many of the finished deliveries succeeded", () => {
    expect(successHint({ succeeded: 6, failed: 1 })).toBe("6 of 7 succeeded");
    expect(successHint({ succeeded: 7, failed: 0 })).toBe("7 of 7 succeeded");
    expect(successHint({ succeeded: 0, failed: 1200 })).toBe("0 of 1,200 succeeded");
    expect(successHint({ succeeded: 0, failed: 0 })).toBe("nothing finished yet");
  });
});

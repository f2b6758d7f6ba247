import { describe, expect, it } from "vitest";
import {
  engagedElsewhereFate,
  engagedElsewhereSentence,
  skippedBreakdown,
  uncontactableSentence,
} from "./enrollment-skips";

const by = (active: number, replied: number, dnc = 0) => ({
  do_not_contact: dnc,
  active_elsewhere: active,
  replied_elsewhere: replied,
});

describe("enrollment skip wording", () => {
  it("says who is engaged elsewhere with correct plurals", () => {
    expect(engagedElsewhereSentence(by(0, 0))).toBeNull();
    expect(engagedElsewhereSentence(by(3, 2))).toBe(
      "3 leads are active in another campaign, 2 replied to one",
    );
    expect(engagedElsewhereSentence(by(1, 0))).toBe("1 lead is active in another campaign");
    expect(engagedElsewhereSentence(by(0, 1))).toBe("1 lead replied in another campaign");
    expect(engagedElsewhereSentence(by(1200, 0))).toBe(
      "1,200 leads are active in another campaign",
    );
  });

  it("says what the choice does to them", () => {
    expect(engagedElsewhereFate(by(3, 2), false)).toBe("they will be skipped");
    expect(engagedElsewhereFate(by(1, 0), false)).toBe("it will be skipped");
    expect(engagedElsewhereFate(by(0, 2), true)).toBe("they will be enrolled too");
  });

  it("names the leads never enrolled, and breaks an answer's skips down by reason", () => {
    expect(uncontactableSentence(by(0, 0))).toBeNull();
    expect(uncontactableSentence(by(0, 0, 1))).toBe(
      "1 lead can't be contacted (do-not-contact list, unsubscribed or bounced) and is always skipped.",
    );
    expect(skippedBreakdown(by(2, 1, 1))).toBe(
      "1 can't be contacted, 2 active in another campaign, 1 replied in another campaign",
    );
    expect(skippedBreakdown(by(0, 0))).toBe("");
  });
});

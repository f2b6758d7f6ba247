import { describe, expect, it } from "vitest";
import { accountChannelLabel, accountSends, moreUses } from "./account-labels";
import { accountChannelParam } from "./account-params";

describe("connected account words", () => {
  it("says what each account sends, a phone number by its carrier capabilities", () => {
    expect(accountSends({ channel: "email", capabilities: null })).toBe("Emails");
    expect(accountSends({ channel: "phone", capabilities: { voice: true, sms: true } })).toBe(
      "Texts and calls",
    );
    expect(accountSends({ channel: "phone", capabilities: { voice: true, sms: false } })).toBe(
      "Calls only (no SMS)",
    );
    // An upstream that does not say the capabilities: the kind decides.
    expect(accountSends({ channel: "phone" })).toBe("Texts and calls");
    expect(accountSends({ channel: "fax" })).toBe("—");
    expect(accountChannelLabel("fax")).toBe("Fax");
    expect(accountChannelLabel("phone")).toBe("Phone number");
  });

  it("counts the campaigns a listing did not name", () => {
    expect(moreUses(5, 5)).toBeNull();
    expect(moreUses(5, 8)).toBe("and 3 more");
  });

  it("reads the channel filter, sms_voice as phone and anything else as none", () => {
    expect(accountChannelParam.parse("sms_voice")).toBe("phone");
    expect(accountChannelParam.parse("email")).toBe("email");
    expect(accountChannelParam.parse("fax")).toBeNull();
  });
});

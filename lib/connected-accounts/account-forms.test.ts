import { describe, expect, it } from "vitest";
import {
  ConnectForm,
  connectBody,
  EditAccountForm,
  editBody,
  sendsTodayText,
} from "./account-forms";

describe("the account forms", () => {
  it("turns the typed limit into the wire's number", () => {
    const form = ConnectForm.parse({
      channel: "email",
      address: " dana@acme.test ",
      display_name: "Dana",
      daily_limit: " 40 ",
    });
    expect(connectBody(form)).toEqual({
      channel: "email",
      address: "dana@acme.test",
      display_name: "Dana",
      daily_limit: 40,
    });
  });

  it("refuses a limit that is not a whole number, in words", () => {
    const result = EditAccountForm.safeParse({ display_name: "Dana", daily_limit: "4.5" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Write the daily limit as a whole number from 1 to 10000.",
    );
  });

  it("sends only what changed", () => {
    const before = { display_name: "Dana", daily_limit: 40 };
    expect(editBody({ display_name: "Dana O.", daily_limit: "40" }, before)).toEqual({
      display_name: "Dana O.",
    });
    expect(editBody({ display_name: "Dana", daily_limit: "80" }, before)).toEqual({
      daily_limit: 80,
    });
    expect(editBody({ display_name: "Dana", daily_limit: "40" }, before)).toEqual({
      daily_limit: 40,
    });
  });

  it("says the day's sends against the limit", () => {
    expect(sendsTodayText({ sent_today: 12, daily_limit: 1200 })).toBe("12 of 1,200 today");
    expect(sendsTodayText({ sent_today: null, daily_limit: 50 })).toBe("Up to 50 a day");
  });
});

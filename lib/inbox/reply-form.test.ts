import { describe, expect, it } from "vitest";
import { ReplyForm, replyChannel, sendingAccounts, toSendBody } from "./reply-form";

describe("the reply form", () => {
  it("sends a subject only with an email that has one", () => {
    const email = ReplyForm.parse({
      channel: "email",
      subject: " Hello ",
      body: " Hi ",
      account_id: "",
    });
    expect(toSendBody(email)).toEqual({ channel: "email", subject: "Hello", body: "Hi" });
    expect(toSendBody({ ...email, subject: "" })).toEqual({ channel: "email", body: "Hi" });
    expect(toSendBody({ ...email, channel: "sms" })).toEqual({ channel: "sms", body: "Hi" });
  });

  it("asks for the text", () => {
    const result = ReplyForm.safeParse({
      channel: "sms",
      subject: "",
      body: "   ",
      account_id: "",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Write the message.");
  });

  it("answers on the conversation's channel when an operator can send on it", () => {
    expect(replyChannel("sms")).toBe("sms");
    expect(replyChannel("network")).toBe("network");
    expect(replyChannel("messaging")).toBe("email");
  });

  it("sends the chosen account, and none for the workspace's default", () => {
    const form = { channel: "sms" as const, subject: "", body: "Hi", account_id: "acct_1" };
    expect(toSendBody(form)).toEqual({ channel: "sms", body: "Hi", account_id: "acct_1" });
    expect(toSendBody({ ...form, account_id: "" })).toEqual({ channel: "sms", body: "Hi" });
  });

  it("offers connected accounts of the channel that can send it: no voice-only number for a text", () => {
    const accounts = [
      { id: "mail", channel: "email", status: "connected", capabilities: null },
      {
        id: "landline",
        channel: "phone",
        status: "connected",
        capabilities: { voice: true, sms: false },
      },
      {
        id: "mobile",
        channel: "phone",
        status: "connected",
        capabilities: { voice: true, sms: true },
      },
      {
        id: "old",
        channel: "phone",
        status: "disconnected",
        capabilities: { voice: true, sms: true },
      },
      { id: "unknown", channel: "phone", status: "connected" },
    ];
    expect(sendingAccounts(accounts, "sms").map((a) => a.id)).toEqual(["mobile", "unknown"]);
    expect(sendingAccounts(accounts, "email").map((a) => a.id)).toEqual(["mail"]);
    expect(sendingAccounts(accounts, "network")).toEqual([]);
  });
});

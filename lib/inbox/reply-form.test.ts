import { describe, expect, it } from "vitest";
import { ReplyForm, replyChannel, toSendBody } from "./reply-form";

describe("the reply form", () => {
  it("sends a subject only with an email that has one", () => {
    const email = ReplyForm.parse({ channel: "email", subject: " Hello ", body: " Hi " });
    expect(toSendBody(email)).toEqual({ channel: "email", subject: "Hello", body: "Hi" });
    expect(toSendBody({ ...email, subject: "" })).toEqual({ channel: "email", body: "Hi" });
    expect(toSendBody({ ...email, channel: "sms" })).toEqual({ channel: "sms", body: "Hi" });
  });

  it("asks for the text", () => {
    const result = ReplyForm.safeParse({ channel: "sms", subject: "", body: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Write the message.");
  });

  it("answers on the conversation's channel when an operator can send on it", () => {
    expect(replyChannel("sms")).toBe("sms");
    expect(replyChannel("network")).toBe("network");
    expect(replyChannel("messaging")).toBe("email");
  });
});

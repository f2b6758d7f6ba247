import { describe, expect, it } from "vitest";
import { MeetingForm, suggestedMeetingTime, toMeetingBody } from "./meeting-form";

describe("the meeting form", () => {
  it("sends the local time as UTC, with the campaign when there is one", () => {
    const when = "2099-12-01T15:00";
    const body = toMeetingBody({ when }, "cmp_1");
    expect(body.meeting_time).toBe(new Date(when).toISOString().replace(".000Z", "Z"));
    expect(body.campaign_id).toBe("cmp_1");
    expect(toMeetingBody({ when }, undefined)).not.toHaveProperty("campaign_id");
  });

  it("refuses an empty or past time with a sentence", () => {
    expect(MeetingForm.safeParse({ when: "" }).error?.issues[0]?.message).toBe(
      "Choose when the meeting starts.",
    );
    expect(MeetingForm.safeParse({ when: "2001-01-01T10:00" }).error?.issues[0]?.message).toBe(
      "Choose a time in the future.",
    );
  });

  it("suggests tomorrow at ten", () => {
    expect(suggestedMeetingTime(new Date(2026, 10, 30, 18, 5))).toBe("2026-12-01T10:00");
    expect(MeetingForm.safeParse({ when: suggestedMeetingTime() }).success).toBe(true);
  });
});

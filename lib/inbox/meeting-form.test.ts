import { describe, expect, it } from "vitest";
import {
  MeetingForm,
  meetingCampaignChoices,
  suggestedMeetingTime,
  toMeetingBody,
} from "./meeting-form";

describe("the meeting form", () => {
  it("sends the local time as UTC, with the campaign when there is one", () => {
    const when = "2099-12-01T15:00";
    const body = toMeetingBody({ when, campaign: "cmp_1" });
    expect(body.meeting_time).toBe(new Date(when).toISOString().replace(".000Z", "Z"));
    expect(body.campaign_id).toBe("cmp_1");
    expect(toMeetingBody({ when, campaign: "" })).not.toHaveProperty("campaign_id");
  });

  it("refuses an empty or past time with a sentence", () => {
    expect(MeetingForm.safeParse({ when: "", campaign: "" }).error?.issues[0]?.message).toBe(
      "Choose when the meeting starts.",
    );
    expect(
      MeetingForm.safeParse({ when: "2001-01-01T10:00", campaign: "" }).error?.issues[0]?.message,
    ).toBe("Choose a time in the future.");
  });

  it("suggests tomorrow at ten", () => {
    expect(suggestedMeetingTime(new Date(2026, 10, 30, 18, 5))).toBe("2026-12-01T10:00");
    expect(MeetingForm.safeParse({ when: suggestedMeetingTime(), campaign: "" }).success).toBe(
      true,
    );
  });

  it("offers each campaign once, not one the lead already has a meeting for", () => {
    const names = new Map([
      ["cmp_1", "Q4 push"],
      ["cmp_2", "Renewals"],
    ]);
    expect(meetingCampaignChoices(["cmp_1", "cmp_2"], names, [])).toEqual({
      options: [
        { value: "cmp_1", label: "Q4 push" },
        { value: "cmp_2", label: "Renewals" },
        { value: "", label: "No campaign" },
      ],
      chosen: "cmp_1",
    });
    const booked = meetingCampaignChoices(["cmp_1", "cmp_3"], names, [
      { campaign_id: "cmp_1" },
      { campaign_id: null },
    ]);
    expect(booked.options).toEqual([
      { value: "cmp_1", label: "Q4 push (a meeting is booked)", disabled: true },
      { value: "cmp_3", label: "cmp_3" },
      { value: "", label: "No campaign" },
    ]);
    expect(booked.chosen).toBe("cmp_3");
    expect(meetingCampaignChoices(["cmp_1"], names, [{ campaign_id: "cmp_1" }]).chosen).toBe("");
  });
});

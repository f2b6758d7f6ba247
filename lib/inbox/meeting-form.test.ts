import { describe, expect, it } from "vitest";
import {
  DEFAULT_MEETING_FORM,
  MeetingForm,
  meetingCampaignChoices,
  suggestedMeetingTime,
  toMeetingBody,
} from "./meeting-form";

describe("the meeting form", () => {
  it("sends the local time as UTC, with the campaign when there is one", () => {
    const when = "2099-12-01T15:00";
    const body = toMeetingBody({ when, campaign: "cmp_1", ...DEFAULT_MEETING_FORM });
    expect(body.meeting_time).toBe(new Date(when).toISOString().replace(".000Z", "Z"));
    expect(body.campaign_id).toBe("cmp_1");
    expect(body.duration_minutes).toBe(30);
    expect(body).not.toHaveProperty("meeting_url");
    expect(toMeetingBody({ when, campaign: "", ...DEFAULT_MEETING_FORM })).not.toHaveProperty(
      "campaign_id",
    );
  });

  it("sends the length as minutes and the link trimmed; refuses a link that is not https", () => {
    const when = "2099-12-01T15:00";
    expect(
      toMeetingBody({ when, campaign: "", length: "45", link: " https://meet.example.com/a " }),
    ).toMatchObject({ duration_minutes: 45, meeting_url: "https://meet.example.com/a" });
    const bad = MeetingForm.safeParse({ when, campaign: "", length: "45", link: "http://x.io" });
    expect(bad.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [
        ["link"],
        "The meeting link must be a full https address, such as https://meet.example.com/abc-defg.",
      ],
    ]);
    expect(
      MeetingForm.safeParse({ when, campaign: "", length: "20", link: "" }).error?.issues[0]
        ?.message,
    ).toBe("Choose how long the meeting lasts.");
  });

  it("refuses an empty or past time with a sentence", () => {
    expect(
      MeetingForm.safeParse({ when: "", campaign: "", ...DEFAULT_MEETING_FORM }).error?.issues[0]
        ?.message,
    ).toBe("Choose when the meeting starts.");
    expect(
      MeetingForm.safeParse({ when: "2001-01-01T10:00", campaign: "", ...DEFAULT_MEETING_FORM })
        .error?.issues[0]?.message,
    ).toBe("Choose a time in the future.");
  });

  it("suggests tomorrow at ten", () => {
    expect(suggestedMeetingTime(new Date(2026, 10, 30, 18, 5))).toBe("2026-12-01T10:00");
    expect(
      MeetingForm.safeParse({ when: suggestedMeetingTime(), campaign: "", ...DEFAULT_MEETING_FORM })
        .success,
    ).toBe(true);
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

import { z } from "zod";
import {
  type BookMeetingBody,
  DEFAULT_MEETING_LENGTH,
  MEETING_LENGTHS,
  type Meeting,
  MeetingUrl,
} from "@/contract/inbox";
import { minutesText } from "./inbox-labels";

/** The lengths offered, as the select's values (strings) and words. */
export const MEETING_LENGTH_OPTIONS = MEETING_LENGTHS.map((n) => ({
  value: String(n),
  label: minutesText(n),
}));

/**
 * The meeting form: a local date and time as the browser's picker writes it
 * (`2026-12-01T15:00`), read in the person's own time zone and sent as UTC; the length as the
 * select writes it; the link empty or a full https address (the platform's own rule).
 */
export const MeetingForm = z.object({
  when: z
    .string()
    .min(1, "Choose when the meeting starts.")
    .refine((v) => !Number.isNaN(new Date(v).getTime()), "Give a date and a time.")
    .refine((v) => new Date(v).getTime() > Date.now(), "Choose a time in the future."),
  length: z.enum(MEETING_LENGTHS.map(String) as [string, ...string[]], {
    error: () => "Choose how long the meeting lasts.",
  }),
  link: z.union([z.literal(""), MeetingUrl]),
  /** A campaign of the conversation, or "" for none. */
  campaign: z.string(),
});

export const DEFAULT_MEETING_FORM = { length: String(DEFAULT_MEETING_LENGTH), link: "" };
export type MeetingForm = z.infer<typeof MeetingForm>;

export function toMeetingBody(form: MeetingForm): BookMeetingBody {
  const iso = new Date(form.when).toISOString().replace(/\.\d{3}Z$/, "Z");
  return {
    meeting_time: iso,
    duration_minutes: Number(form.length) as BookMeetingBody["duration_minutes"],
    ...(form.link.trim() ? { meeting_url: form.link.trim() } : {}),
    ...(form.campaign ? { campaign_id: form.campaign } : {}),
  };
}

const NO_CAMPAIGN = "No campaign";

type CampaignChoice = { value: string; label: string; disabled?: boolean };

/**
 * The campaigns a meeting can be booked for: each of the conversation's campaigns, those the
 * lead already has a meeting for shown but not choosable (the platform allows one per lead and
 * campaign), and "No campaign", which is always open. The first open campaign is chosen.
 */
export function meetingCampaignChoices(
  campaignIds: readonly string[],
  names: ReadonlyMap<string, string>,
  meetings: readonly Pick<Meeting, "campaign_id">[],
): { options: CampaignChoice[]; chosen: string } {
  const booked = new Set(meetings.map((m) => m.campaign_id));
  const options = campaignIds.map((id): CampaignChoice => {
    const name = names.get(id) ?? id;
    return booked.has(id)
      ? { value: id, label: `${name} (a meeting is booked)`, disabled: true }
      : { value: id, label: name };
  });
  options.push({ value: "", label: NO_CAMPAIGN });
  return { options, chosen: options.find((o) => !o.disabled)!.value };
}

/** Tomorrow at 10:00 local time, as the picker's value: a sensible first suggestion. */
export function suggestedMeetingTime(now = new Date()): string {
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 10, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T10:00`;
}

import { z } from "zod";
import type { BookMeetingBody } from "@/contract/inbox";

/**
 * The meeting form: a local date and time as the browser's picker writes it
 * (`2026-12-01T15:00`), read in the person's own time zone and sent as UTC.
 */
export const MeetingForm = z.object({
  when: z
    .string()
    .min(1, "Choose when the meeting starts.")
    .refine((v) => !Number.isNaN(new Date(v).getTime()), "Give a date and a time.")
    .refine((v) => new Date(v).getTime() > Date.now(), "Choose a time in the future."),
});
export type MeetingForm = z.infer<typeof MeetingForm>;

export function toMeetingBody(form: MeetingForm, campaignId: string | undefined): BookMeetingBody {
  const iso = new Date(form.when).toISOString().replace(/\.\d{3}Z$/, "Z");
  return { meeting_time: iso, ...(campaignId ? { campaign_id: campaignId } : {}) };
}

/** Tomorrow at 10:00 local time, as the picker's value: a sensible first suggestion. */
export function suggestedMeetingTime(now = new Date()): string {
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 10, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T10:00`;
}

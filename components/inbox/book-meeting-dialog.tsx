"use client";

import { SelectFormField, TextField } from "@/components/ui/form-controls";
import { FormDialog } from "@/components/ui/form-dialog";
import { useBookMeetingMutation } from "@/lib/inbox/inbox-queries";
import {
  MeetingForm,
  meetingCampaignChoices,
  suggestedMeetingTime,
  toMeetingBody,
} from "@/lib/inbox/meeting-form";

/**
 * Books a meeting with the lead as an operator: the platform sends meeting.booked. It is for
 * one of the conversation's campaigns or none; a campaign the lead already has a meeting for
 * (the AI agent may have booked it) is shown but cannot be chosen.
 */
export function BookMeetingDialog({
  leadId,
  leadName,
  campaignIds,
  campaignNames,
  meetings,
  open,
  onOpenChange,
  onBooked,
  returnFocusId,
}: {
  leadId: string;
  leadName: string;
  campaignIds: readonly string[];
  campaignNames: ReadonlyMap<string, string>;
  meetings: readonly { campaign_id: string | null }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBooked: (meetingTime: string) => void;
  returnFocusId?: string;
}) {
  const mutation = useBookMeetingMutation(leadId);
  const campaigns = meetingCampaignChoices(campaignIds, campaignNames, meetings);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusId={returnFocusId}
      title={`Book a meeting with ${leadName}`}
      description="Subscribed webhook endpoints receive meeting.booked, booked by an operator."
      schema={MeetingForm}
      defaultValues={{ when: suggestedMeetingTime(), campaign: campaigns.chosen }}
      submitLabel="Book meeting"
      pendingLabel="Booking…"
      issuesOnFields={(issues) =>
        issues.map((i) => {
          if (i.loc[0] !== "body") return i;
          if (i.loc[1] === "meeting_time") return { ...i, loc: ["body", "when"] };
          if (i.loc[1] === "campaign_id") return { ...i, loc: ["body", "campaign"] };
          return i;
        })
      }
      onSubmit={async (form, { idempotencyKey }) => {
        const meeting = await mutation.mutateAsync({ body: toMeetingBody(form), idempotencyKey });
        onBooked(meeting.meeting_time);
      }}
    >
      <TextField name="when" label="Starts at" type="datetime-local" hint="In your time zone." />
      {campaignIds.length > 0 ? (
        <SelectFormField
          name="campaign"
          label="For campaign"
          hint="A lead has one meeting per campaign at most."
          options={campaigns.options}
        />
      ) : null}
    </FormDialog>
  );
}

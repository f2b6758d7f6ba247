"use client";

import { SelectFormField, TextField } from "@/components/ui/form-controls";
import { FormDialog } from "@/components/ui/form-dialog";
import {
  DEFAULT_MEETING_FORM,
  MEETING_LENGTH_OPTIONS,
  MeetingForm,
  meetingCampaignChoices,
  suggestedMeetingTime,
  toMeetingBody,
} from "@/lib/inbox/meeting-form";
import { useBookMeetingMutation } from "@/lib/queries/inbox";

/**
 * Records a meeting agreed with the lead: when, how long, where (a video-call link) and for
 * which of the conversation's campaigns, or none; a campaign the lead already has a meeting
 * for (the AI agent may have booked it) is shown but cannot be chosen. The copy speaks of
 * the meeting only: what the platform tells integrations is no concern of this dialog.
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
      description={`Record a meeting you agreed with ${leadName}. It shows in this conversation and beside the lead.`}
      schema={MeetingForm}
      defaultValues={{
        when: suggestedMeetingTime(),
        campaign: campaigns.chosen,
        ...DEFAULT_MEETING_FORM,
      }}
      submitLabel="Book meeting"
      pendingLabel="Booking…"
      issuesOnFields={(issues) =>
        issues.map((i) => {
          if (i.loc[0] !== "body") return i;
          if (i.loc[1] === "meeting_time") return { ...i, loc: ["body", "when"] };
          if (i.loc[1] === "campaign_id") return { ...i, loc: ["body", "campaign"] };
          if (i.loc[1] === "duration_minutes") return { ...i, loc: ["body", "length"] };
          if (i.loc[1] === "meeting_url") return { ...i, loc: ["body", "link"] };
          return i;
        })
      }
      onSubmit={async (form, { idempotencyKey }) => {
        const meeting = await mutation.mutateAsync({ body: toMeetingBody(form), idempotencyKey });
        onBooked(meeting.meeting_time);
      }}
    >
      <TextField name="when" label="Starts at" type="datetime-local" hint="In your time zone." />
      <SelectFormField name="length" label="Length" options={MEETING_LENGTH_OPTIONS} />
      <TextField
        name="link"
        label="Meeting link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://meet.example.com/abc-defg"
        hint="Where you will meet: a video-call or meeting-room address starting with https://."
      />
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

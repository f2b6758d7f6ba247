"use client";

import { TextField } from "@/components/ui/form-controls";
import { FormDialog } from "@/components/ui/form-dialog";
import { useBookMeetingMutation } from "@/lib/inbox/inbox-queries";
import { MeetingForm, suggestedMeetingTime, toMeetingBody } from "@/lib/inbox/meeting-form";

/** Books a meeting with the lead as an operator: the platform sends meeting.booked. */
export function BookMeetingDialog({
  leadId,
  leadName,
  campaignId,
  open,
  onOpenChange,
  onBooked,
  returnFocusId,
}: {
  leadId: string;
  leadName: string;
  campaignId: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBooked: (meetingTime: string) => void;
  returnFocusId?: string;
}) {
  const mutation = useBookMeetingMutation(leadId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusId={returnFocusId}
      title={`Book a meeting with ${leadName}`}
      description="Subscribed webhook endpoints receive meeting.booked, booked by an operator."
      schema={MeetingForm}
      defaultValues={{ when: suggestedMeetingTime() }}
      submitLabel="Book meeting"
      pendingLabel="Booking…"
      issuesOnFields={(issues) =>
        issues.map((i) =>
          i.loc[0] === "body" && i.loc[1] === "meeting_time" ? { ...i, loc: ["body", "when"] } : i,
        )
      }
      onSubmit={async (form, { idempotencyKey }) => {
        const meeting = await mutation.mutateAsync({
          body: toMeetingBody(form, campaignId),
          idempotencyKey,
        });
        onBooked(meeting.meeting_time);
      }}
    >
      <TextField name="when" label="Starts at" type="datetime-local" hint="In your time zone." />
    </FormDialog>
  );
}

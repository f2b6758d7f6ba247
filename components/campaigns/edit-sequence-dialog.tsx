"use client";

import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { StepsFormSchema, stepsToForm, toStepsBody } from "@/lib/campaigns/campaign-form";
import { useCampaignAnalyticsQuery } from "@/lib/queries/campaign-analytics";
import { type CampaignRow, useUpdateStepsMutation } from "@/lib/queries/campaigns";
import { StepBuilder } from "./step-builder";

const EditSequenceSchema = z.object({ steps: StepsFormSchema });

/**
 * How many of the first steps some lead has already been sent: they keep their place and
 * channel (the platform refuses otherwise, 409). Read from the per-step figures.
 */
function useRanSteps(campaignId: string): number {
  const figures = useCampaignAnalyticsQuery(campaignId, false);
  const steps = figures.data?.steps ?? [];
  let ran = 0;
  for (const s of steps) {
    if (s.variants.some((v) => v.sent > 0)) ran = s.step_index + 1;
  }
  return ran;
}

/**
 * Edits the sequence of a draft or running campaign: words, waits, versions, new steps. A
 * running campaign's changes apply to the steps each lead has not run yet; what the platform
 * refuses (409) is said in the dialog, in its words.
 */
export function EditSequenceDialog({
  campaign,
  open,
  onOpenChange,
  returnFocusId,
}: {
  campaign: CampaignRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusId: string;
}) {
  const mutation = useUpdateStepsMutation(campaign.id);
  const ranSteps = useRanSteps(campaign.id);
  const running = campaign.status !== "draft";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusId={returnFocusId}
      className="sm:max-w-4xl"
      title={`Edit the sequence of “${campaign.name}”`}
      description={
        running
          ? "Changes apply to the steps each lead has not reached yet; what was sent stays as it was. A changed wait counts from the lead's next step."
          : "The words, waits and versions every enrolled lead will get."
      }
      schema={EditSequenceSchema}
      defaultValues={{ steps: stepsToForm(campaign.steps) }}
      submitLabel="Save sequence"
      pendingLabel="Saving…"
      refusedTitle="The sequence was not saved"
      onSubmit={async (values, { idempotencyKey }) => {
        await mutation.mutateAsync({ body: { steps: toStepsBody(values.steps) }, idempotencyKey });
        mutation.reset();
      }}
    >
      <StepBuilder campaignId={campaign.id} ranSteps={ranSteps} />
    </FormDialog>
  );
}

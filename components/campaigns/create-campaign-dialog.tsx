"use client";

import { SelectFormField, TextField } from "@/components/ui/form-controls";
import { FormDialog, submitThrough } from "@/components/ui/form-dialog";
import type { ControlledDialogProps } from "@/components/ui/lazy-dialog";
import type { CampaignFolder } from "@/contract/campaigns";
import {
  CampaignFormSchema,
  campaignFormDefaults,
  toCreateCampaignBody,
} from "@/lib/campaigns/campaign-form";
import { useCreateCampaignMutation } from "@/lib/queries/campaigns";
import { StepBuilder } from "./step-builder";

/** The folder to file the campaign in, or none; the platform refuses one not of the workspace. */
function FolderField({ folders }: { folders: readonly CampaignFolder[] }) {
  const options = [
    { value: "", label: "No folder" },
    ...folders.map((f) => ({ value: f.id, label: f.name })),
  ];
  return <SelectFormField name="folder_id" label="Folder" options={options} />;
}

/**
 * Creates a draft campaign: its name, folder and sequence with its words. It starts from the
 * platform's default sequence and words; the platform's 422 lands on the step and field its
 * `loc` names.
 */
export function CreateCampaignDialog({
  folders,
  onCreated,
  ...dialog
}: ControlledDialogProps & {
  folders: readonly CampaignFolder[];
  onCreated: (id: string) => void;
}) {
  const create = submitThrough(useCreateCampaignMutation(), (campaign) => onCreated(campaign.id));
  return (
    <FormDialog
      {...dialog}
      // A variant utility, so it wins over the dialog's own max-w-lg whatever the CSS order.
      className="sm:max-w-4xl"
      title="New campaign"
      description="It starts as a draft: enroll leads and choose the accounts it sends from, then launch it."
      schema={CampaignFormSchema}
      defaultValues={campaignFormDefaults()}
      submitLabel="Create campaign"
      pendingLabel="Creating…"
      onSubmit={(values, context) => create(toCreateCampaignBody(values), context)}
    >
      <TextField name="name" label="Name" />
      <FolderField folders={folders} />
      <StepBuilder />
    </FormDialog>
  );
}

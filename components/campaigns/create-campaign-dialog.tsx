"use client";

import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/ui/form-controls";
import { FormDialog } from "@/components/ui/form-dialog";
import { errorId, FormField } from "@/components/ui/form-field";
import type { CampaignFolder } from "@/contract/campaigns";
import {
  type CampaignFormInput,
  CampaignFormSchema,
  campaignFormDefaults,
  toCreateCampaignBody,
} from "@/lib/campaigns/campaign-form";
import { errorAt } from "@/lib/campaigns/form-errors";
import { useCreateCampaignMutation } from "@/lib/queries/campaigns";
import { StepBuilder } from "./step-builder";

/** The folder to file the campaign in, or none; the platform refuses one not of the workspace. */
function FolderField({ folders }: { folders: readonly CampaignFolder[] }) {
  const form = useFormContext<CampaignFormInput>();
  const id = useId();
  const error: string | undefined = errorAt(form.formState.errors, "folder_id");
  return (
    <FormField id={id} label="Folder" error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        className="block h-9 w-full rounded-md border-0 bg-white px-2 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none aria-invalid:ring-red-500"
        {...form.register("folder_id")}
      >
        <option value="">No folder</option>
        {folders.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * Creates a draft campaign: its name, folder and sequence with its words. It starts from the
 * platform's default sequence and words; the platform's 422 lands on the step and field its
 * `loc` names.
 */
export function CreateCampaignDialog({
  folders,
  onCreated,
  open,
  onOpenChange,
}: {
  folders: readonly CampaignFolder[];
  onCreated: (id: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useCreateCampaignMutation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      // A variant utility, so it wins over the dialog's own max-w-lg whatever the CSS order.
      className="sm:max-w-4xl"
      title="New campaign"
      description="It starts as a draft: enroll leads and choose the accounts it sends from, then launch it."
      schema={CampaignFormSchema}
      defaultValues={campaignFormDefaults()}
      submitLabel="Create campaign"
      pendingLabel="Creating…"
      onSubmit={async (values, { idempotencyKey }) => {
        const campaign = await mutation.mutateAsync({
          body: toCreateCampaignBody(values),
          idempotencyKey,
        });
        mutation.reset();
        onCreated(campaign.id);
      }}
    >
      <TextField name="name" label="Name" />
      <FolderField folders={folders} />
      <StepBuilder />
    </FormDialog>
  );
}

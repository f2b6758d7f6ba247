"use client";

import { TextField } from "@/components/ui/form-controls";
import { FormDialog, submitThrough } from "@/components/ui/form-dialog";
import type { ControlledDialogProps } from "@/components/ui/lazy-dialog";
import { CreateCampaignFolderBody } from "@/contract/campaigns";
import { useCreateFolderMutation } from "@/lib/queries/campaigns";

/** Makes a folder to file campaigns in; a retry reuses its Idempotency-Key (one folder). */
export function CreateFolderDialog({
  onCreated,
  ...dialog
}: ControlledDialogProps & { onCreated: (name: string) => void }) {
  const mutation = useCreateFolderMutation();
  return (
    <FormDialog
      {...dialog}
      title="New folder"
      description="Folders group campaigns, for example by team or quarter."
      schema={CreateCampaignFolderBody}
      defaultValues={{ name: "" }}
      submitLabel="Create folder"
      pendingLabel="Creating…"
      onSubmit={submitThrough(mutation, (folder) => onCreated(folder.name))}
    >
      <TextField name="name" label="Name" />
    </FormDialog>
  );
}

"use client";

import { TextField } from "@/components/ui/form-controls";
import { FormDialog } from "@/components/ui/form-dialog";
import { CreateCampaignFolderBody } from "@/contract/campaigns";
import { useCreateFolderMutation } from "@/lib/queries/campaigns";

/** Makes a folder to file campaigns in; a retry reuses its Idempotency-Key (one folder). */
export function CreateFolderDialog({
  onCreated,
  open,
  onOpenChange,
}: {
  onCreated: (name: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useCreateFolderMutation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New folder"
      description="Folders group campaigns, for example by team or quarter."
      schema={CreateCampaignFolderBody}
      defaultValues={{ name: "" }}
      submitLabel="Create folder"
      pendingLabel="Creating…"
      onSubmit={async (body, { idempotencyKey }) => {
        const folder = await mutation.mutateAsync({ body, idempotencyKey });
        mutation.reset();
        onCreated(folder.name);
      }}
    >
      <TextField name="name" label="Name" />
    </FormDialog>
  );
}

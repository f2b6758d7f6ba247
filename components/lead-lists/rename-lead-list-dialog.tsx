"use client";

import { FormDialog } from "@/components/ui/form-dialog";
import { CreateLeadListBody, type LeadList } from "@/contract/lead-lists";
import { useUpdateLeadListMutation } from "@/lib/queries/lead-lists";
import { LeadListFields } from "./create-lead-list-dialog";

/** Renames the list or changes its description; the same limits as creating one. */
export function RenameLeadListDialog({
  list,
  onRenamed,
  open,
  onOpenChange,
}: {
  list: LeadList;
  onRenamed: (list: LeadList) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useUpdateLeadListMutation(list.id);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Rename lead list"
      description="Change the list's name or description."
      schema={CreateLeadListBody}
      defaultValues={{ name: list.name, description: list.description }}
      submitLabel="Save"
      pendingLabel="Saving…"
      onSubmit={async (body) => {
        const renamed = await mutation.mutateAsync(body);
        mutation.reset();
        onRenamed(renamed);
      }}
    >
      <LeadListFields />
    </FormDialog>
  );
}

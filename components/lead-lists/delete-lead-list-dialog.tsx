"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { LeadList } from "@/contract/lead-lists";
import { useDeleteLeadListMutation } from "@/lib/queries/lead-lists";
import { countOf } from "@/lib/words";

/** Confirms deleting the list, saying how many leads go with it. */
export function DeleteLeadListDialog({
  list,
  onDeleted,
  open,
  onOpenChange,
}: {
  list: LeadList;
  onDeleted: (list: LeadList) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useDeleteLeadListMutation(list.id);
  const leads = countOf(list.lead_count, "lead");
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete “${list.name}”?`}
      description="The list is deleted for everyone in the workspace. This cannot be undone."
      affects={
        list.lead_count > 0
          ? `Its ${leads} and its prospect search previews are deleted with it.`
          : "The list has no leads; its prospect search previews are deleted with it."
      }
      actionLabel="Delete list"
      pendingLabel="Deleting…"
      onConfirm={async () => {
        await mutation.mutateAsync();
        onDeleted(list);
      }}
    />
  );
}

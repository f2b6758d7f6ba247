"use client";

import { useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import type { LeadList } from "@/contract/lead-lists";
import { formatNumber } from "@/lib/format";
import { useDeleteLeadListMutation } from "@/lib/queries/lead-lists";

/** Confirms deleting the list, saying how many leads go with it. */
export function DeleteLeadListDialog({
  list,
  onDeleted,
}: {
  list: LeadList;
  onDeleted: (list: LeadList) => void;
}) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteLeadListMutation(list.id);
  const leads = `${formatNumber(list.lead_count)} lead${list.lead_count === 1 ? "" : "s"}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (mutation.isPending) return;
        setOpen(next);
        if (!next) mutation.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="danger">Delete list…</Button>
      </DialogTrigger>
      <DialogContent
        title={`Delete “${list.name}”?`}
        description={
          list.lead_count > 0
            ? `Its ${leads} and its prospect search previews are deleted with it. This cannot be undone.`
            : "The list has no leads; its prospect search previews are deleted with it. This cannot be undone."
        }
      >
        <div className="space-y-4">
          {mutation.error ? <ApiErrorState error={mutation.error} /> : null}
          <div className="flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              disabled={mutation.isPending}
              onClick={async () => {
                try {
                  await mutation.mutateAsync();
                  onDeleted(list);
                } catch {
                  // The error is shown above.
                }
              }}
            >
              {mutation.isPending ? "Deleting…" : "Delete list"}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

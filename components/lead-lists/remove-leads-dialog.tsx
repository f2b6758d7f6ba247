"use client";

import { useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { formatNumber } from "@/lib/format";
import { useRemoveLeadsMutation } from "@/lib/queries/lead-lists";
import type { LeadRow } from "@/lib/queries/leads";

const SHOWN_NAMES = 5;

export const leadName = (lead: Pick<LeadRow, "first_name" | "last_name">) =>
  `${lead.first_name} ${lead.last_name}`.trim() || "Unnamed lead";

const leadsWord = (n: number) => `${formatNumber(n)} lead${n === 1 ? "" : "s"}`;

/** Confirms removing the selected leads from the list, naming the first few. */
export function RemoveLeadsDialog({
  listId,
  listName,
  selected,
  onRemoved,
}: {
  listId: string;
  listName: string;
  selected: LeadRow[];
  onRemoved: (removed: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const mutation = useRemoveLeadsMutation(listId);
  const count = selected.length;
  const rest = count - SHOWN_NAMES;
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
        <Button variant="danger" size="sm" disabled={count === 0}>
          {count === 0 ? "Remove selected" : `Remove ${leadsWord(count)}…`}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Remove ${leadsWord(count)} from “${listName}”?`}
        description="The leads are deleted from this list. Other lists keep their own copies. This cannot be undone."
      >
        <div className="space-y-4">
          <ul className="list-disc space-y-0.5 pl-5 text-sm text-zinc-700">
            {selected.slice(0, SHOWN_NAMES).map((lead) => (
              <li key={lead.id}>{leadName(lead)}</li>
            ))}
            {rest > 0 ? <li>and {leadsWord(rest)} more</li> : null}
          </ul>
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
                  const result = await mutation.mutateAsync(selected.map((l) => l.id));
                  setOpen(false);
                  mutation.reset();
                  onRemoved(result.removed);
                } catch {
                  // The error is shown above.
                }
              }}
            >
              {mutation.isPending ? "Removing…" : "Remove leads"}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

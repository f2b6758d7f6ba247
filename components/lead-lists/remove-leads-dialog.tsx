"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRemoveLeadsMutation } from "@/lib/queries/lead-lists";
import type { LeadRow } from "@/lib/queries/leads";

import { leadName, leadsWord } from "./lead-words";

const SHOWN_NAMES = 5;

/** Confirms removing the selected leads from the list, naming the first few. */
export function RemoveLeadsDialog({
  listId,
  listName,
  selected,
  onRemoved,
  open,
  onOpenChange,
}: {
  listId: string;
  listName: string;
  selected: LeadRow[];
  onRemoved: (removed: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useRemoveLeadsMutation(listId);
  const count = selected.length;
  const rest = count - SHOWN_NAMES;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Remove ${leadsWord(count)} from “${listName}”?`}
      description="The leads are deleted from this list. Other lists keep their own copies. This cannot be undone."
      affects={
        <ul className="list-disc space-y-0.5 pl-5">
          {selected.slice(0, SHOWN_NAMES).map((lead) => (
            <li key={lead.id}>{leadName(lead)}</li>
          ))}
          {rest > 0 ? <li>and {leadsWord(rest)} more</li> : null}
        </ul>
      }
      actionLabel="Remove leads"
      pendingLabel="Removing…"
      onConfirm={async () => {
        const result = await mutation.mutateAsync(selected.map((l) => l.id));
        mutation.reset();
        onRemoved(result.removed);
      }}
    />
  );
}

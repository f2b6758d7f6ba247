"use client";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
  const mutation = useRemoveLeadsMutation(listId);
  const count = selected.length;
  const rest = count - SHOWN_NAMES;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" size="sm" disabled={count === 0}>
          {count === 0 ? "Remove selected" : `Remove ${leadsWord(count)}…`}
        </Button>
      }
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

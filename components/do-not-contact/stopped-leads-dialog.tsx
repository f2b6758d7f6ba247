"use client";

import Link from "next/link";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { returnFocusTo } from "@/components/ui/return-focus";
import { Spinner } from "@/components/ui/skeleton";
import type { DoNotContactEntry } from "@/contract/do-not-contact";
import { useStoppedLeadsQuery } from "@/lib/queries/do-not-contact";
import { dncActionsId, shownValue } from "./dnc-table";

/** The leads an entry matched and set to do not contact, each with a way to its list. */
export function StoppedLeadsDialog({
  entry,
  onClose,
}: {
  entry: DoNotContactEntry;
  onClose: () => void;
}) {
  const query = useStoppedLeadsQuery(entry);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Leads stopped by ${shownValue(entry)}`}
        description="Leads of the workspace this entry matches, now set to do not contact: no campaign messages or calls them."
        onCloseAutoFocus={returnFocusTo(dncActionsId(entry))}
      >
        <div className="space-y-4">
          {entry.type === "phone" ? (
            <p className="text-sm text-zinc-600">
              Leads are matched by phone number when a campaign would text or call them; the console
              cannot search leads by number, so they are not listed here.
            </p>
          ) : query.isPending ? (
            <Spinner label="Looking for the leads" />
          ) : query.isError ? (
            <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
          ) : query.data.length === 0 ? (
            <p className="text-sm text-zinc-600">No lead of the workspace matches it.</p>
          ) : (
            <ul className="max-h-80 divide-y divide-zinc-100 overflow-y-auto text-sm">
              {query.data.map((lead) => (
                <li key={lead.id} className="flex items-baseline justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-zinc-900">
                      {lead.first_name} {lead.last_name}
                    </span>
                    <span className="block truncate text-xs text-zinc-500">
                      {lead.email} · {lead.company_name}
                    </span>
                  </span>
                  <Link
                    href={`/lead-lists/${encodeURIComponent(lead.lead_list_id)}?q=${encodeURIComponent(lead.email ?? "")}`}
                    className="shrink-0 text-xs font-medium text-indigo-600 hover:underline"
                  >
                    In its list
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { ApiErrorState } from "@/components/ui/api-error-state";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/skeleton";
import type { SavedSearch } from "@/contract/saved-searches";
import { useSavedSearchesQuery } from "@/lib/queries/saved-searches";
import { SavedSearchesTable } from "./saved-searches-table";

/** The workspace's saved searches: open one, copy its link, rename or delete it. */
export function SavedSearchesDialog({
  canWrite,
  onOpen,
  open,
  onOpenChange,
}: {
  canWrite: boolean;
  onOpen: (saved: SavedSearch) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const list = useSavedSearchesQuery();
  const openSaved = (saved: SavedSearch) => {
    onOpenChange(false);
    onOpen(saved);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Saved searches"
        description="Shared with everyone in the workspace. Opening one fills in the filters; nothing runs until Run is pressed."
        className="max-w-3xl"
      >
        {list.isPending ? (
          <Spinner label="Loading the saved searches" />
        ) : list.isError ? (
          <ApiErrorState error={list.error} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState title="No saved searches yet">
            Build a search and press “Save search…” to keep it for everyone in the workspace.
          </EmptyState>
        ) : (
          <SavedSearchesTable searches={list.data.items} canWrite={canWrite} onOpen={openSaved} />
        )}
      </DialogContent>
    </Dialog>
  );
}

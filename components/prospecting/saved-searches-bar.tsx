"use client";

import { lazy, Suspense, useState } from "react";
import { BlockableButton } from "@/components/ui/blockable-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import type { CreateSavedSearchInput, SavedSearch } from "@/contract/saved-searches";

// Both dialogs load when opened.
const SavedSearchesDialog = lazy(() =>
  import("./saved-searches-dialog").then((m) => ({ default: m.SavedSearchesDialog })),
);
const SaveDialog = lazy(() =>
  import("./save-search-dialog").then((m) => ({ default: m.SaveDialog })),
);

/**
 * "Saved searches" (open, share, rename, delete) and "Save search…". Saving is for managers
 * and above, like every change to workspace data; everyone can open them.
 */
export function SavedSearchesBar({
  canWrite,
  saveBlockedReason,
  body,
  opened,
  onOpen,
  onSaved,
}: {
  canWrite: boolean;
  saveBlockedReason: string | null;
  body: Omit<CreateSavedSearchInput, "name">;
  opened: SavedSearch | null;
  onOpen: (saved: SavedSearch) => void;
  onSaved: (saved: SavedSearch) => void;
}) {
  const [dialog, setDialog] = useState<"list" | "save" | null>(null);
  const saveReason = !canWrite ? "Saving searches needs the manager role." : saveBlockedReason;
  // Each button is its dialog's Radix trigger, so closing a dialog puts the focus back on it.
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Dialog open={dialog === "list"} onOpenChange={(open) => setDialog(open ? "list" : null)}>
        <DialogTrigger asChild>
          <Button size="sm" variant="secondary">
            Saved searches
          </Button>
        </DialogTrigger>
        {dialog === "list" ? (
          <Suspense fallback={null}>
            <SavedSearchesDialog
              canWrite={canWrite}
              onOpen={(saved) => {
                setDialog(null);
                onOpen(saved);
              }}
            />
          </Suspense>
        ) : null}
      </Dialog>
      <Dialog open={dialog === "save"} onOpenChange={(open) => setDialog(open ? "save" : null)}>
        <DialogTrigger asChild>
          <BlockableButton size="sm" variant="secondary" blockedReason={saveReason}>
            Save search…
          </BlockableButton>
        </DialogTrigger>
        {dialog === "save" ? (
          <Suspense fallback={null}>
            <SaveDialog
              body={body}
              opened={opened}
              onSaved={(saved) => {
                setDialog(null);
                onSaved(saved);
              }}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </div>
  );
}

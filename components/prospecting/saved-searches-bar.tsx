"use client";

import { BlockableButton } from "@/components/ui/blockable-button";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { CreateSavedSearchInput, SavedSearch } from "@/contract/saved-searches";

// Both dialogs, and Radix's dialog with them, load when wanted, not with the page.
const SavedSearchesDialog = lazyDialog(() =>
  import("./saved-searches-dialog").then((m) => m.SavedSearchesDialog),
);
const SaveDialog = lazyDialog(() => import("./save-search-dialog").then((m) => m.SaveDialog));

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
  const saveReason = !canWrite ? "Saving searches needs the manager role." : saveBlockedReason;
  const saveButton = (
    <BlockableButton size="sm" variant="secondary" blockedReason={saveReason}>
      Save search…
    </BlockableButton>
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SavedSearchesDialog
        trigger={
          <Button size="sm" variant="secondary">
            Saved searches
          </Button>
        }
        canWrite={canWrite}
        onOpen={onOpen}
      />
      {saveReason ? (
        saveButton
      ) : (
        <SaveDialog trigger={saveButton} body={body} opened={opened} onSaved={onSaved} />
      )}
    </div>
  );
}

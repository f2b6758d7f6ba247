"use client";

import { lazy, Suspense, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  type CreateSavedSearchInput,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
} from "@/contract/saved-searches";
import { ApiRequestError } from "@/lib/api-client";
import {
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
} from "@/lib/queries/saved-searches";

const SavedSearchesDialog = lazy(() =>
  import("./saved-searches-dialog").then((m) => ({ default: m.SavedSearchesDialog })),
);

function messageOf(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return "Something went wrong; try again.";
  const issue = error.validationIssues[0];
  return issue ? issue.msg : typeof error.detail === "string" ? error.detail : error.message;
}

function SaveDialog({
  body,
  opened,
  onSaved,
}: {
  body: Omit<CreateSavedSearchInput, "name">;
  opened: SavedSearch | null;
  onSaved: (saved: SavedSearch) => void;
}) {
  const [name, setName] = useState("");
  const create = useCreateSavedSearchMutation();
  const update = useUpdateSavedSearchMutation();
  const nameId = useId();
  const error = create.error ?? update.error;
  return (
    <DialogContent
      title="Save this search"
      description="Everyone in the workspace can open it; managers and above can run it."
    >
      <form
        className="space-y-4"
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            onSaved(await create.mutateAsync({ name, ...body }));
          } catch {
            // Shown at the name.
          }
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={nameId}>Name</Label>
          <Input
            id={nameId}
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX + 20}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. VPs at fintechs in the US"
            aria-invalid={create.isError || undefined}
            aria-describedby={create.isError ? `${nameId}-error` : undefined}
          />
          {error ? (
            <p id={`${nameId}-error`} role="alert" className="text-xs font-medium text-red-600">
              {messageOf(error)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          {opened ? (
            <Button
              variant="secondary"
              disabled={update.isPending}
              onClick={async () => {
                try {
                  onSaved(await update.mutateAsync({ id: opened.id, ...body }));
                } catch {
                  // Shown at the name.
                }
              }}
            >
              Save over “{opened.name}”
            </Button>
          ) : null}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Saving…" : "Save as new"}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

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
          <Button
            size="sm"
            variant="secondary"
            aria-disabled={saveReason ? true : undefined}
            aria-description={saveReason ?? undefined}
            title={saveReason ?? undefined}
            onClick={(e) => {
              if (saveReason) e.preventDefault();
            }}
          >
            Save search…
          </Button>
        </DialogTrigger>
        {dialog === "save" ? (
          <SaveDialog
            body={body}
            opened={opened}
            onSaved={(saved) => {
              setDialog(null);
              onSaved(saved);
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

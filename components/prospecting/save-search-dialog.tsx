"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
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

function messageOf(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return "Something went wrong; try again.";
  const issue = error.validationIssues[0];
  return issue ? issue.msg : typeof error.detail === "string" ? error.detail : error.message;
}

/** Saves the builder's search under a name, as a new one or over the open one. */
export function SaveDialog({
  body,
  opened,
  onSaved,
  open,
  onOpenChange,
}: {
  body: Omit<CreateSavedSearchInput, "name">;
  opened: SavedSearch | null;
  onSaved: (saved: SavedSearch) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState("");
  const create = useCreateSavedSearchMutation();
  const update = useUpdateSavedSearchMutation();
  const nameId = useId();
  const error = create.error ?? update.error;
  const saved = (search: SavedSearch) => {
    onOpenChange(false);
    onSaved(search);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Save this search"
        description="Everyone in the workspace can open it; managers and above can run it."
      >
        <form
          className="space-y-4"
          onSubmit={async (e) => {
            e.preventDefault();
            try {
              saved(await create.mutateAsync({ name, ...body }));
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
                    saved(await update.mutateAsync({ id: opened.id, ...body }));
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
    </Dialog>
  );
}

"use client";

import { useState } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { TBody, TD, TH, THead, TR } from "@/components/ui/table";
import type { SavedSearch } from "@/contract/saved-searches";
import { ApiRequestError } from "@/lib/api-client";
import { formatDateTime, formatNumber } from "@/lib/format";
import { filterSummary } from "@/lib/prospecting/filter-summary";
import { savedSearchHref } from "@/lib/prospecting/saved-search-form";
import {
  useDeleteSavedSearchMutation,
  useSavedSearchesQuery,
  useUpdateSavedSearchMutation,
} from "@/lib/queries/saved-searches";
import { CopyButton } from "./copy-button";

function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (typeof error.detail === "string") return error.detail;
    if (error.validationIssues.length > 0)
      return error.validationIssues.map((i) => i.msg).join(" ");
    return error.message;
  }
  return "Something went wrong; try again.";
}

function RenameForm({ saved, onDone }: { saved: SavedSearch; onDone: () => void }) {
  const [name, setName] = useState(saved.name);
  const rename = useUpdateSavedSearchMutation();
  const inputId = `rename-${saved.id}`;
  return (
    <form
      className="flex flex-wrap items-start gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await rename.mutateAsync({ id: saved.id, name });
          onDone();
        } catch {
          // Shown below the box.
        }
      }}
    >
      <div className="min-w-40 flex-1">
        <label htmlFor={inputId} className="sr-only">
          New name for {saved.name}
        </label>
        <Input
          id={inputId}
          value={name}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.stopPropagation();
              onDone();
            }
          }}
          aria-invalid={rename.isError || undefined}
          aria-describedby={rename.isError ? `${inputId}-error` : undefined}
        />
        {rename.isError ? (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs text-red-600">
            {errorText(rename.error)}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" disabled={rename.isPending}>
        Save name
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

function Row({
  saved,
  canWrite,
  onOpen,
}: {
  saved: SavedSearch;
  canWrite: boolean;
  onOpen: (saved: SavedSearch) => void;
}) {
  const [mode, setMode] = useState<"view" | "rename" | "delete">("view");
  const remove = useDeleteSavedSearchMutation();
  const link =
    typeof window === "undefined" ? "" : `${window.location.origin}${savedSearchHref(saved.id)}`;
  return (
    <TR>
      <TD className="min-w-48">
        {mode === "rename" ? (
          <RenameForm saved={saved} onDone={() => setMode("view")} />
        ) : (
          <>
            <button
              type="button"
              onClick={() => onOpen(saved)}
              className="text-left font-medium text-indigo-700 hover:underline"
            >
              {saved.name}
            </button>
            <span className="mt-0.5 block text-xs text-zinc-500" data-testid="saved-search-summary">
              {filterSummary(saved.filters)}
            </span>
          </>
        )}
      </TD>
      <TD className="text-xs" data-testid="saved-search-last-run">
        {saved.last_run ? (
          <>
            <span className="block font-medium text-zinc-800">
              {saved.last_run.total_matches === null
                ? "more than 10,000 matches"
                : `${formatNumber(saved.last_run.total_matches)} matches`}
            </span>
            <span className="block text-zinc-500" title={saved.last_run.at}>
              ran {formatDateTime(saved.last_run.at)}
            </span>
          </>
        ) : (
          <span className="text-zinc-500">Not run yet</span>
        )}
      </TD>
      <TD className="text-xs">
        <span className="block text-zinc-700">{saved.created_by?.email ?? "a former member"}</span>
        <span className="block text-zinc-500" title={saved.created_at}>
          {formatDateTime(saved.created_at)}
        </span>
      </TD>
      <TD>
        {mode === "delete" ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs text-zinc-700">Delete for everyone?</span>
            <Button
              size="sm"
              variant="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(saved.id)}
            >
              Delete “{saved.name}”
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode("view")}>
              Keep
            </Button>
            {remove.isError ? (
              <p role="alert" className="w-full text-xs text-red-600">
                {errorText(remove.error)}
              </p>
            ) : null}
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <CopyButton text={link} label="Copy link" />
            {canWrite ? (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Rename ${saved.name}`}
                  onClick={() => setMode("rename")}
                >
                  Rename
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Delete ${saved.name}`}
                  onClick={() => setMode("delete")}
                >
                  Delete
                </Button>
              </>
            ) : null}
          </div>
        )}
      </TD>
    </TR>
  );
}

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
          <div className="overflow-x-auto rounded-lg ring-1 ring-zinc-200">
            <table
              aria-label="Saved searches"
              className="min-w-full divide-y divide-zinc-200 text-sm"
            >
              <THead>
                <tr>
                  <TH>Search</TH>
                  <TH>Last run</TH>
                  <TH>Saved by</TH>
                  <TH>
                    <span className="sr-only">Actions</span>
                  </TH>
                </tr>
              </THead>
              <TBody>
                {list.data.items.map((saved) => (
                  <Row key={saved.id} saved={saved} canWrite={canWrite} onOpen={openSaved} />
                ))}
              </TBody>
            </table>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

"use client";

import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import type { CreateSavedSearchInput, SavedSearch } from "@/contract/saved-searches";
import { formatDateTime } from "@/lib/format";
import type { RunCost } from "@/lib/prospecting/run-cost";
import { RunSettings } from "./run-settings";
import { SavedSearchesBar } from "./saved-searches-bar";

/**
 * The run controls in one compact band above the results: the Run button with its cost and
 * live count (`runBar`), results per page and enrichment, saved searches, and below them only
 * what there is to say (the open saved search, a refusal, a failure).
 */
export function RunPanel({
  runBar,
  cost,
  canSave,
  saveBlockedReason,
  saveBody,
  opened,
  onOpen,
  onSaved,
  serverError,
  failure,
}: {
  runBar: ReactNode;
  cost: RunCost;
  canSave: boolean;
  saveBlockedReason: string | null;
  saveBody: Omit<CreateSavedSearchInput, "name">;
  opened: SavedSearch | null;
  onOpen: (saved: SavedSearch) => void;
  onSaved: (saved: SavedSearch) => void;
  serverError: string | undefined;
  failure: ReactNode;
}) {
  return (
    <section
      aria-label="Run"
      className="space-y-2 rounded-lg bg-white px-4 py-2.5 shadow-sm ring-1 ring-zinc-200"
    >
      {/* The saved searches beside the Run button, the settings under it: two lines in all. */}
      <div className="flex flex-wrap items-start gap-x-6 gap-y-2">
        {runBar}
        <SavedSearchesBar
          canWrite={canSave}
          saveBlockedReason={saveBlockedReason}
          body={saveBody}
          opened={opened}
          onOpen={onOpen}
          onSaved={onSaved}
        />
      </div>
      <RunSettings cost={cost} />
      {opened ? (
        <p className="text-xs text-zinc-500" data-testid="opened-saved-search">
          Saved search “{opened.name}” · saved by {opened.created_by?.email ?? "a former member"} on{" "}
          {formatDateTime(opened.created_at)}
        </p>
      ) : null}
      {serverError ? (
        <Alert tone="danger" title="The platform refused the search">
          {serverError}
        </Alert>
      ) : null}
      {failure}
    </section>
  );
}

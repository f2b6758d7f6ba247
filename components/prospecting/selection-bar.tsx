"use client";

import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import {
  NO_SELECTION,
  type ResultSelection,
  selectAll,
  selectedCount,
} from "@/lib/prospecting/result-selection";

/**
 * What is selected across the pages, and the two moves a page's checkboxes cannot make:
 * select every match (then untick the ones to leave out), and clear.
 */
export function SelectionBar({
  selection,
  total,
  onChange,
}: {
  selection: ResultSelection;
  /** Results an import can reach (the result set's size). */
  total: number;
  onChange: (selection: ResultSelection) => void;
}) {
  const count = selectedCount(selection, total);
  const all = selection.mode === "all";
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md bg-indigo-50 px-3 py-1.5 text-sm text-indigo-950 ring-1 ring-indigo-200"
      data-testid="selection-bar"
    >
      <p aria-live="polite">
        {count === 0 ? (
          "Nothing selected: an import adds every result."
        ) : all ? (
          <>
            <strong className="font-semibold">All {formatNumber(count)}</strong> of{" "}
            {formatNumber(total)} results selected
            {selection.excluded.size > 0
              ? ` (${formatNumber(selection.excluded.size)} left out)`
              : ""}
            ; an import adds only these.
          </>
        ) : (
          <>
            <strong className="font-semibold">{formatNumber(count)} selected</strong> across pages;
            an import adds only these.
          </>
        )}
      </p>
      <div className="flex gap-2">
        {!all || selection.excluded.size > 0 ? (
          <Button size="sm" variant="secondary" onClick={() => onChange(selectAll())}>
            Select all {formatNumber(total)} results
          </Button>
        ) : null}
        {count > 0 || all ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(NO_SELECTION)}>
            Clear selection
          </Button>
        ) : null}
      </div>
    </div>
  );
}

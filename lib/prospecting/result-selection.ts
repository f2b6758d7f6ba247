/**
 * Which results of a preview are selected, across its pages: either the ids picked one by
 * one ("some"), or every match but the ids unticked since "select all" ("all"). The import
 * sends the first as `prospect_ids` and the second as `exclude_prospect_ids`, so selecting
 * all 10,000 never means knowing their ids.
 */
export type ResultSelection =
  | { mode: "some"; ids: ReadonlySet<string> }
  | { mode: "all"; excluded: ReadonlySet<string> };

export const NO_SELECTION: ResultSelection = { mode: "some", ids: new Set() };

export function isSelected(selection: ResultSelection, id: string): boolean {
  return selection.mode === "some" ? selection.ids.has(id) : !selection.excluded.has(id);
}

/** Selects or unselects the given ids (a row, or a page's rows). */
export function setSelected(
  selection: ResultSelection,
  ids: readonly string[],
  selected: boolean,
): ResultSelection {
  const next = new Set(selection.mode === "some" ? selection.ids : selection.excluded);
  // In "all" mode the set holds the unselected ones, so the operation is mirrored.
  const add = selection.mode === "some" ? selected : !selected;
  for (const id of ids) {
    if (add) next.add(id);
    else next.delete(id);
  }
  return selection.mode === "some" ? { mode: "some", ids: next } : { mode: "all", excluded: next };
}

export function selectAll(): ResultSelection {
  return { mode: "all", excluded: new Set() };
}

/** How many are selected out of `total` results. */
export function selectedCount(selection: ResultSelection, total: number): number {
  return selection.mode === "some"
    ? selection.ids.size
    : Math.max(0, total - selection.excluded.size);
}

export function hasSelection(selection: ResultSelection, total: number): boolean {
  return selectedCount(selection, total) > 0;
}

/**
 * The import request's members for a selection: nothing selected imports everything (no
 * member); "all" with no exclusions is the whole set too.
 */
export function selectionBody(
  selection: ResultSelection,
): { prospect_ids: string[] } | { exclude_prospect_ids: string[] } | Record<string, never> {
  if (selection.mode === "some") {
    return selection.ids.size > 0 ? { prospect_ids: [...selection.ids] } : {};
  }
  return selection.excluded.size > 0 ? { exclude_prospect_ids: [...selection.excluded] } : {};
}

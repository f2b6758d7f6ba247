"use client";

import { useCallback, useState } from "react";
import {
  NO_SELECTION,
  type ResultSelection,
  setSelected,
} from "@/lib/prospecting/result-selection";

/**
 * The rows selected across the pages of one preview: kept with the preview they belong to, so
 * another preview starts without a selection and nothing has to reset it.
 */
export function usePreviewSelection(previewId: string) {
  const [kept, setKept] = useState<{ previewId: string; selection: ResultSelection }>({
    previewId,
    selection: NO_SELECTION,
  });
  const selection = kept.previewId === previewId ? kept.selection : NO_SELECTION;
  const select = useCallback(
    (ids: string[], selected: boolean) =>
      setKept((current) => ({
        previewId,
        selection: setSelected(
          current.previewId === previewId ? current.selection : NO_SELECTION,
          ids,
          selected,
        ),
      })),
    [previewId],
  );
  const replace = useCallback(
    (next: ResultSelection) => setKept({ previewId, selection: next }),
    [previewId],
  );
  return { selection, select, replace };
}

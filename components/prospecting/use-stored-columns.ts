"use client";

import { useEffect, useState } from "react";

const COLUMNS_STORAGE_KEY = "outreach.prospecting.columns";

/** The chosen result columns, remembered in this browser. */
export function useStoredColumns() {
  const [columns, setColumns] = useState<string[] | null>(null);
  useEffect(() => {
    try {
      const stored = JSON.parse(window.localStorage.getItem(COLUMNS_STORAGE_KEY) ?? "null");
      if (Array.isArray(stored) && stored.every((c) => typeof c === "string")) setColumns(stored);
    } catch {
      // Nothing usable stored: the defaults.
    }
  }, []);
  const update = (next: string[] | null) => {
    setColumns(next);
    try {
      if (next === null) window.localStorage.removeItem(COLUMNS_STORAGE_KEY);
      else window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage refused: the choice lasts for this page only.
    }
  };
  return [columns, update] as const;
}

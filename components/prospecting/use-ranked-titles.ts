"use client";

import { useMemo } from "react";
import { rankByProspects } from "@/lib/prospecting/suggestions";
import { useJobTitleRanksQuery } from "@/lib/queries/prospect-search";

/**
 * The job-title suggestions, the titles most prospects have first (asked of the platform once
 * the suggestions themselves have loaded); other filters' suggestions as they are.
 */
export function useRankedSuggestions(
  filter: string,
  suggestions: readonly string[],
): readonly string[] {
  const ranks = useJobTitleRanksQuery(filter === "job_title" && suggestions.length > 0);
  const counted = filter === "job_title" ? ranks.data?.data : undefined;
  return useMemo(() => rankByProspects(suggestions, counted), [suggestions, counted]);
}

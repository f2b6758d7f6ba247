"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { DEFAULT_JOB_TITLE_MODE } from "@/contract/prospecting";
import { cn } from "@/lib/cn";
import type { FilterField } from "@/lib/prospecting/filter-groups";
import type { SearchForm } from "@/lib/prospecting/search-form";
import { describedBy, FieldFrame, filterInputId, useFieldError } from "./field-frame";

const HINT =
  'On: a title is found by its words. "Sales" finds "Sales Manager" and "VP of Sales"; "VP Sales" also finds "Vice President, Sales" (word order, "of", and abbreviations like Sr., Mgr., CTO do not matter). The closest titles come first. Off: the whole title as written.';

/**
 * job_title_mode as a switch, like Apollo's "include similar titles": on is `similar` (the
 * default), off is `exact`. A link's value that is neither shows its error until switched.
 */
export function JobTitleModeField({ field }: { field: FilterField }) {
  const { control, setValue } = useFormContext<SearchForm>();
  const path = "filters.job_title_mode" as const;
  const id = filterInputId(field.name);
  const error = useFieldError(path);
  const value = useWatch({ control, name: path });
  const similar = value.trim().toLowerCase() !== "exact";
  return (
    <FieldFrame id={id} label={field.label} hint={HINT} error={error}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={similar}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint: HINT })}
        onClick={() =>
          setValue(path, similar ? "exact" : DEFAULT_JOB_TITLE_MODE, {
            shouldDirty: true,
            shouldValidate: true,
          })
        }
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
          similar ? "bg-indigo-600" : "bg-zinc-300",
          error && "ring-2 ring-red-500",
        )}
      >
        <span
          aria-hidden
          className={cn(
            "pointer-events-none mt-0.5 inline-block size-5 rounded-full bg-white shadow ring-0 transition-transform",
            similar ? "translate-x-5.5" : "translate-x-0.5",
          )}
        />
      </button>
    </FieldFrame>
  );
}

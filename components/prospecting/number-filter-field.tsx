"use client";

import { useFormContext } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { FILTER_RANGES } from "@/contract/prospecting";
import type { FilterField } from "@/lib/prospecting/filter-groups";
import { describeBounds, NUMBER_BOUNDS, type NumberFilter } from "@/lib/prospecting/filter-kinds";
import type { SearchForm } from "@/lib/prospecting/search-form";
import { describedBy, FieldFrame, filterInputId, useFieldError } from "./field-frame";

/** The other end of a min/max pair, whose error (on the min) must be re-checked too. */
function rangePartner(name: NumberFilter): NumberFilter | undefined {
  for (const [min, max] of FILTER_RANGES) {
    if (name === min) return max;
    if (name === max) return min;
  }
  return undefined;
}

export function NumberFilterField({ field }: { field: FilterField & { name: NumberFilter } }) {
  const { register } = useFormContext<SearchForm>();
  const path = `filters.${field.name}` as const;
  const id = filterInputId(field.name);
  const bounds = NUMBER_BOUNDS[field.name];
  const error = useFieldError(path);
  const hint = field.hint ?? describeBounds(bounds);
  const partner = rangePartner(field.name);
  return (
    <FieldFrame id={id} label={field.label} hint={hint} error={error}>
      <Input
        id={id}
        inputMode={bounds.integer && (bounds.minimum ?? -1) >= 0 ? "numeric" : "decimal"}
        autoComplete="off"
        placeholder={field.placeholder ?? "Any"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...register(path, { deps: partner ? [`filters.${partner}`] : undefined })}
      />
    </FieldFrame>
  );
}

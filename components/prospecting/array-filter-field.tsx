"use client";

import { useCallback } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { type ArrayFilter, FILTER_ARRAY_LIMITS } from "@/contract/prospecting";
import type { FilterField } from "@/lib/prospecting/filter-groups";
import type { SearchForm } from "@/lib/prospecting/search-form";
import { valueLabel } from "@/lib/prospecting/value-labels";
import { ChipInput } from "./chip-input";
import { describedBy, FieldFrame, filterInputId, Meter, useFieldError } from "./field-frame";
import { useRankedSuggestions } from "./use-ranked-titles";
import { useSuggestions } from "./use-suggestions";

/** A list filter as chips; coded values (`c_suite`) show their labels. */
export function ArrayFilterField({ field }: { field: FilterField & { name: ArrayFilter } }) {
  const { control } = useFormContext<SearchForm>();
  const path = `filters.${field.name}` as const;
  const id = filterInputId(field.name);
  const limit = FILTER_ARRAY_LIMITS[field.name];
  const error = useFieldError(path);
  const values = useWatch({ control, name: path });
  const suggestions = useRankedSuggestions(field.name, useSuggestions(field.name));
  const hint = field.hint;
  const labelOf = useCallback((value: string) => valueLabel(field.name, value), [field.name]);
  return (
    <FieldFrame
      id={id}
      label={field.label}
      meter={<Meter id={id} used={values.length} limit={limit} />}
      hint={hint}
      error={error}
    >
      <Controller
        control={control}
        name={path}
        render={({ field: control }) => (
          <ChipInput
            id={id}
            values={control.value}
            onChange={control.onChange}
            onBlur={control.onBlur}
            inputRef={control.ref}
            limit={limit}
            suggestions={suggestions}
            labelOf={labelOf}
            invalid={Boolean(error)}
            describedBy={describedBy(id, { error, hint, meter: true })}
          />
        )}
      />
    </FieldFrame>
  );
}

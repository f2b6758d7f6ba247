"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Input } from "@/components/ui/input";
import {
  COMPANY_NAME_MODES,
  FILTER_STRING_LIMITS,
  type StringFilter,
} from "@/contract/prospecting";
import type { FilterField } from "@/lib/prospecting/filter-groups";
import type { SearchForm } from "@/lib/prospecting/search-form";
import { describedBy, FieldFrame, filterInputId, Meter, useFieldError } from "./field-frame";
import { SuggestInput } from "./suggest-input";
import { useSuggestions } from "./use-suggestions";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A text filter: with the suggestion list where the corpus has values, and a date picker for
 * `funded_after` (a date as the wire's YYYY-MM-DD; a link's malformed text stays editable, so
 * its error shows).
 */
export function StringFilterField({ field }: { field: FilterField & { name: StringFilter } }) {
  const { control, register } = useFormContext<SearchForm>();
  const path = `filters.${field.name}` as const;
  const id = filterInputId(field.name);
  const limit = FILTER_STRING_LIMITS[field.name];
  const error = useFieldError(path);
  const value = useWatch({ control, name: path });
  const suggestions = useSuggestions(field.name);
  const describe = describedBy(id, { error, hint: field.hint, meter: true });
  const common = {
    id,
    placeholder: field.placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describe,
  };
  const isDate = field.name === "funded_after" && (value === "" || ISO_DAY.test(value));
  return (
    <FieldFrame
      id={id}
      label={field.label}
      meter={<Meter id={id} used={value.length} limit={limit} />}
      hint={field.hint}
      error={error}
    >
      {isDate ? (
        <Input type="date" {...common} max="2100-12-31" {...register(path)} />
      ) : suggestions.length > 0 ? (
        <Controller
          control={control}
          name={path}
          render={({ field: control }) => (
            <SuggestInput
              {...common}
              ref={control.ref}
              value={control.value}
              onChange={control.onChange}
              onBlur={control.onBlur}
              suggestions={suggestions}
            />
          )}
        />
      ) : (
        <Input autoComplete="off" {...common} {...register(path)} />
      )}
    </FieldFrame>
  );
}

const MODE_LABELS: Record<string, string> = {
  contains: "Contains the text",
  exact: "Is exactly the text",
  prefix: "Starts with the text",
};

/** company_name_mode: the contract's modes, plus whatever a link brought if it is not one. */
export function CompanyNameModeField({ field }: { field: FilterField }) {
  const { control, register } = useFormContext<SearchForm>();
  const path = "filters.company_name_mode" as const;
  const id = filterInputId(field.name);
  const error = useFieldError(path);
  const value = useWatch({ control, name: path });
  const known = (COMPANY_NAME_MODES as readonly string[]).includes(value);
  const hint = "Ignores case.";
  return (
    <FieldFrame id={id} label={field.label} hint={hint} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        className="block h-9 w-full rounded-md border-0 bg-white pr-8 pl-3 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none aria-invalid:ring-red-500"
        {...register(path)}
      >
        {COMPANY_NAME_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {MODE_LABELS[mode] ?? mode}
          </option>
        ))}
        {known ? null : <option value={value}>{value || "(empty)"}</option>}
      </select>
    </FieldFrame>
  );
}

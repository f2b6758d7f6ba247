"use client";

import type { ReactNode } from "react";
import {
  Controller,
  type FieldErrors,
  type FieldPath,
  get,
  useFormContext,
  useFormState,
  useWatch,
} from "react-hook-form";
import { errorId, hintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  type ArrayFilter,
  type BooleanFilter,
  COMPANY_NAME_MODES,
  FILTER_ARRAY_LIMITS,
  FILTER_RANGES,
  FILTER_STRING_LIMITS,
  type StringFilter,
} from "@/contract/prospecting";
import { cn } from "@/lib/cn";
import type { FilterField } from "@/lib/prospecting/filter-groups";
import { describeBounds, NUMBER_BOUNDS, type NumberFilter } from "@/lib/prospecting/filter-kinds";
import { BOOLEAN_CHOICES, type SearchForm } from "@/lib/prospecting/search-form";
import { ChipInput } from "./chip-input";
import { useSuggestions } from "./use-suggestions";

export const filterInputId = (name: string) => `filter-${name.replace(/_/g, "-")}`;
const meterId = (id: string) => `${id}-meter`;

/**
 * The message at `path`, or the first one below it: a 422 can name one value of an array
 * (["body","filters","job_title",3]) and that message belongs to the whole chip input.
 */
export function messageAt(errors: FieldErrors, path: string): string | undefined {
  const find = (node: unknown): string | undefined => {
    if (!node || typeof node !== "object") return undefined;
    const message = (node as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
    for (const [key, child] of Object.entries(node)) {
      if (key === "ref") continue;
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  return find(get(errors, path));
}

function useFieldError(path: FieldPath<SearchForm>): string | undefined {
  const { control } = useFormContext<SearchForm>();
  const { errors } = useFormState({ control, name: path });
  return messageAt(errors, path);
}

function describedBy(
  id: string,
  { error, hint, meter }: { error?: string; hint?: string; meter?: boolean },
) {
  return [meter ? meterId(id) : null, error ? errorId(id) : hint ? hintId(id) : null]
    .filter(Boolean)
    .join(" ");
}

/** "7 / 10": how much of a limit is used, red once over it. */
function Meter({ id, used, limit }: { id: string; used: number; limit: number }) {
  return (
    <span
      id={meterId(id)}
      className={cn(
        "shrink-0 text-xs tabular-nums",
        used > limit ? "font-semibold text-red-600" : "text-zinc-500",
      )}
    >
      {used} / {limit}
    </span>
  );
}

/** Label with the wire name beside it, the control, and its hint or error. */
function FieldFrame({
  id,
  label,
  apiName,
  meter,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  apiName: string;
  meter?: ReactNode;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        {/* The label wraps rather than being cut short in a narrow rail; so does the wire name. */}
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <Label htmlFor={id}>{label}</Label>
          <code className="text-[11px] break-all text-zinc-500">{apiName}</code>
        </div>
        {meter}
      </div>
      {children}
      {hint && !error ? (
        <p id={hintId(id)} className="text-xs text-zinc-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ArrayFilterField({ field }: { field: FilterField & { name: ArrayFilter } }) {
  const { control } = useFormContext<SearchForm>();
  const path = `filters.${field.name}` as const;
  const id = filterInputId(field.name);
  const limit = FILTER_ARRAY_LIMITS[field.name];
  const error = useFieldError(path);
  const values = useWatch({ control, name: path });
  const suggestions = useSuggestions(field.name);
  const hint = field.hint;
  return (
    <FieldFrame
      id={id}
      label={field.label}
      apiName={field.name}
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
            invalid={Boolean(error)}
            describedBy={describedBy(id, { error, hint, meter: true })}
          />
        )}
      />
    </FieldFrame>
  );
}

export function StringFilterField({ field }: { field: FilterField & { name: StringFilter } }) {
  const { control, register } = useFormContext<SearchForm>();
  const path = `filters.${field.name}` as const;
  const id = filterInputId(field.name);
  const limit = FILTER_STRING_LIMITS[field.name];
  const error = useFieldError(path);
  const value = useWatch({ control, name: path });
  const suggestions = useSuggestions(field.name);
  const listId = suggestions.length > 0 ? `${id}-suggestions` : undefined;
  return (
    <FieldFrame
      id={id}
      label={field.label}
      apiName={field.name}
      meter={<Meter id={id} used={value.length} limit={limit} />}
      hint={field.hint}
      error={error}
    >
      <Input
        id={id}
        autoComplete="off"
        list={listId}
        placeholder={field.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint: field.hint, meter: true })}
        {...register(path)}
      />
      {listId ? (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
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
    <FieldFrame id={id} label={field.label} apiName={field.name} hint={hint} error={error}>
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
    <FieldFrame id={id} label={field.label} apiName={field.name} hint={hint} error={error}>
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

const CHOICE_LABELS = { any: "Any", yes: "Yes", no: "No" } as const;

/** A tri-state filter as three radio buttons: any (null), yes (true), no (false). */
export function BooleanFilterField({ field }: { field: FilterField & { name: BooleanFilter } }) {
  const { register } = useFormContext<SearchForm>();
  const path = `filters.${field.name}` as const;
  const id = filterInputId(field.name);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">
        {field.label}
        <code aria-hidden className="ml-2 text-[11px] font-normal text-zinc-500">
          {field.name}
        </code>
      </legend>
      <div className="inline-flex rounded-md shadow-sm ring-1 ring-zinc-300 ring-inset">
        {BOOLEAN_CHOICES.map((choice) => (
          <label
            key={choice}
            htmlFor={`${id}-${choice}`}
            className={cn(
              "cursor-pointer px-3 py-1.5 text-sm font-medium text-zinc-700 first:rounded-l-md last:rounded-r-md hover:bg-zinc-50",
              "has-checked:bg-indigo-600 has-checked:text-white",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600",
            )}
          >
            <input
              id={`${id}-${choice}`}
              type="radio"
              value={choice}
              className="sr-only"
              {...register(path)}
            />
            {CHOICE_LABELS[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

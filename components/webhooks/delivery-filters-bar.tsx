"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DELIVERY_STATUSES, EVENT_TYPES } from "@/contract/webhooks";
import { cn } from "@/lib/cn";
import {
  DEFAULT_RANGE,
  type DeliveryFilters,
  hasFilters,
  NO_FILTERS,
  RANGE_PRESETS,
  type TimeRange,
} from "@/lib/webhooks/delivery-filters";
import { fromLocalInput, toLocalInput } from "@/lib/webhooks/local-time";
import { stateLabel } from "@/lib/words";
import { EVENT_TYPE_OPTIONS, SelectField } from "../ui/select-field";

const STATUS_CHOICES = [
  { value: null, label: "All" },
  ...DELIVERY_STATUSES.map((value) => ({ value, label: stateLabel("delivery", value) })),
];

const RANGE_OPTIONS = [
  ...RANGE_PRESETS.map((p) => ({ value: p.value, label: p.label })),
  { value: "custom", label: "Custom range…" },
];

/** One end of a custom range, in the person's local time; the other end bounds it. */
function RangeEnd({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | null;
  min?: string | null;
  max?: string | null;
  onChange: (local: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} className="mb-1 text-xs font-medium text-zinc-600">
        {label}
      </Label>
      <Input
        id={id}
        type="datetime-local"
        className="h-8 w-52"
        value={toLocalInput(value)}
        min={toLocalInput(min ?? null) || undefined}
        max={toLocalInput(max ?? null) || undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}

export function DeliveryFiltersBar({
  filters,
  onChange,
}: {
  filters: DeliveryFilters;
  onChange: (next: DeliveryFilters) => void;
}) {
  const rangeValue = filters.range.kind === "preset" ? filters.range.preset : "custom";

  function setRange(value: string) {
    if (value === "custom") {
      const day = Date.now() - 86_400_000;
      onChange({
        ...filters,
        range: { kind: "custom", since: new Date(day).toISOString(), until: null },
      });
      return;
    }
    const preset = RANGE_PRESETS.find((p) => p.value === value)?.value ?? DEFAULT_RANGE;
    onChange({ ...filters, range: { kind: "preset", preset } });
  }

  function setCustom(part: "since" | "until", value: string) {
    const current: Extract<TimeRange, { kind: "custom" }> =
      filters.range.kind === "custom"
        ? filters.range
        : { kind: "custom", since: null, until: null };
    onChange({ ...filters, range: { ...current, [part]: fromLocalInput(value) } });
  }

  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <fieldset>
        <legend className="mb-1 text-xs font-medium text-zinc-600">Status</legend>
        <div className="flex gap-1">
          {STATUS_CHOICES.map((choice) => {
            const pressed = filters.status === choice.value;
            return (
              <button
                key={choice.label}
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange({ ...filters, status: choice.value })}
                className={cn(
                  "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                  pressed
                    ? "bg-zinc-900 text-white ring-zinc-900"
                    : "bg-white text-zinc-700 ring-zinc-300 hover:bg-zinc-50",
                )}
              >
                {choice.label}
              </button>
            );
          })}
        </div>
      </fieldset>

      <SelectField
        look="compact"
        label="Event type"
        value={filters.eventType ?? ""}
        options={EVENT_TYPE_OPTIONS}
        onChange={(value) =>
          onChange({
            ...filters,
            eventType: (EVENT_TYPES as readonly string[]).includes(value)
              ? (value as DeliveryFilters["eventType"])
              : null,
          })
        }
      />
      <SelectField
        look="compact"
        label="Time range"
        value={rangeValue}
        options={RANGE_OPTIONS}
        onChange={setRange}
      />

      {filters.range.kind === "custom" ? (
        <>
          <RangeEnd
            label="From"
            value={filters.range.since}
            max={filters.range.until}
            onChange={(v) => setCustom("since", v)}
          />
          <RangeEnd
            label="To"
            value={filters.range.until}
            min={filters.range.since}
            onChange={(v) => setCustom("until", v)}
          />
        </>
      ) : null}

      {hasFilters(filters) ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

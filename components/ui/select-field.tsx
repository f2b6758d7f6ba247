"use client";

import { useId } from "react";
import { EVENT_TYPES } from "@/contract/webhooks";
import { cn } from "@/lib/cn";

const LOOK = {
  /** In a toolbar of filters: small label over a short control. */
  compact: {
    label: "mb-1 block text-xs font-medium text-zinc-600",
    select: "h-8 pr-8 pl-2.5 focus:outline-none",
  },
  /** In a dialog's form: the form's label size, full width. */
  form: { label: "block text-sm font-medium text-zinc-800", select: "mt-1 h-9 w-full px-2" },
};

export type SelectOption = { value: string; label: string };

/** A labelled native select: keyboard, typeahead and screen readers as the platform does them. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  look = "form",
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  look?: keyof typeof LOOK;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LOOK[look].label}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
        className={cn(
          "block rounded-md border-0 bg-white text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600",
          LOOK[look].select,
        )}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Every event type of the catalog, or "" for all of them. */
export const EVENT_TYPE_OPTIONS: readonly SelectOption[] = [
  { value: "", label: "All event types" },
  ...EVENT_TYPES.map((t) => ({ value: t, label: t })),
];

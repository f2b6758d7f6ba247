import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * One choice of a radio group drawn as a card: its label, an optional hint under it, and the
 * whole card clickable. Give it react-hook-form's `register(…)` or `checked` and `onChange`.
 */
export function RadioCard({
  id,
  label,
  hint,
  checked,
  className,
  ...input
}: Omit<ComponentProps<"input">, "type" | "id"> & {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex cursor-pointer items-start gap-2.5 rounded-md p-3 text-sm ring-1 ring-inset",
        checked ? "bg-indigo-50/60 ring-indigo-300" : "bg-white ring-zinc-200 hover:bg-zinc-50",
        className,
      )}
    >
      <input
        id={id}
        type="radio"
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 accent-indigo-600"
        checked={checked}
        {...input}
      />
      <span>
        <span id={`${id}-label`} className="block font-medium text-zinc-900">
          {label}
        </span>
        {hint ? (
          <span id={`${id}-hint`} className="block text-xs text-zinc-500">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}

"use client";

import type { ReactNode } from "react";
import {
  type FieldErrors,
  type FieldPath,
  get,
  useFormContext,
  useFormState,
} from "react-hook-form";
import { errorId, FieldMessage, hintId } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import type { SearchForm } from "@/lib/prospecting/search-form";

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

export function useFieldError(path: FieldPath<SearchForm>): string | undefined {
  const { control } = useFormContext<SearchForm>();
  const { errors } = useFormState({ control, name: path });
  return messageAt(errors, path);
}

export function describedBy(
  id: string,
  { error, hint, meter }: { error?: string; hint?: string; meter?: boolean },
) {
  return [meter ? meterId(id) : null, error ? errorId(id) : hint ? hintId(id) : null]
    .filter(Boolean)
    .join(" ");
}

/** "7 / 10": how much of a limit is used, red once over it. */
export function Meter({ id, used, limit }: { id: string; used: number; limit: number }) {
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

/**
 * Label, the control, and its hint or error. The filter's API name is not shown here: people
 * read labels, and the request panel shows the request with its names for developers.
 */
export function FieldFrame({
  id,
  label,
  meter,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  meter?: ReactNode;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        {/* The label wraps rather than being cut short in a narrow rail. */}
        <Label htmlFor={id} className="min-w-0">
          {label}
        </Label>
        {meter}
      </div>
      {children}
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}

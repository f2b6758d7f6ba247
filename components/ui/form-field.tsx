import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

/**
 * The line under a control: its hint, or its error in place of the hint. The control should
 * set `aria-invalid` and `aria-describedby` to `errorId(id)` (or `hintId(id)` while valid).
 */
export function FieldMessage({
  id,
  hint,
  error,
  className,
}: {
  id: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
}) {
  if (error) {
    return (
      <p
        id={errorId(id)}
        role="alert"
        className={cn("text-xs font-medium text-red-600", className)}
      >
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={hintId(id)} className={cn("text-xs text-zinc-500", className)}>
      {hint}
    </p>
  ) : null;
}

/**
 * A label, its control, an optional hint and the field's error. The control should set
 * `aria-invalid` and `aria-describedby={errorId(id)}` when there is an error.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

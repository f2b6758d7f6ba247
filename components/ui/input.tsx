import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const FIELD =
  "block w-full rounded-md border-0 bg-white px-3 text-sm text-zinc-900 shadow-sm ring-1 ring-inset ring-zinc-300 placeholder:text-zinc-400 focus:ring-2 focus:ring-inset focus:ring-indigo-600 focus:outline-none disabled:bg-zinc-50 disabled:text-zinc-500 aria-invalid:ring-red-500 aria-invalid:focus:ring-red-600";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(FIELD, "h-9", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(FIELD, "min-h-20 py-2", className)} {...props} />;
}

import type { StatusClass } from "@/contract/key-usage";

/** Colours as Tailwind's theme variables, so the plot matches the legend's swatches. */
export const STATUS_CLASS_STYLE: Record<StatusClass, { color: string; swatch: string }> = {
  "2xx": { color: "var(--color-emerald-500)", swatch: "bg-emerald-500" },
  "3xx": { color: "var(--color-sky-400)", swatch: "bg-sky-400" },
  "4xx": { color: "var(--color-amber-400)", swatch: "bg-amber-400" },
  "429": { color: "var(--color-violet-500)", swatch: "bg-violet-500" },
  "5xx": { color: "var(--color-red-500)", swatch: "bg-red-500" },
};

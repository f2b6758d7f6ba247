import { cn } from "@/lib/cn";

/**
 * The bar of a progress indicator: a `progressbar` with its value for assistive technology
 * (`valueText` says it in words) and a fill of `value / max`. Size and colour by class names.
 */
export function ProgressTrack({
  label,
  value,
  max,
  valueText,
  className,
  fillClassName,
}: {
  label: string;
  value: number;
  max: number;
  valueText?: string;
  className: string;
  fillClassName: string;
}) {
  const percent = max > 0 ? Math.round((Math.min(max, Math.max(0, value)) / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn("overflow-hidden rounded-full bg-zinc-200", className)}
    >
      <div className={cn("h-full", fillClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}

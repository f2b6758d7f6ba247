import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import type { EndpointRow } from "@/lib/queries/webhooks";

/** "98.5%" with a thin bar, and what it is out of; "—" when nothing has finished. */
export function SuccessRate({ stats }: { stats: EndpointRow["delivery_stats"] }) {
  const finished = stats.succeeded_24h + stats.failed_24h;
  const rate = stats.success_rate_24h;
  if (rate === null) {
    return (
      <span className="text-zinc-500">
        —
        <span className="block text-xs text-zinc-500">
          {stats.deliveries_24h > 0
            ? `${formatNumber(stats.deliveries_24h)} pending`
            : "no deliveries"}
        </span>
      </span>
    );
  }
  const percent = rate * 100;
  const tone = percent >= 99 ? "bg-emerald-500" : percent >= 90 ? "bg-amber-400" : "bg-red-500";
  return (
    <span className="block min-w-28">
      <span className="font-medium text-zinc-900 tabular-nums">
        {percent >= 99.95 || percent === 0 ? percent.toFixed(0) : percent.toFixed(1)}%
      </span>
      <span
        aria-hidden
        className="mt-1 block h-1.5 w-full overflow-hidden rounded-full bg-zinc-100"
      >
        <span className={cn("block h-full rounded-full", tone)} style={{ width: `${percent}%` }} />
      </span>
      <span className="mt-0.5 block text-xs text-zinc-500 tabular-nums">
        {formatNumber(stats.succeeded_24h)} of {formatNumber(finished)} succeeded
      </span>
    </span>
  );
}

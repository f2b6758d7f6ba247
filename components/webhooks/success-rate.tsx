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
  const failedPercent = finished === 0 ? 0 : (stats.failed_24h / finished) * 100;
  return (
    <span className="block min-w-24">
      <span className="font-medium text-zinc-900 tabular-nums">
        {percent >= 99.95 || percent === 0 ? percent.toFixed(0) : percent.toFixed(1)}%
      </span>
      {/* Succeeded in green and failed in red, side by side: the bar's colour never claims
          that a mostly healthy endpoint is failing, nor hides the failures it has. */}
      <span
        aria-hidden
        data-testid="success-bar"
        className="mt-1 flex h-1.5 w-full overflow-hidden rounded-full bg-zinc-100"
      >
        <span className="block h-full bg-emerald-500" style={{ width: `${percent}%` }} />
        <span className="block h-full bg-red-500" style={{ width: `${failedPercent}%` }} />
      </span>
      <span className="mt-0.5 block text-xs text-zinc-500 tabular-nums">
        {formatNumber(stats.succeeded_24h)} of {formatNumber(finished)} succeeded
      </span>
    </span>
  );
}

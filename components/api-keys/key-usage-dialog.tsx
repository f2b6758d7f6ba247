"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { returnFocusTo } from "@/components/ui/return-focus";
import { Spinner } from "@/components/ui/skeleton";
import { ChartCard, Swatch } from "@/components/webhooks/charts/chart-card";
import type { ApiKey } from "@/contract/api-keys";
import { STATUS_CLASSES, UNUSED_KEY_DAYS } from "@/contract/key-usage";
import {
  describeCounts,
  rangeCounts,
  STATUS_CLASS_LABEL,
  type UsageRange,
  usageBars,
  usageFigures,
} from "@/lib/api-keys/usage-chart";
import { cn } from "@/lib/cn";
import { formatDateTime, formatNumber } from "@/lib/format";
import { useKeyUsageQuery } from "@/lib/queries/api-keys";
import { maskedKey } from "./key-list";
import { STATUS_CLASS_STYLE } from "./usage-style";

// Recharts loads with this dialog, never with the page.
const UsagePlot = dynamic(() => import("./usage-plot"), { ssr: false });

const RANGES: { value: UsageRange; label: string }[] = [
  { value: "24h", label: "Last 24 hours" },
  { value: "7d", label: "Last 7 days" },
];

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/** One key's requests by status over 24 hours or 7 days, and its last caller. */
export function KeyUsageDialog({
  apiKey,
  returnFocusId,
  onClose,
}: {
  apiKey: ApiKey;
  /** The Usage button it was opened from: focus goes back there. */
  returnFocusId: string;
  onClose: () => void;
}) {
  const query = useKeyUsageQuery(apiKey.id);
  const [range, setRange] = useState<UsageRange>("24h");
  const usage = query.data;
  const counts = usage ? rangeCounts(usage, range) : null;
  const bars = usage ? usageBars(usage, range) : [];
  const rangeLabel = RANGES.find((r) => r.value === range)!.label;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Usage of “${apiKey.label}”`}
        description={`${maskedKey(apiKey)}: requests by status; counts arrive within a few seconds.`}
        className="max-w-2xl"
        onCloseAutoFocus={returnFocusTo(returnFocusId)}
      >
        {query.isPending ? (
          <Spinner label="Loading usage" />
        ) : query.isError ? (
          <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
        ) : usage && counts ? (
          <div className="space-y-4">
            {usage.unused_for_30_days ? (
              <p className="text-sm text-amber-800">
                <Badge tone="warning">Unused {UNUSED_KEY_DAYS}+ days</Badge> No request has used
                this key for {UNUSED_KEY_DAYS} days; consider revoking it.
              </p>
            ) : null}
            <fieldset className="flex gap-1.5">
              <legend className="sr-only">Time range</legend>
              {RANGES.map((r) => (
                <button
                  key={r.value}
                  type="button"
                  aria-pressed={range === r.value}
                  onClick={() => setRange(r.value)}
                  className={cn(
                    "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium ring-1 ring-inset",
                    range === r.value
                      ? "bg-zinc-900 text-white ring-zinc-900"
                      : "bg-white text-zinc-700 ring-zinc-300 hover:bg-zinc-50",
                  )}
                >
                  {r.label}
                </button>
              ))}
            </fieldset>
            <dl className="grid grid-cols-3 gap-3 sm:grid-cols-6" data-testid="usage-totals">
              <Fact label="Requests">{formatNumber(counts.total)}</Fact>
              {STATUS_CLASSES.map((c) => (
                <Fact key={c} label={STATUS_CLASS_LABEL[c]}>
                  {formatNumber(counts[c])}
                </Fact>
              ))}
            </dl>
            <ChartCard
              title={`Requests, ${rangeLabel.toLowerCase()}`}
              summary={`${describeCounts(counts)}.`}
              legend={STATUS_CLASSES.map((c) => (
                <Swatch key={c} className={STATUS_CLASS_STYLE[c].swatch} label={c} />
              ))}
              table={usageFigures(bars)}
            >
              <UsagePlot bars={bars} />
            </ChartCard>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Fact label="Last used">{formatDateTime(usage.last_used_at, "Never")}</Fact>
              <Fact label="Last caller's address">{usage.last_used_address ?? "—"}</Fact>
              <Fact label="Last caller's user agent">
                <code className="text-xs">{usage.last_used_user_agent ?? "—"}</code>
              </Fact>
            </dl>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { plural } from "@/lib/webhooks/plural";

/** A recover under way: a bar and the counts, until every resend has finished. */
export function RecoveryProgress({
  total,
  pending,
  succeeded,
  failed,
  done,
  onClose,
}: {
  total: number;
  pending: number;
  succeeded: number;
  failed: number;
  done: boolean;
  onClose: () => void;
}) {
  const finished = total - pending;
  return (
    <div className="space-y-4">
      <progress
        className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-zinc-100 [&::-webkit-progress-value]:bg-indigo-600"
        max={Math.max(1, total)}
        value={finished}
        aria-label="Recovery progress"
      />
      <p className="text-sm text-zinc-700" role="status" data-testid="recover-progress">
        {done
          ? `Recovered: ${plural(succeeded, "delivery", "deliveries")} succeeded${failed > 0 ? `, ${formatNumber(failed)} failed again` : ""}.`
          : `Resending ${plural(total, "delivery", "deliveries")}: ${formatNumber(finished)} finished (${formatNumber(succeeded)} succeeded, ${formatNumber(failed)} failed), ${formatNumber(pending)} pending.`}
      </p>
      <div className="flex justify-end">
        <Button variant={done ? "primary" : "secondary"} onClick={onClose}>
          {done ? "Done" : "Close, keep resending"}
        </Button>
      </div>
    </div>
  );
}

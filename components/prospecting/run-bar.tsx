"use client";

import { BlockableButton } from "@/components/ui/blockable-button";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";
import { PREVIEW_SNAPSHOT_LIMIT } from "@/contract/prospect-search";
import type { Role } from "@/contract/roles";
import { formatNumber } from "@/lib/format";
import { type RunCost, runCostText } from "@/lib/prospecting/run-cost";
import type { PastRun } from "@/lib/prospecting/run-history";
import { roleLabel } from "@/lib/prospecting/value-labels";
import { countOf } from "@/lib/words";
import type { LiveCount } from "./use-live-count";

function matchesText(total: number | null, limit = PREVIEW_SNAPSHOT_LIMIT) {
  return total === null
    ? `more than ${formatNumber(limit)} matches`
    : `≈ ${countOf(total, "match")}`;
}

/** "≈ 378 matches" while the search is edited, or why there is no count right now. */
function CountLine({ count }: { count: LiveCount }) {
  if (count.kind === "off") return null;
  return (
    <p className="flex items-center gap-2 text-sm text-zinc-700" data-testid="live-count">
      {count.kind === "known" ? (
        <span className="font-semibold text-zinc-900">{matchesText(count.total, count.limit)}</span>
      ) : count.kind === "counting" ? (
        <>
          <Spinner className="size-3.5" label="Counting" />
          <span className="text-zinc-500">
            {count.previous === undefined
              ? "Counting…"
              : `${matchesText(count.previous)} (counting…)`}
          </span>
        </>
      ) : count.kind === "blocked" ? (
        <span className="text-amber-800">{count.reason}</span>
      ) : (
        <span className="text-zinc-500">The match count is not available right now.</span>
      )}
    </p>
  );
}

/**
 * The Run button with what it will cost and how many it will find, an offer to show a run of
 * the same search again for free, and the outcome of the last run, visible to everyone.
 */
export function RunBar({
  canRun,
  role,
  reason,
  pending,
  blocked,
  disabled,
  onRun,
  cost,
  liveCount,
  pastRun,
  pastRunShown,
  onShowPastRun,
  status,
}: {
  canRun: boolean | null;
  role: Role | null;
  reason: string;
  pending: boolean;
  blocked: string | null;
  disabled: boolean;
  onRun: () => void;
  cost: RunCost;
  liveCount: LiveCount;
  pastRun: PastRun | null;
  /** The same search's results are the ones on screen. */
  pastRunShown: boolean;
  onShowPastRun: () => void;
  status: string | null;
}) {
  const offerPast = canRun === true && pastRun !== null && !pastRunShown && !blocked;
  const runLabel = pending ? "Running…" : pastRun ? "Run again" : "Run preview";
  const refusal = `${reason} Your role is ${role ? roleLabel(role) : "unknown"}.`;
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {canRun === false ? (
          <BlockableButton blockedReason={refusal}>Run preview</BlockableButton>
        ) : (
          <>
            {offerPast ? (
              <Button onClick={onShowPastRun}>Show the results again, free</Button>
            ) : null}
            <Button
              variant={offerPast ? "secondary" : "primary"}
              onClick={onRun}
              disabled={disabled}
              aria-describedby={blocked ? "run-blocked" : "run-cost"}
            >
              {runLabel}
            </Button>
            <span id="run-cost" className="text-sm text-zinc-600" data-testid="run-cost">
              {runCostText(cost)}
            </span>
          </>
        )}
        <CountLine count={liveCount} />
      </div>
      {offerPast && pastRun ? (
        <p className="text-xs text-zinc-600">
          You ran exactly this search at {new Date(pastRun.at).toLocaleTimeString("en-US")}
          {pastRun.totalMatches !== null ? ` (${formatNumber(pastRun.totalMatches)} matches)` : ""}.
          Its results are kept, so showing them again spends nothing; running again spends credits
          again.
        </p>
      ) : null}
      {blocked && canRun !== false ? (
        <p id="run-blocked" className="text-sm text-zinc-500">
          {blocked}
        </p>
      ) : null}
      <p
        role="status"
        className="text-sm font-medium text-emerald-800 empty:hidden"
        data-testid="run-status"
      >
        {status ?? ""}
      </p>
    </div>
  );
}

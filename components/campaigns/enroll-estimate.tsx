"use client";

import { creditsText } from "@/contract/credit-rates";
import { type CostEstimate, estimateTotal } from "@/lib/campaigns/cost-estimate";
import { formatNumber } from "@/lib/format";
import { countOf } from "@/lib/words";

/**
 * What enrolling can cost, from the rate table, before anything is enrolled: the most its
 * messages cost and the least its calls cost, against the workspace's balance.
 */
export function EnrollEstimate({
  estimate,
  balance,
  id,
}: {
  estimate: CostEstimate;
  balance: number | null;
  id?: string;
}) {
  const total = estimateTotal(estimate);
  const short = balance !== null && total > balance;
  return (
    <div
      id={id}
      data-testid="enroll-estimate"
      className="rounded-md bg-zinc-50 p-3 text-sm text-zinc-700 ring-1 ring-zinc-200 ring-inset"
    >
      <p className="font-medium text-zinc-900">
        Estimated cost for {countOf(estimate.leads, "lead")}: about {creditsText(total)}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs text-zinc-600">
        <li>
          Messages: up to {creditsText(estimate.messageCredits)}, if every lead went through every
          step. A reply, bounce or unsubscribe ends a lead's sequence early.
        </li>
        {estimate.calls > 0 ? (
          <li>
            Calls: {formatNumber(estimate.calls)} at most, {creditsText(estimate.callMinuteCredits)}{" "}
            a started minute, so at least {creditsText(estimate.callCreditsAtLeast)}.
          </li>
        ) : null}
        <li>
          Charged as each message or call goes out, never in advance.
          {balance !== null ? ` The workspace has ${creditsText(balance)}.` : ""}
        </li>
      </ul>
      {short ? (
        <p className="mt-2 text-xs font-medium text-amber-800">
          That is more than the workspace has: when the credits run out the platform pauses the
          campaign, and nothing is sent unpaid.
        </p>
      ) : null}
    </div>
  );
}

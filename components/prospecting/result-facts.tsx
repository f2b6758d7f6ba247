"use client";

import type { ReactNode } from "react";
import { usePreviewSpendQuery } from "@/lib/queries/credits";
import { countOf } from "@/lib/words";

/** The facts over the results: one labelled value each. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline gap-1.5">
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd className="text-sm font-semibold text-zinc-900">{children}</dd>
    </div>
  );
}

export function CreditsSpent({ previewId }: { previewId: string }) {
  const spend = usePreviewSpendQuery(previewId);
  if (spend.isPending) return <span className="text-zinc-500">…</span>;
  if (spend.isError || spend.data.kind === "unknown") {
    return <span title="Not among the newest ledger entries">unknown</span>;
  }
  return <>{countOf(spend.data.credits, "credit")}</>;
}

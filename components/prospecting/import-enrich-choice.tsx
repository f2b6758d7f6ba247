"use client";

import { CREDIT_RATES } from "@/contract/credit-rates";
import { formatNumber } from "@/lib/format";

/** What enriching an import would pay for: how many prospects, and at most how many credits. */
export type ImportEnrichment = { count: number; cost: number };

/**
 * The preview counts what an enriching import of the whole set would pay for (`undefined` on
 * an older platform, which is then offered no enrichment); a selection pays for at most that
 * and at most one credit a selected result.
 */
export function importEnrichment(
  importEnrichCount: number | undefined,
  selected: number,
): ImportEnrichment | null {
  if (importEnrichCount === undefined) return null;
  const count = selected > 0 ? Math.min(importEnrichCount, selected) : importEnrichCount;
  return { count, cost: count * CREDIT_RATES.enrichment };
}

/**
 * What an import does about contact details: skipped prospects are neither enriched nor
 * charged; the ones it adds may be enriched, at a cost said before it starts.
 */
export function ImportEnrichChoice({
  enrichment,
  enrich,
  onEnrich,
  balance,
}: {
  enrichment: ImportEnrichment | null;
  enrich: boolean;
  onEnrich: (on: boolean) => void;
  balance: number | null;
}) {
  const enrichCost = enrichment?.cost ?? null;
  return (
    <>
      <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-600">
        <li>
          People already in the list are skipped, so importing twice adds nobody twice, and the
          import neither enriches nor charges for them: enrich the list from its page for that.
        </li>
        {enrichCost === null || enrichCost === 0 ? (
          <li>
            {enrichCost === 0
              ? "The workspace has paid for every prospect this import adds, so each lead it adds gets its contact details; importing spends no credits."
              : "Importing spends no credits. Leads get contact details only where the workspace has paid for them."}
          </li>
        ) : null}
      </ul>
      {enrichCost !== null && enrichCost > 0 ? (
        <div className="rounded-md bg-zinc-50 p-3 ring-1 ring-zinc-200">
          <label className="flex items-start gap-2 text-sm font-medium text-zinc-800">
            <input
              type="checkbox"
              checked={enrich}
              onChange={(e) => onEnrich(e.target.checked)}
              aria-describedby="import-enrich-hint"
              className="mt-0.5 size-4 rounded border-zinc-300 text-indigo-600"
            />
            Enrich the {formatNumber(enrichment?.count ?? 0)} prospects this import adds that the
            workspace has not paid for
          </label>
          <p id="import-enrich-hint" className="mt-1 pl-6 text-xs text-zinc-600">
            {enrich
              ? `Costs up to ${formatNumber(enrichCost)} credits (fewer when the list already has some of them), charged when the import starts; every lead the import adds then has its email.`
              : "Off: importing spends no credits, and only prospects the workspace has paid for bring their email."}
            {balance !== null ? ` The workspace has ${formatNumber(balance)} credits.` : ""}
          </p>
        </div>
      ) : null}
    </>
  );
}

import type { ReactNode } from "react";
import type { CampaignStep } from "@/contract/campaigns";
import { channelLabel } from "@/lib/campaigns/campaign-form";
import { countOf } from "@/lib/words";

const waitText = (days: number, first: boolean) =>
  days === 0 ? (first ? "at once" : "the same day") : `after ${countOf(days, "day")}`;

/** The first words a step sends, as written (variables and all): its subject, else its text. */
const gist = (step: CampaignStep) =>
  (step.subject ?? step.body ?? step.talk_track ?? "").replace(/\s+/g, " ").trim();

/**
 * The campaign's steps in order, each with its channel, the wait before it, the start of its
 * words and how many versions it tests; `actions` (edit, clone) sit in its header.
 */
export function SequenceSummary({
  steps,
  actions,
}: {
  steps: readonly CampaignStep[];
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="sequence-title"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-zinc-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="sequence-title" className="text-sm font-semibold text-zinc-900">
          Sequence
        </h2>
        {actions}
      </div>
      <ol className="mt-2 space-y-2 text-sm">
        {steps.map((step, i) => {
          const versions = step.variants.length + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the sequence
            <li key={i} className="flex gap-2">
              <span className="w-14 shrink-0 text-zinc-500">Step {i + 1}</span>
              <span className="min-w-0 text-zinc-900">
                {channelLabel(step.channel)}{" "}
                <span className="text-zinc-500">{waitText(step.wait_days, i === 0)}</span>
                {versions > 1 ? (
                  <span className="text-zinc-500"> · {versions} versions</span>
                ) : null}
                {gist(step) ? (
                  <span className="block truncate text-xs text-zinc-500" title={gist(step)}>
                    {gist(step)}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

import type { CampaignStep } from "@/contract/campaigns";
import { channelLabel } from "@/lib/campaigns/campaign-form";
import { countOf } from "@/lib/words";

const waitText = (days: number, first: boolean) =>
  days === 0 ? (first ? "at once" : "the same day") : `after ${countOf(days, "day")}`;

/** The campaign's steps in order, each with its channel and the wait before it. */
export function SequenceSummary({ steps }: { steps: readonly CampaignStep[] }) {
  return (
    <section
      aria-labelledby="sequence-title"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-zinc-200"
    >
      <h2 id="sequence-title" className="text-sm font-semibold text-zinc-900">
        Sequence
      </h2>
      <ol className="mt-2 space-y-1.5 text-sm">
        {steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the sequence
          <li key={i} className="flex gap-2">
            <span className="w-14 shrink-0 text-zinc-500">Step {i + 1}</span>
            <span className="text-zinc-900">
              {channelLabel(step.channel)}{" "}
              <span className="text-zinc-500">{waitText(step.wait_days, i === 0)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

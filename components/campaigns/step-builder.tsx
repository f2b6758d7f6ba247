"use client";

import { useId, useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { errorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MAX_CAMPAIGN_STEPS, STEP_CHANNELS } from "@/contract/campaigns";
import { CHANNEL_LABELS, type StepFormValues } from "@/lib/campaigns/campaign-form";
import { errorAt } from "@/lib/campaigns/form-errors";
import { cn } from "@/lib/cn";
import { usePreviewLeadsQuery } from "@/lib/queries/preview-leads";
import { PreviewLeadPicker } from "./preview-lead-picker";
import { PreviewLeadContext } from "./step-preview-panel";
import { StepWords } from "./step-words";

const CONTROL =
  "block h-9 rounded-md border-0 bg-white px-2 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600 focus:outline-none aria-invalid:ring-red-500";

type StepsForm = { steps: StepFormValues[] };

/**
 * One step: the wait before it, its channel and its words, with the buttons that move or
 * remove it. A step some lead has already run (`locked`) keeps its place and channel.
 */
function StepRow({
  index,
  count,
  locked,
  lockedBelow,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  locked: boolean;
  /** The step above is locked: this one cannot move above it. */
  lockedBelow: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const form = useFormContext<StepsForm>();
  const base = useId();
  const ids = { wait: `${base}-wait`, channel: `${base}-channel` };
  const waitError: string | undefined = errorAt(form.formState.errors, `steps.${index}.wait_days`);
  const channelError: string | undefined = errorAt(form.formState.errors, `steps.${index}.channel`);
  const stepError: string | undefined = errorAt(form.formState.errors, `steps.${index}`);
  const n = index + 1;
  return (
    <li className="rounded-md bg-zinc-50 p-3 ring-1 ring-zinc-200 ring-inset">
      <fieldset>
        <legend className="sr-only">Step {n}</legend>
        <div className="flex flex-wrap items-end gap-3">
          <span className="w-14 pb-2 text-sm font-semibold text-zinc-900" aria-hidden>
            Step {n}
          </span>
          <div>
            <label htmlFor={ids.wait} className="mb-1 block text-xs font-medium text-zinc-600">
              {index === 0 ? "Wait after enrolling" : "Wait after the previous step"}
            </label>
            <div className="flex items-center gap-1.5">
              <Input
                id={ids.wait}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className="w-20"
                aria-invalid={waitError ? true : undefined}
                aria-describedby={waitError ? errorId(ids.wait) : undefined}
                aria-label={`Step ${n}: days to wait`}
                {...form.register(`steps.${index}.wait_days`)}
              />
              <span className="text-sm text-zinc-600">days</span>
            </div>
          </div>
          <div>
            <label htmlFor={ids.channel} className="mb-1 block text-xs font-medium text-zinc-600">
              Channel
            </label>
            <select
              id={ids.channel}
              className={cn(CONTROL, "w-40")}
              aria-label={`Step ${n}: channel`}
              aria-invalid={channelError ? true : undefined}
              aria-describedby={channelError ? errorId(ids.channel) : undefined}
              disabled={locked}
              {...form.register(`steps.${index}.channel`)}
            >
              {STEP_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {CHANNEL_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
          <div className="ml-auto flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              disabled={index === 0 || locked || lockedBelow}
              aria-label={`Move step ${n} up`}
              onClick={() => onMove(index - 1)}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={index === count - 1 || locked}
              aria-label={`Move step ${n} down`}
              onClick={() => onMove(index + 1)}
            >
              ↓
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={count === 1 || locked}
              aria-label={`Remove step ${n}`}
              onClick={onRemove}
            >
              Remove
            </Button>
          </div>
        </div>
        {locked ? (
          <p className="mt-1.5 text-xs text-zinc-500">
            Already sent to some leads: it keeps its place and channel; new words and a new wait
            apply to the leads that have not reached it.
          </p>
        ) : null}
        <StepWords index={index} />
        {[
          [ids.wait, waitError],
          [ids.channel, channelError],
        ].map(([id, message]) =>
          message ? (
            <p
              key={id}
              id={errorId(id as string)}
              role="alert"
              className="mt-1.5 text-xs font-medium text-red-600"
            >
              {message}
            </p>
          ) : null,
        )}
        {stepError ? (
          <p role="alert" className="mt-1.5 text-xs font-medium text-red-600">
            {stepError}
          </p>
        ) : null}
      </fieldset>
    </li>
  );
}

/**
 * The campaign's sequence as a list of steps: each a channel, the wait before it and its
 * words (with versions to test), added, removed and moved with buttons (so the keyboard does
 * all of it), each previewed for a real lead chosen above them. The form's errors show on
 * the step and field the platform's `loc` names (`["body","steps",1,"subject"]`). For a
 * running campaign, `ranSteps` first steps have been sent to some lead: they keep their
 * place and channel, as the platform requires.
 */
export function StepBuilder({
  campaignId,
  ranSteps = 0,
}: {
  campaignId?: string;
  ranSteps?: number;
} = {}) {
  const form = useFormContext<StepsForm>();
  const leads = usePreviewLeadsQuery(campaignId);
  const [leadId, setLeadId] = useState("");
  const lead = leads.data?.find((l) => l.id === leadId) ?? leads.data?.[0] ?? null;
  const steps = useFieldArray({ control: form.control, name: "steps" });
  const listError: string | undefined =
    errorAt(form.formState.errors, "steps") ?? errorAt(form.formState.errors, "steps.root");
  const full = steps.fields.length >= MAX_CAMPAIGN_STEPS;
  return (
    <section aria-labelledby="steps-heading" className="space-y-2">
      <div className="flex items-baseline justify-between">
        <h3 id="steps-heading" className="text-sm font-medium text-zinc-800">
          Steps
        </h3>
        <p className="text-xs text-zinc-500">
          Each lead goes through them in order; a reply ends its sequence. Write variables as{" "}
          {"{{first_name}}"}, with a fallback as in {"{{first_name|there}}"}.
        </p>
      </div>
      <PreviewLeadPicker leads={leads.data ?? []} value={lead?.id ?? ""} onChange={setLeadId} />
      <PreviewLeadContext value={lead}>
        <ol className="space-y-2">
          {steps.fields.map((field, index) => (
            <StepRow
              key={field.id}
              index={index}
              count={steps.fields.length}
              locked={index < ranSteps}
              lockedBelow={index - 1 < ranSteps}
              onMove={(to) => steps.move(index, to)}
              onRemove={() => steps.remove(index)}
            />
          ))}
        </ol>
      </PreviewLeadContext>
      {listError ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          {listError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={full}
        onClick={() =>
          steps.append({
            channel: "email",
            wait_days: 2,
            subject: "",
            body: "",
            talk_track: "",
            variants: [],
          })
        }
      >
        {full ? `At most ${MAX_CAMPAIGN_STEPS} steps` : "Add step"}
      </Button>
    </section>
  );
}

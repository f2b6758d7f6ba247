"use client";

import { createContext, useContext } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { VARIANT_LABELS } from "@/contract/campaigns";
import type { StepFormValues } from "@/lib/campaigns/campaign-form";
import type { PreviewLead } from "@/lib/campaigns/preview-leads";
import { previewStep } from "@/lib/campaigns/step-preview";

/** The lead the step builder previews every step for (chosen once, above the steps). */
export const PreviewLeadContext = createContext<PreviewLead | null>(null);

type StepsForm = { steps: StepFormValues[] };

/**
 * What the step sends to the chosen lead, as it is typed: the same completion and renderer
 * the engine uses. A variable the lead has no value for is named, with the cure (a fallback).
 */
export function StepPreviewPanel({ index, version }: { index: number; version: number }) {
  const lead = useContext(PreviewLeadContext);
  const form = useFormContext<StepsForm>();
  const steps = useWatch({ control: form.control, name: "steps" });
  const n = index + 1;
  if (!lead) {
    return (
      <p className="rounded-md bg-white p-3 text-xs text-zinc-500 ring-1 ring-zinc-200 ring-inset">
        The preview shows once the workspace has a lead.
      </p>
    );
  }
  const preview = previewStep(steps, index, version, lead);
  const isCall = steps[index]?.channel === "call";
  return (
    <section
      aria-label={`Step ${n}, version ${VARIANT_LABELS[version]}: preview for ${lead.name}`}
      className="h-full rounded-md bg-white p-3 text-sm ring-1 ring-zinc-200 ring-inset"
    >
      <p className="text-xs font-medium text-zinc-500">
        {isCall
          ? `What the caller says to ${lead.first_name || "the lead"}`
          : `What ${lead.first_name || "the lead"} reads`}
      </p>
      {preview.subject !== null ? (
        <p className="mt-2 font-semibold break-words text-zinc-900" data-testid="preview-subject">
          {preview.subject}
        </p>
      ) : null}
      <p className="mt-2 break-words whitespace-pre-wrap text-zinc-800" data-testid="preview-text">
        {preview.text}
      </p>
      {preview.missing.length > 0 ? (
        <p className="mt-2 text-xs text-amber-700">
          {lead.first_name || "This lead"} has no {preview.missing.join(" or ")}: that part is left
          empty. Add a fallback, as in {"{{title|your team}}"}.
        </p>
      ) : null}
    </section>
  );
}

"use client";

import { useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CHANNEL_FIELDS, MAX_STEP_VARIANTS, VARIANT_LABELS } from "@/contract/campaigns";
import type { StepFormValues } from "@/lib/campaigns/campaign-form";
import { StepPreviewPanel } from "./step-preview-panel";
import { WordsField } from "./words-field";

type StepsForm = { steps: StepFormValues[] };

const FIELD_LABELS = { subject: "Subject", body: "Message", talk_track: "Talk track" } as const;

/**
 * A step's words and their versions: version A is the step's own words, B to D are tried
 * against it (each lead gets one version, evenly). A new version starts as a copy of what is
 * shown, to be changed; the preview beside it shows the chosen version for a real lead.
 */
export function StepWords({ index }: { index: number }) {
  const form = useFormContext<StepsForm>();
  const channel = useWatch({ control: form.control, name: `steps.${index}.channel` });
  const variants = useFieldArray({ control: form.control, name: `steps.${index}.variants` });
  const [shown, setShown] = useState(0);
  const version = Math.min(shown, variants.fields.length);
  const n = index + 1;
  const path = version === 0 ? `steps.${index}` : `steps.${index}.variants.${version - 1}`;
  const label = VARIANT_LABELS[version]!;
  const fields = CHANNEL_FIELDS[channel] ?? ["body"];
  const full = variants.fields.length >= MAX_STEP_VARIANTS;

  function addVersion() {
    const from = form.getValues(path as `steps.${number}`);
    variants.append({ subject: from.subject, body: from.body, talk_track: from.talk_track });
    setShown(variants.fields.length + 1);
  }

  return (
    <div className="mt-3 grid gap-3 md:grid-cols-2">
      <div className="min-w-0 space-y-2">
        <fieldset className="flex flex-wrap items-center gap-1">
          <legend className="sr-only">Step {n}: versions of its words</legend>
          {VARIANT_LABELS.slice(0, variants.fields.length + 1).map((v, i) => (
            <Button
              key={v}
              size="sm"
              variant={i === version ? "primary" : "secondary"}
              aria-pressed={i === version}
              aria-label={`Step ${n}: version ${v}`}
              onClick={() => setShown(i)}
            >
              {v}
            </Button>
          ))}
          <Button variant="ghost" size="sm" disabled={full} onClick={addVersion}>
            {full ? `At most ${MAX_STEP_VARIANTS + 1} versions` : "Add version"}
          </Button>
          {version > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove version ${label} of step ${n}`}
              onClick={() => {
                variants.remove(version - 1);
                setShown(version - 1);
              }}
            >
              Remove {label}
            </Button>
          ) : null}
        </fieldset>
        {variants.fields.length > 0 ? (
          <p className="text-xs text-zinc-500">
            Each lead gets one of the {variants.fields.length + 1} versions, evenly; the campaign
            page compares them. An empty field says what version A says.
          </p>
        ) : null}
        {fields.map((field) => (
          <WordsField
            // A new version or channel is a new field.
            key={`${path}.${field}`}
            name={`${path}.${field}`}
            label={FIELD_LABELS[field]}
            accessibleLabel={`Step ${n}, version ${label}: ${FIELD_LABELS[field].toLowerCase()}`}
            multiline={field !== "subject"}
            placeholder={
              version === 0
                ? "Empty: the default words in the preview are sent"
                : "Empty: the same as version A"
            }
          />
        ))}
      </div>
      <div className="min-w-0">
        <StepPreviewPanel index={index} version={version} />
      </div>
    </div>
  );
}

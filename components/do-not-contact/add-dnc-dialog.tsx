"use client";

import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/ui/form-controls";
import { FormDialog, submitThrough } from "@/components/ui/form-dialog";
import type { ControlledDialogProps } from "@/components/ui/lazy-dialog";
import { RadioCard } from "@/components/ui/radio-card";
import {
  CreateDoNotContactBody,
  DNC_TYPES,
  type DoNotContactCreated,
} from "@/contract/do-not-contact";
import { useAddDncMutation } from "@/lib/queries/do-not-contact";

const TYPE_WORDS = {
  email: { label: "Email address", hint: "One person's address.", example: "dana@example.com" },
  phone: { label: "Phone number", hint: "Texts and calls to it.", example: "+1 512 555 0142" },
  domain: {
    label: "Domain",
    hint: "Every address at it and at its subdomains.",
    example: "competitor.example",
  },
} as const;

type FormInput = { type: (typeof DNC_TYPES)[number]; value: string; reason: string };

function TypeChoice() {
  const form = useFormContext<FormInput>();
  const base = useId();
  const type = form.watch("type");
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">What to suppress</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {DNC_TYPES.map((t) => (
          <RadioCard
            key={t}
            id={`${base}-${t}`}
            value={t}
            label={TYPE_WORDS[t].label}
            hint={TYPE_WORDS[t].hint}
            checked={type === t}
            {...form.register("type")}
          />
        ))}
      </div>
    </fieldset>
  );
}

function ValueField() {
  const type = useFormContext<FormInput>().watch("type");
  return (
    <TextField
      name="value"
      label={TYPE_WORDS[type].label}
      placeholder={TYPE_WORDS[type].example}
      hint={type === "domain" ? "Without “@” or “www”." : undefined}
    />
  );
}

/**
 * Adds an email, phone number or domain that the workspace never contacts. The platform sets
 * matching leads to dnc and ends their enrollments in a job that the page then follows.
 */
export function AddDncDialog({
  onAdded,
  ...dialog
}: ControlledDialogProps & { onAdded: (created: DoNotContactCreated) => void }) {
  const mutation = useAddDncMutation();
  return (
    <FormDialog
      {...dialog}
      className="max-w-xl"
      title="Add to do not contact"
      description="Campaigns never message or call it again, and leads it matches are set to do not contact and leave their campaigns."
      schema={CreateDoNotContactBody}
      defaultValues={{ type: "email", value: "", reason: "" }}
      submitLabel="Add entry"
      pendingLabel="Adding…"
      onSubmit={submitThrough(mutation, onAdded)}
    >
      <TypeChoice />
      <ValueField />
      <TextField name="reason" label="Reason" hint="Optional. Why, for whoever reads the list." />
    </FormDialog>
  );
}

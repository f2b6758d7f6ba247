"use client";

import { TextAreaField, TextField } from "@/components/ui/form-controls";
import { FormDialog, submitThrough } from "@/components/ui/form-dialog";
import type { ControlledDialogProps } from "@/components/ui/lazy-dialog";
import { CreateLeadListBody } from "@/contract/lead-lists";
import { useCreateLeadListMutation } from "@/lib/queries/lead-lists";

const DEFAULTS = { name: "", description: "" };

/** The name and description fields, the same when a list is made and when it is renamed. */
export function LeadListFields() {
  return (
    <>
      <TextField name="name" label="Name" />
      <TextAreaField
        name="description"
        label="Description"
        hint="Optional. Who is in this list and why."
      />
    </>
  );
}

/** Makes a list; a retry after an unclear failure reuses its Idempotency-Key (one list). */
export function CreateLeadListDialog({
  onCreated,
  ...dialog
}: ControlledDialogProps & { onCreated: (name: string) => void }) {
  const mutation = useCreateLeadListMutation();
  return (
    <FormDialog
      {...dialog}
      title="New lead list"
      description="Group leads you want to work on together. You can add leads to it later."
      schema={CreateLeadListBody}
      defaultValues={DEFAULTS}
      submitLabel="Create list"
      pendingLabel="Creating…"
      onSubmit={submitThrough(mutation, (list) => onCreated(list.name))}
    >
      <LeadListFields />
    </FormDialog>
  );
}

"use client";

import { useMemo } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { SelectFormField, TextField } from "@/components/ui/form-controls";
import { FormDialog } from "@/components/ui/form-dialog";
import { errorId, FieldMessage } from "@/components/ui/form-field";
import type { ControlledDialogProps } from "@/components/ui/lazy-dialog";
import { RadioCard } from "@/components/ui/radio-card";
import { ADMIN_AREA_NAMES } from "@/contract/key-access";
import type { Me } from "@/contract/members";
import { formatDateTime } from "@/lib/format";
import { useCreateApiKeyMutation } from "@/lib/queries/api-keys";
import {
  ACCESS_CHOICES,
  CREATE_KEY_DEFAULTS,
  type CreateKeyFormValues,
  createKeyFormSchema,
  EXPIRY_CHOICES,
  expiryOf,
  issuesOnFormFields,
  localDateInput,
  toCreateApiKeyBody,
} from "./create-key-form";
import type { RevealedKey } from "./secret-reveal-dialog";

const TEST_KEY_WARNING =
  "A test key (sk_test_) gives no isolation: it works on the same real data as a live key, and its sends, calls and charges are real.";

const ENVIRONMENT_CHOICES = [
  { value: "live", label: "Live", hint: "sk_live_: real data and real sends." },
  { value: "test", label: "Test", hint: "sk_test_: for trying things out." },
] as const;

/** The fields, reading the form from FormDialog's context so they can watch its values. */
function CreateKeyFields({ me }: { me: Me }) {
  const form = useFormContext<CreateKeyFormValues>();
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const environment = values.environment ?? "live";
  const expiry = values.expiry ?? "never";
  const expiresAt =
    expiry === "never"
      ? null
      : expiryOf({ expiry, expiryDate: values.expiryDate ?? "" }, new Date());
  return (
    <>
      <TextField
        name="label"
        id="key-label"
        label="Label"
        hint="Say what uses it, e.g. “Zapier: new leads” or “CRM sync”."
      />

      <fieldset aria-describedby={errors.access ? errorId("key-access") : undefined}>
        <legend className="text-sm font-medium text-zinc-800">Access</legend>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
          {ACCESS_CHOICES.map((choice) => (
            <RadioCard
              key={choice.value}
              id={`key-access-${choice.value}`}
              value={choice.value}
              label={choice.label}
              hint={choice.hint}
              checked={values.access === choice.value}
              {...form.register("access")}
            />
          ))}
        </div>
        <FieldMessage id="key-access" error={errors.access?.message} className="mt-1.5" />
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-zinc-800">Environment</legend>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
          {ENVIRONMENT_CHOICES.map((choice) => (
            <RadioCard
              key={choice.value}
              id={`key-environment-${choice.value}`}
              value={choice.value}
              label={choice.label}
              hint={choice.hint}
              checked={environment === choice.value}
              {...form.register("environment")}
            />
          ))}
        </div>
        {environment === "test" ? (
          <Alert tone="warning" title="Test keys are not a sandbox" className="mt-2">
            {TEST_KEY_WARNING}
          </Alert>
        ) : null}
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <SelectFormField name="expiry" id="key-expiry" label="Expires" options={EXPIRY_CHOICES} />
        {expiry === "date" ? (
          <TextField
            name="expiryDate"
            id="key-expiry-date"
            label="Expiry date"
            type="date"
            min={localDateInput(new Date())}
          />
        ) : null}
      </div>
      <p className="-mt-2 text-xs text-zinc-500" aria-live="polite">
        {expiry === "never"
          ? "The key works until it is revoked."
          : expiresAt
            ? `The key stops working on ${formatDateTime(expiresAt.toISOString())}.`
            : "Choose the last day the key works."}
      </p>

      <p className="rounded-md bg-zinc-50 p-3 text-xs text-zinc-600 ring-1 ring-zinc-200 ring-inset">
        The key records you ({me.email}, {me.role}) as its creator. It works only while you stay an
        active manager or above; {ADMIN_AREA_NAMES} also need you to be an admin.
      </p>
    </>
  );
}

/** The "Create key" dialog: label, access, environment and expiry; the value is shown next. */
export function CreateApiKeyDialog({
  me,
  onCreated,
  ...dialog
}: ControlledDialogProps & { me: Me; onCreated: (revealed: RevealedKey) => void }) {
  const mutation = useCreateApiKeyMutation();
  const schema = useMemo(() => createKeyFormSchema(), []);
  return (
    <FormDialog
      {...dialog}
      title="Create an API key"
      description="Give the key to one integration. You choose what it may do; its value is shown once, next."
      schema={schema}
      defaultValues={CREATE_KEY_DEFAULTS}
      submitLabel="Create key"
      pendingLabel="Creating…"
      refusedTitle="The platform refused the key"
      issuesOnFields={issuesOnFormFields}
      onSubmit={async (values) => {
        const created = await mutation.mutateAsync(toCreateApiKeyBody(values, new Date()));
        // The value goes to the reveal dialog's state only; the mutation forgets it at once.
        mutation.reset();
        onCreated({ apiKey: created.api_key, value: created.key });
      }}
    >
      <CreateKeyFields me={me} />
    </FormDialog>
  );
}

"use client";

import { FormProvider, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-controls";
import { DialogFormActions, FormFailure, useFormSubmit } from "@/components/ui/form-submit";
import { SelectField } from "@/components/ui/select-field";
import { type ImportSearchResult, SIMULATED_CARRIERS } from "@/contract/phone-numbers";
import { type SearchFormValues, toSearchBody } from "@/lib/phone-numbers/phone-labels";
import { searchCarrier } from "@/lib/queries/phone-numbers";
import { StepHeading } from "./step-heading";

const CARRIER_OPTIONS = SIMULATED_CARRIERS.map((c) => ({ value: c.id, label: c.name }));

/** Step 1: the carrier account (its token is sent, never kept) and optional filters. */
export function ImportSearchStep({
  form,
  onPendingChange,
  onFound,
}: {
  form: UseFormReturn<SearchFormValues>;
  onPendingChange: (pending: boolean) => void;
  onFound: (found: ImportSearchResult) => void;
}) {
  const carrierId = form.watch("carrier");
  const carrier = SIMULATED_CARRIERS.find((c) => c.id === carrierId) ?? SIMULATED_CARRIERS[0]!;
  const { submit, failure, serverError, pending } = useFormSubmit(
    form,
    async (values) => onFound(await searchCarrier(toSearchBody(values))),
    { onPendingChange },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-busy={pending || undefined} className="space-y-4">
        <StepHeading step={1} title="The carrier account" />
        <FormFailure
          failure={failure}
          serverError={serverError}
          refusedTitle="The carrier account was refused"
        />
        <SelectField
          label="Carrier"
          value={carrierId}
          options={CARRIER_OPTIONS}
          onChange={(id) => form.setValue("carrier", id as SearchFormValues["carrier"])}
        />
        <div className="rounded-md bg-zinc-50 p-3 text-xs text-zinc-600 ring-1 ring-zinc-200 ring-inset">
          <p>
            {carrier.name} is simulated by the platform: no real carrier is called. Its sandbox
            account holds numbers in {carrier.countries.join(", ")}.
          </p>
          <Button
            type="button"
            variant="secondary"
            className="mt-2"
            onClick={() => {
              form.setValue("account_sid", carrier.sandbox.account_sid);
              form.setValue("auth_token", carrier.sandbox.auth_token);
              form.clearErrors(["account_sid", "auth_token"]);
            }}
          >
            Use the sandbox account
          </Button>
        </div>
        <TextField
          name="account_sid"
          label="Account SID"
          hint="AC followed by 32 characters 0-9 and a-f, as the carrier's console shows it."
          spellCheck={false}
        />
        <TextField
          name="auth_token"
          label="Auth token"
          type="password"
          autoComplete="off"
          hint="32 characters 0-9 and a-f. Used for this import only: never stored."
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField name="country" label="Country" hint="Optional: two letters, e.g. US." />
          <TextField name="contains" label="Contains" hint="Optional: digits, e.g. 555." />
        </div>
        <DialogFormActions pending={pending} submitLabel="Search" pendingLabel="Searching…" />
      </form>
    </FormProvider>
  );
}

"use client";

import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-controls";
import { useFormSubmit } from "@/components/ui/form-submit";
import type { ImportConfirmResult, OutboundProfile } from "@/contract/phone-numbers";
import { IdempotencyKeys } from "@/lib/forms/idempotency-key";
import { plural } from "@/lib/phone-numbers/phone-labels";
import { setOutboundProfile, useRefreshPhoneNumbers } from "@/lib/queries/phone-numbers";
import { formatPhone } from "@/lib/words";
import { CALLER_NAME_HINT } from "./outbound-profile-dialog";
import { ProfileField } from "./profile-field";
import { StepHeading } from "./step-heading";

type ResultForm = { caller_name: string; profile: "" | OutboundProfile };

/**
 * Step 3: what was imported and what was there already, and optionally one caller name and
 * profile for every number just imported (left blank, each keeps its own).
 */
export function ImportResultStep({
  result,
  onPendingChange,
  onDone,
}: {
  result: ImportConfirmResult;
  onPendingChange: (pending: boolean) => void;
  onDone: () => void;
}) {
  const form = useForm<ResultForm>({ defaultValues: { caller_name: "", profile: "" } });
  const [idempotency] = useState(() => new IdempotencyKeys());
  const refresh = useRefreshPhoneNumbers();
  const { submit, failure, pending } = useFormSubmit(
    form,
    async (values) => {
      const callerName = values.caller_name.trim();
      if (result.imported.length > 0 && (callerName || values.profile)) {
        for (const number of result.imported) {
          const body = {
            phone_number_id: number.id,
            ...(callerName ? { caller_name: callerName } : {}),
            ...(values.profile ? { profile: values.profile } : {}),
          };
          await setOutboundProfile(body, idempotency.keyFor(body));
        }
        await refresh();
      }
      onDone();
    },
    { onPendingChange },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-busy={pending || undefined} className="space-y-4">
        <StepHeading step={3} title="Imported" />
        <Alert
          tone="info"
          title={`${plural(result.imported.length, "number")} imported, ${result.skipped.length} already there.`}
        >
          <ul className="mt-1 space-y-0.5">
            {result.imported.map((n) => (
              <li key={n.id}>{formatPhone(n.number)}: imported</li>
            ))}
            {result.skipped.map((s) => (
              <li key={s.number}>{s.detail}</li>
            ))}
          </ul>
        </Alert>
        {failure ? <ApiErrorState error={failure} /> : null}
        {result.imported.length > 0 ? (
          <fieldset className="space-y-4">
            <legend className="text-sm text-zinc-600">
              Optional: how the imported numbers present themselves on outbound calls.
            </legend>
            <TextField name="caller_name" label="Caller name" hint={CALLER_NAME_HINT} />
            <ProfileField keepLabel="Leave as it is (Default)" />
          </fieldset>
        ) : null}
        <div className="flex justify-end pt-2">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving…" : "Done"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

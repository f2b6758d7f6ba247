"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { SelectFormField } from "@/components/ui/form-controls";
import { Skeleton } from "@/components/ui/skeleton";
import { STEP_CHANNELS } from "@/contract/campaigns";
import { ApiRequestError } from "@/lib/api-client";
import {
  DEFAULT_CHANNEL_LABELS,
  DefaultsForm,
  defaultOptions,
  defaultsBody,
  defaultsFormOf,
  defaultsIssuesOnFields,
} from "@/lib/connected-accounts/defaults-form";
import { placeSubmitError } from "@/lib/forms/apply-validation-errors";
import { IdempotencyKeys } from "@/lib/forms/idempotency-key";
import { useConnectedAccountsQuery } from "@/lib/queries/channel-assignments";
import {
  usePutSendingDefaultsMutation,
  useSendingDefaultsQuery,
} from "@/lib/queries/sending-defaults";

/** The section's anchor: a campaign's launch checklist links an admin here. */
const SENDING_DEFAULTS_ID = "sending-defaults";

/**
 * The workspace's default sending account per step channel, set once by an admin: a campaign
 * with no account of its own for a channel sends from it, so managers launch without an admin
 * choosing accounts for every campaign.
 */
export function SendingDefaults() {
  const defaults = useSendingDefaultsQuery();
  const accounts = useConnectedAccountsQuery(true);
  const save = usePutSendingDefaultsMutation();
  const [keys] = useState(() => new IdempotencyKeys());
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<DefaultsForm>({
    resolver: zodResolver(DefaultsForm),
    defaultValues: defaultsFormOf(undefined),
  });
  // The saved defaults fill the form once read (and again after each save).
  useEffect(() => {
    if (defaults.data) form.reset(defaultsFormOf(defaults.data));
  }, [defaults.data, form]);
  const values = form.watch();

  const submit = form.handleSubmit(async (chosen) => {
    setFailure(null);
    setSaved(false);
    const body = defaultsBody(chosen);
    try {
      await save.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) keys.forget();
      setFailure(placeSubmitError(form, error, defaultsIssuesOnFields(body)));
      return;
    }
    keys.forget();
    setSaved(true);
  });

  return (
    <section
      id={SENDING_DEFAULTS_ID}
      aria-labelledby="sending-defaults-title"
      className="mb-6 scroll-mt-20 rounded-lg bg-white p-4 shadow-sm ring-1 ring-zinc-200"
    >
      <h2 id="sending-defaults-title" className="text-sm font-semibold text-zinc-900">
        Default sending accounts
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-zinc-600">
        A campaign with no account of its own for a kind of step sends it from the default here, so
        managers can launch campaigns without an admin choosing accounts each time. Accounts chosen
        on a campaign's page take precedence.
      </p>
      {defaults.isError || accounts.isError ? (
        <ApiErrorState
          error={defaults.error ?? accounts.error}
          onRetry={() => void Promise.all([defaults.refetch(), accounts.refetch()])}
        />
      ) : !defaults.data || !accounts.data ? (
        <Skeleton className="mt-3 h-24 w-full" />
      ) : (
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate aria-label="Default sending accounts" className="mt-3">
            {failure ? <ApiErrorState error={failure} /> : null}
            {form.formState.errors.root?.server?.message ? (
              <Alert tone="danger" title="The defaults were not saved">
                {form.formState.errors.root.server.message}
              </Alert>
            ) : null}
            <div className="grid gap-3 md:grid-cols-2">
              {STEP_CHANNELS.map((channel) => (
                <SelectFormField
                  key={channel}
                  id={`default-${channel}`}
                  name={channel}
                  label={DEFAULT_CHANNEL_LABELS[channel]}
                  options={defaultOptions(channel, accounts.data.items, values[channel])}
                />
              ))}
            </div>
            <div className="mt-3 flex items-center justify-end gap-3">
              {saved && !form.formState.isDirty ? (
                <p role="status" className="text-sm text-emerald-700">
                  Default sending accounts saved.
                </p>
              ) : null}
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Saving…" : "Save defaults"}
              </Button>
            </div>
          </form>
        </FormProvider>
      )}
    </section>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/form-controls";
import { SelectField } from "@/components/ui/select-field";
import { creditsText, messageCredits } from "@/contract/credit-rates";
import { SEND_CHANNELS } from "@/contract/inbox";
import { ApiRequestError } from "@/lib/api-client";
import { channelLabel } from "@/lib/campaigns/campaign-form";
import { placeSubmitError } from "@/lib/forms/apply-validation-errors";
import { IdempotencyKeys } from "@/lib/forms/idempotency-key";
import { ReplyForm, replyChannel, toSendBody } from "@/lib/inbox/reply-form";
import type { AccountRow } from "@/lib/queries/channel-assignments";
import { useSendMessageMutation } from "@/lib/queries/inbox";
import { SendingAccountField, sentFrom } from "./sending-account-field";

const CHANNEL_OPTIONS = SEND_CHANNELS.map((c) => ({ value: c, label: channelLabel(c) }));

/**
 * Writes to the lead from a connected account of the chosen channel: one an admin chose, or
 * the workspace's default. One Idempotency-Key per distinct message, so a retry after no
 * answer sends it once.
 */
export function ReplyBox({
  leadId,
  lastChannel,
  accounts,
}: {
  leadId: string;
  lastChannel: string;
  /** The workspace's accounts when the member may list them (admins), else undefined. */
  accounts: readonly AccountRow[] | undefined;
}) {
  const send = useSendMessageMutation(leadId);
  const [idempotency] = useState(() => new IdempotencyKeys());
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ReplyForm>({
    resolver: zodResolver(ReplyForm),
    defaultValues: { channel: replyChannel(lastChannel), subject: "", body: "", account_id: "" },
  });
  const channel = form.watch("channel");
  const serverError = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSent(null);
    const body = toSendBody(values);
    let accountId: string | null = null;
    try {
      ({ account_id: accountId } = await send.mutateAsync({
        body,
        idempotencyKey: idempotency.keyFor(body),
      }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        idempotency.forget();
      }
      setFailure(placeSubmitError(form, error));
      return;
    }
    idempotency.forget();
    setSent(
      `Sent by ${channelLabel(values.channel).toLowerCase()}${sentFrom(accounts, accountId)}.`,
    );
    form.reset({ channel: values.channel, subject: "", body: "", account_id: values.account_id });
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Reply"
        aria-busy={form.formState.isSubmitting || undefined}
        className="space-y-3 border-t border-zinc-200 p-4"
      >
        {failure ? <ApiErrorState error={failure} /> : null}
        {serverError ? (
          <Alert tone="danger" title="The platform did not send it">
            {serverError}
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            look="compact"
            label="Channel"
            value={channel}
            options={CHANNEL_OPTIONS}
            onChange={(value) => {
              form.setValue("channel", value as ReplyForm["channel"]);
              // An account of one channel cannot send another.
              form.setValue("account_id", "");
              form.clearErrors("account_id");
            }}
          />
          <SendingAccountField channel={channel} accounts={accounts} />
          <p className="pb-1.5 text-xs text-zinc-500">
            Costs {creditsText(messageCredits(channel))}, from the workspace's credits.
          </p>
        </div>
        {channel === "email" ? <TextField name="subject" label="Subject" /> : null}
        <TextAreaField name="body" label="Message" rows={3} />
        <div className="flex items-center justify-end gap-3">
          {sent ? (
            <p role="status" className="text-sm text-emerald-700">
              {sent}
            </p>
          ) : null}
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Sending…" : "Send"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

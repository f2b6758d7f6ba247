"use client";

import { SelectFormField, TextField } from "@/components/ui/form-controls";
import { FormDialog, submitThrough } from "@/components/ui/form-dialog";
import type { ControlledDialogProps } from "@/components/ui/lazy-dialog";
import { CONNECT_DEFAULTS, ConnectForm, connectBody } from "@/lib/connected-accounts/account-forms";
import { useConnectAccountMutation } from "@/lib/queries/connected-accounts";

const KIND_OPTIONS = [
  { value: "email", label: "Mailbox" },
  { value: "network", label: "Professional network" },
];

/**
 * Connects a mailbox or a professional-network account. Like every send of the platform, its
 * sends are simulated, and the dialog says so. A retry after an unclear failure reuses its
 * Idempotency-Key, so it connects once.
 */
export function ConnectAccountDialog(dialog: ControlledDialogProps) {
  const connect = submitThrough(useConnectAccountMutation());
  return (
    <FormDialog<ConnectForm>
      {...dialog}
      title="Connect an account"
      description="Simulated: no real mailbox or profile is signed in to, and nothing leaves the platform. Campaigns send from it as from any account, within its daily limit."
      schema={ConnectForm}
      defaultValues={CONNECT_DEFAULTS}
      submitLabel="Connect account"
      pendingLabel="Connecting…"
      onSubmit={(values, context) => connect(connectBody(values), context)}
    >
      {(form) => {
        const mailbox = form.watch("channel") === "email";
        return (
          <>
            <SelectFormField name="channel" label="Kind of account" options={KIND_OPTIONS} />
            <TextField
              name="address"
              label={mailbox ? "Email address" : "Profile"}
              hint={
                mailbox
                  ? "The mailbox it sends from, e.g. dana@acme.test."
                  : "The profile's address or name, e.g. Dana Ortiz on the professional network."
              }
              type={mailbox ? "email" : "text"}
            />
            <TextField
              name="display_name"
              label="Sender name"
              hint="What leads see as the sender, e.g. Dana from Acme."
            />
            <TextField
              name="daily_limit"
              label="Daily limit"
              inputMode="numeric"
              hint={
                mailbox
                  ? "Most emails a day. A new mailbox warms up at 30–50; few send more than 200."
                  : "Most messages a day. Networks restrict accounts that send more than about 50."
              }
            />
          </>
        );
      }}
    </FormDialog>
  );
}

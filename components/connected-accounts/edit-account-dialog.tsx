"use client";

import { TextField } from "@/components/ui/form-controls";
import { FormDialog } from "@/components/ui/form-dialog";
import { EditAccountForm, editBody } from "@/lib/connected-accounts/account-forms";
import { type AccountListRow, useUpdateAccountMutation } from "@/lib/queries/connected-accounts";
import { formatIfPhone } from "@/lib/words";

/** What the edit and pause dialogs, opened from an account's row menu, take. */
export type AccountDialogProps = {
  account: AccountListRow;
  /** The row menu that opened it, for focus on close. */
  returnFocusId: string;
  onClose: () => void;
};

/** Changes an account's sender name and daily limit. */
export function EditAccountDialog({ account, returnFocusId, onClose }: AccountDialogProps) {
  const mutation = useUpdateAccountMutation(account.id);
  return (
    <FormDialog<EditAccountForm>
      onClose={onClose}
      returnFocusId={returnFocusId}
      title={`Name and daily limit of ${formatIfPhone(account.address)}`}
      description="A lower limit holds back the steps beyond it until the next day (UTC); they wait, nothing fails."
      schema={EditAccountForm}
      defaultValues={{
        display_name: account.display_name,
        daily_limit: String(account.daily_limit),
      }}
      submitLabel="Save"
      pendingLabel="Saving…"
      onSubmit={async (values, { idempotencyKey }) => {
        await mutation.mutateAsync({ body: editBody(values, account), idempotencyKey });
      }}
    >
      <TextField name="display_name" label="Sender name" hint="What leads see as the sender." />
      <TextField name="daily_limit" label="Daily limit" inputMode="numeric" />
    </FormDialog>
  );
}

"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { IdempotencyKeys } from "@/lib/forms/idempotency-key";
import { useUpdateAccountMutation } from "@/lib/queries/connected-accounts";
import { formatIfPhone } from "@/lib/words";
import type { AccountDialogProps } from "./edit-account-dialog";

/** Pauses a connected account or resumes a paused one, saying what that does to campaigns. */
export function PauseAccountDialog({ account, returnFocusId, onClose }: AccountDialogProps) {
  const mutation = useUpdateAccountMutation(account.id);
  const [keys] = useState(() => new IdempotencyKeys());
  const pausing = account.status === "connected";
  const uses = account.campaign_use_count + account.default_for.length;
  return (
    <ConfirmDialog
      onClose={onClose}
      returnFocusId={returnFocusId}
      title={
        pausing
          ? `Pause ${formatIfPhone(account.address)}?`
          : `Resume ${formatIfPhone(account.address)}?`
      }
      description={
        pausing
          ? "It sends nothing while paused. Steps that would go out from it wait (nothing fails), and a draft whose only account for a channel it is cannot launch."
          : "It sends again: the steps that waited for it go out within a minute, within its daily limit."
      }
      affects={
        uses > 0
          ? "Campaigns that send from it, and those that use it as the workspace default."
          : "No campaign sends from it now."
      }
      actionLabel={pausing ? "Pause account" : "Resume account"}
      pendingLabel={pausing ? "Pausing…" : "Resuming…"}
      tone={pausing ? "danger" : "primary"}
      onConfirm={async () => {
        const status = pausing ? "paused" : "connected";
        await mutation.mutateAsync({ body: { status }, idempotencyKey: keys.keyFor(status) });
        keys.forget();
      }}
    />
  );
}

"use client";

import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RadioCard } from "@/components/ui/radio-card";
import type { ApiKey } from "@/contract/api-keys";
import type { Me } from "@/contract/members";
import { formatDateTime } from "@/lib/format";
import { useRollApiKeyMutation, useRollConsoleKeyMutation } from "@/lib/queries/api-keys";
import { keyActionsId } from "./api-keys-cells";
import { ConsoleKeyNotice } from "./console-key-notice";
import { GRACE_CHOICES, type KeyDialogProps, maskedKey, scopeSummary } from "./key-list";
import type { RevealedKey } from "./secret-reveal-dialog";

/** The grace period ends at now + seconds, or earlier if the old key already expires first. */
function oldKeyStops(apiKey: ApiKey, seconds: number, now: Date): Date {
  const graceEnds = new Date(now.getTime() + seconds * 1000);
  const expires = apiKey.expires_at ? new Date(apiKey.expires_at) : null;
  return expires && expires < graceEnds ? expires : graceEnds;
}

/**
 * The spec's rotation in one step: a replacement with the same label and scopes, then the old
 * key expires after the chosen grace period. The new value is shown once, next.
 */
export function RollApiKeyDialog({
  apiKey,
  me,
  consoleKey,
  onClose,
  onRolled,
}: KeyDialogProps & { me: Me; onRolled: (revealed: RevealedKey) => void }) {
  const keyMutation = useRollApiKeyMutation();
  const consoleMutation = useRollConsoleKeyMutation();
  const [grace, setGrace] = useState<number>(86_400);
  const name = useId();
  const stopsAt = oldKeyStops(apiKey, grace, new Date());

  /** What the console-key roll did, shown in the dialog (there is no value to reveal). */
  function switchedNotice(replacement: ApiKey, persisted: boolean) {
    return (
      <Alert tone="info" title="The console now uses the replacement">
        <p>
          New key <code className="font-mono text-xs">{maskedKey(replacement)}</code> is in use from
          now on.{" "}
          {grace === 0
            ? "The old key has stopped working."
            : `The old key keeps working until ${formatDateTime(stopsAt.toISOString())}.`}
        </p>
        {persisted ? null : (
          <p className="mt-1">
            The console has no key file to keep it in: before it next restarts, the operator must
            set OUTREACH_API_KEY to the replacement.
          </p>
        )}
      </Alert>
    );
  }

  async function roll() {
    if (consoleKey) {
      const rolled = await consoleMutation.mutateAsync({ expires_old_in_seconds: grace });
      return switchedNotice(rolled.api_key, rolled.persisted);
    }
    const rolled = await keyMutation.mutateAsync({
      id: apiKey.id,
      body: { expires_old_in_seconds: grace },
    });
    keyMutation.reset();
    onRolled({
      apiKey: rolled.api_key,
      value: rolled.key,
      replaces: {
        masked: maskedKey(apiKey),
        stopsAt: grace === 0 ? null : oldKeyStops(apiKey, grace, new Date()).toISOString(),
      },
    });
  }

  return (
    <ConfirmDialog
      onClose={onClose}
      returnFocusId={keyActionsId(apiKey)}
      tone="primary"
      title={`Roll “${apiKey.label}”`}
      description={
        <>
          A new key with the same label, {scopeSummary(apiKey.scopes)} access and environment
          replaces <code className="font-mono text-xs">{maskedKey(apiKey)}</code>. Switch your
          integration to it; the old key stops working after the grace period.
        </>
      }
      affects={
        <>
          The new key records you ({me.email}, {me.role}) as its creator
          {apiKey.expires_at
            ? ` and keeps the old key's expiry, ${formatDateTime(apiKey.expires_at)}`
            : ""}
          .
        </>
      }
      actionLabel="Roll key"
      pendingLabel="Rolling…"
      onConfirm={roll}
    >
      {consoleKey ? <ConsoleKeyNotice action="roll" embedded={consoleKey.embedded} /> : null}
      <fieldset>
        <legend className="text-sm font-medium text-zinc-800">The old key stops working</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {GRACE_CHOICES.map((choice) => {
            const id = `${name}-${choice.seconds}`;
            return (
              <RadioCard
                key={choice.seconds}
                id={id}
                name={name}
                label={choice.label}
                checked={grace === choice.seconds}
                onChange={() => setGrace(choice.seconds)}
                className="items-center p-2.5"
              />
            );
          })}
        </div>
        <p className="mt-1.5 text-xs text-zinc-500" aria-live="polite">
          {grace === 0
            ? "The old key stops working the moment you roll it."
            : `The old key stops working on ${formatDateTime(stopsAt.toISOString())}; until then both keys work.`}
        </p>
      </fieldset>
    </ConfirmDialog>
  );
}

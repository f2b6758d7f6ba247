"use client";

import { Alert } from "@/components/ui/alert";
import { ShowOnceSecretDialog } from "@/components/ui/show-once-secret-dialog";
import { SIGNATURE_HEADER } from "@/contract/webhooks";
import { oldSecretNote, type RevealedSecret } from "./endpoint-notes";

function RotationNotice({ previousSecretExpiresAt }: { previousSecretExpiresAt: string | null }) {
  if (previousSecretExpiresAt) {
    return (
      <Alert tone="info" title={oldSecretNote(previousSecretExpiresAt)}>
        Until then every delivery carries two signatures in {SIGNATURE_HEADER}, this secret's first;
        switch your receiver to this secret before the old one stops.
      </Alert>
    );
  }
  return (
    <Alert tone="warning" title="The old secret no longer signs deliveries">
      Deliveries from now on are signed with this secret only. Update your receiver, or it will
      reject them.
    </Alert>
  );
}

/** An endpoint's signing secret, shown once; see ShowOnceSecretDialog. */
export function SecretRevealDialog({
  revealed,
  onClose,
}: {
  revealed: RevealedSecret | null;
  onClose: () => void;
}) {
  if (!revealed) return null;
  return (
    <ShowOnceSecretDialog
      key={`${revealed.endpointId}:${revealed.reason}`}
      noun="secret"
      title={
        revealed.reason === "registered" ? "Copy the signing secret" : "Copy the new signing secret"
      }
      description={`Receivers use it to check the ${SIGNATURE_HEADER} header of every delivery. This is the only time it is shown; it cannot be shown again.`}
      className="max-w-xl"
      label={
        <>
          Signing secret for <span className="font-mono text-xs">{revealed.url}</span>
        </>
      }
      value={revealed.secret}
      hint="Keep it in your receiver's configuration or a secrets manager."
      notice={
        revealed.reason === "rotated" ? (
          <RotationNotice previousSecretExpiresAt={revealed.previousSecretExpiresAt ?? null} />
        ) : null
      }
      testId="revealed-secret"
      dimDoneUntilConfirmed
      onClose={onClose}
    />
  );
}

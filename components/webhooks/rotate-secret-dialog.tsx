"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SIGNATURE_HEADER } from "@/contract/webhooks";
import { type EndpointRow, useRotateWebhookSecretMutation } from "@/lib/queries/webhooks";
import { EndpointUrl } from "./endpoint-url";
import { openWhileMounted } from "./open-while-mounted";

const OVERLAPS = [
  { seconds: 0, label: "No overlap: cut over now" },
  { seconds: 3600, label: "1 hour" },
  { seconds: 86_400, label: "24 hours" },
  { seconds: 7 * 86_400, label: "7 days" },
] as const;

/**
 * Rotating asks first and offers an overlap, during which the current secret keeps signing
 * beside the new one, so receivers keep accepting deliveries while they switch.
 */
export function RotateSecretDialog({
  endpoint,
  onClose,
  onRotated,
  returnFocusId,
}: {
  endpoint: EndpointRow;
  onClose: () => void;
  /** The new secret, and when the replaced one stops signing (null: it already has). */
  onRotated: (secret: string, previousSecretExpiresAt: string | null) => void;
  returnFocusId?: string;
}) {
  const mutation = useRotateWebhookSecretMutation();
  const [overlap, setOverlap] = useState<number>(86_400);
  const label = OVERLAPS.find((o) => o.seconds === overlap)?.label ?? "";
  return (
    <ConfirmDialog
      {...openWhileMounted(onClose, returnFocusId)}
      tone="primary"
      title="Rotate the signing secret?"
      description={
        <>
          A new secret signs every delivery to <EndpointUrl url={endpoint.url} /> from now on,
          including retries of deliveries already queued.
        </>
      }
      affects={
        <span data-testid="rotate-effect">
          {overlap === 0
            ? "The current secret stops working at once: your receiver rejects deliveries until it has the new one."
            : `For ${label}, every delivery carries two signatures in ${SIGNATURE_HEADER} (the new secret's first, then the current one's, comma-separated), so your receiver keeps accepting them while you switch it to the new secret.`}
        </span>
      }
      actionLabel="Rotate secret"
      pendingLabel="Rotating…"
      onConfirm={async () => {
        const rotated = await mutation.mutateAsync({ id: endpoint.id, overlapSeconds: overlap });
        // The secret goes to the show-once dialog's state only; the mutation forgets it.
        mutation.reset();
        onRotated(rotated.secret, rotated.previous_secret_expires_at);
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-zinc-800">
          Keep the current secret valid for
        </legend>
        <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
          {OVERLAPS.map((o) => (
            <label key={o.seconds} className="flex items-center gap-2 text-sm text-zinc-700">
              <input
                type="radio"
                name="overlap"
                value={o.seconds}
                checked={overlap === o.seconds}
                onChange={() => setOverlap(o.seconds)}
                className="size-4 accent-indigo-600"
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
    </ConfirmDialog>
  );
}

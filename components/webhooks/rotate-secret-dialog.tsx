"use client";

import { useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { type EndpointRow, useRotateWebhookSecretMutation } from "@/lib/queries/webhooks";

const OVERLAPS = [
  { seconds: 0, label: "No overlap: cut over now" },
  { seconds: 3600, label: "1 hour" },
  { seconds: 86_400, label: "24 hours" },
  { seconds: 7 * 86_400, label: "7 days" },
] as const;

export function RotateSecretDialog({
  endpoint,
  onClose,
  onRotated,
}: {
  endpoint: EndpointRow;
  onClose: () => void;
  /** The new secret, and when the replaced one stops signing (null: it already has). */
  onRotated: (secret: string, previousSecretExpiresAt: string | null) => void;
}) {
  const mutation = useRotateWebhookSecretMutation();
  const [overlap, setOverlap] = useState<number>(86_400);
  const label = OVERLAPS.find((o) => o.seconds === overlap)?.label ?? "";
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
    >
      <DialogContent
        title="Rotate the signing secret?"
        description={
          <>
            A new secret signs every delivery to{" "}
            <span className="font-mono text-xs break-all text-zinc-700">{endpoint.url}</span> from
            now on, including retries of deliveries already queued.
          </>
        }
      >
        <div className="space-y-4">
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
          <p className="text-sm text-zinc-600" data-testid="rotate-effect">
            {overlap === 0
              ? "The current secret stops working at once: your receiver rejects deliveries until it has the new one."
              : `For ${label}, every delivery carries two signatures in X-Service-Signature (the new secret's first, then the current one's, comma-separated), so your receiver keeps accepting them while you switch it to the new secret.`}
          </p>
          {mutation.error ? <ApiErrorState error={mutation.error} /> : null}
          <div className="flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              disabled={mutation.isPending}
              onClick={async () => {
                try {
                  const rotated = await mutation.mutateAsync({
                    id: endpoint.id,
                    overlapSeconds: overlap,
                  });
                  mutation.reset();
                  onRotated(rotated.secret, rotated.previous_secret_expires_at);
                } catch {
                  // Shown above.
                }
              }}
            >
              {mutation.isPending ? "Rotating…" : "Rotate secret"}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Alert } from "@/components/ui/alert";
import { ShowOnceSecretDialog } from "@/components/ui/show-once-secret-dialog";
import type { ApiKey } from "@/contract/api-keys";
import { formatDateTime } from "@/lib/format";
import { scopeSummary } from "./key-list";

export type RevealedKey = {
  apiKey: ApiKey;
  value: string;
  /** For a roll: the key it replaces, masked, and when that stops working (null: at once). */
  replaces?: { masked: string; stopsAt: string | null };
};

/** A new key's value, shown once; see ShowOnceSecretDialog. */
export function SecretRevealDialog({
  revealed,
  onClose,
}: {
  revealed: RevealedKey | null;
  onClose: () => void;
}) {
  if (!revealed) return null;
  const { apiKey, value, replaces } = revealed;
  return (
    <ShowOnceSecretDialog
      key={apiKey.id}
      noun="key"
      title={replaces ? "Copy the replacement key" : "Copy your new API key"}
      description="This is the only time the key's value is shown. Store it somewhere safe, such as a secrets manager; it cannot be shown again."
      label={apiKey.label}
      value={value}
      hint={`${apiKey.environment === "live" ? "Live" : "Test"} key · ${scopeSummary(apiKey.scopes)} · ${apiKey.expires_at ? `expires ${formatDateTime(apiKey.expires_at)}` : "never expires"}`}
      notice={
        replaces ? (
          <Alert tone="info" title="Switch your integration to this key">
            {replaces.stopsAt
              ? `The key it replaces keeps working until ${formatDateTime(replaces.stopsAt)}.`
              : "The key it replaces has stopped working."}
          </Alert>
        ) : null
      }
      testId="revealed-key"
      onClose={onClose}
    />
  );
}

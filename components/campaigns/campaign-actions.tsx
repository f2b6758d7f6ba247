"use client";

import { useState } from "react";
import { BlockableButton } from "@/components/ui/blockable-button";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ApiRequestError } from "@/lib/api-client";
import { blockedSummary } from "@/lib/campaigns/launch-advice";
import { ACTION_WORDS, actionsFor, type CampaignAction } from "@/lib/campaigns/lifecycle";
import { IdempotencyKeys } from "@/lib/forms/idempotency-key";
import {
  type CampaignRow,
  useCampaignActionMutation,
  useDeleteCampaignMutation,
} from "@/lib/queries/campaigns";
import { useLaunchReadinessQuery } from "@/lib/queries/launch-readiness";
import { LAUNCH_READINESS_ID } from "./launch-readiness";

/**
 * The state changes the campaign allows now (launch; pause and stop; resume and stop), each
 * confirmed with what it does, and deleting a draft. Launch is blocked while the platform's
 * launch readiness lists a reason it would be refused. The platform has the last word: a change
 * made meanwhile elsewhere is a 409 whose sentence shows in the dialog.
 */
export function CampaignActions({
  campaign,
  onDeleted,
}: {
  campaign: CampaignRow;
  onDeleted: () => void;
}) {
  const mutation = useCampaignActionMutation(campaign.id);
  // While the platform says a launch would be refused, Launch is blocked and described by the
  // checklist on the page (LaunchReadiness), which says why and what to do.
  const readiness = useLaunchReadinessQuery(campaign.id, campaign.status === "draft");
  const launchBlocked =
    readiness.data && !readiness.data.can_launch
      ? blockedSummary(readiness.data.reasons.length)
      : null;
  const remove = useDeleteCampaignMutation(campaign.id);
  // One key per action while its dialog retries an unclear failure.
  const [keys] = useState(() => new Map<CampaignAction, IdempotencyKeys>());
  const keyFor = (action: CampaignAction) => {
    const existing = keys.get(action) ?? new IdempotencyKeys();
    keys.set(action, existing);
    return existing;
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {actionsFor(campaign.status).map((action) => {
        const words = ACTION_WORDS[action];
        return (
          <ConfirmDialog
            key={action}
            trigger={
              <BlockableButton
                blockedReason={action === "launch" ? launchBlocked : null}
                aria-describedby={
                  action === "launch" && launchBlocked ? LAUNCH_READINESS_ID : undefined
                }
                variant={
                  words.tone === "danger"
                    ? "danger"
                    : action === "launch" || action === "resume"
                      ? "primary"
                      : "secondary"
                }
              >
                {words.label}…
              </BlockableButton>
            }
            title={words.title(campaign.name)}
            description={words.description}
            affects={words.affects}
            actionLabel={`${words.label} campaign`}
            pendingLabel={words.pending}
            tone={words.tone}
            onConfirm={async () => {
              const ids = keyFor(action);
              try {
                await mutation.mutateAsync({ action, idempotencyKey: ids.keyFor(action) });
                ids.forget();
              } catch (error) {
                // A refusal (a 409: the campaign changed meanwhile) surely did nothing.
                if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
                  ids.forget();
                }
                throw error;
              }
            }}
          />
        );
      })}
      {campaign.status === "draft" ? (
        <ConfirmDialog
          trigger={<Button variant="secondary">Delete…</Button>}
          title={`Delete “${campaign.name}”?`}
          description="The draft, its sequence, its channel accounts and its enrollments are deleted. This cannot be undone."
          affects="The enrolled leads stay in their lead lists."
          actionLabel="Delete campaign"
          pendingLabel="Deleting…"
          onConfirm={async () => {
            await remove.mutateAsync();
            onDeleted();
          }}
        />
      ) : null}
    </div>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { IdempotencyKeys } from "@/lib/forms/idempotency-key";
import { type CampaignRow, useCloneCampaignMutation } from "@/lib/queries/campaigns";
import { EditSequenceDialog } from "./edit-sequence-dialog";

/** Sequences that can still change: a draft's, and a running or paused campaign's. */
const EDITABLE = new Set(["draft", "active", "paused"]);
const EDIT_BUTTON_ID = "edit-sequence";

/**
 * What a member can do with the sequence: edit it (while the campaign can still send) and
 * clone the campaign into a new draft, which the page then opens.
 */
export function SequenceActions({ campaign }: { campaign: CampaignRow }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const clone = useCloneCampaignMutation(campaign.id);
  // The same key while the dialog retries an unclear failure: one copy, however often.
  const [keys] = useState(() => new IdempotencyKeys());
  return (
    <div className="flex flex-wrap gap-1">
      {EDITABLE.has(campaign.status) ? (
        <>
          <Button
            id={EDIT_BUTTON_ID}
            variant="secondary"
            size="sm"
            onClick={() => setEditing(true)}
          >
            Edit sequence
          </Button>
          <EditSequenceDialog
            campaign={campaign}
            open={editing}
            onOpenChange={setEditing}
            returnFocusId={EDIT_BUTTON_ID}
          />
        </>
      ) : null}
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm">
            Clone…
          </Button>
        }
        title={`Clone “${campaign.name}”?`}
        description="A new draft with the same steps, words and versions, in the same folder. It has no leads and no history: enroll leads and launch it when ready."
        tone="primary"
        actionLabel="Clone campaign"
        pendingLabel="Cloning…"
        onConfirm={async () => {
          const copy = await clone.mutateAsync({ idempotencyKey: keys.keyFor(campaign.id) });
          keys.forget();
          router.push(`/campaigns/${encodeURIComponent(copy.id)}`);
        }}
      />
    </div>
  );
}

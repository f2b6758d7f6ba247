"use client";

import { type ReactElement, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField } from "@/components/ui/select-field";
import type { CampaignStep } from "@/contract/campaigns";
import type { LeadList } from "@/contract/lead-lists";
import { ApiRequestError } from "@/lib/api-client";
import { estimateEnrollmentCost } from "@/lib/campaigns/cost-estimate";
import { IdempotencyKeys } from "@/lib/forms/idempotency-key";
import { useEnrollMutation } from "@/lib/queries/campaign-enrollments";
import { useEnrollPreviewQuery } from "@/lib/queries/campaign-skips";
import type { CampaignRow } from "@/lib/queries/campaigns";
import { useCreditsQuery } from "@/lib/queries/credits";
import { countOf, stateLabel } from "@/lib/words";
import { EnrollEstimate } from "./enroll-estimate";
import { EnrollOutcome } from "./enroll-outcome";
import { EnrollSkipPreview } from "./enroll-skip-preview";

type Campaignish = Pick<CampaignRow, "id" | "name" | "status"> & { steps: CampaignStep[] };

/**
 * Enrolls a whole lead list in a campaign, saying first what it can cost (from the rate
 * table) and who would be skipped (the platform's dry run: leads active or replied in another
 * campaign, with the choice to include them; leads that may not be contacted). Opened from a
 * campaign (choose the list) or from a list (choose the campaign); the answer says how many
 * were enrolled, were in already and were skipped and why, or follows the job.
 */
export function EnrollDialog({
  trigger,
  open,
  onOpenChange,
  returnFocusId,
  campaign: fixedCampaign,
  list: fixedList,
  campaigns = [],
  lists = [],
}: {
  /** The button that opens it; or open it from state with `open` and `onOpenChange`. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  returnFocusId?: string;
  campaign?: Campaignish;
  list?: LeadList;
  /** The choices when the list is fixed. */
  campaigns?: readonly Campaignish[];
  /** The choices when the campaign is fixed. */
  lists?: readonly LeadList[];
}) {
  const [campaignId, setCampaignId] = useState(fixedCampaign?.id ?? "");
  const [listId, setListId] = useState(fixedList?.id ?? "");
  const [keys] = useState(() => new IdempotencyKeys());
  const [include, setInclude] = useState(false);
  const mutation = useEnrollMutation();
  const credits = useCreditsQuery();
  const campaign = fixedCampaign ?? campaigns.find((c) => c.id === campaignId);
  const list = fixedList ?? lists.find((l) => l.id === listId);
  const ready = campaign && list && list.lead_count > 0;
  const preview = useEnrollPreviewQuery(campaign?.id, ready ? { lead_list_id: list.id } : null);
  const by = preview.data?.skipped_by_reason;
  // Who would join: the new leads, and those engaged elsewhere when included.
  const joining = preview.data
    ? preview.data.enrolled + (include && by ? by.active_elsewhere + by.replied_elsewhere : 0)
    : null;
  const estimate =
    campaign && list ? estimateEnrollmentCost(campaign.steps, joining ?? list.lead_count) : null;

  return (
    <ConfirmDialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      returnFocusId={returnFocusId}
      tone="primary"
      title={
        fixedCampaign
          ? `Enroll leads in “${fixedCampaign.name}”`
          : `Enroll “${fixedList?.name}” in a campaign`
      }
      description={
        fixedCampaign
          ? "The leads of the list you choose join the campaign's sequence. Leads already in it are left as they are; leads that can't be contacted, and by default leads active or replied in another campaign, are skipped."
          : "The leads of this list join the campaign's sequence. Leads already in it are left as they are; leads that can't be contacted, and by default leads active or replied in another campaign, are skipped."
      }
      actionLabel={
        joining !== null
          ? `Enroll ${countOf(joining, "lead")}`
          : list
            ? `Enroll ${countOf(list.lead_count, "lead")}`
            : "Enroll leads"
      }
      pendingLabel="Enrolling…"
      actionDisabled={!ready || joining === 0}
      onConfirm={async () => {
        if (!campaign || !list) return;
        const body = { lead_list_id: list.id, include_engaged_elsewhere: include };
        try {
          const answer = await mutation.mutateAsync({
            campaignId: campaign.id,
            body,
            idempotencyKey: keys.keyFor({ campaign: campaign.id, ...body }),
          });
          keys.forget();
          return <EnrollOutcome answer={answer} campaign={campaign.name} />;
        } catch (error) {
          // A refusal surely did nothing: a new attempt is a new request.
          if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
            keys.forget();
          }
          throw error;
        }
      }}
    >
      {fixedCampaign ? (
        <SelectField
          label="Lead list"
          value={listId}
          onChange={setListId}
          options={[
            { value: "", label: "Choose a list…" },
            ...lists.map((l) => ({
              value: l.id,
              label: `${l.name} (${countOf(l.lead_count, "lead")})`,
            })),
          ]}
        />
      ) : (
        <SelectField
          label="Campaign"
          value={campaignId}
          onChange={setCampaignId}
          options={[
            { value: "", label: campaigns.length ? "Choose a campaign…" : "No campaign to join" },
            ...campaigns.map((c) => ({
              value: c.id,
              label: `${c.name} (${stateLabel("campaign", c.status).toLowerCase()})`,
            })),
          ]}
        />
      )}
      {list && list.lead_count === 0 ? (
        <p className="text-sm text-zinc-600">“{list.name}” has no leads to enroll.</p>
      ) : estimate ? (
        <>
          <EnrollSkipPreview
            preview={preview.data}
            pending={preview.isPending || preview.isPlaceholderData}
            include={include}
            onIncludeChange={setInclude}
          />
          <EnrollEstimate estimate={estimate} balance={credits.data?.balance ?? null} />
        </>
      ) : null}
    </ConfirmDialog>
  );
}

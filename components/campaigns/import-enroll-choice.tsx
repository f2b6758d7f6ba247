"use client";

import { SelectField } from "@/components/ui/select-field";
import { estimateEnrollmentCost } from "@/lib/campaigns/cost-estimate";
import { canEnrollIn } from "@/lib/campaigns/lifecycle";
import { useCampaignsQuery } from "@/lib/queries/campaigns";
import { stateLabel } from "@/lib/words";
import { EnrollEstimate } from "./enroll-estimate";

export type EnrollChoice = { id: string; name: string } | null;

/**
 * "Then enroll in a campaign" in the import dialog: the campaign the list's leads join once the
 * import has finished, with what that can cost (the rate table) for the leads the list will
 * hold, before anything is imported.
 */
export function ImportEnrollChoice({
  value,
  onChange,
  leadsAfterImport,
  balance,
}: {
  value: EnrollChoice;
  onChange: (choice: EnrollChoice) => void;
  /** At most how many leads the list holds after the import. */
  leadsAfterImport: number;
  balance: number | null;
}) {
  const query = useCampaignsQuery(
    { folderId: "", status: "", page: 1, perPage: 100 },
    { live: false },
  );
  const campaigns = (query.data?.items ?? []).filter(canEnrollIn);
  const chosen = value ? campaigns.find((c) => c.id === value.id) : undefined;
  if (campaigns.length === 0) return null;
  return (
    <div className="space-y-2">
      <SelectField
        label="Then enroll in a campaign"
        value={value?.id ?? ""}
        onChange={(id) => {
          const campaign = campaigns.find((c) => c.id === id);
          onChange(campaign ? { id: campaign.id, name: campaign.name } : null);
        }}
        options={[
          { value: "", label: "No, only import" },
          ...campaigns.map((c) => ({
            value: c.id,
            label: `${c.name} (${stateLabel("campaign", c.status).toLowerCase()})`,
          })),
        ]}
      />
      {chosen ? (
        <>
          <p className="text-xs text-zinc-600">
            When the import has finished, every lead of the list joins “{chosen.name}”; leads on the
            do-not-contact list, or set to do not contact, unsubscribed or bounced, are skipped.
          </p>
          <EnrollEstimate
            estimate={estimateEnrollmentCost(chosen.steps, leadsAfterImport)}
            balance={balance}
          />
        </>
      ) : null}
    </div>
  );
}

"use client";

import { Button } from "@/components/ui/button";
import type { LeadList } from "@/contract/lead-lists";
import { useCampaignsQuery } from "@/lib/campaigns/campaign-queries";
import { canEnrollIn, EnrollDialog } from "./enroll-dialog";

/** "Enroll in campaign…" on a lead list's page: the list's leads join a campaign chosen here. */
export function EnrollListAction({ list }: { list: LeadList }) {
  // The newest 100 campaigns: the ones a list is enrolled in are rarely older.
  const campaigns = useCampaignsQuery(
    { folderId: "", status: "", page: 1, perPage: 100 },
    { live: false },
  );
  const open = (campaigns.data?.items ?? []).filter(canEnrollIn);
  return (
    <EnrollDialog
      trigger={
        <Button variant="secondary" disabled={list.lead_count === 0}>
          Enroll in campaign…
        </Button>
      }
      list={list}
      campaigns={open}
    />
  );
}

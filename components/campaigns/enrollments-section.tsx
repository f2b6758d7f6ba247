"use client";

import { useQueryStates } from "nuqs";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { PagedQuery } from "@/components/ui/paged-query";
import { canEnrollIn } from "@/lib/campaigns/lifecycle";
import { CAMPAIGN_DETAIL_PARAMS, campaignDetailHref } from "@/lib/campaigns/list-params";
import {
  type EnrollmentRow,
  useEnrollmentsQuery,
  useRemoveEnrollmentMutation,
} from "@/lib/queries/campaign-enrollments";
import type { CampaignRow } from "@/lib/queries/campaigns";
import { useLeadListsQuery } from "@/lib/queries/lead-lists";
import { LIST_URL_OPTIONS } from "@/lib/url-state/list-params";
import { EnrollDialog } from "./enroll-dialog";
import { EnrollmentSkipsSection } from "./enrollment-skips-section";
import { EnrollmentsTable, enrollmentActionsId, leadName } from "./enrollments-table";

const ENROLLMENTS_PER_PAGE = 25;

/** The campaign's enrollments (page in the address), enrolling a list, removing a lead. */
export function EnrollmentsSection({
  campaign,
  canChange,
  live,
}: {
  campaign: CampaignRow;
  canChange: boolean;
  live: boolean;
}) {
  const [{ page }] = useQueryStates(CAMPAIGN_DETAIL_PARAMS, LIST_URL_OPTIONS);
  const query = useEnrollmentsQuery(campaign.id, { page, perPage: ENROLLMENTS_PER_PAGE, live });
  const open = canChange && canEnrollIn(campaign);
  const lists = useLeadListsQuery({ page: 1, perPage: 100 });
  const remove = useRemoveEnrollmentMutation(campaign.id);
  const [removing, setRemoving] = useState<EnrollmentRow | null>(null);

  return (
    <section aria-labelledby="enrollments-title" className="mt-8">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="enrollments-title" className="text-sm font-semibold text-zinc-900">
          Enrollments
        </h2>
        {open ? (
          <EnrollDialog
            trigger={<Button size="sm">Enroll leads…</Button>}
            campaign={campaign}
            lists={lists.data?.items ?? []}
          />
        ) : null}
      </div>
      <EnrollmentSkipsSection campaignId={campaign.id} live={live} />
      <PagedQuery
        query={query}
        loadingLabel="Loading enrollments"
        empty={
          <EmptyState title="No leads enrolled yet">
            {open
              ? "Enroll a lead list here, from a list's own page, or when you import a prospect search."
              : "Nobody was enrolled in this campaign."}
          </EmptyState>
        }
        pagination={{
          page,
          perPage: ENROLLMENTS_PER_PAGE,
          noun: "enrollments",
          hrefFor: (p) => campaignDetailHref(campaign.id, { page: p }),
        }}
      >
        {(enrollments, stale) => (
          <EnrollmentsTable
            enrollments={enrollments}
            steps={campaign.steps}
            stale={stale}
            onRemove={canChange ? setRemoving : null}
          />
        )}
      </PagedQuery>
      {removing ? (
        <ConfirmDialog
          onClose={() => setRemoving(null)}
          returnFocusId={enrollmentActionsId(removing.lead_id)}
          title={`Remove ${leadName(removing)} from “${campaign.name}”?`}
          description="The lead gets no further step of this campaign. What was sent stays in its conversation."
          affects="The lead stays in its lead list and can be enrolled again."
          actionLabel="Remove from campaign"
          pendingLabel="Removing…"
          onConfirm={() => remove.mutateAsync(removing.lead_id)}
        />
      ) : null}
    </section>
  );
}

"use client";

import { useQueryStates } from "nuqs";
import { useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { TableSkeleton } from "@/components/ui/skeleton";
import {
  CAMPAIGN_LIST_PARAMS,
  type CampaignListView,
  campaignListHref,
} from "@/lib/campaigns/list-params";
import { useCampaignsQuery, useFoldersQuery } from "@/lib/queries/campaigns";
import { LIST_URL_OPTIONS } from "@/lib/url-state/list-params";
import { CampaignFilters } from "./campaign-filters";
import { CampaignsTable } from "./campaigns-table";
import { NewCampaignActions } from "./new-campaign-actions";

const CAMPAIGNS_PER_PAGE = 25;
const NO_FOLDERS: never[] = [];

/** The workspace's campaigns with their figures, filtered by folder and state in the address. */
export function CampaignsView() {
  const [view, setView] = useQueryStates(CAMPAIGN_LIST_PARAMS, LIST_URL_OPTIONS);
  const [notice, setNotice] = useState<string | null>(null);
  const folders = useFoldersQuery();
  const query = useCampaignsQuery({
    folderId: view.folder,
    status: view.status,
    page: view.page,
    perPage: CAMPAIGNS_PER_PAGE,
  });
  const folderList = folders.data?.items ?? NO_FOLDERS;
  const folderNames = useMemo(() => new Map(folderList.map((f) => [f.id, f.name])), [folderList]);
  const filtered = view.folder !== "" || view.status !== "";

  function show(next: Partial<CampaignListView>) {
    setNotice(null);
    // A new filter starts again at the first page.
    void setView({ ...next, page: null });
  }

  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Sequences of steps that reach your leads by email, text, network message and phone."
        actions={
          <NewCampaignActions
            folders={folderList}
            onFolderCreated={(name) => setNotice(`Created the folder “${name}”.`)}
          />
        }
      />
      {notice ? <Alert tone="info" title={notice} className="mb-4" /> : null}
      <CampaignFilters
        folders={folderList}
        folder={view.folder}
        status={view.status}
        onChange={show}
      />
      {query.isPending ? (
        <TableSkeleton label="Loading campaigns" />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.total === 0 ? (
        filtered ? (
          <EmptyState title="No campaigns match these filters">
            Choose another folder or state, or show all campaigns.
          </EmptyState>
        ) : (
          <EmptyState title="No campaigns yet">
            A campaign takes the leads you enroll through a sequence of steps. Create one to get
            started.
          </EmptyState>
        )
      ) : query.data.items.length === 0 ? (
        <EmptyState title="Nothing on this page">
          This page number is past the last page.
        </EmptyState>
      ) : (
        <>
          <CampaignsTable
            campaigns={query.data.items}
            folderNames={folderNames}
            stale={query.isPlaceholderData}
          />
          <Pagination
            page={view.page}
            perPage={CAMPAIGNS_PER_PAGE}
            total={query.data.total}
            noun="campaigns"
            hrefFor={(p) => campaignListHref({ ...view, page: p })}
          />
        </>
      )}
    </>
  );
}

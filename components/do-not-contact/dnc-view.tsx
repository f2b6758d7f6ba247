"use client";

import dynamic from "next/dynamic";
import { useQueryStates } from "nuqs";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { SelectField } from "@/components/ui/select-field";
import { TableSkeleton } from "@/components/ui/skeleton";
import { memberNeed, roleMeets } from "@/contract/access";
import type { DoNotContactCreated, DoNotContactEntry } from "@/contract/do-not-contact";
import {
  DNC_PARAMS,
  DNC_TYPE_FILTERS,
  type DncTypeFilter,
  dncHref,
} from "@/lib/campaigns/dnc-params";
import { useDncQuery, useRemoveDncMutation } from "@/lib/queries/do-not-contact";
import { useMeQuery } from "@/lib/queries/me";
import { LIST_URL_OPTIONS } from "@/lib/url-state/list-params";
import { roleInSentence } from "@/lib/words";
import { DncAddedNotice } from "./dnc-added-notice";
import { type DncRowAction, DncTable, dncActionsId, shownValue } from "./dnc-table";

const AddDncDialog = lazyDialog(() => import("./add-dnc-dialog").then((m) => m.AddDncDialog));
const StoppedLeadsDialog = dynamic(
  () => import("./stopped-leads-dialog").then((m) => m.StoppedLeadsDialog),
  { ssr: false },
);

const DNC_PER_PAGE = 25;
const CHANGE_NEED = memberNeed("POST", "do-not-contact");
const TYPE_OPTIONS = DNC_TYPE_FILTERS.map((t) => ({
  value: t,
  label:
    t === "" ? "All types" : t === "email" ? "Emails" : t === "phone" ? "Phone numbers" : "Domains",
}));

/** The workspace's suppressions: add, remove, and see the leads each one stopped. */
export function DncView() {
  const [view, setView] = useQueryStates(DNC_PARAMS, LIST_URL_OPTIONS);
  const query = useDncQuery({ type: view.type, page: view.page, perPage: DNC_PER_PAGE });
  const { data: me } = useMeQuery();
  const canChange = me ? roleMeets(me.role, CHANGE_NEED) : false;
  const remove = useRemoveDncMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [added, setAdded] = useState<DoNotContactCreated | null>(null);
  const [open, setOpen] = useState<{ action: DncRowAction; entry: DoNotContactEntry } | null>(null);

  return (
    <>
      <PageHeader
        title="Do not contact"
        description="Email addresses, phone numbers and domains the workspace never contacts: campaigns skip them, whatever list a lead comes from."
        actions={
          canChange ? (
            <AddDncDialog
              trigger={<Button>Add entry</Button>}
              onAdded={(created) => {
                setNotice(null);
                setAdded(created);
                if (view.page !== 1 || view.type) void setView({ page: null, type: null });
              }}
            />
          ) : me ? (
            <p className="max-w-64 text-right text-xs text-zinc-500">
              {CHANGE_NEED.reason} You are {roleInSentence(me.role)}.
            </p>
          ) : null
        }
      />
      {notice ? <Alert tone="info" title={notice} className="mb-4" /> : null}
      {added && !notice ? <DncAddedNotice key={added.id} created={added} /> : null}
      <div className="mb-4">
        <SelectField
          look="compact"
          label="Type"
          value={view.type}
          options={TYPE_OPTIONS}
          onChange={(type) => void setView({ type: type as DncTypeFilter, page: null })}
        />
      </div>
      {query.isPending ? (
        <TableSkeleton label="Loading the do-not-contact list" />
      ) : query.isError ? (
        <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.total === 0 ? (
        <EmptyState title={view.type ? "No entries of this type" : "Nobody is on the list"}>
          Add an email address, phone number or domain that no campaign should ever reach.
        </EmptyState>
      ) : (
        <>
          <DncTable
            entries={query.data.items}
            stale={query.isPlaceholderData}
            canChange={canChange}
            onAction={(action, entry) => setOpen({ action, entry })}
          />
          <Pagination
            page={view.page}
            perPage={DNC_PER_PAGE}
            total={query.data.total}
            noun="entries"
            hrefFor={(p) => dncHref({ ...view, page: p })}
          />
        </>
      )}
      {open?.action === "leads" ? (
        <StoppedLeadsDialog entry={open.entry} onClose={() => setOpen(null)} />
      ) : null}
      {open?.action === "remove" ? (
        <ConfirmDialog
          onClose={() => setOpen(null)}
          returnFocusId={dncActionsId(open.entry)}
          title={`Remove ${shownValue(open.entry)} from do not contact?`}
          description="Campaigns may reach it again from now on."
          affects="Leads it set to do not contact keep that status, and the enrollments it ended stay ended: change a lead's status or enroll it again to reach it."
          actionLabel="Remove entry"
          pendingLabel="Removing…"
          onConfirm={async () => {
            await remove.mutateAsync(open.entry.id);
            setNotice(`Removed ${shownValue(open.entry)} from the list.`);
          }}
        />
      ) : null}
    </>
  );
}

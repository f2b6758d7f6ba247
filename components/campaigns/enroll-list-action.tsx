"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { LeadList } from "@/contract/lead-lists";
import { canEnrollIn } from "@/lib/campaigns/lifecycle";
import { useCampaignsQuery } from "@/lib/queries/campaigns";
import { EnrollDialog } from "./lazy-enroll";

const TRIGGER_ID = "enroll-list-in-campaign";

/** The campaigns a list can join: the newest 100 that are not stopped or finished. */
function EnrollFromList({ list, onClose }: { list: LeadList; onClose: () => void }) {
  const campaigns = useCampaignsQuery(
    { folderId: "", status: "", page: 1, perPage: 100 },
    { live: false },
  );
  const open = (campaigns.data?.items ?? []).filter(canEnrollIn);
  return (
    <EnrollDialog
      open
      onOpenChange={(next) => !next && onClose()}
      returnFocusId={TRIGGER_ID}
      list={list}
      campaigns={open}
    />
  );
}

/**
 * "Enroll in campaign…" on a lead list's page: the list's leads join a campaign chosen in the
 * dialog, which (with the campaigns it offers) loads when it is opened.
 */
export function EnrollListAction({ list }: { list: LeadList }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        id={TRIGGER_ID}
        variant="secondary"
        aria-haspopup="dialog"
        disabled={list.lead_count === 0}
        onClick={() => setOpen(true)}
      >
        Enroll in campaign…
      </Button>
      {open ? <EnrollFromList list={list} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

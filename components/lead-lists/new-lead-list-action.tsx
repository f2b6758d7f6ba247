"use client";

import { BlockableButton } from "@/components/ui/blockable-button";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { memberNeed, roleMeets } from "@/contract/access";
import { useMeQuery } from "@/lib/queries/me";
import { roleInSentence } from "@/lib/words";

const CreateLeadListDialog = lazyDialog(() =>
  import("./create-lead-list-dialog").then((m) => m.CreateLeadListDialog),
);

const CREATE_NEED = memberNeed("POST", "lead-lists");
const REASON_ID = "new-lead-list-reason";

/** The "New lead list" button, or a disabled one that says which role it needs. */
export function NewLeadListAction({ onCreated }: { onCreated: (name: string) => void }) {
  const { data: me } = useMeQuery();
  if (!me) return <Button disabled>New lead list</Button>;
  if (roleMeets(me.role, CREATE_NEED)) {
    return <CreateLeadListDialog trigger={<Button>New lead list</Button>} onCreated={onCreated} />;
  }
  return (
    <div className="flex items-center gap-3">
      <p id={REASON_ID} className="max-w-56 text-right text-xs text-zinc-500">
        {CREATE_NEED.reason} You are {roleInSentence(me.role)}.
      </p>
      <BlockableButton blockedReason={CREATE_NEED.reason} aria-describedby={REASON_ID}>
        New lead list
      </BlockableButton>
    </div>
  );
}

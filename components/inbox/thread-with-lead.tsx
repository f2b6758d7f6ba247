"use client";

import { useThreadQuery } from "@/lib/queries/inbox";
import { LeadPanel } from "./lead-panel";
import { ThreadView } from "./thread-view";

/**
 * The open conversation and its lead side by side from 1536 px (the lead below the thread on
 * narrower screens). The thread's query is shared with ThreadView, so the lead's id costs no
 * second request.
 */
export function ThreadWithLead({ conversationId }: { conversationId: string }) {
  const thread = useThreadQuery(conversationId);
  return (
    <div className="grid min-w-0 gap-4 2xl:grid-cols-[minmax(0,1fr)_16rem]">
      <ThreadView conversationId={conversationId} />
      {thread.data ? <LeadPanel leadId={thread.data.lead_id} /> : null}
    </div>
  );
}

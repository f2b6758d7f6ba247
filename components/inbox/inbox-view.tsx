"use client";

import { useQueryStates } from "nuqs";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { INBOX_PARAMS, type InboxListView } from "@/lib/inbox/inbox-params";
import { LIST_URL_OPTIONS } from "@/lib/url-state/list-params";
import { ConversationList } from "./conversation-list";
import { InboxFilters } from "./inbox-filters";
import { ThreadWithLead } from "./thread-with-lead";

/**
 * One inbox for every channel: conversations on the left, newest activity first, the open one
 * on the right with its campaigns, reply box and meeting booking, and its lead beside it. Which
 * conversation is open, the search and the filters live in the address. The columns may shrink
 * below their content (`minmax(0, …)`, `min-w-0`), so a long name or address wraps or truncates
 * instead of pushing the page sideways at 1024 px.
 */
export function InboxView() {
  const [view, setView] = useQueryStates(INBOX_PARAMS, LIST_URL_OPTIONS);
  const onChange = (change: Partial<InboxListView>, history?: "push" | "replace") => {
    // "" is the default of every filter: null takes it out of the address.
    const next = Object.fromEntries(Object.entries(change).map(([k, v]) => [k, v || null]));
    void setView(next, history ? { history } : undefined);
  };
  return (
    <>
      <PageHeader
        title="Inbox"
        description="Every lead's replies and your messages, across email, text and professional network. Leads' replies are simulated by the platform."
      />
      <InboxFilters view={view} onChange={onChange} />
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(15rem,22rem)_minmax(0,1fr)]">
        <ConversationList view={view} />
        {view.conversation ? (
          <ThreadWithLead conversationId={view.conversation} />
        ) : (
          <EmptyState title="No conversation open">
            Choose a conversation to read it, reply or book a meeting.
          </EmptyState>
        )}
      </div>
    </>
  );
}

"use client";

import Link from "next/link";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { NextPageButton } from "@/components/ui/next-page-button";
import { TableSkeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format";
import { messageChannelLabel } from "@/lib/inbox/inbox-labels";
import { type InboxListView, inboxHref } from "@/lib/inbox/inbox-params";
import {
  type ConversationRow,
  uniqueConversations,
  useConversationsQuery,
} from "@/lib/queries/inbox";

function ConversationItem({
  conversation,
  open,
  view,
}: {
  conversation: ConversationRow;
  open: boolean;
  view: InboxListView;
}) {
  const unread = conversation.unread_count > 0;
  return (
    <li>
      <Link
        href={inboxHref({ ...view, conversation: conversation.id })}
        aria-current={open ? "true" : undefined}
        data-conversation-id={conversation.id}
        className={cn(
          "block px-4 py-3 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:-outline-offset-2",
          open ? "bg-indigo-50" : "hover:bg-zinc-50",
        )}
      >
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={cn("truncate", unread ? "font-semibold text-zinc-900" : "text-zinc-800")}
          >
            {conversation.lead_name}
          </span>
          <time
            dateTime={conversation.last_message_at}
            className="shrink-0 text-xs text-zinc-600 tabular-nums"
          >
            {formatDateTime(conversation.last_message_at)}
          </time>
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span
            className={cn("min-w-0 flex-1 truncate", unread ? "text-zinc-800" : "text-zinc-600")}
          >
            {/* With unread replies the preview is the lead's latest one, never ours. */}
            {conversation.preview_direction === "outbound" ? "You: " : ""}
            {conversation.last_message_preview}
          </span>
          {unread ? (
            <span className="shrink-0 rounded-full bg-indigo-600 px-1.5 text-xs font-medium text-white">
              {conversation.unread_count}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </span>
        <span className="mt-0.5 block truncate text-xs text-zinc-600">
          {messageChannelLabel(conversation.preview_channel)}
          {conversation.owner ? ` · Handled by ${conversation.owner.name}` : ""}
        </span>
      </Link>
    </li>
  );
}

/** The conversations, latest activity first, with "Load more" on the platform's cursor. */
export function ConversationList({ view }: { view: InboxListView & { conversation: string } }) {
  const query = useConversationsQuery({
    unread: view.show === "unread",
    campaignId: view.campaign,
    q: view.q,
    channel: view.channel,
    ownerId: view.owner,
  });
  const filtered =
    view.q !== "" || view.channel !== "" || view.owner !== "" || view.campaign !== "";
  const conversations = uniqueConversations(query.data?.pages);
  if (query.isPending) return <TableSkeleton label="Loading the conversations" rows={6} />;
  if (query.isError) return <ApiErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (conversations.length === 0) {
    if (filtered) {
      return (
        <EmptyState title="No conversation matches">
          {view.q
            ? `Nothing found for “${view.q}” with these filters. Check the spelling, or search for the start of a name, an email address, a company or a word of a message.`
            : "No conversation matches these filters. Choose “Every channel”, “Anyone” or “Every campaign” to see more."}
        </EmptyState>
      );
    }
    return (
      <EmptyState title={view.show === "unread" ? "Nothing unread" : "No conversations yet"}>
        {view.show === "unread"
          ? "Every reply has been read."
          : "Conversations start when a campaign sends its first message or you write to a lead."}
      </EmptyState>
    );
  }
  return (
    <div className="min-w-0 overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-zinc-200">
      <ul aria-label="Conversations" className="divide-y divide-zinc-100">
        {conversations.map((c) => (
          <ConversationItem
            key={c.id}
            conversation={c}
            open={c.id === view.conversation}
            view={view}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="border-t border-zinc-100 px-4 py-2">
          <NextPageButton query={query} label="Load more" />
        </div>
      ) : null}
    </div>
  );
}

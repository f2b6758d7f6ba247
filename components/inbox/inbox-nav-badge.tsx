"use client";

import { unreadBadgeLabel, unreadBadgeText } from "@/lib/inbox/unread-badge";
import { useInboxSummaryQuery } from "@/lib/queries/inbox";

/** The count of unread conversations beside the navigation's Inbox link; nothing when none. */
export function InboxNavBadge() {
  const { data } = useInboxSummaryQuery();
  const n = data?.unread_conversations ?? 0;
  if (n === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-indigo-600 px-1.5 text-xs font-semibold text-white tabular-nums">
      <span aria-hidden="true">{unreadBadgeText(n)}</span>
      <span className="sr-only">, {unreadBadgeLabel(n)}</span>
    </span>
  );
}

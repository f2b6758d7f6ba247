import { useQuery } from "@tanstack/react-query";
import { InboxSummary } from "@/contract/inbox";
import { apiFetch } from "@/lib/api-client";
import { inboxKeys } from "../queries/inbox";

/**
 * Replies arrive while a person works elsewhere in the console: the badge reads again this
 * often, when the window regains focus, and whenever the inbox changes (its key is under
 * the inbox's, so every inbox mutation's invalidation reaches it).
 */
const SUMMARY_REFRESH_MS = 15_000;

export function useInboxSummaryQuery() {
  return useQuery({
    queryKey: inboxKeys.summary(),
    queryFn: ({ signal }) =>
      apiFetch("/api/public/inbox/summary", { schema: InboxSummary, signal }),
    refetchInterval: SUMMARY_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** The badge's text: a small number, capped so the navigation keeps its width. */
export function unreadBadgeText(n: number): string {
  return n > 99 ? "99+" : String(n);
}

/** What a screen reader hears after "Inbox". */
export function unreadBadgeLabel(n: number): string {
  return n === 1 ? "1 unread conversation" : `${n} unread conversations`;
}

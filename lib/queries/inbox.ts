import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { cursorEnvelope, offsetEnvelope } from "@/contract/envelopes";
import {
  type BookMeetingBody,
  Conversation,
  ConversationDetail,
  InboxSummary,
  Meeting,
  Message,
  type SendMessageBody,
} from "@/contract/inbox";
import { apiFetch } from "@/lib/api-client";
import { queryString } from "@/lib/query-client";

/** What the console reads leniently: a channel or status it does not know yet is shown. */
export const ConversationRow = Conversation.extend({
  last_channel: z.string(),
  preview_channel: z.string(),
});
export type ConversationRow = z.infer<typeof ConversationRow>;
export const MessageRow = Message.extend({ channel: z.string(), status: z.string() });
export type MessageRow = z.infer<typeof MessageRow>;
const ThreadRow = ConversationDetail.extend({
  last_channel: z.string(),
  preview_channel: z.string(),
  messages: z.array(MessageRow),
});
const ConversationPage = cursorEnvelope(ConversationRow);

/** The listing's filters as the platform takes them; "" is no filter. */
export type InboxFilter = {
  unread: boolean;
  campaignId: string;
  q: string;
  channel: string;
  ownerId: string;
};

const PAGE_SIZE = 25;
/** New replies arrive while the inbox is open; it reads again this often. */
const INBOX_REFRESH_MS = 5_000;

const inboxKeys = {
  all: ["inbox"] as const,
  lists: () => [...inboxKeys.all, "list"] as const,
  list: (filter: InboxFilter) => [...inboxKeys.lists(), filter] as const,
  thread: (id: string) => [...inboxKeys.all, "thread", id] as const,
  meetings: (leadId: string) => [...inboxKeys.all, "meetings", leadId] as const,
  summary: () => [...inboxKeys.all, "summary"] as const,
};

const conversationPath = (id: string) => `/api/public/conversations/${encodeURIComponent(id)}`;
const leadPath = (id: string) => `/api/public/leads/${encodeURIComponent(id)}`;

/**
 * The conversations, latest activity first, a page at a time on the platform's cursor. A
 * refresh starts a new walk from the top, so one conversation may show on two pages for a
 * moment; the view keeps the first of each.
 */
export function useConversationsQuery(filter: InboxFilter) {
  return useInfiniteQuery({
    queryKey: inboxKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(
        `/api/public/conversations${queryString({
          limit: PAGE_SIZE,
          cursor: pageParam ?? undefined,
          unread: filter.unread ? "true" : undefined,
          campaign_id: filter.campaignId || undefined,
          q: filter.q || undefined,
          channel: filter.channel || undefined,
          owner_id: filter.ownerId || undefined,
        })}`,
        { schema: ConversationPage, signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: INBOX_REFRESH_MS,
  });
}

/** Each conversation once, in the order first seen. */
export function uniqueConversations(pages: { items: ConversationRow[] }[] | undefined) {
  const byId = new Map<string, ConversationRow>();
  for (const c of (pages ?? []).flatMap((p) => p.items)) if (!byId.has(c.id)) byId.set(c.id, c);
  return [...byId.values()];
}

export function useThreadQuery(id: string) {
  return useQuery({
    queryKey: inboxKeys.thread(id),
    queryFn: ({ signal }) => apiFetch(conversationPath(id), { schema: ThreadRow, signal }),
    enabled: id !== "",
    refetchInterval: INBOX_REFRESH_MS,
  });
}

export function useMarkReadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`${conversationPath(id)}/read`, { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

/**
 * Marks the conversation unread again, to come back to it. The inbox closes it afterwards:
 * an open conversation is read, and would be marked read again at once.
 */
export function useMarkUnreadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      apiFetch(`${conversationPath(id)}/unread`, {
        method: "POST",
        idempotencyKey,
        schema: ConversationRow,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export function useSendMessageMutation(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SendMessageBody; idempotencyKey: string }) =>
      apiFetch(`${leadPath(leadId)}/messages`, {
        method: "POST",
        body,
        idempotencyKey,
        schema: MessageRow,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

/** A lead has a meeting per campaign at most, and few others: one page of 100 holds them. */
const MEETINGS_PAGE = 100;
export const MeetingRow = Meeting.extend({ booked_via: z.string() });
export type MeetingRow = z.infer<typeof MeetingRow>;
const MeetingPage = offsetEnvelope(MeetingRow);

/** The lead's meetings, the latest booked first; the AI agent books some while it is open. */
export function useLeadMeetingsQuery(leadId: string) {
  return useQuery({
    queryKey: inboxKeys.meetings(leadId),
    queryFn: ({ signal }) =>
      apiFetch(`${leadPath(leadId)}/meetings${queryString({ per_page: MEETINGS_PAGE })}`, {
        schema: MeetingPage,
        signal,
      }),
    enabled: leadId !== "",
    refetchInterval: INBOX_REFRESH_MS,
  });
}

export function useBookMeetingMutation(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BookMeetingBody; idempotencyKey: string }) =>
      apiFetch(`${leadPath(leadId)}/meetings`, {
        method: "POST",
        body,
        idempotencyKey,
        schema: Meeting,
      }),
    // Booked, or refused as one the lead already has: either way the list is read again.
    onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.meetings(leadId) }),
  });
}

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

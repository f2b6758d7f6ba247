"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableSkeleton } from "@/components/ui/skeleton";
import { memberNeed, roleMeets } from "@/contract/access";
import { useCampaignNames } from "@/lib/campaigns/recent-campaigns";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format";
import { messageChannelLabel } from "@/lib/inbox/inbox-labels";
import { type AccountRow, useConnectedAccountsQuery } from "@/lib/queries/channel-assignments";
import {
  type MessageRow,
  useLeadMeetingsQuery,
  useMarkReadMutation,
  useThreadQuery,
} from "@/lib/queries/inbox";
import { useMeQuery } from "@/lib/queries/me";
import { roleInSentence } from "@/lib/words";
import { BookMeetingDialog } from "./book-meeting-dialog";
import { MarkUnreadButton } from "./mark-unread-button";
import { ReplyBox } from "./reply-box";
import { ThreadMeetings } from "./thread-meetings";

const WRITE_NEED = memberNeed("POST", "leads/messages");
/** Listing the sending accounts is an admin area (spec): only admins choose one. */
const ACCOUNTS_NEED = memberNeed("GET", "connected-accounts");

function MessageItem({
  message,
  accounts,
}: {
  message: MessageRow;
  accounts: readonly AccountRow[] | undefined;
}) {
  const account = accounts?.find((a) => a.id === message.account_id);
  const inbound = message.direction === "inbound";
  return (
    <li className={cn("flex", inbound ? "justify-start" : "justify-end")}>
      <article
        aria-label={`${inbound ? "Received" : "Sent"} ${formatDateTime(message.sent_at)}`}
        className={cn(
          "max-w-[85%] rounded-lg px-3.5 py-2.5 text-sm ring-1",
          inbound ? "bg-white ring-zinc-200" : "bg-indigo-50 ring-indigo-100",
        )}
      >
        <p className="mb-1 flex flex-wrap items-center gap-x-2 text-xs text-zinc-600">
          <span>{messageChannelLabel(message.channel)}</span>
          <time dateTime={message.sent_at} className="tabular-nums">
            {formatDateTime(message.sent_at)}
          </time>
          {message.sent_by ? <span>by {message.sent_by.name}</span> : null}
          {account && !inbound ? <span>from {account.display_name}</span> : null}
          {message.status === "bounced" ? <Badge tone="danger">Bounced</Badge> : null}
          {message.simulated ? <span>· simulated</span> : null}
        </p>
        {message.subject ? <p className="font-medium text-zinc-900">{message.subject}</p> : null}
        <p className="whitespace-pre-line break-words text-zinc-800">{message.body}</p>
      </article>
    </li>
  );
}

/**
 * One lead's conversation across every channel: the lead and its campaigns at the top, the
 * messages oldest first, and the reply box. Opening it marks its replies read.
 */
export function ThreadView({ conversationId }: { conversationId: string }) {
  const thread = useThreadQuery(conversationId);
  const { data: me } = useMeQuery();
  const canWrite = me ? roleMeets(me.role, WRITE_NEED) : false;
  const canChooseAccount = me ? roleMeets(me.role, ACCOUNTS_NEED) : false;
  const accounts = useConnectedAccountsQuery(canChooseAccount);
  const markRead = useMarkReadMutation();
  const names = useCampaignNames();
  const [booking, setBooking] = useState(false);
  const [booked, setBooked] = useState<string | null>(null);
  const bookId = useId();
  const unread = thread.data?.unread_count ?? 0;
  const meetings = useLeadMeetingsQuery(thread.data?.lead_id ?? "");

  // Read once it is open, by someone who may change it; a member's reading changes nothing.
  // Not while it is being marked unread: that would undo it before the thread closes.
  const markingUnread = useRef(false);
  const { mutate } = markRead;
  useEffect(() => {
    if (canWrite && unread > 0 && !markingUnread.current) mutate(conversationId);
  }, [canWrite, unread, conversationId, mutate]);

  if (thread.isPending) return <TableSkeleton label="Loading the conversation" rows={5} />;
  if (thread.isError)
    return <ApiErrorState error={thread.error} onRetry={() => thread.refetch()} />;
  const t = thread.data;

  return (
    <section
      aria-labelledby="thread-title"
      className="flex min-h-0 min-w-0 flex-col rounded-lg bg-zinc-50 shadow-sm ring-1 ring-zinc-200"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-zinc-200 bg-white p-4">
        <div className="min-w-0">
          <h2 id="thread-title" className="text-base font-semibold break-words text-zinc-900">
            {t.lead_name}
          </h2>
          {/* Underlined links: inside a line of text, colour alone would not mark them. */}
          <p className="mt-0.5 text-xs text-zinc-500">
            {t.campaign_ids.length === 0 ? (
              "Not in a campaign"
            ) : (
              <>
                In{" "}
                {t.campaign_ids.map((id, i) => (
                  <span key={id}>
                    {i > 0 ? ", " : ""}
                    <Link
                      href={`/campaigns/${encodeURIComponent(id)}`}
                      className="text-indigo-700 underline underline-offset-2"
                    >
                      {names.get(id) ?? id}
                    </Link>
                  </span>
                ))}
              </>
            )}
            {" · "}
            <Link
              href={`/calls?lead=${encodeURIComponent(t.lead_id)}`}
              className="text-indigo-700 underline underline-offset-2"
            >
              Calls
            </Link>
          </p>
        </div>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            {t.messages.some((m) => m.direction === "inbound") ? (
              <MarkUnreadButton
                conversationId={conversationId}
                onMarking={() => {
                  markingUnread.current = true;
                }}
              />
            ) : null}
            <Button
              id={bookId}
              variant="secondary"
              size="sm"
              // The dialog offers only campaigns without a meeting: it waits for the list.
              disabled={meetings.isPending}
              onClick={() => setBooking(true)}
            >
              Book meeting…
            </Button>
          </div>
        ) : null}
      </header>
      {booked ? (
        <Alert
          tone="info"
          title={`Meeting booked for ${formatDateTime(booked)}.`}
          className="m-4 mb-0"
        />
      ) : null}
      <ThreadMeetings meetings={meetings.data?.items ?? []} />
      {t.has_earlier_messages ? (
        <p className="px-4 pt-3 text-xs text-zinc-500">Only the latest messages are shown.</p>
      ) : null}
      <ol
        aria-label="Messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrolling a long thread by keyboard needs the focus
        tabIndex={0}
        className="space-y-3 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:max-h-[60vh]"
      >
        {t.messages.map((m) => (
          <MessageItem key={m.id} message={m} accounts={accounts.data?.items} />
        ))}
      </ol>
      {canWrite ? (
        <div className="bg-white">
          <ReplyBox
            key={conversationId}
            leadId={t.lead_id}
            lastChannel={t.last_channel}
            accounts={accounts.data?.items}
          />
        </div>
      ) : me ? (
        <p className="border-t border-zinc-200 bg-white p-4 text-sm text-zinc-600">
          {WRITE_NEED.reason} You are {roleInSentence(me.role)}.
        </p>
      ) : null}
      {booking ? (
        <BookMeetingDialog
          open
          onOpenChange={setBooking}
          leadId={t.lead_id}
          leadName={t.lead_name}
          campaignIds={t.campaign_ids}
          campaignNames={names}
          meetings={meetings.data?.items ?? []}
          returnFocusId={bookId}
          onBooked={(at) => setBooked(at)}
        />
      ) : null}
    </section>
  );
}

"use client";

import { useQueryStates } from "nuqs";
import { PageHeader } from "@/components/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField } from "@/components/webhooks/select-field";
import { useCampaignFilterOptions } from "@/lib/campaigns/recent-campaigns";
import { INBOX_PARAMS, type InboxShow } from "@/lib/inbox/inbox-params";
import { LIST_URL_OPTIONS } from "@/lib/url-state/list-params";
import { ConversationList } from "./conversation-list";
import { ThreadWithLead } from "./thread-with-lead";

const SHOW_OPTIONS = [
  { value: "all", label: "Every conversation" },
  { value: "unread", label: "Unread only" },
];

/**
 * One inbox for every channel: conversations on the left, newest activity first, the open one
 * on the right with its campaigns, reply box and meeting booking, and its lead beside it. Which conversation is
 * open and which are listed live in the address.
 */
export function InboxView() {
  const [view, setView] = useQueryStates(INBOX_PARAMS, LIST_URL_OPTIONS);
  const campaignOptions = useCampaignFilterOptions(view.campaign);
  return (
    <>
      <PageHeader
        title="Inbox"
        description="Every lead's replies and your messages, across email, text and professional network. Leads' replies are simulated by the platform."
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SelectField
          look="compact"
          label="Show"
          value={view.show}
          options={SHOW_OPTIONS}
          onChange={(show) => void setView({ show: show as InboxShow })}
        />
        <SelectField
          look="compact"
          label="Campaign"
          value={view.campaign}
          options={campaignOptions}
          onChange={(campaign) => void setView({ campaign: campaign || null })}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
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

"use client";

import { SearchBox } from "@/components/ui/search-box";
import { SelectField } from "@/components/ui/select-field";
import { MESSAGE_CHANNELS, NO_OWNER } from "@/contract/inbox";
import { useCampaignFilterOptions } from "@/lib/campaigns/recent-campaigns";
import { messageChannelLabel } from "@/lib/inbox/inbox-labels";
import type { InboxListView } from "@/lib/inbox/inbox-params";
import { useMeQuery } from "@/lib/queries/me";
import { useMembersQuery } from "@/lib/queries/members";

const SHOW_OPTIONS = [
  { value: "all", label: "Every conversation" },
  { value: "unread", label: "Unread only" },
];

const CHANNEL_OPTIONS = [
  { value: "", label: "Every channel" },
  ...MESSAGE_CHANNELS.map((c) => ({ value: c, label: messageChannelLabel(c) })),
];

/**
 * Who handles a conversation is whoever last answered it from the inbox: "Mine" is what I am
 * handling, "Not answered yet" what nobody has picked up. The other members follow by name.
 */
function useOwnerOptions(selected: string) {
  const { data: me } = useMeQuery();
  const members = useMembersQuery();
  const others = (members.data?.items ?? [])
    .filter((m) => m.id !== me?.id && m.status === "active")
    .map((m) => ({ value: m.id, label: m.name }));
  const options = [
    { value: "", label: "Anyone" },
    ...(me ? [{ value: me.id, label: "Mine" }] : []),
    { value: NO_OWNER, label: "Not answered yet" },
    ...others,
  ];
  // A member from a shared link who is not listed (removed since) still shows as chosen.
  if (selected && !options.some((o) => o.value === selected)) {
    options.push({ value: selected, label: "A former member" });
  }
  return options;
}

/** The inbox's search and filters; every one lives in the address. */
export function InboxFilters({
  view,
  onChange,
}: {
  view: InboxListView;
  onChange: (change: Partial<InboxListView>, history?: "push" | "replace") => void;
}) {
  const campaignOptions = useCampaignFilterOptions(view.campaign);
  const ownerOptions = useOwnerOptions(view.owner);
  const selects = [
    { key: "show", label: "Show", options: SHOW_OPTIONS },
    { key: "channel", label: "Channel", options: CHANNEL_OPTIONS },
    { key: "owner", label: "Handled by", options: ownerOptions },
    { key: "campaign", label: "Campaign", options: campaignOptions },
  ] as const;
  return (
    // A long campaign or member name must not widen the page: each select may shrink.
    <div className="mb-4 flex flex-wrap items-end gap-3 [&_select]:max-w-64">
      <div className="w-full sm:w-auto">
        <span aria-hidden="true" className="mb-1 block text-xs font-medium text-zinc-600">
          Search
        </span>
        <SearchBox
          id="inbox-search"
          label="Search conversations"
          region="Conversations"
          placeholder="Name, email, company or message"
          value={view.q}
          className="w-full sm:w-64"
          onSearch={(q, history) => onChange({ q }, history)}
        />
      </div>
      {selects.map(({ key, label, options }) => (
        <SelectField
          key={key}
          look="compact"
          label={label}
          value={view[key]}
          options={options}
          // Each select offers only its own filter's values.
          onChange={(value) => onChange({ [key]: value } as Partial<InboxListView>)}
        />
      ))}
    </div>
  );
}

import { createSerializer, parseAsString } from "nuqs";
import { MESSAGE_CHANNELS } from "@/contract/inbox";
import { choiceParam, textParam } from "@/lib/url-state/list-params";

const INBOX_SHOW = ["all", "unread"] as const;
type InboxShow = (typeof INBOX_SHOW)[number];

/** "" is every channel. */
const INBOX_CHANNELS = ["", ...MESSAGE_CHANNELS] as const;
type InboxChannel = (typeof INBOX_CHANNELS)[number];

/**
 * The inbox's address: the open conversation, and which conversations are listed
 * (`?q=pricing&show=unread&channel=sms&owner=mem_…&campaign=cmp_…&conversation=conv_…`);
 * defaults are left out. `owner` is a member id, or "none" for conversations nobody has
 * answered yet.
 */
export const INBOX_PARAMS = {
  conversation: parseAsString.withDefault(""),
  q: textParam,
  show: choiceParam(INBOX_SHOW, "all"),
  channel: choiceParam(INBOX_CHANNELS, ""),
  owner: parseAsString.withDefault(""),
  campaign: parseAsString.withDefault(""),
};

/** Which conversations are listed: everything in the address but the open one. */
export type InboxListView = {
  q: string;
  show: InboxShow;
  channel: InboxChannel;
  owner: string;
  campaign: string;
};

const serialize = createSerializer(INBOX_PARAMS);

export function inboxHref(view: Partial<InboxListView> & { conversation?: string }) {
  return serialize("/inbox", view);
}

import { createSerializer, parseAsString } from "nuqs";
import { choiceParam } from "@/lib/url-state/list-params";

export const INBOX_SHOW = ["all", "unread"] as const;
export type InboxShow = (typeof INBOX_SHOW)[number];

/**
 * The inbox's address: the open conversation, and which conversations are listed
 * (`?show=unread&campaign=cmp_…&conversation=conv_…`); defaults are left out.
 */
export const INBOX_PARAMS = {
  conversation: parseAsString.withDefault(""),
  show: choiceParam(INBOX_SHOW, "all"),
  campaign: parseAsString.withDefault(""),
};

const serialize = createSerializer(INBOX_PARAMS);

export function inboxHref(view: { conversation?: string; show?: InboxShow; campaign?: string }) {
  return serialize("/inbox", view);
}

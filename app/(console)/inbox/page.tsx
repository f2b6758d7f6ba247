import type { Metadata } from "next";
import { InboxView } from "@/components/inbox/inbox-view";

export const metadata: Metadata = { title: "Inbox" };

/** The open conversation and the list's filters are in the address; the view reads them (nuqs). */
export default function InboxPage() {
  return <InboxView />;
}

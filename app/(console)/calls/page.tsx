import type { Metadata } from "next";
import { CallsView } from "@/components/calls/calls-view";

export const metadata: Metadata = { title: "Calls" };

/** The campaign, lead, outcome and page are in the address; the view reads them (nuqs). */
export default function CallsPage() {
  return <CallsView />;
}

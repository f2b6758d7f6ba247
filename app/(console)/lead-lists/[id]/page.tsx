import type { Metadata } from "next";
import { LeadListDetail } from "@/components/lead-lists/lead-list-detail";

export const metadata: Metadata = { title: "Lead list" };

/** The list's search, sort and page are in the address; the view reads them (nuqs). */
export default async function LeadListPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <LeadListDetail id={id} />;
}

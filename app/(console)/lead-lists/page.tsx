import type { Metadata } from "next";
import { LeadListsView } from "@/components/lead-lists/lead-lists-view";
import { pageParam } from "@/lib/format";

export const metadata: Metadata = { title: "Lead lists" };

export default async function LeadListsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { page } = await searchParams;
  return <LeadListsView page={pageParam(page)} />;
}

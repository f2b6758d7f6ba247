import type { Metadata } from "next";
import { LeadListDetail } from "@/components/lead-lists/lead-list-detail";
import { pageParam } from "@/lib/format";

export const metadata: Metadata = { title: "Lead list" };

export default async function LeadListPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ id }, { page }] = await Promise.all([params, searchParams]);
  return <LeadListDetail id={id} page={pageParam(page)} />;
}

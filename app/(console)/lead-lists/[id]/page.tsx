import type { Metadata } from "next";
import { LeadListDetail } from "@/components/lead-lists/lead-list-detail";
import { pageParam } from "@/lib/format";
import { searchParam, sortParam } from "@/lib/lead-lists/detail-url";

export const metadata: Metadata = { title: "Lead list" };

export default async function LeadListPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <LeadListDetail
      id={id}
      view={{ page: pageParam(query.page), q: searchParam(query.q), sort: sortParam(query.sort) }}
    />
  );
}

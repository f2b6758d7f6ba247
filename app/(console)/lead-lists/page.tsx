import type { Metadata } from "next";
import { LeadListsView } from "@/components/lead-lists/lead-lists-view";

export const metadata: Metadata = { title: "Lead lists" };

export default async function LeadListsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { deleted } = await searchParams;
  // `deleted` names a list the member just deleted from its own page, to confirm it here.
  const deletedName = typeof deleted === "string" ? deleted.slice(0, 200) : null;
  // The page number is in the address too; the view reads it (nuqs).
  return <LeadListsView deletedName={deletedName} />;
}

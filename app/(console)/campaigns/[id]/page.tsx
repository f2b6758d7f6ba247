import type { Metadata } from "next";
import { CampaignDetail } from "@/components/campaigns/campaign-detail";

export const metadata: Metadata = { title: "Campaign" };

/** The enrollments' page is in the address; the view reads it (nuqs). */
export default async function CampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CampaignDetail id={id} />;
}

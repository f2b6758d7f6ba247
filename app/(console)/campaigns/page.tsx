import type { Metadata } from "next";
import { CampaignsView } from "@/components/campaigns/campaigns-view";

export const metadata: Metadata = { title: "Campaigns" };

/** The folder, state and page filters are in the address; the view reads them (nuqs). */
export default function CampaignsPage() {
  return <CampaignsView />;
}

import { StateBadge } from "@/components/ui/state-badge";

/** A campaign's state; one the console does not know yet still reads as words. */
export function CampaignStatusBadge({ status }: { status: string }) {
  return <StateBadge kind="campaign" value={status} />;
}

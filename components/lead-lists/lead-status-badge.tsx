import { StateBadge } from "@/components/ui/state-badge";

/** Any status the platform sends, known or not, in words. */
export function LeadStatusBadge({ status }: { status: string }) {
  return <StateBadge kind="lead" value={status} />;
}

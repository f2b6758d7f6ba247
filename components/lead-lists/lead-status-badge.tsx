import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES: Record<string, BadgeTone> = {
  new: "neutral",
  contacted: "brand",
  replied: "success",
  unsubscribed: "warning",
  bounced: "danger",
  dnc: "danger",
};

const LABELS: Record<string, string> = { dnc: "do not contact" };

/** Any status the platform sends, known or not. */
export function LeadStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={TONES[status] ?? "neutral"}>{LABELS[status] ?? status.replace(/_/g, " ")}</Badge>
  );
}

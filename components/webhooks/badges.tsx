import { Badge } from "@/components/ui/badge";
import { StateBadge } from "@/components/ui/state-badge";
import { cn } from "@/lib/cn";
import { stateWords } from "@/lib/words";

/** Any delivery status the platform sends, known or not, in words. */
export function DeliveryStatusBadge({ status }: { status: string }) {
  const { label, tone } = stateWords("delivery", status);
  return (
    <Badge tone={tone} data-state={status}>
      {status === "pending" ? (
        <span
          aria-hidden
          className="mr-1 inline-block size-1.5 motion-safe:animate-pulse rounded-full bg-amber-500"
        />
      ) : null}
      {label}
    </Badge>
  );
}

/** Enabled, Disabled (by hand) or Auto-disabled (by the platform, after a run of failures). */
export function EndpointStateBadge({
  active,
  autoDisabled = false,
}: {
  active: boolean;
  autoDisabled?: boolean;
}) {
  const state = active ? "enabled" : autoDisabled ? "auto_disabled" : "disabled";
  return <StateBadge kind="endpoint" value={state} />;
}

export function EventTypeChip({ type, className }: { type: string; className?: string }) {
  return (
    <code
      className={cn(
        "inline-flex items-center rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-[11px] whitespace-nowrap text-zinc-700",
        className,
      )}
    >
      {type}
    </code>
  );
}

/** The first few event types, then “+N more” with the rest in its title. */
export function EventTypeList({ types, max = 3 }: { types: readonly string[]; max?: number }) {
  const shown = types.slice(0, max);
  const rest = types.slice(max);
  return (
    <span className="flex flex-wrap gap-1">
      {shown.map((t) => (
        <EventTypeChip key={t} type={t} />
      ))}
      {rest.length > 0 ? (
        <span className="text-xs whitespace-nowrap text-zinc-500" title={rest.join(", ")}>
          +{rest.length} more
        </span>
      ) : null}
    </span>
  );
}

/** A status code coloured by class: 2xx green, 4xx amber, 5xx red; none as “no response”. */
export function StatusCode({ code }: { code: number | null }) {
  if (code === null) return <span className="text-zinc-500">none</span>;
  const tone =
    code >= 200 && code < 300
      ? "text-emerald-700"
      : code >= 500
        ? "text-red-700"
        : code >= 400
          ? "text-amber-800"
          : "text-zinc-700";
  return <span className={cn("font-mono tabular-nums", tone)}>{code}</span>;
}

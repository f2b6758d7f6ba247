/** Short, human figures for the delivery views: durations, relative times, countdowns. */

export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return "—";
  if (ms < 1) return "<1 ms";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 10_000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** "in 8 s", "in 1 min 40 s", or "due now" once the moment has passed. */
export function formatCountdown(targetIso: string, now: number): string {
  const target = Date.parse(targetIso);
  if (!Number.isFinite(target)) return "—";
  const seconds = Math.ceil((target - now) / 1000);
  if (seconds <= 0) return "due now";
  if (seconds < 60) return `in ${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes < 60) return rest === 0 ? `in ${minutes} min` : `in ${minutes} min ${rest} s`;
  const hours = Math.floor(minutes / 60);
  return `in ${hours} h ${minutes % 60} min`;
}

const RELATIVE = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

/** "12 seconds ago", "3 minutes ago", "yesterday". */
export function formatRelative(iso: string | null | undefined, now: number): string {
  if (!iso) return "—";
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return "—";
  const seconds = Math.round((at - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 5) return "just now";
  if (abs < 60) return RELATIVE.format(seconds, "second");
  if (abs < 3600) return RELATIVE.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return RELATIVE.format(Math.round(seconds / 3600), "hour");
  return RELATIVE.format(Math.round(seconds / 86_400), "day");
}

const TIME_WITH_SECONDS = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** "Nov 22, 14:03:09": deliveries seconds apart must be told apart. */
export function formatTimestamp(iso: string | null | undefined): string {
  if (!iso) return "—";
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "—" : TIME_WITH_SECONDS.format(at);
}

/**
 * What a pending delivery is doing now: an attempt in flight ("sending, times out in 25 s"),
 * a retry waiting ("in 8 s"), or waiting for a worker ("due now").
 */
export function pendingState(
  delivery: { next_attempt_at: string | null; sending_until?: string | null },
  now: number,
): { kind: "sending" | "waiting"; text: string } {
  if (delivery.sending_until) {
    const left = formatCountdown(delivery.sending_until, now);
    return {
      kind: "sending",
      text: left === "due now" ? "sending, timing out" : `sending, times out ${left}`,
    };
  }
  if (delivery.next_attempt_at) {
    return { kind: "waiting", text: formatCountdown(delivery.next_attempt_at, now) };
  }
  return { kind: "sending", text: "sending" };
}

"use client";

import { cn } from "@/lib/cn";
import type { DeliveryDetail } from "@/lib/queries/webhooks";
import { formatDuration, formatTimestamp } from "@/lib/webhooks/time";
import { DeliveryStatusBadge, StatusCode } from "./badges";
import { HeaderTable } from "./header-table";

/** Time from one attempt's start to the next one's. */
function formatGap(previous: string | undefined, next: string): string {
  const ms = previous ? Date.parse(next) - Date.parse(previous) : Number.NaN;
  return Number.isFinite(ms) ? formatDuration(Math.max(0, ms)) : "—";
}

/** Every attempt of a delivery, oldest first: outcome, code, duration, error and response. */
export function DeliveryAttempts({ delivery }: { delivery: DeliveryDetail }) {
  const { attempts } = delivery;
  return (
    <section aria-labelledby="attempts-heading">
      <h3 id="attempts-heading" className="text-sm font-semibold text-zinc-900">
        Attempts
      </h3>
      {attempts.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-500">
          No attempt yet
          {delivery.status === "pending" ? "; the first one is about to be made." : "."}
        </p>
      ) : (
        <ol aria-label="Attempts" className="mt-2 space-y-3">
          {attempts.map((attempt, index) => (
            <li
              key={attempt.number}
              aria-label={`Attempt ${attempt.number}`}
              className={cn(
                "rounded-lg p-3 ring-1 ring-inset",
                attempt.succeeded
                  ? "bg-emerald-50/40 ring-emerald-200"
                  : "bg-red-50/40 ring-red-200",
              )}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-medium text-zinc-900">Attempt {attempt.number}</span>
                <DeliveryStatusBadge status={attempt.succeeded ? "succeeded" : "failed"} />
                <span>
                  <span className="sr-only">Status </span>
                  <StatusCode code={attempt.status_code} />
                </span>
                <span className="text-zinc-600 tabular-nums">
                  {formatDuration(attempt.duration_ms)}
                </span>
                <span className="ml-auto text-xs text-zinc-500">
                  {formatTimestamp(attempt.attempted_at)}
                  {index > 0
                    ? ` · ${formatGap(attempts[index - 1]?.attempted_at, attempt.attempted_at)} after attempt ${index}`
                    : null}
                </span>
              </div>
              {attempt.error_message ? (
                <p className="mt-1.5 text-sm text-red-800">{attempt.error_message}</p>
              ) : null}
              {attempt.response_body_excerpt ? (
                <div className="mt-2">
                  <p className="text-xs font-medium text-zinc-500">Response body (excerpt)</p>
                  <pre className="mt-1 rounded bg-white p-2 font-mono text-xs break-words whitespace-pre-wrap text-zinc-800 ring-1 ring-zinc-200">
                    {attempt.response_body_excerpt}
                  </pre>
                </div>
              ) : null}
              <details className="mt-2">
                <summary className="cursor-pointer text-xs font-medium text-zinc-600 hover:text-zinc-900">
                  Headers sent with attempt {attempt.number}
                </summary>
                <HeaderTable headers={attempt.request_headers} />
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

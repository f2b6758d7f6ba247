"use client";

import { useId, useMemo, useRef, useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { EVENT_TYPES, type RecoverBody } from "@/contract/webhooks";
import { ApiRequestError } from "@/lib/api-client";
import { formatDateTime, formatNumber } from "@/lib/format";
import {
  type EndpointRow,
  useRecoverMutation,
  useRecoverPreviewQuery,
  useRecoveryQuery,
  useUpdateWebhookEndpointMutation,
} from "@/lib/queries/webhooks";
import { RANGE_PRESETS } from "@/lib/webhooks/delivery-filters";
import { fromLocalInput, toLocalInput } from "@/lib/webhooks/local-time";
import { plural } from "@/lib/webhooks/plural";

/** Where a recover starts: a preset span back from now, or when the endpoint began failing. */
export type RecoverStart = { kind: "preset"; ms: number } | { kind: "at"; since: string };

export type RecoverInitial = { start: RecoverStart; until?: string; eventType?: string | null };

function startOptions(endpoint: EndpointRow, initial: RecoverInitial) {
  const options: { value: string; label: string; start: RecoverStart }[] = RANGE_PRESETS.map(
    (p) => ({ value: p.value, label: p.label, start: { kind: "preset", ms: p.ms } }),
  );
  const failingSince = endpoint.failing_since ?? endpoint.disabled_at;
  if (initial.start.kind === "at") {
    const { since } = initial.start;
    options.unshift({
      value: "initial",
      label:
        since === failingSince
          ? `Since the failures began (${formatDateTime(since)})`
          : `${formatDateTime(since)} – ${initial.until ? formatDateTime(initial.until) : "now"}`,
      start: initial.start,
    });
  } else if (failingSince) {
    options.unshift({
      value: "failing",
      label: `Since the failures began (${formatDateTime(failingSince)})`,
      start: { kind: "at", since: failingSince },
    });
  }
  return options;
}

/** The choice that reveals a date and time field instead of a fixed start. */
const CUSTOM = "custom";

const sinceOf = (start: RecoverStart, now: number) =>
  start.kind === "at" ? start.since : new Date(now - start.ms).toISOString();

/**
 * Recover: resend every failed delivery of a time range in one action. Shows how many first,
 * sends one request under one Idempotency-Key (so a double click or a retry recovers once),
 * then follows the resends until they have all finished. With `reenable` the endpoint is
 * enabled first.
 */
export function RecoverDialog({
  endpoint,
  initial,
  reenable = false,
  onClose,
}: {
  endpoint: EndpointRow;
  initial: RecoverInitial;
  reenable?: boolean;
  onClose: () => void;
}) {
  // Fixed at opening: the endpoint refreshes underneath (re-enabling clears failing_since).
  const [options] = useState(() => startOptions(endpoint, initial));
  const { start: initialStart } = initial;
  const initialValue =
    initialStart.kind === "at"
      ? "initial"
      : (options.find((o) => o.start.kind === "preset" && o.start.ms === initialStart.ms)?.value ??
        "24h");
  const [choice, setChoice] = useState(initialValue);
  const [eventType, setEventType] = useState<string>(initial.eventType ?? "");
  // The range is fixed when chosen, so the count shown, the request sent and its
  // Idempotency-Key all describe the same deliveries.
  const [openedAt] = useState(() => Date.now());
  // A date and time the user types, in their local time; the range starts there.
  const [customSince, setCustomSince] = useState(() =>
    toLocalInput(new Date(openedAt - 86_400_000).toISOString()),
  );
  const customStart = fromLocalInput(customSince);
  const customProblem =
    choice !== CUSTOM
      ? null
      : customStart === null
        ? "Enter a date and time to resend failures from."
        : Date.parse(customStart) >= openedAt
          ? "Choose a date and time in the past."
          : null;
  const body: RecoverBody | null = useMemo(() => {
    if (choice === CUSTOM) {
      if (customProblem || !customStart) return null;
      return {
        since: customStart,
        ...(eventType ? { event_type: eventType as RecoverBody["event_type"] } : {}),
      };
    }
    const start = options.find((o) => o.value === choice)?.start ?? options[0]!.start;
    return {
      since: sinceOf(start, openedAt),
      ...(choice === "initial" && initial.until ? { until: initial.until } : {}),
      ...(eventType ? { event_type: eventType as RecoverBody["event_type"] } : {}),
    };
  }, [choice, eventType, options, openedAt, initial.until, customStart, customProblem]);
  const keys = useRef(new Map<string, string>());
  const keyFor = (b: RecoverBody) => {
    const text = JSON.stringify(b);
    let key = keys.current.get(text);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(text, key);
    }
    return key;
  };

  const preview = useRecoverPreviewQuery(endpoint.id, body);
  const recover = useRecoverMutation();
  const enable = useUpdateWebhookEndpointMutation();
  const [recoveryId, setRecoveryId] = useState<string | null>(null);
  const progress = useRecoveryQuery(endpoint.id, recoveryId);
  const busy = recover.isPending || enable.isPending;
  const count = body === null ? null : (preview.data?.failed_deliveries ?? null);
  const tooMany = count !== null && preview.data !== undefined && count > preview.data.max;
  const rangeId = useId();
  const typeId = useId();
  const sinceId = useId();

  // Set before the first await: a double click's second event comes before React re-renders
  // the button disabled, and must not send a second request.
  const started = useRef(false);

  async function start() {
    if (busy || recoveryId || started.current || body === null) return;
    started.current = true;
    try {
      if (reenable && !endpoint.is_active) {
        await enable.mutateAsync({ id: endpoint.id, body: { is_active: true } });
      }
      if (count === 0) {
        onClose();
        return;
      }
      const recovery = await recover.mutateAsync({
        endpointId: endpoint.id,
        body,
        idempotencyKey: keyFor(body),
      });
      setRecoveryId(recovery.id);
    } catch {
      // Shown below; the same Idempotency-Key is used again if the user retries.
      started.current = false;
    }
  }

  const done = progress.data && progress.data.pending === 0;
  // Nothing failed in the range: no action to offer, only a way out (re-enabling still is one).
  const nothingToDo = count === 0 && !reenable;
  const action = reenable
    ? count === 0
      ? "Re-enable"
      : `Re-enable and resend ${count === null ? "" : formatNumber(count)}`.trim()
    : `Resend ${count === null ? "" : plural(count, "delivery", "deliveries")}`.trim();

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent
        title={reenable ? "Re-enable and recover" : "Recover failed deliveries"}
        description={
          <>
            Resends every delivery to{" "}
            <span className="font-mono text-xs break-all text-zinc-700">{endpoint.url}</span> that
            failed after every attempt in the range, once each, signed with the current secret.
          </>
        }
      >
        {recoveryId ? (
          <RecoveryProgress
            total={progress.data?.total ?? recover.data?.total ?? 0}
            pending={progress.data?.pending ?? recover.data?.total ?? 0}
            succeeded={progress.data?.succeeded ?? 0}
            failed={progress.data?.failed ?? 0}
            onClose={onClose}
            done={Boolean(done)}
          />
        ) : (
          <div className="space-y-4">
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor={rangeId} className="block text-sm font-medium text-zinc-800">
                  Failed since
                </label>
                <select
                  id={rangeId}
                  value={choice}
                  disabled={busy}
                  onChange={(e) => setChoice(e.target.value)}
                  className="mt-1 block h-9 w-full rounded-md border-0 bg-white px-2 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600"
                >
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                  <option value={CUSTOM}>Since a date and time…</option>
                </select>
              </div>
              <div>
                <label htmlFor={typeId} className="block text-sm font-medium text-zinc-800">
                  Event type
                </label>
                <select
                  id={typeId}
                  value={eventType}
                  disabled={busy}
                  onChange={(e) => setEventType(e.target.value)}
                  className="mt-1 block h-9 w-full rounded-md border-0 bg-white px-2 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600"
                >
                  <option value="">All event types</option>
                  {EVENT_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {choice === CUSTOM ? (
              <div>
                <label htmlFor={sinceId} className="block text-sm font-medium text-zinc-800">
                  From (your local time)
                </label>
                <Input
                  id={sinceId}
                  type="datetime-local"
                  className="mt-1 h-9 w-60"
                  value={customSince}
                  max={toLocalInput(new Date(openedAt).toISOString())}
                  disabled={busy}
                  aria-invalid={customProblem ? true : undefined}
                  aria-describedby={customProblem ? `${sinceId}-problem` : undefined}
                  onChange={(e) => setCustomSince(e.currentTarget.value)}
                />
              </div>
            ) : null}
            <p className="text-sm text-zinc-700" aria-live="polite" data-testid="recover-count">
              {customProblem ? (
                <span id={`${sinceId}-problem`} className="text-red-700">
                  {customProblem}
                </span>
              ) : preview.isPending ? (
                "Counting failed deliveries…"
              ) : preview.isError ? (
                "The failed deliveries could not be counted."
              ) : count === 0 ? (
                "Nothing to recover: no delivery in this range failed without a resend under way or succeeded."
              ) : tooMany ? (
                `More than ${formatNumber(preview.data!.max)} failed deliveries match; choose a shorter range or one event type.`
              ) : (
                `${plural(count ?? 0, "failed delivery", "failed deliveries")} will be resent.`
              )}
            </p>
            {preview.isError ? <ApiErrorState error={preview.error} /> : null}
            {recover.error ? (
              // A 409: a recovery of these deliveries (or this very request) is under way, which
              // is news, not a failure.
              recover.error instanceof ApiRequestError && recover.error.status === 409 ? (
                <p
                  role="status"
                  className="rounded-md bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset"
                >
                  {recover.error.message}
                </p>
              ) : (
                <ApiErrorState error={recover.error} />
              )
            ) : null}
            {enable.error ? <ApiErrorState error={enable.error} /> : null}
            <div className="flex justify-end gap-3">
              <DialogClose asChild>
                <Button variant="secondary" disabled={busy}>
                  {nothingToDo ? "Close" : "Cancel"}
                </Button>
              </DialogClose>
              {nothingToDo ? null : (
                <Button onClick={start} disabled={busy || count === null || tooMany}>
                  {busy ? "Starting…" : action}
                </Button>
              )}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RecoveryProgress({
  total,
  pending,
  succeeded,
  failed,
  done,
  onClose,
}: {
  total: number;
  pending: number;
  succeeded: number;
  failed: number;
  done: boolean;
  onClose: () => void;
}) {
  const finished = total - pending;
  return (
    <div className="space-y-4">
      <progress
        className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-zinc-100 [&::-webkit-progress-value]:bg-indigo-600"
        max={Math.max(1, total)}
        value={finished}
        aria-label="Recovery progress"
      />
      <p className="text-sm text-zinc-700" role="status" data-testid="recover-progress">
        {done
          ? `Recovered: ${plural(succeeded, "delivery", "deliveries")} succeeded${failed > 0 ? `, ${formatNumber(failed)} failed again` : ""}.`
          : `Resending ${plural(total, "delivery", "deliveries")}: ${formatNumber(finished)} finished (${formatNumber(succeeded)} succeeded, ${formatNumber(failed)} failed), ${formatNumber(pending)} pending.`}
      </p>
      <div className="flex justify-end">
        <Button variant={done ? "primary" : "secondary"} onClick={onClose}>
          {done ? "Done" : "Close, keep resending"}
        </Button>
      </div>
    </div>
  );
}

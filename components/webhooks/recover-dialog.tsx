"use client";

import { useId, useMemo, useRef, useState } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { returnFocusTo } from "@/components/ui/return-focus";
import { ApiRequestError } from "@/lib/api-client";
import { IdempotencyKeys } from "@/lib/forms/idempotency-key";
import {
  type EndpointRow,
  useRecoverMutation,
  useRecoverPreviewQuery,
  useRecoveryQuery,
  useUpdateWebhookEndpointMutation,
} from "@/lib/queries/webhooks";
import { toLocalInput } from "@/lib/webhooks/local-time";
import {
  initialChoice,
  type RecoverInitial,
  recoverActionLabel,
  recoverChoices,
  recoverRequest,
} from "@/lib/webhooks/recover-range";
import { RecoverCount, type RecoverRange, RecoverRangeFields } from "./recover-range-fields";
import { RecoveryProgress } from "./recovery-progress";

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
  returnFocusId,
}: {
  endpoint: EndpointRow;
  initial: RecoverInitial;
  reenable?: boolean;
  onClose: () => void;
  returnFocusId?: string;
}) {
  // Fixed at opening: the endpoint refreshes underneath (re-enabling clears failing_since).
  const [choices] = useState(() =>
    recoverChoices(endpoint.failing_since ?? endpoint.disabled_at, initial),
  );
  const [openedAt] = useState(() => Date.now());
  const [range, setRange] = useState<RecoverRange>(() => ({
    choice: initialChoice(choices, initial),
    eventType: initial.eventType ?? "",
    // A date and time the user types, in their local time; a day back to begin with.
    customSince: toLocalInput(new Date(openedAt - 86_400_000).toISOString()),
  }));
  const { body, problem } = useMemo(
    () => recoverRequest({ ...range, choices, until: initial.until, openedAt }),
    [range, choices, initial.until, openedAt],
  );
  const [idempotency] = useState(() => new IdempotencyKeys());
  const problemId = useId();

  const preview = useRecoverPreviewQuery(endpoint.id, body);
  const recover = useRecoverMutation();
  const enable = useUpdateWebhookEndpointMutation();
  const [recoveryId, setRecoveryId] = useState<string | null>(null);
  const progress = useRecoveryQuery(endpoint.id, recoveryId);
  const busy = recover.isPending || enable.isPending;
  const count = body === null ? null : (preview.data?.failed_deliveries ?? null);
  const max = preview.data?.max ?? null;
  const tooMany = count !== null && max !== null && count > max;

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
        idempotencyKey: idempotency.keyFor(body),
      });
      setRecoveryId(recovery.id);
    } catch (err) {
      // Shown below. A refusal surely did nothing, so a retry is a new request; after no
      // answer, a 5xx or a 409 (still running) a retry keeps the key and recovers once.
      if (err instanceof ApiRequestError && err.status < 500 && err.status !== 409) {
        idempotency.forget();
      }
      started.current = false;
    }
  }

  // Nothing failed in the range: no action to offer, only a way out (re-enabling still is one).
  const nothingToDo = count === 0 && !reenable;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent
        title={reenable ? "Re-enable and recover" : "Recover failed deliveries"}
        onCloseAutoFocus={returnFocusId ? returnFocusTo(returnFocusId) : undefined}
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
            done={progress.data?.pending === 0}
          />
        ) : (
          <div className="space-y-4">
            <RecoverRangeFields
              choices={choices}
              range={range}
              onRange={(change) => setRange((current) => ({ ...current, ...change }))}
              openedAt={openedAt}
              problem={problem}
              problemId={problemId}
              disabled={busy}
            />
            <RecoverCount
              problem={problem}
              problemId={problemId}
              state={preview.status}
              count={count}
              max={max}
            />
            {preview.isError ? <ApiErrorState error={preview.error} /> : null}
            <RecoverFailure error={recover.error} />
            {enable.error ? <ApiErrorState error={enable.error} /> : null}
            <div className="flex justify-end gap-3">
              <DialogClose asChild>
                <Button variant="secondary" disabled={busy}>
                  {nothingToDo ? "Close" : "Cancel"}
                </Button>
              </DialogClose>
              {nothingToDo ? null : (
                <Button onClick={start} disabled={busy || count === null || tooMany}>
                  {busy ? "Starting…" : recoverActionLabel(count, reenable)}
                </Button>
              )}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A 409 means a recovery of these deliveries (or this very request) is already under way,
 * which is news, not a failure.
 */
function RecoverFailure({ error }: { error: Error | null }) {
  if (!error) return null;
  if (error instanceof ApiRequestError && error.status === 409) {
    return (
      <p
        role="status"
        className="rounded-md bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset"
      >
        {error.message}
      </p>
    );
  }
  return <ApiErrorState error={error} />;
}

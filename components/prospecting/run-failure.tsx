"use client";

import { Alert } from "@/components/ui/alert";
import { ApiErrorState, RetryCountdown } from "@/components/ui/api-error-state";
import { Button } from "@/components/ui/button";
import { CREDIT_RATES } from "@/contract/credit-rates";
import { ApiRequestError, NETWORK_ERROR_STATUS } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { useCountdown } from "@/lib/hooks/use-countdown";

/** Answers after which nobody knows whether the platform made the preview. */
const UNKNOWN_OUTCOME = new Set([NETWORK_ERROR_STATUS, 500, 502, 503, 504]);

export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiRequestError && UNKNOWN_OUTCOME.has(error.status);
}

/**
 * Why a preview did not come back, and the one safe next step. A retry always resends the
 * same request with the same Idempotency-Key: if the first attempt did run, the platform
 * answers with its result and charges nothing again.
 */
export function RunFailure({
  error,
  onRetry,
  retrying,
  balance,
  enriching,
  onTurnOffEnrichment,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  balance: number | null;
  enriching: boolean;
  onTurnOffEnrichment: () => void;
}) {
  const api = error instanceof ApiRequestError ? error : null;
  const waitFor = api && (api.status === 429 || api.status === 503) ? api.retryAfterSeconds : null;
  const left = useCountdown(waitFor);
  const sentence = api && typeof api.detail === "string" ? api.detail : api?.message;
  const retry = (label: string) => (
    <Button size="sm" variant="secondary" disabled={left > 0 || retrying} onClick={onRetry}>
      {retrying ? "Retrying…" : left > 0 ? `${label} in ${left} s` : label}
    </Button>
  );

  if (api && outcomeUnknown(api)) {
    return (
      <Alert
        tone="warning"
        title={
          api.status === 504 ? "The search timed out and may have run" : "The search may have run"
        }
        actions={retry("Retry safely")}
      >
        <p>{sentence}</p>
        <p className="mt-1">
          Nothing was retried automatically. Retrying resends the same search with the same
          Idempotency-Key: if it did run, you get that preview and no credits are spent again.
        </p>
        {waitFor !== null ? <RetryCountdown left={left} /> : null}
      </Alert>
    );
  }
  if (api?.status === 409) {
    return (
      <Alert tone="info" title="This search is still running" actions={retry("Retry safely")}>
        <p>{sentence}</p>
        <p className="mt-1">
          Retry in a moment with the same Idempotency-Key to get its result; it will not run twice.
        </p>
      </Alert>
    );
  }
  if (api?.status === 429) {
    return (
      <Alert tone="warning" title="Too many searches for now" actions={retry("Run again")}>
        <p>{sentence}</p>
        {waitFor !== null ? <RetryCountdown left={left} /> : null}
      </Alert>
    );
  }
  if (api?.status === 402) {
    return (
      <Alert
        tone="warning"
        title="Not enough credits for this preview"
        actions={
          enriching ? (
            <Button size="sm" variant="secondary" onClick={onTurnOffEnrichment}>
              Turn off enrichment
            </Button>
          ) : undefined
        }
      >
        <p>{sentence}</p>
        <p className="mt-1">
          With enrichment on, a preview costs {CREDIT_RATES.enrichment} credit for each result on
          the page it returns, charged when it runs; nothing was charged for this one. Ask for a
          smaller page, turn enrichment off (results then come without contact details), or ask a
          workspace owner for more credits.
          {balance !== null ? ` The workspace has ${formatNumber(balance)} credits.` : ""}
        </p>
      </Alert>
    );
  }
  return <ApiErrorState error={error} />;
}

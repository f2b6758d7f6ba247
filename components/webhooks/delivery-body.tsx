"use client";

import type { ReactNode } from "react";
import { CopyButton } from "@/components/prospecting/copy-button";
import { CodeBlock } from "@/components/ui/code-block";
import {
  SIGNATURE_HEADER,
  STANDARD_ID_HEADER,
  STANDARD_SIGNATURE_HEADER,
  STANDARD_TIMESTAMP_HEADER,
} from "@/contract/webhooks";
import type { DeliveryDetail } from "@/lib/queries/webhooks";
import { formatDuration, formatTimestamp, pendingState } from "@/lib/webhooks/time";
import { stateLabel } from "@/lib/words";
import { StatusCode } from "./badges";
import { DeliveryAttempts } from "./delivery-attempts";
import { HeaderTable, headerValue } from "./header-table";
import { JsonView } from "./json-view";
import { SignatureChecker } from "./signature-checker";
import { useNow } from "./use-now";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-zinc-900">{children}</dd>
    </div>
  );
}

/**
 * What one delivery was: when and why it was made, its attempts, the payload and headers as
 * sent, and a signature check over the very bytes sent.
 */
export function DeliveryBody({
  delivery,
  onOpenDelivery,
}: {
  delivery: DeliveryDetail;
  onOpenDelivery: (id: string) => void;
}) {
  const pending = delivery.status === "pending";
  const now = useNow(1000, pending);
  // The bytes the signature covers; a platform that doesn't send them gets the compact JSON.
  const body = delivery.raw_body ?? JSON.stringify(delivery.payload);
  const latest = delivery.attempts.at(-1);
  const sentHeaders = latest?.request_headers ?? null;
  const signature = sentHeaders ? headerValue(sentHeaders, SIGNATURE_HEADER) : null;
  const sent = (name: string) => (sentHeaders ? (headerValue(sentHeaders, name) ?? "") : "");
  const standard = {
    id: sent(STANDARD_ID_HEADER),
    timestamp: sent(STANDARD_TIMESTAMP_HEADER),
    signature: sent(STANDARD_SIGNATURE_HEADER),
  };

  return (
    <>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        <Fact label="Created">{formatTimestamp(delivery.created_at)}</Fact>
        <Fact label="Trigger">
          {stateLabel("deliveryTrigger", delivery.trigger)}
          {delivery.resent_from && delivery.trigger === "replay" ? (
            // The original belongs to another endpoint, so it does not open on this page.
            <>
              {" of "}
              <span className="font-mono text-xs">{delivery.resent_from}</span>
            </>
          ) : delivery.resent_from ? (
            <>
              {" of "}
              <button
                type="button"
                className="font-mono text-xs text-indigo-700 hover:underline"
                onClick={() => onOpenDelivery(delivery.resent_from ?? "")}
              >
                {delivery.resent_from}
              </button>
            </>
          ) : null}
        </Fact>
        {delivery.message_id !== delivery.id ? (
          // A resend or a replay keeps its original's webhook-id: receivers deduplicate on it.
          <Fact label="webhook-id">
            <span className="font-mono text-xs" title="The original's id, which receivers see">
              {delivery.message_id}
            </span>
          </Fact>
        ) : null}
        <Fact label="Attempts">
          <span className="tabular-nums">
            {delivery.attempt_count} of {delivery.max_attempts}
          </span>
        </Fact>
        <Fact label={pending ? "Next attempt" : "Finished"}>
          {pending ? (
            <span title={formatTimestamp(delivery.sending_until ?? delivery.next_attempt_at)}>
              {pendingState(delivery, now).text}
            </span>
          ) : (
            formatTimestamp(delivery.completed_at)
          )}
        </Fact>
        <Fact label="Last status">
          <StatusCode code={delivery.last_status_code} />
        </Fact>
        <Fact label="Last duration">{formatDuration(delivery.last_duration_ms)}</Fact>
      </dl>

      <DeliveryAttempts delivery={delivery} />

      <section aria-labelledby="payload-heading">
        <div className="flex items-center justify-between gap-3">
          <h3 id="payload-heading" className="text-sm font-semibold text-zinc-900">
            Payload
          </h3>
          <span className="flex items-center gap-1">
            <CopyButton text={JSON.stringify(delivery.payload, null, 2)} label="Copy formatted" />
            <CopyButton text={body} label="Copy payload" />
          </span>
        </div>
        <p className="mt-0.5 text-xs text-zinc-500">
          Copy payload copies the raw body exactly as sent, the bytes {SIGNATURE_HEADER} signs:
          paste it into the signature checker. The formatted copy is for reading.
        </p>
        <CodeBlock label="Payload" className="mt-2" testId="delivery-payload">
          <JsonView value={delivery.payload} />
        </CodeBlock>
      </section>

      {sentHeaders ? (
        <section aria-labelledby="headers-heading">
          <h3 id="headers-heading" className="text-sm font-semibold text-zinc-900">
            Headers sent
          </h3>
          <p className="mt-0.5 text-xs text-zinc-500">
            With the latest attempt. {SIGNATURE_HEADER} is the HMAC-SHA256 of the raw body with the
            endpoint's secret.
          </p>
          <HeaderTable headers={sentHeaders} />
        </section>
      ) : null}

      <details className="rounded-lg p-3 ring-1 ring-zinc-200 ring-inset">
        <summary className="cursor-pointer text-sm font-semibold text-zinc-900">
          Check the signature
        </summary>
        <p className="mt-1 mb-3 text-xs text-zinc-500">
          The body as sent and its signature headers (both schemes) are filled in; paste the
          endpoint's secret to see whether they match.
        </p>
        <SignatureChecker
          initialBody={body}
          initialHeader={signature ?? ""}
          initialStandard={standard}
          compact
        />
      </details>
    </>
  );
}

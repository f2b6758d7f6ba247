"use client";

import { Dialog as DialogPrimitive } from "radix-ui";
import { useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CodeBlock } from "@/components/ui/code-block";
import { Skeleton } from "@/components/ui/skeleton";
import { SIGNATURE_HEADER } from "@/contract/webhooks";
import { cn } from "@/lib/cn";
import {
  type DeliveryDetail,
  useDeliveryQuery,
  useResendDeliveryMutation,
} from "@/lib/queries/webhooks";
import { formatDuration, formatTimestamp, pendingState } from "@/lib/webhooks/time";
import { GatedButton, type WebhookAccess } from "./access";
import { DeliveryStatusBadge, EventTypeChip, StatusCode } from "./badges";
import { SignatureChecker } from "./signature-checker";
import { useNow } from "./use-now";

/**
 * One delivery, opened from the history: what was sent (payload and headers, signature
 * included), every attempt and how it was answered, and a resend. A side sheet on Radix
 * Dialog: focus moves in and back, Escape closes it.
 */
export function DeliverySheet({
  endpointId,
  deliveryId,
  access,
  onClose,
  onOpenDelivery,
}: {
  endpointId: string;
  deliveryId: string | null;
  access: WebhookAccess;
  onClose: () => void;
  onOpenDelivery: (id: string) => void;
}) {
  return (
    <DialogPrimitive.Root
      open={deliveryId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-zinc-950/30" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-2xl flex-col bg-white shadow-2xl ring-1 ring-zinc-200 focus:outline-none"
        >
          {deliveryId ? (
            <SheetBody
              key={deliveryId}
              endpointId={endpointId}
              deliveryId={deliveryId}
              access={access}
              onOpenDelivery={onOpenDelivery}
            />
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function SheetBody({
  endpointId,
  deliveryId,
  access,
  onOpenDelivery,
}: {
  endpointId: string;
  deliveryId: string;
  access: WebhookAccess;
  onOpenDelivery: (id: string) => void;
}) {
  const query = useDeliveryQuery(endpointId, deliveryId);
  const resend = useResendDeliveryMutation();
  const [resent, setResent] = useState<string | null>(null);
  const delivery = query.data;

  return (
    <>
      <header className="flex items-start justify-between gap-4 border-b border-zinc-200 px-6 py-4">
        <div className="min-w-0">
          <DialogPrimitive.Title className="flex flex-wrap items-center gap-2 text-base font-semibold text-zinc-900">
            Delivery
            {delivery ? <EventTypeChip type={delivery.event_type} className="text-xs" /> : null}
            {delivery ? <DeliveryStatusBadge status={delivery.status} /> : null}
          </DialogPrimitive.Title>
          <p className="mt-1 font-mono text-xs text-zinc-500">{deliveryId}</p>
        </div>
        <div className="flex items-center gap-2">
          {delivery ? (
            <GatedButton
              access={access}
              size="sm"
              variant="secondary"
              disabled={resend.isPending}
              onClick={async () => {
                try {
                  const started = await resend.mutateAsync({ endpointId, deliveryId });
                  setResent(started.id);
                } catch {
                  // Shown below.
                }
              }}
            >
              {resend.isPending ? "Resending…" : "Resend"}
            </GatedButton>
          ) : null}
          <DialogPrimitive.Close
            className="rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-700"
            aria-label="Close"
          >
            <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </DialogPrimitive.Close>
        </div>
      </header>

      <div className="flex-1 space-y-6 overflow-y-auto px-6 py-5">
        {resent ? (
          <Alert
            tone="info"
            title="Resent as a new delivery"
            actions={
              <Button size="sm" variant="secondary" onClick={() => onOpenDelivery(resent)}>
                Open the new delivery
              </Button>
            }
          >
            The same body goes out again, signed with the endpoint's current secret, with its own
            attempts. It is at the top of the history.
          </Alert>
        ) : null}
        {resend.error ? <ApiErrorState error={resend.error} /> : null}

        {query.isPending ? (
          <div role="status" aria-label="Loading the delivery" className="space-y-3">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : query.isError ? (
          <ApiErrorState error={query.error} onRetry={() => query.refetch()} />
        ) : (
          <DeliveryBody delivery={query.data} onOpenDelivery={onOpenDelivery} />
        )}
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-zinc-900">{children}</dd>
    </div>
  );
}

const TRIGGER_LABEL: Record<string, string> = {
  event: "Event",
  test: "Test",
  resend: "Resend",
  simulated: "Simulated",
};

function DeliveryBody({
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

  return (
    <>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        <Fact label="Created">{formatTimestamp(delivery.created_at)}</Fact>
        <Fact label="Trigger">
          {TRIGGER_LABEL[delivery.trigger] ?? delivery.trigger}
          {delivery.resent_from ? (
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

      <section aria-labelledby="attempts-heading">
        <h3 id="attempts-heading" className="text-sm font-semibold text-zinc-900">
          Attempts
        </h3>
        {delivery.attempts.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-500">
            No attempt yet{pending ? "; the first one is about to be made." : "."}
          </p>
        ) : (
          <ol aria-label="Attempts" className="mt-2 space-y-3">
            {delivery.attempts.map((attempt, index) => (
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
                  <Badge tone={attempt.succeeded ? "success" : "danger"}>
                    {attempt.succeeded ? "succeeded" : "failed"}
                  </Badge>
                  <span>
                    <span className="sr-only">Status </span>
                    <StatusCode code={attempt.status_code} />
                  </span>
                  <span className="text-zinc-600 tabular-nums">
                    {formatDuration(attempt.duration_ms)}
                  </span>
                  <span className="ml-auto text-xs text-zinc-500">
                    {formatTimestamp(attempt.attempted_at)}
                    {index > 0 ? (
                      <span className="text-zinc-500">
                        {" "}
                        ·{" "}
                        {formatGap(
                          delivery.attempts[index - 1]?.attempted_at,
                          attempt.attempted_at,
                        )}{" "}
                        after attempt {index}
                      </span>
                    ) : null}
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
          The body as sent and its {SIGNATURE_HEADER} are filled in; paste the endpoint's secret to
          see whether they match.
        </p>
        <SignatureChecker initialBody={body} initialHeader={signature ?? ""} compact />
      </details>
    </>
  );
}

/** Time from one attempt's start to the next one's. */
function formatGap(previous: string | undefined, next: string): string {
  const ms = previous ? Date.parse(next) - Date.parse(previous) : Number.NaN;
  return Number.isFinite(ms) ? formatDuration(Math.max(0, ms)) : "—";
}

function headerValue(headers: Record<string, string>, name: string): string | null {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? (headers[key] ?? null) : null;
}

function HeaderTable({ headers }: { headers: Record<string, string> }) {
  return (
    <table className="mt-2 w-full text-left text-xs">
      <tbody className="divide-y divide-zinc-100">
        {Object.entries(headers).map(([name, value]) => (
          <tr key={name}>
            <th
              scope="row"
              className="w-48 py-1.5 pr-3 align-top font-mono font-medium text-zinc-600"
            >
              {name}
            </th>
            <td className="py-1.5 font-mono break-all text-zinc-900">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        } catch {
          setCopied(false);
        }
      }}
    >
      {copied ? "Copied" : label}
    </Button>
  );
}

/** Indented JSON with keys, strings and numbers told apart by colour. */
function JsonView({ value }: { value: unknown }) {
  const text = JSON.stringify(value, null, 2) ?? "";
  const parts = text.split(
    /("(?:\\.|[^"\\])*"(?:\s*:)?|\b-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b|\btrue\b|\bfalse\b|\bnull\b)/g,
  );
  return (
    <>
      {parts.map((part, i) => {
        const className = part.startsWith('"')
          ? part.endsWith(":")
            ? "text-sky-300"
            : "text-emerald-300"
          : /^-?\d/.test(part)
            ? "text-amber-300"
            : /^(true|false|null)$/.test(part)
              ? "text-fuchsia-300"
              : undefined;
        return className ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string
          <span key={i} className={className}>
            {part}
          </span>
        ) : (
          part
        );
      })}
    </>
  );
}

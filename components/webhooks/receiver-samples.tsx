import { CodeBlock } from "@/components/ui/code-block";
import { RECEIVER_SAMPLES } from "@/contract/webhook-receiver-samples";

/**
 * The receiver code for both signature schemes, as the signature checker and the event catalog
 * show it; `headingId` names the heading the section is labelled by.
 */
export function ReceiverSamples({ headingId, title }: { headingId: string; title: string }) {
  return (
    <section aria-labelledby={headingId} className="mt-6 space-y-3">
      <h2 id={headingId} className="text-sm font-semibold text-zinc-900">
        {title}
      </h2>
      <p className="text-sm text-zinc-600">
        Every delivery carries both signatures: check either. X-Service-Signature is the spec's;
        webhook-id, webhook-timestamp and webhook-signature follow Standard Webhooks, so its
        libraries verify them with the endpoint's secret as shown and refuse replays.
      </p>
      {RECEIVER_SAMPLES.map((sample) => (
        <div key={sample.id}>
          <h3 className="mb-1 text-xs font-medium text-zinc-500">{sample.label}</h3>
          <CodeBlock label={`${sample.label} receiver sample`} testId={`sample-${sample.id}`}>
            {sample.code}
          </CodeBlock>
        </div>
      ))}
    </section>
  );
}

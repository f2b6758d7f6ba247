import { PageHeader } from "@/components/page-header";
import { CodeBlock } from "@/components/ui/code-block";
import { RECEIVER_SAMPLES } from "@/contract/webhook-receiver-samples";
import { SIGNATURE_HEADER } from "@/contract/webhooks";
import { BackLink } from "./back-link";
import { SignatureChecker } from "./signature-checker";

export function SignaturesView() {
  return (
    <>
      <BackLink />
      <PageHeader
        title="Check a signature"
        description={`Every delivery carries ${SIGNATURE_HEADER}: sha256= and the lowercase hex HMAC-SHA256 of the raw body, keyed with the endpoint's secret. Paste what your receiver got to see what it should have computed.`}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-label="Signature checker"
          className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-zinc-200"
        >
          <SignatureChecker />
        </section>
        <aside className="space-y-3 text-sm text-zinc-600">
          <h2 className="text-sm font-semibold text-zinc-900">In your receiver</h2>
          <ol className="list-decimal space-y-1.5 pl-5">
            <li>Read the raw body before parsing it; re-serialised JSON signs differently.</li>
            <li>Compute the HMAC-SHA256 with the whole secret, whsec_ prefix included.</li>
            <li>
              Compare with each signature the header lists, in constant time: during a secret
              rotation's overlap it carries two, comma-separated. Answer 401 when none matches.
            </li>
            <li>Answer 2xx within 30 seconds; do slow work after answering.</li>
          </ol>
        </aside>
      </div>
      <section aria-labelledby="receiver-samples" className="mt-6 space-y-3">
        <h2 id="receiver-samples" className="text-sm font-semibold text-zinc-900">
          Verify in your receiver
        </h2>
        {RECEIVER_SAMPLES.map((sample) => (
          <div key={sample.language}>
            <h3 className="mb-1 text-xs font-medium text-zinc-500">{sample.label}</h3>
            <CodeBlock
              label={`${sample.label} receiver sample`}
              testId={`sample-${sample.language}`}
            >
              {sample.code}
            </CodeBlock>
          </div>
        ))}
      </section>
    </>
  );
}

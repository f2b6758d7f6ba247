import { PageHeader } from "@/components/ui/page-header";
import { SIGNATURE_HEADER, STANDARD_SIGNATURE_HEADER } from "@/contract/webhooks";
import { BackLink } from "./back-link";
import { ReceiverSamples } from "./receiver-samples";
import { SignatureChecker } from "./signature-checker";

export function SignaturesView() {
  return (
    <>
      <BackLink />
      <PageHeader
        title="Check a signature"
        description={`Every delivery carries ${SIGNATURE_HEADER} (sha256= and the lowercase hex HMAC-SHA256 of the raw body, keyed with the endpoint's secret) and the Standard Webhooks ${STANDARD_SIGNATURE_HEADER}. Paste what your receiver got to see what it should have computed, for both.`}
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
            <li>
              {SIGNATURE_HEADER}: compute the HMAC-SHA256 with the whole secret, whsec_ prefix
              included, and compare with each signature the header lists, in constant time: during a
              secret rotation's overlap it carries two, comma-separated.
            </li>
            <li>
              {STANDARD_SIGNATURE_HEADER}: let a Standard Webhooks library check it with the secret
              as shown. Its key is the part after whsec_, base64-decoded; it signs
              webhook-id.webhook-timestamp.body, and during an overlap lists two signatures,
              space-separated.
            </li>
            <li>Answer 401 when no signature matches.</li>
            <li>Answer 2xx within 30 seconds; do slow work after answering.</li>
          </ol>
        </aside>
      </div>
      <ReceiverSamples headingId="receiver-samples" title="Verify in your receiver" />
    </>
  );
}

import Link from "next/link";
import { PageHeader } from "@/components/page-header";
import { SIGNATURE_HEADER } from "@/contract/webhooks";
import { SignatureChecker } from "./signature-checker";

const NODE_EXAMPLE = `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request body as received (a Buffer or string), before JSON.parse.
function isSigned(rawBody, header, secret) {
  const expected = "sha256=" + createHmac("sha256", secret).update(rawBody).digest("hex");
  const a = Buffer.from(expected);
  const b = Buffer.from(header ?? "");
  return a.length === b.length && timingSafeEqual(a, b);
}`;

export function SignaturesView() {
  return (
    <>
      <div className="mb-4">
        <Link href="/webhooks" className="text-sm font-medium text-zinc-500 hover:text-zinc-900">
          ← Webhooks
        </Link>
      </div>
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
              Compare with the header in constant time; answer 401 when it is missing or wrong.
            </li>
            <li>Answer 2xx within 30 seconds; do slow work after answering.</li>
          </ol>
          <pre className="rounded-lg bg-zinc-950 p-3 font-mono text-xs break-all whitespace-pre-wrap text-zinc-100">
            {NODE_EXAMPLE}
          </pre>
        </aside>
      </div>
    </>
  );
}

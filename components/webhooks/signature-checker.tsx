"use client";

import { useEffect, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import {
  compareSignature,
  SIGNATURE_HEADER,
  type SignatureVerdict,
  signBody,
} from "@/lib/webhooks/signature";

/**
 * Computes the `sha256=` value of a body with a secret, in the browser with Web Crypto, and
 * compares it with a pasted header. Nothing typed here is sent anywhere.
 */
export function SignatureChecker({
  initialBody = "",
  initialHeader = "",
  compact = false,
}: {
  initialBody?: string;
  initialHeader?: string;
  /** Inside a delivery's panel: the body and header are already filled in. */
  compact?: boolean;
}) {
  const ids = { secret: useId(), body: useId(), header: useId(), expected: useId() };
  const [secret, setSecret] = useState("");
  const [showSecret, setShowSecret] = useState(false);
  const [body, setBody] = useState(initialBody);
  const [header, setHeader] = useState(initialHeader);
  const [expected, setExpected] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let current = true;
    setCopied(false);
    if (secret === "") {
      setExpected(null);
      return;
    }
    signBody(secret, body).then(
      (value) => {
        if (current) setExpected(value);
      },
      () => {
        if (current) setExpected(null);
      },
    );
    return () => {
      current = false;
    };
  }, [secret, body]);

  const verdict: SignatureVerdict | null =
    expected === null ? null : compareSignature(expected, header, body);

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={ids.secret}>Signing secret</Label>
        <div className="flex gap-2">
          <Input
            id={ids.secret}
            type={showSecret ? "text" : "password"}
            value={secret}
            onChange={(e) => setSecret(e.currentTarget.value)}
            placeholder="whsec_…"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
          />
          <Button
            variant="secondary"
            aria-pressed={showSecret}
            onClick={() => setShowSecret((s) => !s)}
          >
            {showSecret ? "Hide" : "Show"}
          </Button>
        </div>
        <p className="text-xs text-zinc-500">
          The endpoint's secret, shown once when it was registered or rotated. It stays in this
          page: the signature is computed by your browser.
        </p>
      </div>
      {compact ? null : (
        <div className="space-y-1.5">
          <Label htmlFor={ids.body}>Raw request body</Label>
          <Textarea
            id={ids.body}
            rows={6}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            spellCheck={false}
            className="font-mono text-xs"
            placeholder='{"event_type":"call.completed",…}'
          />
          <p className="text-xs text-zinc-500">
            Exactly as received, before any parsing: every byte, including spaces and line breaks,
            changes the signature.
          </p>
        </div>
      )}
      <div className="space-y-1.5">
        <Label htmlFor={ids.header}>{SIGNATURE_HEADER} header received</Label>
        <Input
          id={ids.header}
          value={header}
          onChange={(e) => setHeader(e.currentTarget.value)}
          placeholder="sha256=…"
          autoComplete="off"
          spellCheck={false}
          className="font-mono text-xs"
        />
      </div>

      <div className="rounded-md bg-zinc-50 p-3 ring-1 ring-zinc-200 ring-inset">
        <p id={ids.expected} className="text-xs font-medium text-zinc-600">
          Expected {SIGNATURE_HEADER}
        </p>
        {expected === null ? (
          <p className="mt-1 text-sm text-zinc-500">Paste the secret to compute it.</p>
        ) : (
          <div className="mt-1 flex items-start gap-2">
            <output
              aria-labelledby={ids.expected}
              data-testid="expected-signature"
              className="min-w-0 flex-1 font-mono text-xs break-all text-zinc-900"
            >
              {expected}
            </output>
            <Button
              variant="ghost"
              size="sm"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(expected);
                  setCopied(true);
                } catch {
                  setCopied(false);
                }
              }}
            >
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        )}
        <Verdict verdict={verdict} />
      </div>
    </div>
  );
}

function Verdict({ verdict }: { verdict: SignatureVerdict | null }) {
  return (
    <div aria-live="polite" className={cn(verdict && verdict.kind !== "no-header" && "mt-3")}>
      {verdict?.kind === "match" ? (
        <p className="flex items-center gap-2 text-sm text-emerald-800">
          <Badge tone="success">Match</Badge>
          The header matches: this body was signed with this secret.
        </p>
      ) : verdict?.kind === "malformed" ? (
        <p className="flex items-start gap-2 text-sm text-amber-900">
          <Badge tone="warning">Malformed</Badge>
          {verdict.reason}
        </p>
      ) : verdict?.kind === "mismatch" ? (
        <div className="text-sm text-red-800">
          <p className="flex items-center gap-2">
            <Badge tone="danger">No match</Badge>A receiver must reject this delivery with 401.
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-zinc-700">
            {verdict.hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

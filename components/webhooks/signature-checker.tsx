"use client";

import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  STANDARD_ID_HEADER,
  STANDARD_SIGNATURE_HEADER,
  STANDARD_TIMESTAMP_HEADER,
} from "@/contract/webhooks";
import { cn } from "@/lib/cn";
import { parsePastedHeaders } from "@/lib/webhooks/pasted-headers";
import {
  compareSignature,
  SIGNATURE_HEADER,
  type SignatureVerdict,
  signBody,
} from "@/lib/webhooks/signature";
import {
  MalformedNote,
  type StandardHeaders,
  StandardSignatureResult,
} from "./standard-signature-result";
import { useSignature } from "./use-signature";

const NO_STANDARD_HEADERS: StandardHeaders = { id: "", timestamp: "", signature: "" };

/**
 * Checks both signatures a delivery carries, in the browser with Web Crypto: the spec's
 * `sha256=` X-Service-Signature, and Standard Webhooks' webhook-signature (which also covers
 * webhook-id and webhook-timestamp). Headers can be pasted as a block; each is also a field.
 * Nothing typed here is sent anywhere.
 */
export function SignatureChecker({
  initialBody = "",
  initialHeader = "",
  initialStandard = NO_STANDARD_HEADERS,
  compact = false,
}: {
  initialBody?: string;
  initialHeader?: string;
  initialStandard?: StandardHeaders;
  /** Inside a delivery's panel: the body and headers are already filled in. */
  compact?: boolean;
}) {
  const ids = {
    secret: useId(),
    body: useId(),
    pasted: useId(),
    expected: useId(),
  };
  const [secret, setSecret] = useState("");
  const [showSecret, setShowSecret] = useState(false);
  const [body, setBody] = useState(initialBody);
  const [header, setHeader] = useState(initialHeader);
  const [standard, setStandard] = useState<StandardHeaders>(initialStandard);
  const [pasted, setPasted] = useState("");
  const [pastedNote, setPastedNote] = useState<string | null>(null);
  const setStandardField = (field: keyof StandardHeaders, value: string) =>
    setStandard((current) => ({ ...current, [field]: value }));

  /** Fills each field whose header the pasted block has, and says which it found. */
  function readPasted(text: string) {
    setPasted(text);
    const found = parsePastedHeaders(text);
    const named = {
      [SIGNATURE_HEADER.toLowerCase()]: (v: string) => setHeader(v),
      [STANDARD_ID_HEADER]: (v: string) => setStandardField("id", v),
      [STANDARD_TIMESTAMP_HEADER]: (v: string) => setStandardField("timestamp", v),
      [STANDARD_SIGNATURE_HEADER]: (v: string) => setStandardField("signature", v),
    };
    const filled = Object.keys(named).filter((name) => found[name] !== undefined);
    for (const name of filled) named[name]!(found[name]!);
    setPastedNote(
      text.trim() === ""
        ? null
        : filled.length === 0
          ? "None of the four signature headers was found in what you pasted."
          : `Filled in: ${filled.join(", ")}.`,
    );
  }
  const expected = useSignature(
    [secret, body],
    secret === "" ? null : () => signBody(secret, body),
  );
  // The value copied: "Copied" stands only while it is the one shown.
  const [copiedValue, setCopiedValue] = useState<string | null>(null);
  const copied = expected !== null && copiedValue === expected;

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
      {compact ? null : (
        <div className="space-y-1.5">
          <Label htmlFor={ids.pasted}>Headers received (optional)</Label>
          <Textarea
            id={ids.pasted}
            rows={3}
            value={pasted}
            onChange={(e) => readPasted(e.currentTarget.value)}
            spellCheck={false}
            className="font-mono text-xs"
            placeholder={
              "webhook-id: whd_…\nwebhook-timestamp: 1764172800\nwebhook-signature: v1,…"
            }
            aria-describedby={`${ids.pasted}-note`}
          />
          <p id={`${ids.pasted}-note`} className="text-xs text-zinc-500" aria-live="polite">
            {pastedNote ??
              "Paste the request's headers as your receiver logged them (name: value lines, or JSON) to fill in the fields below."}
          </p>
        </div>
      )}
      <HeaderField
        label={`${SIGNATURE_HEADER} header received`}
        value={header}
        onChange={setHeader}
        placeholder="sha256=…"
      />
      <fieldset className="space-y-3 rounded-md p-3 ring-1 ring-zinc-200 ring-inset">
        <legend className="px-1 text-xs font-medium text-zinc-600">
          Standard Webhooks headers received
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <HeaderField
            label={STANDARD_ID_HEADER}
            value={standard.id}
            onChange={(v) => setStandardField("id", v)}
            placeholder="whd_…"
          />
          <HeaderField
            label={STANDARD_TIMESTAMP_HEADER}
            value={standard.timestamp}
            onChange={(v) => setStandardField("timestamp", v)}
            placeholder="Unix seconds"
            inputMode="numeric"
          />
        </div>
        <HeaderField
          label={STANDARD_SIGNATURE_HEADER}
          value={standard.signature}
          onChange={(v) => setStandardField("signature", v)}
          placeholder="v1,…"
        />
      </fieldset>

      <div className="rounded-md bg-zinc-50 p-3 ring-1 ring-zinc-200 ring-inset">
        <p id={ids.expected} className="text-xs font-medium text-zinc-600">
          Expected {SIGNATURE_HEADER} (the spec's)
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
                  setCopiedValue(expected);
                } catch {
                  setCopiedValue(null);
                }
              }}
            >
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        )}
        <Verdict verdict={verdict} />
      </div>
      <StandardSignatureResult secret={secret} body={body} headers={standard} />
    </div>
  );
}

/** One received header, typed or filled in from the pasted block: monospaced, never corrected. */
function HeaderField({
  label,
  value,
  onChange,
  placeholder,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  inputMode?: "numeric";
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        className="font-mono text-xs"
      />
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
        <MalformedNote reason={verdict.reason} />
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

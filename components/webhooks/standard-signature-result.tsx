"use client";

import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import {
  STANDARD_SIGNATURE_HEADER,
  STANDARD_TIMESTAMP_TOLERANCE_SECONDS,
} from "@/contract/webhooks";
import { cn } from "@/lib/cn";
import {
  compareStandardSignatures,
  describeAge,
  type ListedSignature,
  signStandard,
  standardKeyOf,
  timestampVerdict,
} from "@/lib/webhooks/standard-signature";
import { useNow } from "./use-now";
import { useSignature } from "./use-signature";

/** Why a received signature header cannot match: it is not in the form a signature takes. */
export function MalformedNote({ reason, className }: { reason: string; className?: string }) {
  return (
    <p className={cn("flex items-start gap-2 text-sm text-amber-900", className)}>
      <Badge tone="warning">Malformed</Badge>
      {reason}
    </p>
  );
}

export type StandardHeaders = { id: string; timestamp: string; signature: string };

const TOLERANCE = `${STANDARD_TIMESTAMP_TOLERANCE_SECONDS / 60} minutes`;

/**
 * The Standard Webhooks half of the checker: the expected webhook-signature for this secret,
 * id, timestamp and body; which of the pasted signatures match it; and whether a library
 * would still take the timestamp now.
 */
export function StandardSignatureResult({
  secret,
  body,
  headers,
}: {
  secret: string;
  body: string;
  headers: StandardHeaders;
}) {
  const labelId = useId();
  const key = secret.trim() === "" ? null : standardKeyOf(secret);
  const id = headers.id.trim();
  const timestamp = headers.timestamp.trim().replace(/^webhook-timestamp\s*:\s*/i, "");
  const expected = useSignature(
    [secret, id, timestamp, body],
    key && id !== "" && timestamp !== "" ? () => signStandard(key, id, timestamp, body) : null,
  );

  const now = useNow(1000, timestamp !== "");
  const age = timestampVerdict(timestamp, Math.floor(now / 1000));
  const verdict = expected === null ? null : compareStandardSignatures(expected, headers.signature);

  return (
    <div className="rounded-md bg-zinc-50 p-3 ring-1 ring-zinc-200 ring-inset">
      <p id={labelId} className="text-xs font-medium text-zinc-600">
        Expected {STANDARD_SIGNATURE_HEADER} (Standard Webhooks)
      </p>
      {secret.trim() === "" ? (
        <p className="mt-1 text-sm text-zinc-500">Paste the secret to compute it.</p>
      ) : key === null ? (
        <p className="mt-1 text-sm text-amber-900">
          The part of this secret after whsec_ is not base64, so Standard Webhooks libraries cannot
          use it as a key. The platform's secrets always are: check that it was copied whole.
        </p>
      ) : expected === null ? (
        <p className="mt-1 text-sm text-zinc-500">
          Paste webhook-id and webhook-timestamp to compute it: the signature covers both.
        </p>
      ) : (
        <output
          aria-labelledby={labelId}
          data-testid="expected-standard-signature"
          className="mt-1 block font-mono text-xs break-all text-zinc-900"
        >
          {expected}
        </output>
      )}
      <div aria-live="polite" className="space-y-2">
        {verdict?.kind === "malformed" ? (
          <MalformedNote reason={verdict.reason} className="mt-3" />
        ) : verdict?.kind === "checked" ? (
          <SignatureList signatures={verdict.signatures} />
        ) : null}
        {age.kind === "no-header" ? null : <TimestampNote verdict={age} />}
      </div>
    </div>
  );
}

function SignatureList({ signatures }: { signatures: ListedSignature[] }) {
  const matched = signatures.some((s) => s.matches);
  return (
    <div className="mt-3 text-sm">
      <p className={matched ? "text-emerald-800" : "text-red-800"}>
        {matched
          ? "This body was signed with this secret: a Standard Webhooks library accepts the signature."
          : "None of the signatures was made with this secret and body: a receiver must reject the delivery with 401."}
      </p>
      <ul aria-label="Signatures in webhook-signature" className="mt-2 space-y-1">
        {signatures.map((s) => (
          <li key={s.position} className="flex items-start gap-2 text-xs">
            <Badge tone={s.matches ? "success" : "neutral"}>
              {s.matches ? "Matches" : "Does not match"}
            </Badge>
            <span className="min-w-0 font-mono break-all text-zinc-700">
              {signatures.length > 1 ? `${s.position} of ${signatures.length}: ` : ""}
              {s.value}
            </span>
          </li>
        ))}
      </ul>
      {matched && signatures.length > 1 && !signatures[0]!.matches ? (
        <p className="mt-2 text-xs text-zinc-600">
          Your secret made a later signature: it is the one a rotation replaced, which signs only
          until the overlap ends. Switch your receiver to the new secret.
        </p>
      ) : null}
    </div>
  );
}

function TimestampNote({ verdict }: { verdict: ReturnType<typeof timestampVerdict> }) {
  if (verdict.kind === "malformed") {
    return (
      <p className="text-sm text-amber-900">
        webhook-timestamp should be whole Unix seconds, such as 1764172800.
      </p>
    );
  }
  if (verdict.kind === "within") {
    return (
      <p className="text-sm text-emerald-800">
        The timestamp is {describeAge(verdict.ageSeconds)}{" "}
        {verdict.ageSeconds < 0 ? "ahead" : "old"}: within the {TOLERANCE} a library allows.
      </p>
    );
  }
  if (verdict.kind === "too-old" || verdict.kind === "too-new") {
    return (
      <p className="text-sm text-amber-900">
        The timestamp is {describeAge(verdict.ageSeconds)}{" "}
        {verdict.kind === "too-old" ? "old" : "in the future"}: outside the {TOLERANCE} a library
        allows, so it refuses this request as a possible replay even when the signature matches.
        Expected for a past delivery checked here; a live one points to the receiver's clock.
      </p>
    );
  }
  return null;
}

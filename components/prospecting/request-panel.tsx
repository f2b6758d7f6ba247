"use client";

import { Tabs } from "radix-ui";
import { useId } from "react";
import { previewCurl, previewPath } from "@/lib/prospecting/curl";
import type { PreviewBody } from "@/lib/prospecting/search-form";
import { CopyButton } from "./copy-button";

function Code({ id, label, text }: { id: string; label: string; text: string }) {
  return (
    <section aria-label={label}>
      <pre
        id={id}
        // A scrollable block must take the focus so the keyboard can scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrolling by keyboard needs the focus
        tabIndex={0}
        className="max-h-72 overflow-auto rounded-md bg-zinc-950 p-3 font-mono text-xs leading-relaxed text-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {text}
      </pre>
    </section>
  );
}

/**
 * The exact call the Run button makes: method, path and JSON body, and the same call as
 * `curl` with the API key left out.
 */
export function RequestPanel({
  baseUrl,
  listId,
  body,
  idempotencyKey,
  valid,
}: {
  baseUrl: string;
  listId: string | null;
  body: PreviewBody;
  /** Set while an attempt with an unknown outcome can be retried with this key. */
  idempotencyKey: string | null;
  valid: boolean;
}) {
  const ids = { body: useId(), curl: useId() };
  const json = JSON.stringify(body, null, 2);
  const curl = previewCurl({ baseUrl, listId, body, idempotencyKey });
  return (
    <section
      aria-labelledby="request-panel-title"
      className="space-y-3 rounded-lg bg-white p-5 shadow-sm ring-1 ring-zinc-200"
    >
      <div>
        <h2 id="request-panel-title" className="text-sm font-semibold text-zinc-900">
          Request
        </h2>
        <p className="mt-1 text-xs break-all text-zinc-500">
          <span className="font-mono font-semibold text-zinc-700">POST</span>{" "}
          <span className="font-mono">{previewPath(listId)}</span>
        </p>
      </div>
      {!valid ? (
        <p className="text-xs text-amber-800">
          The platform would refuse this body with a 422; fix the fields marked in the builder.
        </p>
      ) : null}
      <Tabs.Root defaultValue="body" className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <Tabs.List aria-label="Request as" className="flex gap-1 rounded-md bg-zinc-100 p-0.5">
            {[
              ["body", "JSON body"],
              ["curl", "curl"],
            ].map(([value, label]) => (
              <Tabs.Trigger
                key={value}
                value={value as string}
                className="rounded px-2.5 py-1 text-xs font-medium text-zinc-600 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:bg-white data-[state=active]:text-zinc-900 data-[state=active]:shadow-sm"
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        <Tabs.Content value="body" className="space-y-2">
          <Code id={ids.body} label="JSON body" text={json} />
          <CopyButton text={json} label="Copy body" />
        </Tabs.Content>
        <Tabs.Content value="curl" className="space-y-2">
          <Code id={ids.curl} label="curl command" text={curl} />
          <CopyButton text={curl} label="Copy curl" />
          <p className="text-xs text-zinc-500">
            The API key is redacted: set <code className="font-mono">OUTREACH_API_KEY</code> to a
            key with the write scope.{" "}
            {idempotencyKey
              ? "The Idempotency-Key is the one of the attempt you can retry, so running this cannot repeat it."
              : "Each run makes a new Idempotency-Key; reuse one only to retry the same request."}
          </p>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

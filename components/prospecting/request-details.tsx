"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { PreviewBody } from "@/lib/prospecting/search-form";

// The request as JSON and curl loads when someone unfolds it.
const RequestPanel = lazy(() =>
  import("./request-panel").then((m) => ({ default: m.RequestPanel })),
);

/** The exact request a run sends, with the wire's values, folded away until asked for. */
export function RequestDetails(props: {
  baseUrl: string;
  listId: string | null;
  body: PreviewBody;
  idempotencyKey: string | null;
  valid: boolean;
}) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Unfolded before the page's code arrived: the browser opened it, but its toggle event
  // fired before React listened.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  return (
    <details
      ref={details}
      className="group rounded-lg bg-white shadow-sm ring-1 ring-zinc-200"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-zinc-900">
        The request, as JSON and curl
      </summary>
      <div className="border-t border-zinc-100">
        {open ? (
          <Suspense fallback={<p className="p-4 text-sm text-zinc-500">Loading…</p>}>
            <RequestPanel {...props} />
          </Suspense>
        ) : null}
      </div>
    </details>
  );
}

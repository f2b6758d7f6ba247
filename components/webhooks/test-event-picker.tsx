"use client";

import { useState } from "react";
import { EVENT_TYPES, type EventType } from "@/contract/webhooks";
import { GatedButton, type WebhookAccess } from "./access";
import type { useEndpointActions } from "./use-endpoint-actions";

/** The spec's own test first; then every catalog event, sent with its example body. */
const SYNTHETIC = "";
const OPTIONS = [
  { value: SYNTHETIC, label: "call.completed (synthetic)" },
  ...EVENT_TYPES.map((t) => ({ value: t, label: `${t} (catalog example)` })),
];

/**
 * Send a test event: the spec's synthetic call.completed, or any catalog event with the
 * example body the event catalog shows, so a receiver can be tried on each event it will get.
 */
export function TestEventPicker({
  access,
  actions,
}: {
  access: WebhookAccess;
  actions: ReturnType<typeof useEndpointActions>;
}) {
  const [choice, setChoice] = useState(SYNTHETIC);
  const eventType = (EVENT_TYPES as readonly string[]).includes(choice)
    ? (choice as EventType)
    : undefined;
  return (
    <div className="flex items-center">
      <label htmlFor="test-event-type" className="sr-only">
        Event to send
      </label>
      <select
        id="test-event-type"
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
        className="h-9 rounded-l-md border-0 bg-white pr-8 pl-2.5 text-sm text-zinc-900 shadow-sm ring-1 ring-zinc-300 ring-inset focus:ring-2 focus:ring-indigo-600"
      >
        {OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <GatedButton
        access={access}
        className="rounded-l-none"
        onClick={() => actions.sendTest(eventType)}
        disabled={actions.sending}
      >
        {actions.sending ? "Sending…" : "Send test event"}
      </GatedButton>
    </div>
  );
}

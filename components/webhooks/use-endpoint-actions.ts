"use client";

import { useState } from "react";
import type { EventType } from "@/contract/webhooks";
import {
  type EndpointRow,
  useSendTestMutation,
  useUpdateWebhookEndpointMutation,
} from "@/lib/queries/webhooks";
import { DISABLE_EFFECT } from "./endpoint-notes";
import type { Notice } from "./notice-banner";

/** The dialog an action opened, if any. */
export type EndpointDialog =
  | "delete"
  | "rotate"
  | "edit"
  | "disable"
  | "recover"
  | "reenable"
  | null;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : "Something went wrong.");

/**
 * The writes on one endpoint that need no dialog (send a test, enable, disable once
 * confirmed) and which dialog is open. Every outcome is reported as a notice.
 */
export function useEndpointActions(endpoint: EndpointRow, onNotice: (notice: Notice) => void) {
  const [dialog, setDialog] = useState<EndpointDialog>(null);
  const test = useSendTestMutation();
  const update = useUpdateWebhookEndpointMutation();
  const autoDisabled = !endpoint.is_active && endpoint.disabled_reason !== null;

  /** Without an event type, the spec's synthetic call.completed. */
  async function sendTest(eventType?: EventType) {
    try {
      const delivery = await test.mutateAsync({ id: endpoint.id, eventType });
      onNotice({
        tone: "info",
        title: "Test event sent",
        body: eventType
          ? `The event catalog's example ${eventType} event is on its way to ${endpoint.url}.`
          : `A synthetic call.completed event is on its way to ${endpoint.url}.`,
        link: {
          href: `/webhooks/${encodeURIComponent(endpoint.id)}?delivery=${encodeURIComponent(delivery.id)}`,
          label: "View the delivery",
        },
      });
    } catch (err) {
      onNotice({ tone: "danger", title: "The test was not sent", body: messageOf(err) });
    } finally {
      test.reset();
    }
  }

  async function toggle() {
    const next = !endpoint.is_active;
    try {
      await update.mutateAsync({ id: endpoint.id, body: { is_active: next } });
      onNotice({
        tone: "info",
        title: next ? `Enabled ${endpoint.url}` : `Disabled ${endpoint.url}`,
        body: next ? "It gets new events again." : DISABLE_EFFECT,
      });
    } catch (err) {
      onNotice({
        tone: "danger",
        title: next ? "The endpoint was not enabled" : "The endpoint was not disabled",
        body: messageOf(err),
      });
    } finally {
      update.reset();
    }
  }

  /** Disabling asks first; enabling an auto-disabled endpoint offers to recover too. */
  function requestToggle() {
    if (endpoint.is_active) setDialog("disable");
    else if (autoDisabled) setDialog("reenable");
    else void toggle();
  }

  return {
    dialog,
    setDialog,
    sendTest,
    sending: test.isPending,
    toggle,
    requestToggle,
    toggling: update.isPending,
    toggleLabel: endpoint.is_active ? "Disable" : autoDisabled ? "Re-enable and recover" : "Enable",
  };
}

export type EndpointActionsState = ReturnType<typeof useEndpointActions>;

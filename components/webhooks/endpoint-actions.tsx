"use client";

import { useId } from "react";
import type { EndpointRow } from "@/lib/queries/webhooks";
import type { RecoverInitial } from "@/lib/webhooks/recover-range";
import { GatedButton, type WebhookAccess } from "./access";
import { EndpointActionDialogs } from "./endpoint-action-dialogs";
import type { Notice } from "./notice-banner";
import { TestEventPicker } from "./test-event-picker";
import { useEndpointActions } from "./use-endpoint-actions";

export type EndpointActionsProps = {
  endpoint: EndpointRow;
  access: WebhookAccess;
  onNotice: (notice: Notice) => void;
  onDeleted?: () => void;
  /** The delivery filters on screen, which a recover starts from. */
  recoverFrom?: RecoverInitial;
};

/**
 * Every write on one endpoint, as a row of buttons (the endpoint's page): send a test, enable
 * or disable, recover failed deliveries, edit, rotate its secret, delete it. Disabling,
 * deleting and rotating ask first; the new secret is shown once. An auto-disabled endpoint is
 * re-enabled and recovered in one step. Members without the admin role see why not.
 */
export function EndpointActionButtons({ access, ...props }: EndpointActionsProps) {
  const actions = useEndpointActions(props.endpoint, props.onNotice);
  const open = actions.setDialog;
  // Each dialog gives focus back to the button that opened it (they open from state, not
  // from a Radix trigger, so Radix alone would drop it on <body>).
  const idPrefix = useId();
  const buttonId = (action: "toggle" | "recover" | "edit" | "rotate" | "delete") =>
    `${idPrefix}-${action}`;
  const dialog = actions.dialog;
  const opener =
    dialog === "disable" || dialog === "reenable"
      ? buttonId("toggle")
      : dialog
        ? buttonId(dialog)
        : undefined;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <TestEventPicker access={access} actions={actions} />
        <GatedButton
          id={buttonId("toggle")}
          access={access}
          variant="secondary"
          onClick={actions.requestToggle}
          disabled={actions.toggling}
        >
          {actions.toggleLabel}
        </GatedButton>
        <GatedButton
          id={buttonId("recover")}
          access={access}
          variant="secondary"
          onClick={() => open("recover")}
        >
          Recover failed
        </GatedButton>
        <GatedButton
          id={buttonId("edit")}
          access={access}
          variant="secondary"
          onClick={() => open("edit")}
        >
          Edit
        </GatedButton>
        <GatedButton
          id={buttonId("rotate")}
          access={access}
          variant="secondary"
          onClick={() => open("rotate")}
        >
          Rotate secret
        </GatedButton>
        <GatedButton
          id={buttonId("delete")}
          access={access}
          variant="secondary"
          className="text-red-700"
          onClick={() => open("delete")}
        >
          Delete
        </GatedButton>
      </div>
      <EndpointActionDialogs {...props} actions={actions} returnFocusId={opener} />
    </>
  );
}

"use client";

import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { EndpointRow } from "@/lib/queries/webhooks";
import type { RecoverInitial } from "@/lib/webhooks/recover-range";
import { GatedButton, type WebhookAccess } from "./access";
import { EndpointActionDialogs } from "./endpoint-action-dialogs";
import type { Notice } from "./notice-banner";
import { useEndpointActions } from "./use-endpoint-actions";

type Props = {
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
export function EndpointActionButtons({ access, ...props }: Props) {
  const actions = useEndpointActions(props.endpoint, props.onNotice);
  const open = actions.setDialog;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <GatedButton access={access} onClick={actions.sendTest} disabled={actions.sending}>
          {actions.sending ? "Sending…" : "Send test event"}
        </GatedButton>
        <GatedButton
          access={access}
          variant="secondary"
          onClick={actions.requestToggle}
          disabled={actions.toggling}
        >
          {actions.toggleLabel}
        </GatedButton>
        <GatedButton access={access} variant="secondary" onClick={() => open("recover")}>
          Recover failed
        </GatedButton>
        <GatedButton access={access} variant="secondary" onClick={() => open("edit")}>
          Edit
        </GatedButton>
        <GatedButton access={access} variant="secondary" onClick={() => open("rotate")}>
          Rotate secret
        </GatedButton>
        <GatedButton
          access={access}
          variant="secondary"
          className="text-red-700"
          onClick={() => open("delete")}
        >
          Delete
        </GatedButton>
      </div>
      <EndpointActionDialogs {...props} actions={actions} />
    </>
  );
}

/** The same actions as a menu, one per row of the endpoint list; admins only. */
export function EndpointActionMenu({ access, ...props }: Props) {
  const actions = useEndpointActions(props.endpoint, props.onNotice);
  // The menu item that opened a dialog is gone when it closes: focus goes back to the menu.
  const triggerId = useId();
  if (access.state !== "manage") return null;
  const open = actions.setDialog;
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            id={triggerId}
            variant="ghost"
            size="sm"
            aria-label={`Actions for ${props.endpoint.url}`}
          >
            <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M10 3a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm0 5.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM11.5 15.5a1.5 1.5 0 1 0-3 0 1.5 1.5 0 0 0 3 0Z" />
            </svg>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="min-w-44">
          <DropdownMenuItem onSelect={actions.sendTest} disabled={actions.sending}>
            Send test event
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={actions.requestToggle} disabled={actions.toggling}>
            {actions.toggleLabel === "Enable" ? "Enable" : `${actions.toggleLabel}…`}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => open("recover")}>Recover failed…</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => open("edit")}>Edit…</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => open("rotate")}>Rotate secret…</DropdownMenuItem>
          <MenuPrimitive.Separator className="my-1 h-px bg-zinc-100" />
          <DropdownMenuItem tone="danger" onSelect={() => open("delete")}>
            Delete…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <EndpointActionDialogs {...props} actions={actions} returnFocusId={triggerId} />
    </>
  );
}

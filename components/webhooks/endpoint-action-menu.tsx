"use client";

import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { useId } from "react";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { EndpointActionDialogs } from "./endpoint-action-dialogs";
import type { EndpointActionsProps } from "./endpoint-actions";
import { useEndpointActions } from "./use-endpoint-actions";

/**
 * The same actions as the kit's row menu, one per row of the endpoint list; admins only. Enter
 * on the row still opens the endpoint (its link is the row's action), not this menu.
 */
export function EndpointActionMenu({ access, ...props }: EndpointActionsProps) {
  const actions = useEndpointActions(props.endpoint, props.onNotice);
  // The menu item that opened a dialog is gone when it closes: focus goes back to the menu.
  const triggerId = useId();
  if (access.state !== "manage") return null;
  const open = actions.setDialog;
  return (
    <>
      <RowActionsMenu id={triggerId} label={`Actions for ${props.endpoint.url}`}>
        <DropdownMenuItem onSelect={() => actions.sendTest()} disabled={actions.sending}>
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
      </RowActionsMenu>
      <EndpointActionDialogs {...props} actions={actions} returnFocusId={triggerId} />
    </>
  );
}

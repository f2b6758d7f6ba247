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
import { EndpointActionDialogs } from "./endpoint-action-dialogs";
import type { EndpointActionsProps } from "./endpoint-actions";
import { useEndpointActions } from "./use-endpoint-actions";

/** The same actions as a menu, one per row of the endpoint list; admins only. */
export function EndpointActionMenu({ access, ...props }: EndpointActionsProps) {
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
        </DropdownMenuContent>
      </DropdownMenu>
      <EndpointActionDialogs {...props} actions={actions} returnFocusId={triggerId} />
    </>
  );
}

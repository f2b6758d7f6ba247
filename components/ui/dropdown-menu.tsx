"use client";

import { DropdownMenu as MenuPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

/** A menu of actions; Radix handles focus, arrow keys, typeahead and Escape. */
export function DropdownMenuContent({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        align="end"
        sideOffset={4}
        className={cn(
          "z-50 min-w-40 rounded-lg bg-white p-1 shadow-lg ring-1 ring-zinc-200 focus:outline-none",
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  tone = "neutral",
  ...props
}: ComponentProps<typeof MenuPrimitive.Item> & { tone?: "neutral" | "danger" }) {
  return (
    <MenuPrimitive.Item
      className={cn(
        "flex cursor-default items-center rounded-md px-2.5 py-1.5 text-sm outline-none select-none data-[disabled]:opacity-50",
        tone === "danger"
          ? "text-red-700 data-[highlighted]:bg-red-50"
          : "text-zinc-800 data-[highlighted]:bg-zinc-100",
        className,
      )}
      {...props}
    />
  );
}

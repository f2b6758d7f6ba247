"use client";

import { Dialog as DialogPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A panel on the right of the window over the page (Radix Dialog: focus moves in and back,
 * Escape closes it), for one record opened from a list without leaving it; its content names
 * itself with `DialogPrimitive.Title`. `open` is usually "the address names a record".
 */
export function SideSheet({
  open,
  onClose,
  onCloseAutoFocus,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The panel's width, e.g. `max-w-xl`. */
  className: string;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-zinc-950/30" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            "fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-2xl ring-1 ring-zinc-200 focus:outline-none",
            className,
          )}
        >
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * The sheet's scrolling body, under its header. It takes the focus (Tab reaches it) so a
 * keyboard can scroll a record that has nothing else focusable, such as a prospect's fields.
 */
export function SideSheetBody({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scrolling the record by keyboard needs the focus
      tabIndex={0}
      className="flex-1 space-y-6 overflow-y-auto px-6 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
    >
      {children}
    </section>
  );
}

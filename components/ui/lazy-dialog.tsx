"use client";

import dynamic from "next/dynamic";
import { Slot } from "radix-ui";
import { type ComponentType, type ReactElement, useRef, useState } from "react";

/** What a dialog opened from its page's state takes, and what lazyDialog gives the one it loads. */
export type ControlledDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A dialog whose code loads when it is wanted, not with the page: the trigger renders at once,
 * the dialog's module starts loading when the pointer or focus reaches the trigger, and the
 * dialog mounts (opened, controlled) on the first click. Closing returns focus to the trigger,
 * which was focused when it was pressed. For a page's create, rename and delete dialogs, whose
 * forms (react-hook-form, the zod resolver) need not weigh on the page's first load.
 */
export function lazyDialog<P extends ControlledDialogProps>(load: () => Promise<ComponentType<P>>) {
  const Dialog = dynamic(load, { ssr: false }) as ComponentType<P>;
  return function LazyDialog({
    trigger,
    ...props
  }: Omit<P, keyof ControlledDialogProps> & { trigger: ReactElement }) {
    const [open, setOpen] = useState(false);
    const [wanted, setWanted] = useState(false);
    const triggerRef = useRef<HTMLElement>(null);
    const preload = () => void load();
    // Radix gives focus back to a <DialogTrigger>; this trigger is not one, so on close the
    // focus would fall to <body>. Put it back on the trigger unless something else took it.
    const onOpenChange = (next: boolean) => {
      setOpen(next);
      if (next) return;
      // After Radix has unmounted the content (a frame, then its own timeout).
      requestAnimationFrame(() =>
        setTimeout(() => {
          const active = document.activeElement;
          const lost =
            !active ||
            active === document.body ||
            active.closest('[role="dialog"], [role="alertdialog"]') !== null;
          if (lost) triggerRef.current?.focus();
        }, 0),
      );
    };
    return (
      <>
        <Slot.Root
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          {trigger}
        </Slot.Root>
        {/* The rest of P and the two controlled props make P; TypeScript cannot see it through Omit. */}
        {wanted ? <Dialog {...({ ...props, open, onOpenChange } as unknown as P)} /> : null}
      </>
    );
  };
}

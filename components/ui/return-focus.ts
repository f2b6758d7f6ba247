import { useRef } from "react";

/**
 * For a dialog opened from something other than its own trigger (a menu item, a row button
 * it replaced): an `onCloseAutoFocus` that gives focus back to the element with `id`, when
 * it is still on the page. Without it focus falls to <body> and keyboard users lose their place.
 */
export function returnFocusTo(id: string) {
  return (event: Event) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}

/**
 * Where a Radix dialog's focus goes when it closes. Radix gives it back only to a
 * `<Dialog.Trigger>`; a dialog a page opens from its own state (a button's onClick, a menu)
 * would drop it on <body>. This puts it back on `returnFocusId` when given (the control that
 * opened it is gone, as a menu item is), else on whatever had focus when the dialog opened,
 * while that is still on the page. Spread the result on the dialog's content.
 */
export function useReturnFocus(returnFocusId?: string) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Radix fires this before it moves focus in, so the opener still has it.
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnFocusId ? document.getElementById(returnFocusId) : opener.current;
      if (!target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}

import { useEffect, useLayoutEffect, useRef } from "react";

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

/** Menus, dialogs and listboxes: what is focused inside them is gone once they close. */
const OVERLAY = '[role="menu"],[role="dialog"],[role="alertdialog"],[role="listbox"]';
let lastFocusedOnPage: HTMLElement | null = null;
let tracking = false;

function remember(event: FocusEvent) {
  const target = event.target;
  if (target instanceof HTMLElement && !target.closest(OVERLAY)) lastFocusedOnPage = target;
}

/**
 * Starts remembering the last element focused outside any menu or dialog (once per page).
 * The console's providers call it, so it runs before any dialog's code has loaded.
 */
export function useFocusHistory() {
  useEffect(() => {
    if (tracking) return;
    tracking = true;
    document.addEventListener("focusin", remember, true);
  }, []);
}

/**
 * The `onCloseAutoFocus` of a kit dialog: focus goes back to the element with
 * `returnFocusId` when one is named and still on the page, else to the element that last had
 * focus on the page itself when the dialog opened: the button that opened it, or for an item
 * of a menu the button that opened the menu. A dialog opened from state has no trigger for
 * Radix to go back to, so without this focus would fall to <body>.
 */
export function useReturnFocus(open: boolean, returnFocusId?: string) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = lastFocusedOnPage;
  }, [open]);
  return (event: Event) => {
    const named = returnFocusId ? document.getElementById(returnFocusId) : null;
    const target = named ?? (opener.current?.isConnected ? opener.current : null);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}

/**
 * Focuses the element with `id` now, or as soon as it is drawn, for a moment after a dialog
 * closes: a page whose address changed as the dialog closed may draw its rows again (or a
 * loading state first), replacing the element focus went back to. Gives up as soon as focus
 * is anywhere else but <body> (the person moved on), and after `withinMs`.
 */
export function focusWhenDrawn(id: string, withinMs = 3000) {
  const until = performance.now() + withinMs;
  const step = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body;
    // The person has moved on: focus stays where they put it.
    if (!lost && active.id !== id) return;
    if (lost) document.getElementById(id)?.focus();
    // Watch to the end: the element may be drawn again and take its focus with it.
    if (performance.now() < until) requestAnimationFrame(step);
  };
  step();
}

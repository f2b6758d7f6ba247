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

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

/**
 * Keyboard use of a data table's rows (the rows are one Tab stop, a roving tabindex):
 * arrows move between rows, Home and End go to the ends, PageUp and PageDown jump ten,
 * Enter runs the row's action and Space toggles its selection.
 */
export type RowKeyAction =
  | { kind: "move"; to: number }
  | { kind: "activate" }
  | { kind: "toggle-selection" }
  | null;

const PAGE_JUMP = 10;

export function rowKeyAction(key: string, index: number, rowCount: number): RowKeyAction {
  if (rowCount === 0) return null;
  const last = rowCount - 1;
  const clamp = (n: number) => Math.min(last, Math.max(0, n));
  switch (key) {
    case "ArrowDown":
      return { kind: "move", to: clamp(index + 1) };
    case "ArrowUp":
      return { kind: "move", to: clamp(index - 1) };
    case "Home":
      return { kind: "move", to: 0 };
    case "End":
      return { kind: "move", to: last };
    case "PageDown":
      return { kind: "move", to: clamp(index + PAGE_JUMP) };
    case "PageUp":
      return { kind: "move", to: clamp(index - PAGE_JUMP) };
    case "Enter":
      return { kind: "activate" };
    case " ":
      return { kind: "toggle-selection" };
    default:
      return null;
  }
}

/**
 * The control Enter presses when the page gave the row no action of its own: the one marked
 * `data-row-action`, else the row's first link, else its first button.
 */
export function primaryControlOf(row: HTMLElement): HTMLElement | null {
  return (
    row.querySelector<HTMLElement>("[data-row-action]") ??
    row.querySelector<HTMLElement>("a[href]") ??
    row.querySelector<HTMLElement>("button:not([disabled])")
  );
}

/**
 * Presses a row's control as Enter would. A menu button gets the key itself: Radix opens a
 * menu on pointer down or a key, never on a bare click, and a key also focuses its first item.
 */
export function pressControl(control: HTMLElement | null) {
  if (!control) return;
  if (control.getAttribute("aria-haspopup") === "menu") {
    control.focus();
    control.dispatchEvent(
      new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }),
    );
  } else {
    control.click();
  }
}

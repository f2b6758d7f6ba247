"use client";

import { type KeyboardEvent, useId, useState } from "react";

/**
 * The keyboard and open state of a text box with a suggestion list (the ARIA combobox
 * pattern): typing opens the list with its first suggestion highlighted, so Enter takes the
 * suggestion rather than the half-typed text (Arrow Up past the first goes back to the text);
 * Arrow Down opens it too; Escape, a pick and leaving the box close it.
 */
export function useCombobox(options: readonly string[]) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showList = open && options.length > 0;
  const highlighted = showList && active >= 0 ? options[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  /** After the text changed: the list opens on its first suggestion. */
  const typed = (text: string) => {
    setOpen(text.trim() !== "");
    setActive(text.trim() === "" ? -1 : 0);
  };

  /** Arrows and Escape; returns true when it handled the key. */
  const navigate = (e: KeyboardEvent<HTMLInputElement>): boolean => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, options.length - 1));
      return true;
    }
    if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
      return true;
    }
    return false;
  };

  const inputProps = {
    role: "combobox" as const,
    autoComplete: "off",
    "aria-autocomplete": "list" as const,
    "aria-expanded": showList,
    "aria-controls": listboxId,
    "aria-activedescendant": highlighted !== undefined ? `${listboxId}-${active}` : undefined,
  };

  return { listboxId, showList, active, highlighted, close, typed, navigate, inputProps };
}

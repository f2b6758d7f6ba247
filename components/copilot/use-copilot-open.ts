"use client";

import { useCallback, useEffect, useState } from "react";

const STORAGE_KEY = "console.copilot-open";
export const COPILOT_TOGGLE_ID = "copilot-toggle";
export const COPILOT_PANEL_ID = "copilot-panel";
export const COPILOT_INPUT_ID = "copilot-message";

/**
 * Whether the assistant's panel is open. The shell (a layout) keeps it across pages; the tab's
 * session storage keeps it across a reload too, as a side panel left open stays open. Focus
 * moves only when the person opens or closes it: into the panel, then back to its button.
 */
export function useCopilotOpen() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);

  // Read after hydration: the server cannot know the tab's storage.
  useEffect(() => {
    if (window.sessionStorage.getItem(STORAGE_KEY) === "1") setOpen(true);
  }, []);

  const change = useCallback((next: boolean) => {
    setOpen(next);
    window.sessionStorage.setItem(STORAGE_KEY, next ? "1" : "0");
    if (next) setOpened((n) => n + 1);
    else document.getElementById(COPILOT_TOGGLE_ID)?.focus();
  }, []);

  return {
    open,
    /** Counts the person's openings: each one moves the focus into the panel. */
    opened,
    toggle: () => change(!open),
    close: () => change(false),
  };
}

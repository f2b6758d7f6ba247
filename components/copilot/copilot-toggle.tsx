"use client";

import { Button } from "@/components/ui/button";
import { loadCopilotConversation } from "./copilot-panel";
import { COPILOT_PANEL_ID, COPILOT_TOGGLE_ID } from "./use-copilot-open";

/** The header's button that opens and closes the assistant's side panel. */
export function CopilotToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button
      id={COPILOT_TOGGLE_ID}
      variant={open ? "primary" : "secondary"}
      size="sm"
      aria-expanded={open}
      aria-controls={COPILOT_PANEL_ID}
      onClick={onToggle}
      // The conversation's code, fetched as the person reaches for the button.
      onPointerEnter={() => void loadCopilotConversation()}
      onFocus={() => void loadCopilotConversation()}
    >
      Copilot
    </Button>
  );
}

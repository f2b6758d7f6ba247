"use client";

import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";

// The sheet, its queries, the answer stream and their schemas load when the trigger is first
// reached, not with every page: the panel sits in the shell of every signed-in page.
const CopilotSheet = lazyDialog(() => import("./copilot-sheet").then((m) => m.CopilotSheet));

/**
 * The workspace assistant beside every page: ask in plain words, read the answer as it is
 * written (streamed by the platform), go back to an earlier conversation. Each answer is an AI
 * step, charged to the workspace; the assistant is the platform's built-in (simulated) one and
 * answers from the workspace's own data.
 */
export function CopilotPanel() {
  return (
    <CopilotSheet
      trigger={
        <Button variant="secondary" size="sm">
          Copilot
        </Button>
      }
    />
  );
}

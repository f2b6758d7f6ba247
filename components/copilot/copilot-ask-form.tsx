"use client";

import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { COPILOT_MESSAGE_MAX } from "@/contract/copilot";
import { COPILOT_INPUT_ID } from "./use-copilot-open";

/** The question box: Enter asks, Shift+Enter starts a new line. */
export function CopilotAskForm({
  draft,
  onDraft,
  onAsk,
  answering,
}: {
  draft: string;
  onDraft: (draft: string) => void;
  onAsk: (event: FormEvent) => void;
  answering: boolean;
}) {
  return (
    <form onSubmit={onAsk} aria-label="Ask the assistant" className="space-y-2">
      <label htmlFor={COPILOT_INPUT_ID} className="sr-only">
        Your question
      </label>
      <Textarea
        id={COPILOT_INPUT_ID}
        rows={2}
        maxLength={COPILOT_MESSAGE_MAX}
        value={draft}
        placeholder="Ask the assistant…"
        onChange={(e) => onDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-zinc-600">Enter asks; Shift+Enter starts a new line.</p>
        <Button type="submit" size="sm" disabled={answering || draft.trim() === ""}>
          {answering ? "Answering…" : "Ask"}
        </Button>
      </div>
    </form>
  );
}

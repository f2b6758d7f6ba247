"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { COPILOT_ANSWER_CREDITS } from "@/contract/copilot";
import { creditsText } from "@/contract/credit-rates";
import { cn } from "@/lib/cn";
import { COPILOT_INPUT_ID, COPILOT_PANEL_ID } from "./use-copilot-open";

/**
 * The conversation (its queries, schemas, streaming and form) loads when the panel first
 * opens, not with every page: the shell is on every page, and most visits never open it.
 * The toggle starts the download when the pointer or focus reaches it.
 */
export const loadCopilotConversation = () =>
  import("./copilot-conversation").then((m) => m.CopilotConversation);
const CopilotConversation = dynamic(loadCopilotConversation, {
  ssr: false,
  loading: () => (
    <p role="status" className="px-4 py-3 text-sm text-zinc-500">
      Opening the conversation…
    </p>
  ),
});

/** How long the focus waits for the question box: the conversation's code may still load. */
const FOCUS_WAIT_FRAMES = 180;

/**
 * The workspace assistant in a side panel beside every page, not over it: no backdrop and no
 * focus trap, so the page stays usable while a conversation is open (the assistant's links
 * open pages beside it). From 1280 px the page's column narrows to make room; below, the panel
 * lies over the page's right edge, under the header. Escape (inside it) or its close button
 * closes it. Each answer is an AI step, charged to the workspace; the assistant is the
 * platform's built-in (simulated) one and answers from the workspace's own data.
 */
export function CopilotPanel({
  open,
  opened,
  onClose,
}: {
  open: boolean;
  /** Changes each time the person opens it: the focus then moves in. */
  opened: number;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Mounted at the first opening and kept: closing and reopening (or another page) keeps the
  // conversation on screen.
  const [mounted, setMounted] = useState(false);
  // Set while rendering, so the conversation is drawn in the same pass as the opened panel.
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (opened === 0) return;
    // Once drawn: the question box when the member may ask (its code and the member's role
    // may still be loading, so it is waited for, up to about three seconds), else the title.
    let frames = 0;
    let frame = requestAnimationFrame(function focusIn() {
      const input = document.getElementById(COPILOT_INPUT_ID);
      if (input) return input.focus();
      if (frames++ < FOCUS_WAIT_FRAMES) frame = requestAnimationFrame(focusIn);
      else heading.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [opened]);

  return (
    <aside
      id={COPILOT_PANEL_ID}
      aria-labelledby="copilot-title"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      className={cn(
        open ? "flex" : "hidden",
        "fixed top-14 right-0 bottom-0 z-30 w-[min(22rem,100vw)] flex-col border-l border-zinc-200 bg-white shadow-xl",
        "xl:sticky xl:top-0 xl:h-screen xl:shrink-0 xl:shadow-none",
      )}
    >
      <header className="flex items-start justify-between gap-3 border-b border-zinc-200 px-4 py-3">
        <div className="min-w-0">
          <h2
            id="copilot-title"
            ref={heading}
            tabIndex={-1}
            className="text-base font-semibold text-zinc-900 focus:outline-none"
          >
            Copilot
          </h2>
          <p className="mt-0.5 text-xs text-zinc-600">
            The platform's built-in assistant (simulated AI) answers from this workspace's lead
            lists, campaigns, replies, calls and credits. Each answer costs{" "}
            {creditsText(COPILOT_ANSWER_CREDITS)}.
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the copilot"
          className="rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
          </svg>
        </button>
      </header>
      {mounted ? <CopilotConversation /> : null}
    </aside>
  );
}

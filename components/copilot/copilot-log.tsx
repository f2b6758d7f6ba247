"use client";

import Link from "next/link";
import { useLayoutEffect, useRef } from "react";
import type { CopilotLink } from "@/contract/copilot";
import { cn } from "@/lib/cn";
import { COPILOT_LINK_KIND_WORDS, copilotLinkHref } from "@/lib/copilot/link-href";

export type Line = {
  id: string;
  role: "user" | "assistant";
  content: string;
  links: CopilotLink[];
};

/** Closer to the bottom than this (px), the reader is following the newest words. */
const FOLLOW_SLACK = 48;

function AnswerLinks({ links }: { links: CopilotLink[] }) {
  const shown = links.flatMap((link) => {
    const href = copilotLinkHref(link);
    return href ? [{ link, href }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Named in this answer" className="mt-2 flex flex-wrap gap-1.5">
      {shown.map(({ link, href }) => (
        <li key={`${link.kind}:${link.id}`}>
          <Link
            href={href}
            className="inline-flex max-w-full items-baseline gap-1 rounded-md bg-white px-2 py-0.5 text-xs text-indigo-700 ring-1 ring-zinc-200 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <span className="text-zinc-600">{COPILOT_LINK_KIND_WORDS[link.kind] ?? "Record"}:</span>
            <span className="truncate font-medium">{link.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LineItem({ line, pending }: { line: Line; pending?: boolean }) {
  const mine = line.role === "user";
  return (
    <div className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[90%] rounded-lg px-3 py-2 text-sm whitespace-pre-line [overflow-wrap:anywhere]",
          mine ? "bg-indigo-600 text-white" : "bg-zinc-100 text-zinc-900",
        )}
        aria-busy={pending || undefined}
        data-testid={mine ? "copilot-question" : "copilot-answer"}
      >
        <span className="sr-only">{mine ? "You: " : "Assistant: "}</span>
        {line.content}
        {mine ? null : <AnswerLinks links={line.links} />}
      </div>
    </div>
  );
}

/**
 * The conversation, newest at the bottom. While an answer streams in, the view follows it, as
 * a chat does, unless the reader has scrolled up to read something earlier; asking again
 * (`follow` changes) follows once more. The region can take the keyboard's focus, so it can be
 * scrolled without a mouse.
 */
export function CopilotLog({
  lines,
  answer,
  follow,
}: {
  lines: Line[];
  /** The answer being written, null when none is. */
  answer: string | null;
  /** Changes when the person asks: the view goes to the bottom again. */
  follow: number;
}) {
  const region = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question always follows
  useLayoutEffect(() => {
    following.current = true;
  }, [follow]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the words arrive
  useLayoutEffect(() => {
    const box = region.current;
    if (box && following.current) box.scrollTop = box.scrollHeight;
  }, [lines, answer, follow]);

  return (
    <div
      ref={region}
      role="log"
      aria-label="Conversation with the assistant"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
      data-testid="copilot-log"
      onScroll={(event) => {
        const box = event.currentTarget;
        following.current = box.scrollHeight - box.scrollTop - box.clientHeight <= FOLLOW_SLACK;
      }}
      className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
    >
      {lines.length === 0 && answer === null ? (
        <p className="text-sm text-zinc-600">
          Ask about credits, lead lists, campaigns, replies, calls, or how to do something in the
          console. For example: “How are my campaigns doing?”
        </p>
      ) : null}
      {lines.map((line) => (
        <LineItem key={line.id} line={line} />
      ))}
      {answer !== null ? (
        <LineItem
          line={{ id: "answer", role: "assistant", content: answer || "…", links: [] }}
          pending
        />
      ) : null}
    </div>
  );
}

"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ApiErrorState } from "@/components/api-error-state";
import { Button } from "@/components/ui/button";
import { DialogCloseIcon } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { SelectField } from "@/components/webhooks/select-field";
import { memberNeed, roleMeets } from "@/contract/access";
import { COPILOT_ANSWER_CREDITS, COPILOT_MESSAGE_MAX } from "@/contract/copilot";
import { creditsText } from "@/contract/credit-rates";
import { cn } from "@/lib/cn";
import {
  copilotKeys,
  useCopilotSessionQuery,
  useCopilotSessionsQuery,
} from "@/lib/copilot/copilot-queries";
import { askCopilot } from "@/lib/copilot/copilot-stream";
import { IdempotencyKeys } from "@/lib/forms/idempotency-key";
import { useMeQuery } from "@/lib/queries/me";
import { roleInSentence } from "@/lib/words";

const ASK_NEED = memberNeed("POST", "copilot/messages");
const NEW_THREAD = "";

type Line = { id: string; role: "user" | "assistant"; content: string };

function LineItem({ line, pending }: { line: Line; pending?: boolean }) {
  const mine = line.role === "user";
  return (
    <div className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[90%] rounded-lg px-3 py-2 text-sm whitespace-pre-line",
          mine ? "bg-indigo-600 text-white" : "bg-zinc-100 text-zinc-900",
        )}
        aria-busy={pending || undefined}
      >
        <span className="sr-only">{mine ? "You: " : "Assistant: "}</span>
        {line.content}
      </div>
    </div>
  );
}

/**
 * The workspace assistant beside every page: ask in plain words, read the answer as it is
 * written (streamed by the platform), go back to an earlier conversation. Each answer is an AI
 * step, charged to the workspace; the assistant is the platform's built-in (simulated) one and
 * answers from the workspace's own data.
 */
export function CopilotPanel() {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="secondary" size="sm">
          Copilot
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-zinc-950/20" />
        <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl ring-1 ring-zinc-200 focus:outline-none">
          <CopilotBody />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function CopilotBody() {
  const { data: me } = useMeQuery();
  const canAsk = me ? roleMeets(me.role, ASK_NEED) : false;
  const client = useQueryClient();
  const [threadId, setThreadId] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [draft, setDraft] = useState("");
  const [idempotency] = useState(() => new IdempotencyKeys());
  const running = useRef<AbortController | null>(null);
  const sessions = useCopilotSessionsQuery(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const session = useCopilotSessionQuery(chosen);

  // An earlier conversation, once read, is the one on screen.
  useEffect(() => {
    if (!session.data) return;
    setThreadId(session.data.thread_id);
    setLines(session.data.messages.map((m) => ({ id: m.id, role: m.role, content: m.content })));
  }, [session.data]);
  // Closing the panel stops reading an answer (the platform keeps it in the thread).
  useEffect(() => () => running.current?.abort(), []);

  function choose(value: string) {
    setFailure(null);
    setAnswer(null);
    if (value === NEW_THREAD) {
      setChosen(null);
      setThreadId(null);
      setLines([]);
    } else setChosen(value);
  }

  async function ask(event: FormEvent) {
    event.preventDefault();
    const message = draft.trim();
    if (!message || answer !== null) return;
    setFailure(null);
    const controller = new AbortController();
    running.current = controller;
    const question: Line = { id: `ask-${Date.now()}`, role: "user", content: message };
    setLines((shown) => [...shown, question]);
    setAnswer("");
    try {
      const done = await askCopilot({
        message,
        threadId: threadId ?? undefined,
        // The same question again after a failure reuses the key: answered and charged once.
        idempotencyKey: idempotency.keyFor({ message, threadId }),
        signal: controller.signal,
        onThread: (e) => setThreadId(e.thread_id),
        onDelta: (text) => setAnswer((so) => (so ?? "") + text),
      });
      idempotency.forget();
      setDraft("");
      setLines((shown) => [...shown, { ...done.message, role: "assistant" }]);
      void client.invalidateQueries({ queryKey: copilotKeys.all });
    } catch (error) {
      if (controller.signal.aborted) return;
      setLines((shown) => shown.filter((l) => l !== question));
      setFailure(error);
    } finally {
      setAnswer(null);
    }
  }

  const options = [
    { value: NEW_THREAD, label: "New conversation" },
    ...(sessions.data?.items ?? []).map((s) => ({ value: s.thread_id, label: s.title })),
  ];

  return (
    <>
      <header className="flex items-start justify-between gap-4 border-b border-zinc-200 px-5 py-4">
        <div className="min-w-0">
          <DialogPrimitive.Title className="text-base font-semibold text-zinc-900">
            Copilot
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-0.5 text-xs text-zinc-600">
            The platform's built-in assistant (simulated AI) answers from this workspace's lead
            lists, campaigns, replies, calls and credits. Each answer costs{" "}
            {creditsText(COPILOT_ANSWER_CREDITS)}.
          </DialogPrimitive.Description>
        </div>
        <DialogCloseIcon className="p-1.5" />
      </header>
      <div className="border-b border-zinc-200 px-5 py-3">
        <SelectField
          look="compact"
          label="Conversation"
          value={threadId ?? NEW_THREAD}
          options={
            threadId && !options.some((o) => o.value === threadId)
              ? [...options, { value: threadId, label: "This conversation" }]
              : options
          }
          onChange={choose}
          disabled={answer !== null}
        />
      </div>
      <div
        role="log"
        aria-label="Conversation with the assistant"
        className="flex-1 space-y-3 overflow-y-auto px-5 py-4"
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
          <LineItem line={{ id: "answer", role: "assistant", content: answer || "…" }} pending />
        ) : null}
      </div>
      <div className="border-t border-zinc-200 px-5 py-4">
        {failure ? <ApiErrorState error={failure} className="mb-3" /> : null}
        {canAsk ? (
          <form onSubmit={ask} aria-label="Ask the assistant" className="space-y-2">
            <label htmlFor="copilot-message" className="sr-only">
              Your question
            </label>
            <Textarea
              id="copilot-message"
              rows={2}
              maxLength={COPILOT_MESSAGE_MAX}
              value={draft}
              placeholder="Ask the assistant…"
              onChange={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
            />
            <div className="flex items-center justify-between gap-3">
              <p className="text-xs text-zinc-600">Enter asks; Shift+Enter starts a new line.</p>
              <Button type="submit" size="sm" disabled={answer !== null || draft.trim() === ""}>
                {answer !== null ? "Answering…" : "Ask"}
              </Button>
            </div>
          </form>
        ) : me ? (
          <p className="text-sm text-zinc-600">
            Asking the assistant spends credits: {ASK_NEED.reason} You are {roleInSentence(me.role)}
            .
          </p>
        ) : null}
      </div>
    </>
  );
}

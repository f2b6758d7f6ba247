"use client";

import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { SelectField } from "@/components/ui/select-field";
import { memberNeed, roleMeets } from "@/contract/access";
import { askCopilot } from "@/lib/copilot/copilot-stream";
import { IdempotencyKeys } from "@/lib/forms/idempotency-key";
import {
  copilotKeys,
  useCopilotSessionQuery,
  useCopilotSessionsQuery,
} from "@/lib/queries/copilot";
import { useMeQuery } from "@/lib/queries/me";
import { roleInSentence } from "@/lib/words";
import { CopilotAskForm } from "./copilot-ask-form";
import { CopilotLog, type Line } from "./copilot-log";

const ASK_NEED = memberNeed("POST", "copilot/messages");
const NEW_THREAD = "";

/**
 * One conversation with the assistant: pick an earlier one or start anew, read the answer as
 * it is written (streamed by the platform), with links to what it names.
 */
export function CopilotConversation() {
  const { data: me } = useMeQuery();
  const canAsk = me ? roleMeets(me.role, ASK_NEED) : false;
  const client = useQueryClient();
  const [threadId, setThreadId] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [draft, setDraft] = useState("");
  const [asked, setAsked] = useState(0);
  const [idempotency] = useState(() => new IdempotencyKeys());
  const running = useRef<AbortController | null>(null);
  const sessions = useCopilotSessionsQuery(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const session = useCopilotSessionQuery(chosen);

  // An earlier conversation, once read, is the one on screen: taken while rendering, when a
  // new read arrives, so it is never drawn a frame late.
  const [shown, setShown] = useState(session.data);
  if (session.data && session.data !== shown) {
    setShown(session.data);
    setThreadId(session.data.thread_id);
    setLines(session.data.messages);
    setAsked((n) => n + 1);
  }
  // Leaving the console stops reading an answer (the platform keeps it in the thread).
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
    const question: Line = { id: `ask-${Date.now()}`, role: "user", content: message, links: [] };
    setLines((shown) => [...shown, question]);
    setAnswer("");
    setAsked((n) => n + 1);
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
      setLines((shown) => [...shown, done.message]);
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
      <div className="border-b border-zinc-200 px-4 py-2">
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
      <CopilotLog lines={lines} answer={answer} follow={asked} />
      <div className="border-t border-zinc-200 px-4 py-3">
        {failure ? <ApiErrorState error={failure} className="mb-3" /> : null}
        {canAsk ? (
          <CopilotAskForm
            draft={draft}
            onDraft={setDraft}
            onAsk={ask}
            answering={answer !== null}
          />
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

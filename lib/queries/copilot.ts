import { skipToken, useQuery } from "@tanstack/react-query";
import { CopilotSession, CopilotSessionSummary } from "@/contract/copilot";
import { offsetEnvelope } from "@/contract/envelopes";
import { apiFetch } from "@/lib/api-client";

export const copilotKeys = {
  all: ["copilot"] as const,
  sessions: () => [...copilotKeys.all, "sessions"] as const,
  session: (threadId: string) => [...copilotKeys.all, "session", threadId] as const,
};

/**
 * The signed-in member's own recent conversations with the assistant, most recently used first:
 * a thread belongs to the member who started it.
 */
export function useCopilotSessionsQuery(enabled: boolean) {
  return useQuery({
    queryKey: copilotKeys.sessions(),
    queryFn: enabled
      ? ({ signal }) =>
          apiFetch("/api/public/copilot/sessions?per_page=20", {
            schema: offsetEnvelope(CopilotSessionSummary),
            signal,
          })
      : skipToken,
  });
}

/** One conversation, as the platform keeps it. */
export function useCopilotSessionQuery(threadId: string | null) {
  return useQuery({
    queryKey: copilotKeys.session(threadId ?? ""),
    queryFn: threadId
      ? ({ signal }) =>
          apiFetch(`/api/public/copilot/sessions/${encodeURIComponent(threadId)}`, {
            schema: CopilotSession,
            signal,
          })
      : skipToken,
  });
}

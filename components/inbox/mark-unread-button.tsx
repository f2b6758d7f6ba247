"use client";

import { useQueryState } from "nuqs";
import { Button } from "@/components/ui/button";
import { INBOX_PARAMS } from "@/lib/inbox/inbox-params";
import { useMarkUnreadMutation } from "@/lib/queries/inbox";

/**
 * Marks the open conversation unread, to come back to it, and closes it (as mail apps do: an
 * open conversation is a read one). Focus moves to the conversation in the list, so a keyboard
 * user carries on from where they were. Only shown when the lead has written.
 */
export function MarkUnreadButton({
  conversationId,
  onMarking,
}: {
  conversationId: string;
  /** Called first, so the open thread stops marking itself read while this runs. */
  onMarking: () => void;
}) {
  const mutation = useMarkUnreadMutation();
  const [, setConversation] = useQueryState("conversation", INBOX_PARAMS.conversation);
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={mutation.isPending}
      onClick={() => {
        onMarking();
        mutation.mutate(
          { id: conversationId, idempotencyKey: crypto.randomUUID() },
          {
            onSuccess: async () => {
              await setConversation(null, { history: "push" });
              requestAnimationFrame(() =>
                document
                  .querySelector<HTMLElement>(
                    `[data-conversation-id="${CSS.escape(conversationId)}"]`,
                  )
                  ?.focus(),
              );
            },
          },
        );
      }}
    >
      {mutation.isPending ? "Marking…" : "Mark unread"}
    </Button>
  );
}

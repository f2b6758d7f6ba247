import { createRoute } from "@hono/zod-openapi";
import { cursorEnvelope } from "../../../contract/envelopes";
import { Conversation, ConversationsQuery } from "../../../contract/inbox";
import type { PublicApi } from "../../http/env";
import { validationError } from "../../http/errors";
import { errorResponses, jsonContent, PUBLIC_READ_ERRORS } from "../../http/openapi";
import { conversationsPage, inboxHighWaterMark } from "../inbox-conversations";
import { decodeInboxCursor, encodeInboxCursor } from "../inbox-cursor";
import { TAG, toConversation } from "./shared";

const route = createRoute({
  method: "get",
  path: "/conversations",
  operationId: "public_list_conversations",
  tags: [TAG],
  summary: "List conversations",
  description:
    "The spec: `GET /conversations`, query `cursor`, `limit`; cursor envelope. One conversation per lead across every channel, latest activity first. A walk through the pages is a snapshot of the inbox as it stood at the first page: messages that arrive during the walk do not move conversations between pages, so none shows twice and none is skipped; start again from the first page to see them. Filter by `lead_id`, `campaign_id` (conversations with a message of that campaign), `channel` (conversations with a message on that channel, in either direction: a conversation that moved from email to text is found under both), `owner_id` (the member who handles it: the one who last answered from the inbox, or `none`) and `unread`; search with `q` (the lead's name, email or company, and the messages' text). Filters combine. Pass `next_cursor` back unchanged, with the same filters; any other cursor is a 422 at `cursor`. Each item's last message is the one that places it in the walk; `unread_count` is current.",
  request: { query: ConversationsQuery },
  responses: {
    200: jsonContent(cursorEnvelope(Conversation), "A page of conversations."),
    ...errorResponses(...PUBLIC_READ_ERRORS),
  },
});

export function registerListConversations(api: PublicApi) {
  api.openapi(route, async (c) => {
    const { cursor, limit, lead_id, campaign_id, unread, q, channel, owner_id } =
      c.req.valid("query");
    const filters = { lead_id, campaign_id, unread, q: q || undefined, channel, owner_id };
    const { db } = c.var.deps;
    const { workspaceId } = c.var.auth;
    let position =
      cursor === undefined ? undefined : await decodeInboxCursor(db, workspaceId, filters, cursor);
    if (position === null) {
      throw validationError(
        ["query", "cursor"],
        "The cursor is not one this API returned for these filters; pass next_cursor back unchanged, with the same filters.",
      );
    }
    if (position === undefined) {
      const mark = await inboxHighWaterMark(db, workspaceId);
      position = { mark, below: mark + 1 };
    }
    const page = await conversationsPage(db, workspaceId, filters, position, limit);
    return c.json(
      {
        items: page.rows.map(toConversation),
        next_cursor: page.next
          ? await encodeInboxCursor(db, workspaceId, filters, page.next)
          : null,
      },
      200,
    );
  });
}

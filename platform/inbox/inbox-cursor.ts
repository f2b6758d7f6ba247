import { createHmac } from "node:crypto";
import type { ConversationsQuery } from "../../contract/inbox";
import { constantTimeEqual } from "../auth/secrets";
import { serverSecret } from "../auth/server-secrets";
import type { Db } from "../db/client";

/**
 * Where a walk of the inbox stands: `mark`, the workspace's highest message seq when the walk
 * began (its snapshot), and `below`, the position the next page starts under.
 */
export type InboxPosition = { mark: number; below: number };

/** The filters a cursor is bound to: another set of filters makes it a foreign cursor. */
export type InboxFilters = Pick<
  ConversationsQuery,
  "lead_id" | "campaign_id" | "unread" | "q" | "channel" | "owner_id"
>;

const SECRET_NAME = "inbox_cursor";

/**
 * The signature binds the position to the workspace and to the filters, so a cursor edited by
 * hand, taken from another workspace or replayed with other filters fails to verify.
 */
function sign(secret: string, workspaceId: string, filters: InboxFilters, payload: string) {
  const bound = JSON.stringify([
    "inbox/v1",
    workspaceId,
    filters.lead_id ?? null,
    filters.campaign_id ?? null,
    filters.unread ?? null,
    filters.q ?? null,
    filters.channel ?? null,
    filters.owner_id ?? null,
    payload,
  ]);
  return createHmac("sha256", secret).update(bound).digest().subarray(0, 16).toString("base64url");
}

export async function encodeInboxCursor(
  db: Db,
  workspaceId: string,
  filters: InboxFilters,
  position: InboxPosition,
): Promise<string> {
  const payload = `${position.mark}:${position.below}`;
  const secret = await serverSecret(db, SECRET_NAME);
  return `${Buffer.from(payload).toString("base64url")}.${sign(secret, workspaceId, filters, payload)}`;
}

/** The position a cursor holds, or null when it is not one this platform made for this walk. */
export async function decodeInboxCursor(
  db: Db,
  workspaceId: string,
  filters: InboxFilters,
  cursor: string,
): Promise<InboxPosition | null> {
  const [encoded, signature, extra] = cursor.split(".");
  if (!encoded || !signature || extra !== undefined) return null;
  const payload = Buffer.from(encoded, "base64url").toString();
  // Decoding is lenient (it skips stray characters): only the exact encoding passes.
  if (Buffer.from(payload).toString("base64url") !== encoded) return null;
  const match = /^(\d{1,15}):(\d{1,15})$/.exec(payload);
  if (!match) return null;
  const secret = await serverSecret(db, SECRET_NAME);
  if (!constantTimeEqual(signature, sign(secret, workspaceId, filters, payload))) return null;
  const position = { mark: Number(match[1]), below: Number(match[2]) };
  return position.below <= position.mark + 1 ? position : null;
}

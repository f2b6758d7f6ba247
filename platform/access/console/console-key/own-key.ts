import type { Context } from "hono";
import { roleAtLeast } from "../../../../contract/roles";
import type { DbOrTx } from "../../../db/client";
import type { ConsoleEnv } from "../../../http/env";
import { ApiError } from "../../../http/errors";
import { lockApiKey } from "../../api-keys";
import { activeConsoleKey } from "../../session-keys";

/**
 * Who may act on the console's own key, and which key that is: an admin or owner, signed in,
 * through the console, which proves it asks by presenting that very key (X-API-Key). The key
 * acted on is the one presented, so no id a browser sends can name it.
 */
export async function presentedConsoleKey(c: Context<ConsoleEnv>, at: Date) {
  const { member } = c.var;
  if (!roleAtLeast(member.role, "admin")) throw new ApiError("role_console_key");
  const presented = c.req.header("x-api-key")?.trim();
  const key = presented
    ? await activeConsoleKey(c.var.deps.db, presented, member.workspaceId, at)
    : null;
  if (!key) throw new ApiError("console_key_needs_console_key");
  return key;
}

/** The key locked for this transaction, still the console's and still active. */
export async function lockConsoleKey(tx: DbOrTx, workspaceId: string, id: string, at: Date) {
  const key = await lockApiKey(tx, workspaceId, id);
  const active =
    key &&
    key.purpose === "console" &&
    !(key.revokedAt && key.revokedAt <= at) &&
    !(key.expiresAt && key.expiresAt <= at);
  if (!active) throw new ApiError("key_already_revoked");
  return key;
}

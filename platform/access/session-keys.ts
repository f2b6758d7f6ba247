import { eq } from "drizzle-orm";
import type { KeyEnvironment } from "../../contract/api-keys";
import type { Role } from "../../contract/roles";
import { findKeyByHash } from "../auth/key-lookup";
import { constantTimeEqual, sha256 } from "../auth/secrets";
import { apiKeys } from "../auth/tables";
import type { Db } from "../db/client";
import { insertApiKey } from "./api-keys";

const SESSION_KEY_LABEL = "Console session";

/**
 * The console's own key when `value` is one: marked "console", active at `at`, and of the
 * workspace `workspaceId`. Anything else is null, whatever the reason.
 */
export async function activeConsoleKey(db: Db, value: string, workspaceId: string, at: Date) {
  const hash = sha256(value);
  const row = await findKeyByHash(db, hash);
  if (!row || !constantTimeEqual(row.key.hash, hash)) return null;
  const { key } = row;
  if (key.purpose !== "console" || key.workspaceId !== workspaceId) return null;
  if ((key.revokedAt && key.revokedAt <= at) || (key.expiresAt && key.expiresAt <= at)) return null;
  return key;
}

/**
 * A fresh key for one member's sign-in session: its creator is the member with their role now,
 * it expires with the session and is deleted with it. A session holds one key at a time, so
 * issuing again replaces the earlier one.
 */
export async function issueSessionKey(
  db: Db,
  input: {
    workspaceId: string;
    session: { id: string; expiresAt: Date };
    member: { id: string; role: Role };
    environment: KeyEnvironment;
  },
) {
  return db.transaction(async (tx) => {
    await tx.delete(apiKeys).where(eq(apiKeys.sessionId, input.session.id));
    return insertApiKey(tx, {
      workspaceId: input.workspaceId,
      label: SESSION_KEY_LABEL,
      scopes: ["read", "write"],
      environment: input.environment,
      expiresAt: input.session.expiresAt,
      creator: input.member,
      purpose: "session",
      sessionId: input.session.id,
    });
  });
}

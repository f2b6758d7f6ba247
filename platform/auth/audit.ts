import { and, desc, eq, lt, notInArray, or, type SQL } from "drizzle-orm";
import type { AuditChange, AuditTargetType } from "../../contract/audit";
import type { Db, DbOrTx } from "../db/client";
import { newId } from "../ids";
import { auditEvents } from "./tables";

export type AuditEntry = {
  workspaceId: string;
  /** memberId is null for what the platform does by itself (webhook auto-disable). */
  actor: { memberId: string | null; email: string };
  target: { type: AuditTargetType; id: string; label: string };
  change: AuditChange;
  at: Date;
};

/** Records one change; call it inside the transaction that makes the change. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditEvents).values({
    id: newId("aud"),
    workspaceId: entry.workspaceId,
    actorMemberId: entry.actor.memberId,
    actorEmail: entry.actor.email,
    action: entry.change.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    details: entry.change.details,
    createdAt: entry.at,
  });
}

/** Where the next page starts: the last event's time (ms) and id, opaque to clients. */
type Cursor = { t: number; id: string };

function encodeAuditCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.t, cursor.id])).toString("base64url");
}

export function decodeAuditCursor(text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isSafeInteger(value[0]) &&
      typeof value[1] === "string"
    ) {
      return { t: value[0], id: value[1] };
    }
  } catch {
    // not a cursor this platform made
  }
  return null;
}

/** Newest first; `limit + 1` rows tell whether another page follows. */
export async function listAuditEvents(
  db: Db,
  workspaceId: string,
  filter: {
    targetType?: AuditTargetType;
    targetId?: string;
    /** Kinds the reader may not see (`auditTypesHiddenFrom` in contract/audit.ts). */
    hiddenTypes: AuditTargetType[];
    after?: Cursor;
    limit: number;
  },
) {
  const conditions: SQL[] = [eq(auditEvents.workspaceId, workspaceId)];
  if (filter.hiddenTypes.length > 0) {
    conditions.push(notInArray(auditEvents.targetType, filter.hiddenTypes));
  }
  if (filter.targetType) conditions.push(eq(auditEvents.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditEvents.targetId, filter.targetId));
  if (filter.after) {
    const at = new Date(filter.after.t);
    conditions.push(
      or(
        lt(auditEvents.createdAt, at),
        and(eq(auditEvents.createdAt, at), lt(auditEvents.id, filter.after.id)),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const next =
    rows.length > filter.limit && last
      ? encodeAuditCursor({ t: last.createdAt.getTime(), id: last.id })
      : null;
  return { rows: page, next };
}

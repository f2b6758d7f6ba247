import { and, asc, eq, getTableColumns } from "drizzle-orm";
import type { VoiceAgent } from "../../contract/voice-agents";
import type { Db } from "../db/client";
import { pageWithTotal, totalCount } from "../db/paginate";
import { iso } from "../http/time";
import { voiceAgents } from "./tables";

export type VoiceAgentRow = typeof voiceAgents.$inferSelect;

/** The workspace's voice agents, oldest first (the first is the one campaigns call with). */
export async function listVoiceAgents(
  db: Db,
  workspaceId: string,
  opts: { page: number; perPage: number },
) {
  const where = eq(voiceAgents.workspaceId, workspaceId);
  const rows = await db
    .select({ ...getTableColumns(voiceAgents), _total: totalCount() })
    .from(voiceAgents)
    .where(where)
    .orderBy(asc(voiceAgents.createdAt), asc(voiceAgents.id))
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  return pageWithTotal(rows, opts.page, () => db.$count(voiceAgents, where));
}

export async function findVoiceAgent(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(voiceAgents)
    .where(and(eq(voiceAgents.workspaceId, workspaceId), eq(voiceAgents.id, id)));
  return row;
}

export function toVoiceAgent(row: VoiceAgentRow): VoiceAgent {
  return {
    id: row.id,
    name: row.name,
    voice: row.voice,
    language: row.language,
    status: row.status,
    created_at: iso(row.createdAt),
  };
}

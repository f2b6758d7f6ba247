import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type {
  CreateDoNotContactBody,
  DncType,
  DoNotContactCreated,
} from "../../contract/do-not-contact";
import type { Db } from "../db/client";
import { doNotContact } from "../db/schema";
import { ApiError } from "../http/errors";
import { emitEvents } from "../webhooks/events";
import { newCampaignRecordId } from "./campaign-ids";
import { toDoNotContactEntry } from "./campaign-serialize";
import { onDoNotContactSql } from "./do-not-contact-match";
import { pageWithTotal, totalCount } from "./paginate";
import { sqlRows } from "./sql-rows";

export async function listDoNotContact(
  db: Db,
  workspaceId: string,
  opts: { type?: DncType; page: number; perPage: number },
) {
  const conditions: SQL[] = [eq(doNotContact.workspaceId, workspaceId)];
  if (opts.type) conditions.push(eq(doNotContact.type, opts.type));
  const where = and(...conditions);
  const rows = await db
    .select({ ...getTableColumns(doNotContact), _total: totalCount() })
    .from(doNotContact)
    .where(where)
    .orderBy(desc(doNotContact.createdAt), desc(doNotContact.id))
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  return pageWithTotal(rows, opts.page, () => db.$count(doNotContact, where));
}

/** Stored values: emails and domains lower-case, phone numbers as digits only. */
const normalised = (body: CreateDoNotContactBody) =>
  body.type === "phone" ? body.value.replace(/[^0-9]/g, "") : body.value.toLowerCase();

/**
 * Adds a suppression and, in the same transaction, sets every matching lead that was not
 * dnc yet to dnc (each fires lead.status_changed) and ends their active enrollments
 * (state suppressed), so the engine never reaches them. Call wakeWebhookWorkers() after.
 */
export async function addDoNotContact(
  db: Db,
  input: { workspaceId: string; body: CreateDoNotContactBody; at: Date },
): Promise<DoNotContactCreated> {
  const { workspaceId, at } = input;
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(doNotContact)
      .values({
        id: newCampaignRecordId("doNotContact"),
        workspaceId,
        type: input.body.type,
        value: normalised(input.body),
        reason: input.body.reason ?? "",
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!entry) throw new ApiError("do_not_contact_exists");
    const changed = await sqlRows<{ id: string; lead_list_id: string; previous: string }>(
      tx,
      sql`with matched as (
          select l.id, l.status as previous from leads l
          where l.workspace_id = ${workspaceId} and l.status <> 'dnc' and ${onDoNotContactSql()}
          for update
        )
        update leads set status = 'dnc' from matched where leads.id = matched.id
        returning leads.id, leads.lead_list_id, matched.previous`,
    );
    const [ended] = await sqlRows<{ n: number }>(
      tx,
      sql`with ended as (
          update campaign_enrollments e
          set state = 'suppressed', next_step_at = null,
            ended_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz
          from leads l
          where l.id = e.lead_id and e.workspace_id = ${workspaceId} and e.state = 'active'
            and l.workspace_id = ${workspaceId} and ${onDoNotContactSql()}
          returning 1
        )
        select count(*)::int as n from ended`,
    );
    await emitEvents(
      tx,
      workspaceId,
      "lead.status_changed",
      changed.map((l) => ({
        lead_id: l.id,
        lead_list_id: l.lead_list_id,
        status: "dnc" as const,
        previous_status: l.previous,
      })),
    );
    return {
      ...toDoNotContactEntry(entry),
      leads_marked_dnc: changed.length,
      enrollments_ended: ended!.n,
    };
  });
}

/** Removes a suppression. Leads it marked dnc stay dnc: a status is changed only on purpose. */
export async function deleteDoNotContact(db: Db, workspaceId: string, id: string) {
  const removed = await db
    .delete(doNotContact)
    .where(and(eq(doNotContact.workspaceId, workspaceId), eq(doNotContact.id, id)))
    .returning({ id: doNotContact.id });
  if (removed.length === 0) throw new ApiError("do_not_contact_not_found");
}

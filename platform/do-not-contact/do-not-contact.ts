import { and, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type {
  CreateDoNotContactBody,
  DncType,
  DoNotContactCreated,
} from "../../contract/do-not-contact";
import type { Db } from "../db/client";
import { pageWithTotal, totalCount } from "../db/paginate";
import { toJob } from "../db/serialize";
import { ApiError } from "../http/errors";
import { newCampaignRecordId } from "../ids";
import { createDoNotContactJob } from "./do-not-contact-job";
import { toDoNotContactEntry } from "./entry-serialize";
import { doNotContact } from "./tables";

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
 * Adds a suppression, in force from its commit: the engine, enrolling and sending check the
 * entries themselves at every step. Setting the leads it already matches to dnc (each firing
 * lead.status_changed) and ending their active enrollments is a job queued in the same
 * transaction, so the answer costs the same however many leads match. Call wakeJobRunners()
 * after the commit.
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
    const job = await createDoNotContactJob(tx, { entry, at });
    return { ...toDoNotContactEntry(entry), job: toJob(job) };
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

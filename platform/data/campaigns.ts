import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import {
  type CampaignStatus,
  type CampaignStep,
  type CreateCampaignBody,
  DEFAULT_CAMPAIGN_STEPS,
  type UpdateCampaignBody,
} from "../../contract/campaigns";
import type { Db } from "../db/client";
import { campaignEnrollments, campaigns } from "../db/schema";
import { sqlRows } from "../db/sql-rows";
import { ApiError, validationError } from "../http/errors";
import { findCampaignFolder } from "./campaign-folders";
import { newCampaignRecordId } from "./campaign-ids";
import { pageWithTotal, totalCount } from "./paginate";

export type CampaignRow = typeof campaigns.$inferSelect;

export async function findCampaign(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.id, id)));
  return row;
}

/** The campaign locked for the rest of the transaction; 404 when it is not the workspace's. */
export async function lockCampaign(tx: Db, workspaceId: string, id: string) {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.id, id)))
    .for("update");
  if (!row) throw new ApiError("campaign_not_found");
  return row;
}

export async function listCampaigns(
  db: Db,
  workspaceId: string,
  opts: { folderId?: string; status?: CampaignStatus; page: number; perPage: number },
) {
  const conditions: SQL[] = [eq(campaigns.workspaceId, workspaceId)];
  if (opts.folderId) conditions.push(eq(campaigns.folderId, opts.folderId));
  if (opts.status) conditions.push(eq(campaigns.status, opts.status));
  const where = and(...conditions);
  const rows = await db
    .select({ ...getTableColumns(campaigns), _total: totalCount() })
    .from(campaigns)
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  return pageWithTotal(rows, opts.page, () => db.$count(campaigns, where));
}

/** A folder_id of another workspace, or none at all, is a 422 at the field (issue rule). */
async function checkFolder(db: Db, workspaceId: string, folderId: string | null | undefined) {
  if (folderId === null || folderId === undefined) return;
  if (!(await findCampaignFolder(db, workspaceId, folderId))) {
    throw validationError(
      ["body", "folder_id"],
      "No campaign folder of this workspace has this id; use an id from GET /campaign-folders.",
    );
  }
}

export async function createCampaign(
  db: Db,
  workspaceId: string,
  body: CreateCampaignBody,
  at: Date,
) {
  await checkFolder(db, workspaceId, body.folder_id);
  const [row] = await db
    .insert(campaigns)
    .values({
      id: newCampaignRecordId("campaign"),
      workspaceId,
      folderId: body.folder_id ?? null,
      name: body.name,
      steps: body.steps ?? DEFAULT_CAMPAIGN_STEPS,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

const stateSentence = (status: CampaignStatus) =>
  ({
    draft: "is a draft",
    active: "is active",
    paused: "is paused",
    stopped: "is stopped",
    finished: "has finished",
  })[status];

export async function updateCampaign(
  db: Db,
  workspaceId: string,
  id: string,
  body: UpdateCampaignBody,
  at: Date,
) {
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, workspaceId, id);
    if (body.steps !== undefined && campaign.status !== "draft") {
      throw new ApiError(
        "campaign_state",
        {},
        `The steps of a campaign can change only while it is a draft, and this one ${stateSentence(campaign.status)}.`,
      );
    }
    await checkFolder(tx, workspaceId, body.folder_id);
    const [row] = await tx
      .update(campaigns)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.folder_id !== undefined && { folderId: body.folder_id }),
        ...(body.steps !== undefined && { steps: body.steps as CampaignStep[] }),
        updatedAt: at,
      })
      .where(eq(campaigns.id, id))
      .returning();
    return row!;
  });
}

export async function deleteCampaign(db: Db, workspaceId: string, id: string) {
  await db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, workspaceId, id);
    if (campaign.status !== "draft") {
      throw new ApiError(
        "campaign_state",
        {},
        `Only a draft campaign can be deleted, and this one ${stateSentence(campaign.status)}; stop it instead.`,
      );
    }
    // Enrollments and channel assignments go with it (on delete cascade).
    await tx.delete(campaigns).where(eq(campaigns.id, id));
  });
}

export { stateSentence };

/** Ends every active enrollment of a campaign, e.g. when it is stopped. */
export async function endActiveEnrollments(tx: Db, campaignId: string, state: "stopped", at: Date) {
  await tx
    .update(campaignEnrollments)
    .set({ state, nextStepAt: null, endedAt: at, updatedAt: at })
    .where(
      and(eq(campaignEnrollments.campaignId, campaignId), eq(campaignEnrollments.state, "active")),
    );
}

/** Whether a campaign has at least one enrollment (a launch needs one). */
export async function hasEnrollments(tx: Db, campaignId: string): Promise<boolean> {
  const found = await sqlRows(
    tx,
    sql`select 1 from campaign_enrollments where campaign_id = ${campaignId} limit 1`,
  );
  return found.length > 0;
}

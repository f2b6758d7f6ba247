import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import {
  CAMPAIGN_NAME_MAX,
  type CampaignStatus,
  type CloneCampaignBody,
  type CreateCampaignBody,
  completeSteps,
  DEFAULT_CAMPAIGN_STEPS,
  type StoredStep,
  type UpdateCampaignBody,
} from "../../contract/campaigns";
import type { Db } from "../db/client";
import { pageWithTotal, totalCount } from "../db/paginate";
import { sqlRows } from "../db/sql-rows";
import { ApiError, validationError } from "../http/errors";
import { newCampaignRecordId } from "../ids";
import { findCampaignFolder } from "./campaign-folders";
import { campaignEnrollments, campaigns } from "./tables";

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
      steps: storedSteps(body.steps ?? DEFAULT_CAMPAIGN_STEPS),
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

/**
 * A sequence as it is stored: every step with its words (the defaults written in where the
 * caller gave none, so the user sees and edits them) and its variants' words in full.
 */
function storedSteps(steps: readonly StoredStep[]): StoredStep[] {
  return completeSteps(steps).map((s) => ({
    channel: s.channel,
    wait_days: s.wait_days,
    subject: s.subject,
    body: s.body,
    talk_track: s.talk_track,
    variants: s.variants.map((v) => ({
      subject: v.subject,
      body: v.body,
      talk_track: v.talk_track,
    })),
  }));
}

/**
 * How far a campaign's leads have gone, for a change of its sequence: the furthest any lead
 * got (steps below it have run for someone), and the furthest next step that active leads
 * still wait for (leads past the last step only wait for their answer).
 */
async function sequenceProgress(tx: Db, campaignId: string, length: number) {
  const [row] = await sqlRows<{ ran: number | null; waiting: number | null }>(
    tx,
    sql`select max(current_step)::int as ran,
        (max(current_step) filter (where state = 'active' and current_step < ${length}))::int
          as waiting
      from campaign_enrollments where campaign_id = ${campaignId}`,
  );
  return { ran: row?.ran ?? 0, waiting: row?.waiting ?? null };
}

/**
 * A running campaign's sequence may change where no lead has been: a step some lead has run
 * keeps its place and channel (its history stays true), and a step leads wait for stays.
 * Words and waits may change anywhere; they apply to what each lead has not run yet.
 */
async function checkSequenceChange(
  tx: Db,
  campaign: CampaignRow,
  next: readonly StoredStep[],
): Promise<void> {
  if (campaign.status === "stopped" || campaign.status === "finished") {
    throw new ApiError(
      "campaign_state",
      {},
      `The steps of a campaign that ${stateSentence(campaign.status)} cannot change; clone it to run an edited copy.`,
    );
  }
  if (campaign.status === "draft") return;
  const { ran, waiting } = await sequenceProgress(tx, campaign.id, campaign.steps.length);
  for (let i = 0; i < Math.min(ran, campaign.steps.length); i++) {
    const before = campaign.steps[i]!;
    const after = next[i];
    if (!after || after.channel !== before.channel) {
      throw new ApiError(
        "campaign_state",
        {},
        `Step ${i + 1} has already run for some leads, so it cannot be removed, moved or given another channel; change its words or wait, or add steps after it.`,
      );
    }
  }
  if (waiting !== null && next.length <= waiting) {
    throw new ApiError(
      "campaign_state",
      {},
      `Some leads are waiting for step ${waiting + 1}, so it cannot be removed; change its words or wait instead, or pause the campaign and stop those leads first.`,
    );
  }
}

export async function updateCampaign(
  db: Db,
  workspaceId: string,
  id: string,
  body: UpdateCampaignBody,
  at: Date,
) {
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, workspaceId, id);
    if (body.steps !== undefined) await checkSequenceChange(tx, campaign, body.steps);
    await checkFolder(tx, workspaceId, body.folder_id);
    const [row] = await tx
      .update(campaigns)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.folder_id !== undefined && { folderId: body.folder_id }),
        ...(body.steps !== undefined && { steps: storedSteps(body.steps) }),
        updatedAt: at,
      })
      .where(eq(campaigns.id, id))
      .returning();
    return row!;
  });
}

/** " (copy)" after the name, the name cut short when it would not fit. */
function copyName(name: string): string {
  const suffix = " (copy)";
  const room = CAMPAIGN_NAME_MAX - suffix.length;
  return `${name.length > room ? name.slice(0, room).trimEnd() : name}${suffix}`;
}

/**
 * A new draft with the campaign's sequence (steps, words and variants) and folder, and none
 * of its leads, sending accounts or history.
 */
export async function cloneCampaign(
  db: Db,
  workspaceId: string,
  id: string,
  body: CloneCampaignBody,
  at: Date,
) {
  const source = await findCampaign(db, workspaceId, id);
  if (!source) throw new ApiError("campaign_not_found");
  const [row] = await db
    .insert(campaigns)
    .values({
      id: newCampaignRecordId("campaign"),
      workspaceId,
      folderId: source.folderId,
      name: body.name ?? copyName(source.name),
      steps: storedSteps(source.steps),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
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

import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../db/client";
import { pageWithTotal, totalCount } from "../db/paginate";
import { newCampaignRecordId } from "../ids";
import { campaignFolders } from "./tables";

export async function listCampaignFolders(
  db: Db,
  workspaceId: string,
  page: number,
  perPage: number,
) {
  const where = eq(campaignFolders.workspaceId, workspaceId);
  const rows = await db
    .select({ ...getTableColumns(campaignFolders), _total: totalCount() })
    .from(campaignFolders)
    .where(where)
    .orderBy(desc(campaignFolders.createdAt), desc(campaignFolders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return pageWithTotal(rows, page, () => db.$count(campaignFolders, where));
}

export async function createCampaignFolder(db: Db, workspaceId: string, name: string, at: Date) {
  const [row] = await db
    .insert(campaignFolders)
    .values({ id: newCampaignRecordId("folder"), workspaceId, name, createdAt: at })
    .returning();
  return row!;
}

export async function findCampaignFolder(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(campaignFolders)
    .where(and(eq(campaignFolders.workspaceId, workspaceId), eq(campaignFolders.id, id)));
  return row;
}

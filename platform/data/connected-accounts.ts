import { and, asc, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import type { AccountChannel } from "../../contract/connected-accounts";
import type { Db } from "../db/client";
import { connectedAccounts } from "../db/schema";
import { newCampaignRecordId } from "./campaign-ids";
import { pageWithTotal, totalCount } from "./paginate";

export async function listConnectedAccounts(
  db: Db,
  workspaceId: string,
  opts: { channel?: AccountChannel; page: number; perPage: number },
) {
  const conditions: SQL[] = [eq(connectedAccounts.workspaceId, workspaceId)];
  if (opts.channel) conditions.push(eq(connectedAccounts.channel, opts.channel));
  const where = and(...conditions);
  const rows = await db
    .select({ ...getTableColumns(connectedAccounts), _total: totalCount() })
    .from(connectedAccounts)
    .where(where)
    .orderBy(
      asc(connectedAccounts.channel),
      asc(connectedAccounts.createdAt),
      asc(connectedAccounts.id),
    )
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  return pageWithTotal(rows, opts.page, () => db.$count(connectedAccounts, where));
}

export async function accountsByIds(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.workspaceId, workspaceId), inArray(connectedAccounts.id, ids)));
}

/**
 * The accounts a demo workspace sends from: two mailboxes, a phone number for texts and
 * calls, a professional-network profile and a messaging-app account. Nothing real is behind
 * them; the engine's sends are simulated. Seeded only when the workspace has none.
 */
export async function seedConnectedAccounts(db: Db, workspace: { id: string; slug: string }) {
  const existing = await db.$count(
    connectedAccounts,
    eq(connectedAccounts.workspaceId, workspace.id),
  );
  if (existing > 0) return;
  const domain = `${workspace.slug}.test`;
  const name = workspace.slug.charAt(0).toUpperCase() + workspace.slug.slice(1);
  const accounts: {
    channel: AccountChannel;
    address: string;
    displayName: string;
    dailyLimit: number;
  }[] = [
    { channel: "email", address: `sales@${domain}`, displayName: `${name} Sales`, dailyLimit: 200 },
    { channel: "email", address: `hello@${domain}`, displayName: `${name} Team`, dailyLimit: 200 },
    {
      channel: "phone",
      address: "+1 512 555 0100",
      displayName: `${name} main line`,
      dailyLimit: 300,
    },
    {
      channel: "network",
      address: `${name} Sales on the professional network`,
      displayName: `${name} Sales`,
      dailyLimit: 50,
    },
    {
      channel: "messaging",
      address: "+1 512 555 0101",
      displayName: `${name} messaging`,
      dailyLimit: 100,
    },
  ];
  await db.insert(connectedAccounts).values(
    accounts.map((a) => ({
      id: newCampaignRecordId("account"),
      workspaceId: workspace.id,
      ...a,
    })),
  );
}

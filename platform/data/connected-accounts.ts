import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  ACCOUNT_USES_SHOWN,
  type AccountCampaignUse,
  type AccountChannel,
  type ConnectedAccountListItem,
} from "../../contract/connected-accounts";
import type { Db } from "../db/client";
import { connectedAccounts, phoneNumbers } from "../db/schema";
import { sqlRows } from "../db/sql-rows";
import { newCampaignRecordId } from "./campaign-ids";
import { toConnectedAccount } from "./campaign-serialize";
import { pageWithTotal, totalCount } from "./paginate";

/** The account's columns and, for a phone number, its carrier capabilities. */
const accountWithCapabilities = {
  account: connectedAccounts,
  voice: phoneNumbers.voice,
  sms: phoneNumbers.sms,
};

export async function listConnectedAccounts(
  db: Db,
  workspaceId: string,
  opts: { channel?: AccountChannel; page: number; perPage: number },
): Promise<{ items: ConnectedAccountListItem[]; total: number }> {
  const conditions: SQL[] = [eq(connectedAccounts.workspaceId, workspaceId)];
  if (opts.channel) conditions.push(eq(connectedAccounts.channel, opts.channel));
  const where = and(...conditions);
  const found = await db
    .select({ ...accountWithCapabilities, _total: totalCount() })
    .from(connectedAccounts)
    .leftJoin(phoneNumbers, eq(phoneNumbers.connectedAccountId, connectedAccounts.id))
    .where(where)
    .orderBy(
      asc(connectedAccounts.channel),
      asc(connectedAccounts.createdAt),
      asc(connectedAccounts.id),
    )
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  const { rows, total } = await pageWithTotal(found, opts.page, () =>
    db.$count(connectedAccounts, where),
  );
  const uses = await campaignUses(
    db,
    rows.map((r) => r.account.id),
  );
  return {
    items: rows.map((r) => ({
      ...toConnectedAccount(r.account, r),
      campaign_uses: uses.get(r.account.id)?.shown ?? [],
      campaign_use_count: uses.get(r.account.id)?.count ?? 0,
    })),
    total,
  };
}

/**
 * The campaigns that send from each of a page's accounts: the newest few per account and the
 * count, in one statement over the assignments' account index, so a page costs one page
 * whatever the number of campaigns.
 */
async function campaignUses(
  db: Db,
  accountIds: string[],
): Promise<Map<string, { shown: AccountCampaignUse[]; count: number }>> {
  const uses = new Map<string, { shown: AccountCampaignUse[]; count: number }>();
  if (accountIds.length === 0) return uses;
  const found = await sqlRows<{
    account_id: string;
    campaign_id: string;
    campaign_name: string;
    campaign_status: string;
    channel: AccountCampaignUse["channel"];
    uses: number | string;
  }>(
    db,
    sql`select account_id, campaign_id, campaign_name, campaign_status, channel, uses
      from (
        select a.account_id, a.campaign_id, c.name as campaign_name,
          c.status as campaign_status, a.channel,
          count(*) over (partition by a.account_id) as uses,
          row_number() over (
            partition by a.account_id order by c.created_at desc, c.id desc, a.channel
          ) as position
        from campaign_channel_assignments a
        join campaigns c on c.id = a.campaign_id
        where a.account_id in (${sql.join(
          accountIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      ) ranked
      where position <= ${ACCOUNT_USES_SHOWN}
      order by account_id, position`,
  );
  for (const row of found) {
    const entry = uses.get(row.account_id) ?? { shown: [], count: Number(row.uses) };
    entry.shown.push({
      campaign_id: row.campaign_id,
      campaign_name: row.campaign_name,
      campaign_status: row.campaign_status,
      channel: row.channel,
    });
    uses.set(row.account_id, entry);
  }
  return uses;
}

/** Why a phone number cannot send a channel its carrier did not give it, as a 422 says it. */
export function missingCapability(number: string, channel: "sms" | "call" | string): string {
  return channel === "call"
    ? `The number ${number} cannot make calls: its carrier gave it no voice capability. Choose a number with voice.`
    : `The number ${number} cannot send text messages: its carrier gave it no SMS capability. Choose a number with SMS.`;
}

/** The workspace's accounts among `ids`, each with its number's capabilities (null if none). */
export async function accountsByIds(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(accountWithCapabilities)
    .from(connectedAccounts)
    .leftJoin(phoneNumbers, eq(phoneNumbers.connectedAccountId, connectedAccounts.id))
    .where(and(eq(connectedAccounts.workspaceId, workspaceId), inArray(connectedAccounts.id, ids)));
  return rows.map((r) => toConnectedAccount(r.account, r));
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

import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { STEP_CHANNELS } from "../../contract/campaigns";
import {
  ACCOUNT_CHANNEL_FOR_STEP,
  ACCOUNT_USES_SHOWN,
  type AccountCampaignUse,
  type AccountChannel,
  type ConnectAccountBody,
  type ConnectedAccountDetail,
  type ConnectedAccountListItem,
  type PatchAccountBody,
} from "../../contract/connected-accounts";
import type { Db } from "../db/client";
import { pageWithTotal, totalCount } from "../db/paginate";
import { sqlRows } from "../db/sql-rows";
import { ApiError } from "../http/errors";
import { newCampaignRecordId } from "../ids";
import { phoneNumbers } from "../phone-numbers";
import { toConnectedAccount } from "./account-serialize";
import { sendsToday } from "./sending-accounts";
import { connectedAccounts, workspaceSendingDefaults } from "./tables";

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
  const ids = rows.map((r) => r.account.id);
  const uses = await campaignUses(db, ids);
  const extras = await accountExtras(db, ids);
  return {
    items: rows.map((r) => ({
      ...toConnectedAccount(r.account, r),
      ...extras(r.account.id),
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
  const rows = accounts.map((a) => ({
    id: newCampaignRecordId("account"),
    workspaceId: workspace.id,
    ...a,
  }));
  await db.insert(connectedAccounts).values(rows);
  // Each step channel's default is the first account of the list able to send it (sales@ for
  // email): chosen here in the list's order, as the rows share one created_at and random ids.
  const firstOf = (kind: AccountChannel) => rows.find((r) => r.channel === kind)!.id;
  await db.insert(workspaceSendingDefaults).values(
    STEP_CHANNELS.map((channel) => ({
      workspaceId: workspace.id,
      channel,
      accountId: firstOf(ACCOUNT_CHANNEL_FOR_STEP[channel]),
    })),
  );
}

/** What the listing and the detail add to an account: its default channels and today's sends. */
async function accountExtras(db: Db, accountIds: string[]) {
  const defaults = accountIds.length
    ? await db
        .select({
          accountId: workspaceSendingDefaults.accountId,
          channel: workspaceSendingDefaults.channel,
        })
        .from(workspaceSendingDefaults)
        .where(inArray(workspaceSendingDefaults.accountId, accountIds))
    : [];
  const today = await sendsToday(db, accountIds);
  return (id: string) => ({
    default_for: STEP_CHANNELS.filter((c) =>
      defaults.some((d) => d.accountId === id && d.channel === c),
    ),
    sent_today: today.get(id) ?? 0,
  });
}

/** One account of the workspace with everything sending from it; 404 when it is not there. */
export async function getConnectedAccount(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<ConnectedAccountDetail> {
  const [row] = await db
    .select(accountWithCapabilities)
    .from(connectedAccounts)
    .leftJoin(phoneNumbers, eq(phoneNumbers.connectedAccountId, connectedAccounts.id))
    .where(and(eq(connectedAccounts.workspaceId, workspaceId), eq(connectedAccounts.id, id)));
  if (!row) throw new ApiError("connected_account_not_found");
  const uses = await sqlRows<AccountCampaignUse>(
    db,
    sql`select c.id as campaign_id, c.name as campaign_name, c.status as campaign_status,
        a.channel
      from campaign_channel_assignments a join campaigns c on c.id = a.campaign_id
      where a.account_id = ${id}
      order by c.created_at desc, c.id desc, a.channel`,
  );
  // Campaigns that would send from it as a default: not ended, with steps of a channel it is the
  // default for, and no account of their own for that channel.
  const [byDefault] = await sqlRows<{ count: number | string }>(
    db,
    sql`select count(distinct c.id) as count
      from workspace_sending_defaults d
      join campaigns c on c.workspace_id = d.workspace_id
        and c.status in ('draft', 'active', 'paused')
        and exists (select 1 from jsonb_array_elements(c.steps) s where s ->> 'channel' = d.channel)
        and not exists (select 1 from campaign_channel_assignments a
          join connected_accounts ca on ca.id = a.account_id
            and ca.status in ('connected', 'paused')
          where a.campaign_id = c.id and a.channel = d.channel)
      where d.account_id = ${id}`,
  );
  const extras = await accountExtras(db, [id]);
  return {
    ...toConnectedAccount(row.account, row),
    ...extras(id),
    campaign_uses: uses,
    campaign_use_count: uses.length,
    default_campaign_count: Number(byDefault?.count ?? 0),
  };
}

/** Connects a (simulated) mailbox or network account; 409 when its address is connected already. */
export async function connectAccount(
  db: Db,
  input: { workspaceId: string; body: ConnectAccountBody; at: Date },
): Promise<ConnectedAccountDetail> {
  const { body } = input;
  const address = body.channel === "email" ? body.address.toLowerCase() : body.address;
  const id = await db.transaction(async (tx) => {
    // One at a time per workspace, so two connects of one address cannot both pass the check.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`accounts:${input.workspaceId}`}))`,
    );
    const [existing] = await tx
      .select({ id: connectedAccounts.id })
      .from(connectedAccounts)
      .where(
        and(
          eq(connectedAccounts.workspaceId, input.workspaceId),
          eq(connectedAccounts.channel, body.channel),
          sql`lower(${connectedAccounts.address}) = lower(${address})`,
          sql`${connectedAccounts.status} <> 'disconnected'`,
        ),
      );
    if (existing) throw new ApiError("connected_account_exists");
    const newId = newCampaignRecordId("account");
    await tx.insert(connectedAccounts).values({
      id: newId,
      workspaceId: input.workspaceId,
      channel: body.channel,
      address,
      displayName: body.display_name,
      dailyLimit: body.daily_limit,
      status: "connected",
      createdAt: input.at,
    });
    return newId;
  });
  return getConnectedAccount(db, input.workspaceId, id);
}

/** Pauses or resumes an account, renames it or changes its daily limit. */
export async function updateConnectedAccount(
  db: Db,
  input: { workspaceId: string; id: string; body: PatchAccountBody },
): Promise<ConnectedAccountDetail> {
  const { body } = input;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: connectedAccounts.status })
      .from(connectedAccounts)
      .where(
        and(
          eq(connectedAccounts.workspaceId, input.workspaceId),
          eq(connectedAccounts.id, input.id),
        ),
      )
      .for("update");
    if (!row) throw new ApiError("connected_account_not_found");
    if (row.status === "disconnected" && body.status !== undefined) {
      throw new ApiError(
        "connected_account_state",
        {},
        "This account is disconnected, so it can be neither paused nor resumed; connect it again instead.",
      );
    }
    await tx
      .update(connectedAccounts)
      .set({
        ...(body.status !== undefined && { status: body.status }),
        ...(body.daily_limit !== undefined && { dailyLimit: body.daily_limit }),
        ...(body.display_name !== undefined && { displayName: body.display_name }),
      })
      .where(eq(connectedAccounts.id, input.id));
  });
  return getConnectedAccount(db, input.workspaceId, input.id);
}

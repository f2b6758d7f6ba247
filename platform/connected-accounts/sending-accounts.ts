import { type SQL, sql } from "drizzle-orm";
import { STEP_CHANNELS, type StepChannel } from "../../contract/campaigns";
import { accountCanSend } from "../../contract/connected-accounts";
import type { SenderSource } from "../../contract/launch-readiness";
import type { Db, DbOrTx } from "../db/client";
import { sqlRows } from "../db/sql-rows";

/**
 * The one rule for which accounts send a campaign's steps, used by the launch check, the launch
 * readiness and the engine alike:
 *
 * 1. the campaign's own channel assignments win: every assigned account that can send the
 *    channel and is connected or paused (a disconnected one no longer counts);
 * 2. without any, the workspace's default account for the channel, on the same terms;
 * 3. otherwise none: launch is refused, and a due step waits.
 *
 * A paused account is still the channel's account (an admin paused it, and another source does
 * not silently take over), but it sends nothing: the steps wait until it is connected again.
 */

export type SenderAccount = {
  id: string;
  workspace_id: string;
  /** The account's kind: email, phone, network, messaging. */
  channel: string;
  status: "connected" | "paused";
  daily_limit: number;
  sms: boolean | null;
  voice: boolean | null;
};

export type SenderPool = { source: SenderSource; accounts: SenderAccount[] };

export type SendingRules = {
  pool(campaignId: string, workspaceId: string, channel: StepChannel): SenderPool;
};

const textArray = (values: readonly string[]): SQL =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

type Row = SenderAccount & { owner: string; step_channel: StepChannel };

const accountColumns = sql`ca.id, ca.workspace_id, ca.channel, ca.status, ca.daily_limit,
  p.sms, p.voice`;

export async function loadSendingRules(
  tx: DbOrTx,
  opts: { campaignIds: readonly string[]; workspaceIds: readonly string[] },
): Promise<SendingRules> {
  const assigned = opts.campaignIds.length
    ? await sqlRows<Row>(
        tx as Db,
        sql`select a.campaign_id as owner, a.channel as step_channel, ${accountColumns}
          from campaign_channel_assignments a
          join connected_accounts ca on ca.id = a.account_id
            and ca.status in ('connected', 'paused')
          left join phone_numbers p on p.connected_account_id = ca.id
          where a.campaign_id = any(${textArray(opts.campaignIds)})
          order by a.account_id`,
      )
    : [];
  const defaults = opts.workspaceIds.length
    ? await sqlRows<Row>(
        tx as Db,
        sql`select d.workspace_id as owner, d.channel as step_channel, ${accountColumns}
          from workspace_sending_defaults d
          join connected_accounts ca on ca.id = d.account_id
            and ca.status in ('connected', 'paused')
          left join phone_numbers p on p.connected_account_id = ca.id
          where d.workspace_id = any(${textArray(opts.workspaceIds)})`,
      )
    : [];
  const group = (found: Row[]) => {
    const map = new Map<string, SenderAccount[]>();
    for (const row of found) {
      const capabilities =
        row.sms === null || row.voice === null ? null : { sms: row.sms, voice: row.voice };
      if (!accountCanSend({ channel: row.channel, capabilities }, row.step_channel)) continue;
      const key = `${row.owner}/${row.step_channel}`;
      const { owner: _o, step_channel: _c, ...account } = row;
      map.set(key, [
        ...(map.get(key) ?? []),
        { ...account, daily_limit: Number(account.daily_limit) },
      ]);
    }
    return map;
  };
  const byCampaign = group(assigned);
  const byWorkspace = group(defaults);
  return {
    pool(campaignId, workspaceId, channel) {
      const own = byCampaign.get(`${campaignId}/${channel}`);
      if (own?.length) return { source: "campaign", accounts: own };
      const fallback = byWorkspace.get(`${workspaceId}/${channel}`);
      if (fallback?.length) return { source: "workspace_default", accounts: fallback };
      return { source: "none", accounts: [] };
    },
  };
}

/** Whether a pool can send at all now (a paused account sends nothing). */
export const poolSends = (pool: SenderPool) => pool.accounts.some((a) => a.status === "connected");

/** The channels a campaign's steps use, in the contract's order. */
export const stepChannelsOf = (steps: readonly { channel: StepChannel }[]): StepChannel[] => {
  const used = new Set(steps.map((s) => s.channel));
  return STEP_CHANNELS.filter((c) => used.has(c));
};

/** The day a send counts against its account's daily limit: the UTC date of `now`. */
const sendingDaySql = (now: SQL) => sql`(${now} at time zone 'UTC')::date`;
/** When that day ends (and steps held back by a daily limit fall due). */
export const nextSendingDaySql = (now: SQL) =>
  sql`((${now} at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC'`;

/**
 * Each account's sends so far on the day of `now`, its rows locked until the transaction ends,
 * so two batches never both spend the same day's last sends.
 */
export async function lockDailySends(
  tx: DbOrTx,
  accountIds: readonly string[],
  now: SQL,
): Promise<Map<string, number>> {
  const ids = [...new Set(accountIds)].sort();
  if (ids.length === 0) return new Map();
  await tx.execute(sql`insert into account_daily_sends (account_id, day, sends)
    select id, ${sendingDaySql(now)}, 0 from unnest(${textArray(ids)}) as id order by id
    on conflict (account_id, day) do nothing`);
  const found = await sqlRows<{ account_id: string; sends: number | string }>(
    tx as Db,
    sql`select account_id, sends from account_daily_sends
      where account_id = any(${textArray(ids)}) and day = ${sendingDaySql(now)}
      order by account_id for update`,
  );
  return new Map(found.map((r) => [r.account_id, Number(r.sends)]));
}

/** Adds a batch's sends to each account's day. */
export async function addDailySends(
  tx: DbOrTx,
  sends: ReadonlyMap<string, number>,
  now: SQL,
): Promise<void> {
  const entries = [...sends].filter(([, n]) => n > 0);
  if (entries.length === 0) return;
  await tx.execute(sql`update account_daily_sends d set sends = d.sends + r.n
    from jsonb_to_recordset(${JSON.stringify(entries.map(([id, n]) => ({ id, n })))}::jsonb)
      as r(id text, n int)
    where d.account_id = r.id and d.day = ${sendingDaySql(now)}`);
}

/** Each account's sends today (by the database's clock), for the listings. */
export async function sendsToday(
  db: Db,
  accountIds: readonly string[],
): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const found = await sqlRows<{ account_id: string; sends: number | string }>(
    db,
    sql`select account_id, sends from account_daily_sends
      where account_id = any(${textArray(accountIds)}) and day = ${sendingDaySql(sql`now()`)}`,
  );
  return new Map(found.map((r) => [r.account_id, Number(r.sends)]));
}

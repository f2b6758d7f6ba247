import { asc, eq } from "drizzle-orm";
import { STEP_CHANNELS } from "../../contract/campaigns";
import {
  ACCOUNT_CHANNEL_FOR_STEP,
  accountCanSend,
  type PutSendingDefaultsBody,
  type SendingDefaults,
} from "../../contract/connected-accounts";
import type { Db } from "../db/client";
import { ValidationError } from "../http/errors";
import { phoneNumbers } from "../phone-numbers";
import { accountsByIds, missingCapability } from ".";
import { toConnectedAccount } from "./account-serialize";
import { connectedAccounts, workspaceSendingDefaults } from "./tables";

/** The workspace's default sending account of every step channel (null where none is set). */
export async function readSendingDefaults(db: Db, workspaceId: string): Promise<SendingDefaults> {
  const rows = await db
    .select({
      channel: workspaceSendingDefaults.channel,
      account: connectedAccounts,
      voice: phoneNumbers.voice,
      sms: phoneNumbers.sms,
    })
    .from(workspaceSendingDefaults)
    .innerJoin(connectedAccounts, eq(connectedAccounts.id, workspaceSendingDefaults.accountId))
    .leftJoin(phoneNumbers, eq(phoneNumbers.connectedAccountId, connectedAccounts.id))
    .where(eq(workspaceSendingDefaults.workspaceId, workspaceId))
    .orderBy(asc(workspaceSendingDefaults.channel));
  return {
    defaults: STEP_CHANNELS.map((channel) => {
      const row = rows.find((r) => r.channel === channel);
      return row
        ? { channel, account_id: row.account.id, account: toConnectedAccount(row.account, row) }
        : { channel, account_id: null, account: null };
    }),
  };
}

/**
 * Each default must be an account of the workspace, connected (a paused one sends nothing), able
 * to send its channel: the channel assignments' rule, each refusal a 422 at its account_id.
 */
async function checkDefaults(db: Db, workspaceId: string, body: PutSendingDefaultsBody) {
  const accounts = await accountsByIds(db, workspaceId, [
    ...new Set(body.defaults.map((d) => d.account_id)),
  ]);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const issues = body.defaults.flatMap((d, i) => {
    const loc = ["body", "defaults", i, "account_id"];
    const account = byId.get(d.account_id);
    const issue = (msg: string) => [{ loc, msg, type: "value_error" }];
    if (!account || account.status === "disconnected") {
      return issue(
        "No account with this id is connected in the workspace; use an id from GET /connected-accounts.",
      );
    }
    if (account.status === "paused") {
      return issue(
        `The account ${account.address} is paused, so it cannot be a default; resume it first.`,
      );
    }
    const needed = ACCOUNT_CHANNEL_FOR_STEP[d.channel];
    if (account.channel !== needed) {
      return issue(
        `A ${account.channel} account cannot send ${d.channel} steps; choose a ${needed} account.`,
      );
    }
    if (!accountCanSend(account, d.channel)) {
      return issue(missingCapability(account.address, d.channel));
    }
    return [];
  });
  if (issues.length > 0) throw new ValidationError(issues);
}

/** Replaces the workspace's defaults: a channel left out has none afterwards. */
export async function putSendingDefaults(
  db: Db,
  input: { workspaceId: string; body: PutSendingDefaultsBody; at: Date },
): Promise<SendingDefaults> {
  await db.transaction(async (tx) => {
    await checkDefaults(tx, input.workspaceId, input.body);
    await tx
      .delete(workspaceSendingDefaults)
      .where(eq(workspaceSendingDefaults.workspaceId, input.workspaceId));
    if (input.body.defaults.length > 0) {
      await tx.insert(workspaceSendingDefaults).values(
        input.body.defaults.map((d) => ({
          workspaceId: input.workspaceId,
          channel: d.channel,
          accountId: d.account_id,
          updatedAt: input.at,
        })),
      );
    }
  });
  return readSendingDefaults(db, input.workspaceId);
}

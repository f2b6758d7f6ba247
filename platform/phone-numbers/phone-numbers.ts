import { and, asc, eq, getTableColumns, inArray, or } from "drizzle-orm";
import type {
  CarrierId,
  ImportConfirmResult,
  OutboundProfile,
  PhoneNumber,
} from "../../contract/phone-numbers";
import { countryOfNumber, type FictionalNumber, toE164 } from "../calls";
import { connectedAccounts } from "../connected-accounts";
import type { Db } from "../db/client";
import { pageWithTotal, totalCount } from "../db/paginate";
import { iso } from "../http/time";
import { newCampaignRecordId, randomBase62 } from "../ids";
import { phoneNumbers } from "./tables";

type PhoneNumberRow = typeof phoneNumbers.$inferSelect;

/** Sends a phone account may make a day, as the seeded ones. */
const PHONE_DAILY_LIMIT = 300;

const newPhoneNumberId = () => `pn_${randomBase62(16)}`;

/** Every field named, nothing spread from the row, so nothing internal is ever returned. */
export function toPhoneNumber(row: PhoneNumberRow): PhoneNumber {
  return {
    id: row.id,
    number: row.number,
    country: row.country,
    capabilities: { voice: row.voice, sms: row.sms },
    caller_name: row.callerName,
    outbound_profile: row.outboundProfile,
    connected_account_id: row.connectedAccountId,
    source: row.source,
    carrier: row.carrier,
    created_at: iso(row.createdAt),
  } satisfies Required<PhoneNumber>;
}

export async function listPhoneNumbers(
  db: Db,
  workspaceId: string,
  opts: { page: number; perPage: number },
) {
  const where = eq(phoneNumbers.workspaceId, workspaceId);
  const rows = await db
    .select({ ...getTableColumns(phoneNumbers), _total: totalCount() })
    .from(phoneNumbers)
    .where(where)
    .orderBy(asc(phoneNumbers.createdAt), asc(phoneNumbers.id))
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  return pageWithTotal(rows, opts.page, () => db.$count(phoneNumbers, where));
}

/** The workspace's numbers among `numbers` (E.164), by number. */
export async function phoneNumbersIn(
  db: Db,
  workspaceId: string,
  numbers: string[],
): Promise<Map<string, PhoneNumberRow>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select()
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.workspaceId, workspaceId), inArray(phoneNumbers.number, numbers)));
  return new Map(rows.map((r) => [r.number, r]));
}

/**
 * Imports carrier numbers: each becomes a phone number and its `phone` connected account, in
 * one transaction. A number the workspace has already is skipped and said so; two imports of
 * one number racing each other end with one row (the unique index decides), the other
 * skipped, and the loser's account never becomes visible (it is deleted in its transaction).
 */
export async function importPhoneNumbers(
  db: Db,
  input: {
    workspaceId: string;
    carrier: CarrierId;
    accountSid: string;
    numbers: FictionalNumber[];
    at: Date;
  },
): Promise<ImportConfirmResult> {
  const { workspaceId, carrier, accountSid, at } = input;
  return db.transaction(async (tx) => {
    const existing = await phoneNumbersIn(
      tx,
      workspaceId,
      input.numbers.map((n) => n.number),
    );
    const result: ImportConfirmResult = { imported: [], skipped: [] };
    for (const held of input.numbers) {
      const already = existing.get(held.number);
      const row = already
        ? { inserted: false, row: already }
        : await insertPhoneNumber(tx, {
            workspaceId,
            number: held.number,
            country: held.country,
            voice: held.voice,
            sms: held.sms,
            displayName: held.friendlyName,
            source: "imported",
            carrier,
            carrierAccountSid: accountSid,
            at,
          });
      if (row.inserted) {
        result.imported.push(toPhoneNumber(row.row));
      } else {
        result.skipped.push({
          number: held.number,
          reason: "already_imported",
          phone_number_id: row.row.id,
          detail: `The workspace already has ${held.number}; it was left as it is.`,
        });
      }
    }
    return result;
  });
}

type NewPhoneNumber = {
  workspaceId: string;
  number: string;
  country: string;
  voice: boolean;
  sms: boolean;
  displayName: string;
  source: PhoneNumberRow["source"];
  carrier: CarrierId | null;
  carrierAccountSid: string | null;
  at: Date;
  /** The connected account the number already is (seeded ones); made when absent. */
  connectedAccountId?: string;
};

/** Inserts a number (and its connected account unless given), or finds the one already there. */
async function insertPhoneNumber(
  db: Db,
  n: NewPhoneNumber,
): Promise<{ inserted: boolean; row: PhoneNumberRow }> {
  return db.transaction(async (tx) => {
    let accountId = n.connectedAccountId;
    if (!accountId) {
      accountId = newCampaignRecordId("account");
      await tx.insert(connectedAccounts).values({
        id: accountId,
        workspaceId: n.workspaceId,
        channel: "phone",
        address: n.number,
        displayName: n.displayName,
        dailyLimit: PHONE_DAILY_LIMIT,
        createdAt: n.at,
      });
    }
    const [row] = await tx
      .insert(phoneNumbers)
      .values({
        id: newPhoneNumberId(),
        workspaceId: n.workspaceId,
        connectedAccountId: accountId,
        number: n.number,
        country: n.country,
        voice: n.voice,
        sms: n.sms,
        source: n.source,
        carrier: n.carrier,
        carrierAccountSid: n.carrierAccountSid,
        createdAt: n.at,
        updatedAt: n.at,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return { inserted: true, row };
    // Another request imported it a moment ago: its account stands, this one goes.
    if (!n.connectedAccountId) {
      await tx.delete(connectedAccounts).where(eq(connectedAccounts.id, accountId));
    }
    const [found] = await tx
      .select()
      .from(phoneNumbers)
      .where(
        or(
          and(eq(phoneNumbers.workspaceId, n.workspaceId), eq(phoneNumbers.number, n.number)),
          eq(phoneNumbers.connectedAccountId, accountId),
        ),
      )
      .limit(1);
    if (!found) throw new Error(`phone number ${n.number} conflicted but was not found`);
    return { inserted: false, row: found };
  });
}

/**
 * Sets a number's caller name (CNAM) and outbound profile; a field left undefined keeps its
 * value. Undefined when the workspace has no such number.
 */
export async function setOutboundProfile(
  db: Db,
  input: {
    workspaceId: string;
    id: string;
    callerName?: string | null;
    profile?: OutboundProfile;
    at: Date;
  },
): Promise<PhoneNumberRow | undefined> {
  const [row] = await db
    .update(phoneNumbers)
    .set({
      ...(input.callerName !== undefined ? { callerName: input.callerName } : {}),
      ...(input.profile !== undefined ? { outboundProfile: input.profile } : {}),
      updatedAt: input.at,
    })
    .where(and(eq(phoneNumbers.workspaceId, input.workspaceId), eq(phoneNumbers.id, input.id)))
    .returning();
  return row;
}

/**
 * Gives each of the workspace's `phone` connected accounts without a phone number (the demo
 * seed's, made before phone numbers existed) its phone number, source `seeded`. Runs on
 * every start; does nothing once they all have one.
 */
export async function ensureSeededPhoneNumbers(db: Db, workspaceId: string, at = new Date()) {
  const accounts = await db
    .select({ account: connectedAccounts, numberId: phoneNumbers.id })
    .from(connectedAccounts)
    .leftJoin(phoneNumbers, eq(phoneNumbers.connectedAccountId, connectedAccounts.id))
    .where(
      and(eq(connectedAccounts.workspaceId, workspaceId), eq(connectedAccounts.channel, "phone")),
    );
  for (const { account, numberId } of accounts) {
    const number = toE164(account.address);
    const country = number && countryOfNumber(number);
    if (numberId || !number || !country) continue;
    await insertPhoneNumber(db, {
      workspaceId,
      number,
      country,
      voice: true,
      sms: true,
      displayName: account.displayName,
      source: "seeded",
      carrier: null,
      carrierAccountSid: null,
      at,
      connectedAccountId: account.id,
    });
  }
}

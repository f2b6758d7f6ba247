import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_USES_SHOWN, ConnectedAccountListItem } from "../../../contract/connected-accounts";
import { offsetEnvelope } from "../../../contract/envelopes";
import { ImportSearchResult, PhoneNumber } from "../../../contract/phone-numbers";
import { issuedAuthToken } from "../../calls/carrier/simulated-carrier";
import { grantCredits } from "../../credits/credits";
import { sqlRows } from "../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";

/**
 * Connected accounts over real HTTP: what each can send (a phone number's carrier
 * capabilities) and which campaigns send from it; a voice-only imported number refused for
 * texts, in channel assignments and in the inbox's sends, with a sentence at account_id.
 */
let t: TestPlatform;
let admin: string;
let acme: string;
const P = "/api/v1/public";
const Page = offsetEnvelope(ConnectedAccountListItem);

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Answer = { status: number; body: any };

async function call(method: string, path: string, body?: unknown, key = admin): Promise<Answer> {
  // Past every rate-limit window, so each request reaches its handler.
  t.clock.advance(61_000);
  const res = await t.request(method, `${P}${path}`, { key, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function listed(query = "per_page=100") {
  const res = await call("GET", `/connected-accounts?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Page.parse(res.body);
}

/** One imported number of each kind: a voice-only line and one that also texts. */
let voiceOnly: { number: string; accountId: string };
let texting: { number: string; accountId: string };

async function importNumber(creds: object, number: string) {
  const res = await call("POST", "/phone-numbers/import/confirm", { ...creds, numbers: [number] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return PhoneNumber.parse(res.body.imported[0]).connected_account_id;
}

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  admin = (await t.createKey("admin@acme.test", { scopes: ["*"] })).key;
  acme = await t.workspaceId("acme");
  await grantCredits(t.db, { workspaceId: acme, amount: 10_000, reason: "grant" });
  // A Harborline account holds British and Australian numbers: mobiles text, landlines do not.
  for (let n = 1; !voiceOnly || !texting; n++) {
    if (n > 50) throw new Error("no carrier account with both kinds of number");
    const account_sid = `AC${(9000 + n).toString(16).padStart(32, "0")}`;
    const creds = {
      carrier: "harborline",
      account_sid,
      auth_token: issuedAuthToken("harborline", account_sid),
    };
    const search = ImportSearchResult.parse(
      (await call("POST", "/phone-numbers/import/search", creds)).body,
    );
    const landline = search.numbers.find((x) => !x.capabilities.sms && !x.already_imported);
    const mobile = search.numbers.find((x) => x.capabilities.sms && !x.already_imported);
    if (!voiceOnly && landline) {
      voiceOnly = {
        number: landline.number,
        accountId: await importNumber(creds, landline.number),
      };
    }
    if (voiceOnly && !texting && mobile) {
      texting = { number: mobile.number, accountId: await importNumber(creds, mobile.number) };
    }
  }
}, 60_000);
afterAll(() => t.close());

describe("GET /connected-accounts", () => {
  it("says what each account can send: a phone number's capabilities, null for the rest", async () => {
    const page = await listed();
    const byId = new Map(page.items.map((a) => [a.id, a]));
    expect(byId.get(voiceOnly.accountId)).toMatchObject({
      channel: "phone",
      address: voiceOnly.number,
      status: "connected",
      capabilities: { voice: true, sms: false },
      campaign_uses: [],
      campaign_use_count: 0,
    });
    expect(byId.get(texting.accountId)?.capabilities).toEqual({ voice: true, sms: true });
    const seededPhone = page.items.find((a) => a.address === "+1 512 555 0100")!;
    expect(seededPhone.capabilities).toEqual({ voice: true, sms: true });
    for (const a of page.items.filter((x) => x.channel !== "phone")) {
      expect(a.capabilities).toBeNull();
    }
    // The filter, and its earlier name, keep the same fields.
    const phones = await listed("channel=phone&per_page=100");
    expect(phones.items.map((a) => a.id)).toEqual(
      page.items.filter((a) => a.channel === "phone").map((a) => a.id),
    );
    expect(await listed("channel=sms_voice&per_page=100")).toEqual(phones);
  });

  it("names the campaigns that send from each account, newest first, and counts them all", async () => {
    const email = (await listed("channel=email")).items[0]!;
    const made: string[] = [];
    for (let i = 0; i < ACCOUNT_USES_SHOWN + 2; i++) {
      const campaign = await call("POST", "/campaigns", {
        name: `Uses ${i}`,
        steps: [{ channel: "email", wait_days: 0 }],
      });
      expect(campaign.status).toBe(201);
      made.push(campaign.body.id);
      const saved = await call("PUT", `/campaigns/${campaign.body.id}/channel-assignments`, {
        assignments: [{ channel: "email", account_id: email.id }],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.assignments[0].account.capabilities).toBeNull();
    }
    const after = (await listed("channel=email")).items.find((a) => a.id === email.id)!;
    expect(after.campaign_use_count).toBe(ACCOUNT_USES_SHOWN + 2);
    expect(after.campaign_uses).toEqual(
      made
        .slice(-ACCOUNT_USES_SHOWN)
        .reverse()
        .map((id) => ({
          campaign_id: id,
          campaign_name: `Uses ${made.indexOf(id)}`,
          campaign_status: "draft",
          channel: "email",
        })),
    );
    // Another workspace's listing knows nothing of acme's campaigns.
    const globex = Page.parse(
      (await call("GET", "/connected-accounts", undefined, await t.legacyKey("globex"))).body,
    );
    expect(globex.items.every((a) => a.campaign_use_count === 0)).toBe(true);
  });
});

describe("a voice-only number in channel assignments", () => {
  it("is refused for sms steps with a sentence at its account_id, and accepted for calls", async () => {
    const campaign = await call("POST", "/campaigns", {
      name: "Texts and calls",
      steps: [
        { channel: "sms", wait_days: 0 },
        { channel: "call", wait_days: 1 },
      ],
    });
    expect(campaign.status).toBe(201);
    const path = `/campaigns/${campaign.body.id}/channel-assignments`;
    const refused = await call("PUT", path, {
      assignments: [
        { channel: "sms", account_id: texting.accountId },
        { channel: "sms", account_id: voiceOnly.accountId },
      ],
    });
    expect(refused).toEqual({
      status: 422,
      body: {
        detail: [
          {
            loc: ["body", "assignments", 1, "account_id"],
            msg: `The number ${voiceOnly.number} cannot send text messages: its carrier gave it no SMS capability. Choose a number with SMS.`,
            type: "value_error",
          },
        ],
      },
    });
    expect((await call("GET", path)).body.assignments).toEqual([]);

    const saved = await call("PUT", path, {
      assignments: [
        { channel: "call", account_id: voiceOnly.accountId },
        { channel: "sms", account_id: texting.accountId },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(
      saved.body.assignments.map((a: { channel: string; account_id: string; account: object }) => [
        a.channel,
        a.account_id,
        a.account,
      ]),
    ).toEqual([
      [
        "call",
        voiceOnly.accountId,
        expect.objectContaining({ capabilities: { voice: true, sms: false } }),
      ],
      [
        "sms",
        texting.accountId,
        expect.objectContaining({ capabilities: { voice: true, sms: true } }),
      ],
    ]);
  });
});

describe("the inbox's sends and the account", () => {
  async function writableLead(): Promise<string> {
    const [lead] = await sqlRows<{ id: string }>(
      t.db,
      sql`select l.id from leads l join prospects p on p.id = l.prospect_id
        where l.workspace_id = ${acme} and l.status = 'new' and p.phone is not null
          and l.email is not null
        order by l.created_at, l.id limit 1`,
    );
    return lead!.id;
  }

  it("refuses a text from a voice-only number, and a disconnected account, at account_id", async () => {
    const lead = await writableLead();
    const voice = await call("POST", `/leads/${lead}/messages`, {
      channel: "sms",
      body: "Hi",
      account_id: voiceOnly.accountId,
    });
    expect(voice).toEqual({
      status: 422,
      body: {
        detail: [
          {
            loc: ["body", "account_id"],
            msg: `The number ${voiceOnly.number} cannot send text messages: its carrier gave it no SMS capability. Choose a number with SMS.`,
            type: "value_error",
          },
        ],
      },
    });
    const email = (await listed("channel=email")).items[1]!;
    await t.db.execute(
      sql`update connected_accounts set status = 'disconnected' where id = ${email.id}`,
    );
    try {
      const disconnected = await call("POST", `/leads/${lead}/messages`, {
        channel: "email",
        body: "Hi",
        account_id: email.id,
      });
      expect(disconnected).toEqual({
        status: 422,
        body: {
          detail: [
            {
              loc: ["body", "account_id"],
              msg: "account_id must be a connected email account of the workspace, as GET /connected-accounts?channel=email lists them.",
              type: "value_error",
            },
          ],
        },
      });
    } finally {
      await t.db.execute(
        sql`update connected_accounts set status = 'connected' where id = ${email.id}`,
      );
    }
    const [sent] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from messages where lead_id = ${lead}`,
    );
    expect(sent!.n).toBe(0);
    const texted = await call("POST", `/leads/${lead}/messages`, {
      channel: "sms",
      body: "Hi",
      account_id: texting.accountId,
    });
    expect(texted.status, JSON.stringify(texted.body)).toBe(201);
    expect(texted.body.account_id).toBe(texting.accountId);
  });

  it("by default texts from the first number that can text, passing over a voice-only one", async () => {
    const lead = await writableLead();
    // Only the imported numbers are left, the voice-only one first.
    await t.db.execute(
      sql`update connected_accounts set status = 'disconnected'
        where workspace_id = ${acme} and channel = 'phone'
          and id not in (${voiceOnly.accountId}, ${texting.accountId})`,
    );
    const sent = await call("POST", `/leads/${lead}/messages`, { channel: "sms", body: "Hello" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.account_id).toBe(texting.accountId);
    await t.db.execute(
      sql`update connected_accounts set status = 'connected'
        where workspace_id = ${acme} and channel = 'phone'`,
    );
  });
});

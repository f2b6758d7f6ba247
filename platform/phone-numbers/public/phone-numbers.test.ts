import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConnectedAccount } from "../../../contract/connected-accounts";
import { offsetEnvelope } from "../../../contract/envelopes";
import {
  type CarrierId,
  ImportConfirmResult,
  ImportSearchResult,
  PhoneNumber,
} from "../../../contract/phone-numbers";
import { issuedAuthToken } from "../../calls/carrier/simulated-carrier";
import { sqlRows } from "../../db/sql-rows";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { ensureSeededPhoneNumbers } from "../phone-numbers";
import { phoneNumbers } from "../tables";

let t: TestPlatform;
const P = "/api/v1/public";
const keys = {} as Record<"owner" | "legacy" | "manager" | "globex", string>;
/** Every response body of this file, to look for auth tokens in. */
const answered: string[] = [];
const tokensSent = new Set<string>();

beforeAll(async () => {
  t = await createTestPlatform({ jobRunner: false });
  keys.owner = (await t.createKey("owner@acme.test", { scopes: ["*"] })).key;
  keys.manager = (await t.createKey("manager@acme.test", { scopes: ["*"] })).key;
  keys.legacy = await t.legacyKey("acme");
  keys.globex = await t.legacyKey("globex");
});
afterAll(() => t.close());

async function call(method: string, path: string, body?: unknown, key = keys.owner) {
  const res = await t.request(method, `${P}${path}`, { key, body });
  const text = await res.text();
  answered.push(text);
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/** Credentials the simulated carrier accepts for a made-up account. */
function credentials(carrier: CarrierId, n: number) {
  const account_sid = `AC${n.toString(16).padStart(32, "0")}`;
  const auth_token = issuedAuthToken(carrier, account_sid);
  tokensSent.add(auth_token);
  return { carrier, account_sid, auth_token };
}

async function phoneRows() {
  const [row] = await sqlRows<{ numbers: number; accounts: number }>(
    t.db,
    sql`select (select count(*)::int from phone_numbers) as numbers,
      (select count(*)::int from connected_accounts where channel = 'phone') as accounts`,
  );
  return row!;
}

describe("the phone numbers listing", () => {
  it("lists the demo's seeded number, which is its phone connected account", async () => {
    const res = await call("GET", "/phone-numbers");
    expect(res.status).toBe(200);
    const page = offsetEnvelope(PhoneNumber).parse(res.body);
    expect(page).toMatchObject({ total: 1, page: 1, per_page: 25 });
    const accounts = await call("GET", "/connected-accounts?channel=phone");
    const [account] = offsetEnvelope(ConnectedAccount).parse(accounts.body).items;
    expect(page.items).toEqual([
      {
        id: expect.stringMatching(/^pn_[0-9A-Za-z]{16}$/),
        number: "+15125550100",
        country: "US",
        capabilities: { voice: true, sms: true },
        caller_name: null,
        outbound_profile: "default",
        connected_account_id: account!.id,
        source: "seeded",
        carrier: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      },
    ]);
    // Another workspace sees its own.
    const globex = offsetEnvelope(PhoneNumber).parse(
      (await call("GET", "/phone-numbers", undefined, keys.globex)).body,
    );
    expect(globex.items).toHaveLength(1);
    expect(globex.items[0]!.id).not.toBe(page.items[0]!.id);
  });

  it("is seeded once on every start, and again for a database seeded before phone numbers", async () => {
    const acme = await t.workspaceId("acme");
    const before = await phoneRows();
    await ensureSeededPhoneNumbers(t.db, acme);
    expect(await phoneRows()).toEqual(before);
    const [seeded] = offsetEnvelope(PhoneNumber).parse(
      (await call("GET", "/phone-numbers")).body,
    ).items;
    await t.db.delete(phoneNumbers).where(eq(phoneNumbers.id, seeded!.id));
    await ensureSeededPhoneNumbers(t.db, acme);
    expect(await phoneRows()).toEqual(before);
    const [again] = offsetEnvelope(PhoneNumber).parse(
      (await call("GET", "/phone-numbers")).body,
    ).items;
    expect(again).toMatchObject({
      number: seeded!.number,
      connected_account_id: seeded!.connected_account_id,
      source: "seeded",
    });
  });
});

describe("bringing numbers from a carrier account", () => {
  it("searches, imports, lists the numbers and their phone accounts", async () => {
    const creds = credentials("bluewire", 1001);
    const search = await call("POST", "/phone-numbers/import/search", creds);
    expect(search.status).toBe(200);
    const found = ImportSearchResult.parse(search.body);
    expect(found.carrier).toBe("bluewire");
    expect(found.simulated).toBe(true);
    expect(found.numbers.length).toBeGreaterThanOrEqual(4);
    for (const n of found.numbers) {
      expect(n.number).toMatch(/^\+1[0-9]{3}55501[0-9]{2}$/);
      expect(["US", "CA"]).toContain(n.country);
      expect(n.already_imported).toBe(n.number === "+15125550100");
    }
    // The same account gives the same answer; the filters narrow it.
    expect((await call("POST", "/phone-numbers/import/search", creds)).body).toEqual(search.body);
    const first = found.numbers[0]!;
    const narrowed = ImportSearchResult.parse(
      (
        await call("POST", "/phone-numbers/import/search", {
          ...creds,
          country: first.country,
          contains: first.number.slice(-4),
        })
      ).body,
    );
    expect(narrowed.numbers.map((n) => n.number)).toContain(first.number);
    for (const n of narrowed.numbers) {
      expect(n.country).toBe(first.country);
      expect(n.number).toContain(first.number.slice(-4));
    }
    const none = await call("POST", "/phone-numbers/import/search", { ...creds, country: "JP" });
    expect(none.body.numbers).toEqual([]);

    const chosen = found.numbers.filter((n) => !n.already_imported).slice(0, 2);
    const before = await phoneRows();
    const confirm = await call("POST", "/phone-numbers/import/confirm", {
      ...creds,
      numbers: chosen.map((n) => n.number),
    });
    expect(confirm.status).toBe(200);
    const result = ImportConfirmResult.parse(confirm.body);
    expect(result.skipped).toEqual([]);
    expect(result.imported.map((n) => n.number)).toEqual(chosen.map((n) => n.number));
    for (const [i, n] of result.imported.entries()) {
      expect(n).toMatchObject({
        country: chosen[i]!.country,
        capabilities: chosen[i]!.capabilities,
        caller_name: null,
        outbound_profile: "default",
        source: "imported",
        carrier: "bluewire",
      });
    }
    expect(await phoneRows()).toEqual({
      numbers: before.numbers + 2,
      accounts: before.accounts + 2,
    });

    const listing = offsetEnvelope(PhoneNumber).parse((await call("GET", "/phone-numbers")).body);
    expect(listing.items).toEqual(expect.arrayContaining(result.imported));
    for (const channel of ["phone", "sms_voice"]) {
      const accounts = offsetEnvelope(ConnectedAccount).parse(
        (await call("GET", `/connected-accounts?channel=${channel}&per_page=100`)).body,
      );
      for (const [i, n] of result.imported.entries()) {
        expect(accounts.items).toContainEqual({
          id: n.connected_account_id,
          channel: "phone",
          address: n.number,
          display_name: chosen[i]!.friendly_name,
          status: "connected",
          daily_limit: 300,
          created_at: n.created_at,
          // The carrier's capabilities come with the number into its account.
          capabilities: chosen[i]!.capabilities,
        });
      }
    }

    // The search now marks them, with their ids.
    const again = ImportSearchResult.parse(
      (await call("POST", "/phone-numbers/import/search", creds)).body,
    );
    for (const n of result.imported) {
      expect(again.numbers).toContainEqual(
        expect.objectContaining({
          number: n.number,
          already_imported: true,
          phone_number_id: n.id,
        }),
      );
    }
  });

  it("skips numbers the workspace has, and says so: a repeated import changes nothing", async () => {
    const creds = credentials("relaypoint", 2002);
    const held = ImportSearchResult.parse(
      (await call("POST", "/phone-numbers/import/search", creds)).body,
    ).numbers.map((n) => n.number);
    const first = ImportConfirmResult.parse(
      (await call("POST", "/phone-numbers/import/confirm", { ...creds, numbers: held.slice(0, 2) }))
        .body,
    );
    expect(first.imported).toHaveLength(2);
    const before = await phoneRows();
    const again = await call("POST", "/phone-numbers/import/confirm", {
      ...creds,
      // The same two, one of them twice, and one more.
      numbers: [held[0], held[1], held[0], held[2]],
    });
    expect(again.status).toBe(200);
    const result = ImportConfirmResult.parse(again.body);
    expect(result.imported.map((n) => n.number)).toEqual([held[2]]);
    expect(result.skipped).toEqual(
      first.imported.map((n) => ({
        number: n.number,
        reason: "already_imported",
        phone_number_id: n.id,
        detail: `The workspace already has ${n.number}; it was left as it is.`,
      })),
    );
    expect(await phoneRows()).toEqual({
      numbers: before.numbers + 1,
      accounts: before.accounts + 1,
    });
    // Only skips: nothing at all changes.
    const repeat = ImportConfirmResult.parse(
      (await call("POST", "/phone-numbers/import/confirm", { ...creds, numbers: held.slice(0, 3) }))
        .body,
    );
    expect(repeat.imported).toEqual([]);
    expect(repeat.skipped).toHaveLength(3);
    expect(await phoneRows()).toEqual({
      numbers: before.numbers + 1,
      accounts: before.accounts + 1,
    });
  });

  it("refuses a number the carrier account does not hold, at its index, importing none", async () => {
    const creds = credentials("bluewire", 3003);
    const held = ImportSearchResult.parse(
      (await call("POST", "/phone-numbers/import/search", creds)).body,
    ).numbers.map((n) => n.number);
    const stranger = "+14155550999";
    const before = await phoneRows();
    const res = await call("POST", "/phone-numbers/import/confirm", {
      ...creds,
      numbers: [held[0], stranger],
    });
    expect(res).toMatchObject({
      status: 422,
      body: {
        detail: [
          {
            loc: ["body", "numbers", 1],
            msg: `The carrier account does not hold ${stranger}; choose numbers from its search answer.`,
          },
        ],
      },
    });
    expect(await phoneRows()).toEqual(before);
  });

  it("refuses bad credentials with a 422 naming the field, never a 401", async () => {
    const good = credentials("harborline", 4004);
    const wrongToken = { ...good, auth_token: "0".repeat(32) };
    for (const path of ["/phone-numbers/import/search", "/phone-numbers/import/confirm"]) {
      const body = path.endsWith("confirm")
        ? { ...wrongToken, numbers: ["+447700900123"] }
        : wrongToken;
      const res = await call("POST", path, body);
      expect(res.status, path).toBe(422);
      expect(res.body.detail).toEqual([
        {
          loc: ["body", "auth_token"],
          msg: "Harborline Telecom (simulated) did not accept this auth token for the account SID; copy both again from the carrier account's console.",
          type: "credentials_rejected",
        },
      ]);
    }
    // The token of another carrier's account, or of another account, is refused too.
    const otherCarrier = await call("POST", "/phone-numbers/import/search", {
      ...good,
      carrier: "bluewire",
    });
    expect(otherCarrier.body.detail[0].loc).toEqual(["body", "auth_token"]);
    const otherAccount = await call("POST", "/phone-numbers/import/search", {
      ...good,
      account_sid: `AC${"f".repeat(32)}`,
    });
    expect(otherAccount.body.detail[0].loc).toEqual(["body", "auth_token"]);

    const shapes: [Record<string, unknown>, (string | number)[], RegExp][] = [
      [{ ...good, account_sid: "AC123" }, ["body", "account_sid"], /AC followed by 32/],
      [{ ...good, auth_token: "secret" }, ["body", "auth_token"], /32 characters 0-9 and a-f/],
      [
        { ...good, carrier: "acme-telco" },
        ["body", "carrier"],
        /not one of bluewire, harborline, relaypoint/,
      ],
      [
        { account_sid: good.account_sid, auth_token: good.auth_token },
        ["body", "carrier"],
        /Choose a carrier/,
      ],
      [
        { carrier: good.carrier, account_sid: good.account_sid },
        ["body", "auth_token"],
        /Send the carrier account's auth token/,
      ],
      [{ ...good, country: "us" }, ["body", "country"], /two capital letters/],
      [{ ...good, contains: "55a" }, ["body", "contains"], /1 to 15 digits/],
      [{ ...good, password: "x" }, ["body", "password"], /Unknown field/],
    ];
    for (const [body, loc, msg] of shapes) {
      const res = await call("POST", "/phone-numbers/import/search", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.detail).toEqual([
        expect.objectContaining({ loc, msg: expect.stringMatching(msg) }),
      ]);
    }
    const confirmShapes: [unknown, (string | number)[]][] = [
      [[], ["body", "numbers"]],
      [["+1 415 555 0123"], ["body", "numbers", 0]],
      [
        Array.from({ length: 21 }, (_, i) => `+1415555${String(i).padStart(4, "0")}`),
        ["body", "numbers"],
      ],
    ];
    for (const [numbers, loc] of confirmShapes) {
      const res = await call("POST", "/phone-numbers/import/confirm", { ...good, numbers });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(loc);
    }
  });
});

describe("the outbound profile", () => {
  let number: PhoneNumber;
  beforeAll(async () => {
    const creds = credentials("bluewire", 5005);
    const held = ImportSearchResult.parse(
      (await call("POST", "/phone-numbers/import/search", creds)).body,
    ).numbers;
    const target = held.find((n) => !n.already_imported)!;
    number = ImportConfirmResult.parse(
      (await call("POST", "/phone-numbers/import/confirm", { ...creds, numbers: [target.number] }))
        .body,
    ).imported[0]!;
  });

  it("sets the caller name and profile; a field left out keeps its value, null removes the name", async () => {
    const set = await call("POST", "/phone-numbers/import/outbound-profile", {
      phone_number_id: number.id,
      caller_name: "Acme Sales 2",
      profile: "sales",
    });
    expect(set.status).toBe(200);
    expect(PhoneNumber.parse(set.body)).toEqual({
      ...number,
      caller_name: "Acme Sales 2",
      outbound_profile: "sales",
    });
    const listed = offsetEnvelope(PhoneNumber).parse(
      (await call("GET", "/phone-numbers?per_page=100")).body,
    );
    expect(listed.items).toContainEqual(set.body);

    const onlyProfile = await call("POST", "/phone-numbers/import/outbound-profile", {
      phone_number_id: number.id,
      profile: "support",
    });
    expect(onlyProfile.body).toMatchObject({
      caller_name: "Acme Sales 2",
      outbound_profile: "support",
    });
    const cleared = await call("POST", "/phone-numbers/import/outbound-profile", {
      phone_number_id: number.id,
      caller_name: null,
    });
    expect(cleared.body).toMatchObject({ caller_name: null, outbound_profile: "support" });
  });

  it("holds caller names to the CNAM rules and profiles to their list, with loc", async () => {
    const cases: [unknown, (string | number)[]][] = [
      [{ caller_name: "Acme Sales Team1" }, ["body", "caller_name"]],
      [{ caller_name: "Acme & Co" }, ["body", "caller_name"]],
      [{ caller_name: "" }, ["body", "caller_name"]],
      [{ caller_name: " Acme" }, ["body", "caller_name"]],
      [{ caller_name: "Zoë Sales" }, ["body", "caller_name"]],
      [{ caller_name: 7 }, ["body", "caller_name"]],
      [{ profile: "vip" }, ["body", "profile"]],
      [{ color: "red" }, ["body", "color"]],
    ];
    for (const [fields, loc] of cases) {
      const res = await call("POST", "/phone-numbers/import/outbound-profile", {
        phone_number_id: number.id,
        ...(fields as object),
      });
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(res.body.detail).toEqual([expect.objectContaining({ loc })]);
    }
    const cnam = await call("POST", "/phone-numbers/import/outbound-profile", {
      phone_number_id: number.id,
      caller_name: "Acme Sales Team1",
    });
    expect(cnam.body.detail[0].msg).toBe("A caller name (CNAM) is at most 15 characters.");
    const missing = await call("POST", "/phone-numbers/import/outbound-profile", {
      profile: "sales",
    });
    expect(missing.body.detail[0].loc).toEqual(["body", "phone_number_id"]);
  });

  it("answers 404 for a number the workspace does not have", async () => {
    for (const [id, key] of [
      ["pn_0000000000000000", keys.owner],
      [number.id, keys.globex],
    ] as const) {
      const res = await call(
        "POST",
        "/phone-numbers/import/outbound-profile",
        { phone_number_id: id, profile: "sales" },
        key,
      );
      expect(res).toMatchObject({
        status: 404,
        body: { detail: "The phone number does not exist." },
      });
    }
  });
});

describe("access", () => {
  it("needs the admin role for every method: a manager's key is refused with the sentence", async () => {
    const creds = credentials("bluewire", 6006);
    const requests: [string, string, unknown][] = [
      ["GET", "/phone-numbers", undefined],
      ["POST", "/phone-numbers/import/search", creds],
      ["POST", "/phone-numbers/import/confirm", { ...creds, numbers: ["+14155550101"] }],
      ["POST", "/phone-numbers/import/outbound-profile", { phone_number_id: "pn_x" }],
    ];
    for (const [method, path, body] of requests) {
      const res = await call(method, path, body, keys.manager);
      expect(res, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { detail: "Managing phone numbers needs the admin role." },
      });
      // An owner's key and a key without a recorded creator pass.
      for (const key of [keys.owner, keys.legacy]) {
        expect((await call(method, path, body, key)).status).not.toBe(403);
      }
    }
  });
});

describe("the carrier's auth token", () => {
  it("is in no response and nowhere in the database", async () => {
    // An import under an Idempotency-Key too: its kept response and request hash are stored.
    const creds = credentials("relaypoint", 7007);
    const held = ImportSearchResult.parse(
      (await call("POST", "/phone-numbers/import/search", creds)).body,
    ).numbers;
    const res = await t.request("POST", `${P}/phone-numbers/import/confirm`, {
      key: keys.owner,
      body: { ...creds, numbers: [held[0]!.number] },
      headers: { "Idempotency-Key": "import-token-check" },
    });
    expect(res.status).toBe(200);
    answered.push(await res.text());

    expect(tokensSent.size).toBeGreaterThanOrEqual(7);
    for (const token of tokensSent) {
      for (const text of answered) expect(text).not.toContain(token);
    }
    const tables = await sqlRows<{ name: string }>(
      t.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((r) => r.name)).toContain("phone_numbers");
    for (const { name } of tables) {
      const rows = await sqlRows<{ row: string }>(
        t.db,
        sql.raw(`select t::text as row from "${name}" t`),
      );
      for (const token of tokensSent) {
        expect(
          rows.some((r) => r.row.includes(token)),
          `${name} holds a carrier auth token`,
        ).toBe(false);
      }
    }
  });
});

import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../../ids";
import { createTestPlatform, type TestPlatform } from "../../../testing/harness";
import { leads } from "../../tables";

let t: TestPlatform;
let key: string;
let workspaceId: string;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: 20, jobRunner: false });
  key = await t.legacyKey("globex");
  workspaceId = await t.workspaceId("globex");
});
afterAll(async () => {
  await t.close();
});

type Page = { items: { id: string; lead_count?: number }[]; total: number; page: number };

async function get<T = Page>(path: string): Promise<T> {
  const res = await t.request("GET", `/api/v1/public${path}`, { key });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function newList(name: string) {
  const res = await t.request("POST", "/api/v1/public/lead-lists", {
    key,
    body: { name, description: "" },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

function someLeads(listId: string, n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: newId("lead"),
    workspaceId,
    leadListId: listId,
    firstName: `F${i}`,
    lastName: `L${i}`,
  }));
}

const countIn = async (listId: string) =>
  (await get<{ lead_count: number }>(`/lead-lists/${listId}`)).lead_count;

describe("lead counts are kept as leads come and go", () => {
  it("insert, delete and move change lead_count; listings total the same", async () => {
    const a = await newList("Counts A");
    const b = await newList("Counts B");
    expect(await countIn(a)).toBe(0);

    const rows = someLeads(a, 30);
    await t.db.insert(leads).values(rows);
    expect(await countIn(a)).toBe(30);

    await t.db.delete(leads).where(
      inArray(
        leads.id,
        rows.slice(0, 5).map((r) => r.id),
      ),
    );
    expect(await countIn(a)).toBe(25);

    await t.db.update(leads).set({ leadListId: b }).where(eq(leads.id, rows[10]!.id));
    // A change that keeps the list changes no count.
    await t.db.update(leads).set({ status: "contacted" }).where(eq(leads.id, rows[11]!.id));
    expect(await countIn(a)).toBe(24);
    expect(await countIn(b)).toBe(1);

    const lists = await get("/lead-lists?per_page=100");
    expect(lists.items.find((l) => l.id === a)?.lead_count).toBe(24);
    expect(lists.items.find((l) => l.id === b)?.lead_count).toBe(1);

    const [stored] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(eq(leads.workspaceId, workspaceId));
    const all = await get("/leads?per_page=10");
    expect(all.total).toBe(stored!.n);
    expect(all.items).toHaveLength(10);
    const ofA = await get(`/leads?lead_list_id=${a}&per_page=100&page=1`);
    expect(ofA.total).toBe(24);
    expect(ofA.items).toHaveLength(24);
    const beyond = await get(`/leads?lead_list_id=${a}&per_page=10&page=4`);
    expect(beyond).toMatchObject({ items: [], total: 24, page: 4 });
  });

  it("pages are newest first, ties broken by id, and never overlap", async () => {
    const list = await newList("Same instant");
    const at = new Date("2026-01-01T00:00:00Z");
    await t.db.insert(leads).values(someLeads(list, 7).map((l) => ({ ...l, createdAt: at })));
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await get(`/leads?lead_list_id=${list}&per_page=3&page=${page}`);
      seen.push(...res.items.map((l) => l.id));
    }
    expect(seen).toHaveLength(7);
    expect([...seen].sort().reverse()).toEqual(seen);
  });
});

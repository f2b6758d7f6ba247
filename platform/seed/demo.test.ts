import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertApiKey } from "../access/api-keys";
import { sha256 } from "../auth/secrets";
import { apiKeys, members, workspaces } from "../auth/tables";
import { leadLists, leads } from "../leads/tables";
import { prospects } from "../prospecting/tables";
import { openTestDatabase, type TestDatabase } from "../testing/fresh-database";
import { reseedProspects, seedDemo } from "./demo";
import { seedState } from "./tables";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const countOf = async (table: typeof prospects | typeof workspaces | typeof leads) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

describe("the demo seed", () => {
  it("fills an empty database; seeding again with another size deletes nothing and only logs", async () => {
    await seedDemo(database.db, { password: "pw", prospects: 40 });
    expect(await countOf(prospects)).toBe(40);
    expect(await countOf(workspaces)).toBe(2);
    const leadsBefore = await countOf(leads);
    expect(leadsBefore).toBeGreaterThan(0);

    const lines: string[] = [];
    await seedDemo(database.db, { password: "pw", prospects: 70, log: (l) => lines.push(l) });
    expect(await countOf(prospects)).toBe(40);
    expect(await countOf(workspaces)).toBe(2);
    expect(await countOf(leads)).toBe(leadsBefore);
    expect(lines).toEqual([expect.stringContaining("npm run seed:reset")]);
    const [corpus] = await database.db
      .select()
      .from(seedState)
      .where(eq(seedState.name, "prospects"));
    expect(corpus?.value).toMatch(/:40$/);

    // The same size again: nothing to say, nothing done.
    lines.length = 0;
    await seedDemo(database.db, { password: "pw", prospects: 40, log: (l) => lines.push(l) });
    expect(lines).toEqual([]);
  });

  it("reseeding is explicit: it rebuilds the corpus at the new size and keeps the workspaces' data", async () => {
    const leadsBefore = await countOf(leads);
    await reseedProspects(database.db, 70, () => {});
    expect(await countOf(prospects)).toBe(70);
    expect(await countOf(workspaces)).toBe(2);
    expect(await countOf(leads)).toBe(leadsBefore);
    const lines: string[] = [];
    await seedDemo(database.db, { password: "pw", prospects: 70, log: (l) => lines.push(l) });
    expect(lines).toEqual([]);
  });

  it("seeded lists carry their lead counts", async () => {
    const lists = await database.db.select().from(leadLists);
    for (const list of lists) {
      const [counted] = await database.db
        .select({ n: count() })
        .from(leads)
        .where(eq(leads.leadListId, list.id));
      expect(list.leadCount).toBe(counted!.n);
    }
    expect(lists.some((l) => l.leadCount > 0)).toBe(true);
  });

  it("a key the console is given becomes the workspace's: marked the console's, with no creator", async () => {
    const [acme] = await database.db.select().from(workspaces).where(eq(workspaces.slug, "acme"));
    const [admin] = await database.db
      .select()
      .from(members)
      .where(eq(members.email, "admin@acme.test"));
    const { value } = await insertApiKey(database.db, {
      workspaceId: acme!.id,
      label: "Made by an admin",
      scopes: ["*"],
      environment: "live",
      expiresAt: null,
      creator: { id: admin!.id, role: "admin" },
    });
    await seedDemo(database.db, { password: "pw", prospects: 70, consoleKey: value });
    const [row] = await database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.hash, sha256(value)));
    expect(row).toMatchObject({ purpose: "console", creatorMemberId: null, creatorRole: null });
  });
});

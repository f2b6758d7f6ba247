import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProspectingFilters, type ProspectingFiltersInput } from "../../contract/prospecting";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { generateProspect, insertProspects } from "../seed/prospects";
import { openTestDatabase, type TestDatabase } from "../testing/fresh-database";
import { matchingSeqsQuery } from "./prospect-search-snapshot";
import { prospectSearchCompanies, prospectSearchPeople, prospects } from "./tables";

/** The search tables follow `prospects` through the triggers of the baseline migration. */
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await insertProspects(db, 300);
});
afterAll(() => database.close());

async function search(filters: ProspectingFiltersInput) {
  const query = await matchingSeqsQuery(db, ProspectingFilters.parse(filters));
  return (await sqlRows<{ seq: number }>(db, query)).map((r) => r.seq);
}
const counts = async () => ({
  people: (await db.select({ n: count() }).from(prospectSearchPeople))[0]!.n,
  companies: (await db.select({ n: count() }).from(prospectSearchCompanies))[0]!.n,
});

describe("prospect search tables", () => {
  it("hold every prospect once, and each set of company values once", async () => {
    const rows = Array.from({ length: 300 }, (_, seq) => generateProspect(seq));
    expect(await counts()).toEqual({
      people: 300,
      companies: new Set(rows.map((r) => r.domain)).size,
    });
    const stored = await db
      .select()
      .from(prospectSearchCompanies)
      .where(eq(prospectSearchCompanies.domain, rows[0]!.domain.toLowerCase()));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.companyName).toBe(rows[0]!.companyName.toLowerCase());
  });

  it("follow updates: a changed company value is searchable, the old one is not", async () => {
    await db.execute(sql`update ${prospects} set company_name = 'Zeta Unique GmbH' where seq = 5`);
    expect(await search({ company_name: "zeta unique", company_name_mode: "prefix" })).toEqual([5]);
    const colleague = generateProspect(5);
    const others = await search({
      company_name: colleague.companyName,
      company_name_mode: "exact",
    });
    expect(others).not.toContain(5);
    expect((await counts()).people).toBe(300);
  });

  it("follow deletes, and drop companies nobody works at any more", async () => {
    await db.execute(sql`delete from ${prospects} where seq = 5`);
    expect(await search({ company_name: "zeta unique" })).toEqual([]);
    const after = await counts();
    expect(after.people).toBe(299);
    const orphans = await sqlRows(
      db,
      sql`select 1 from ${prospectSearchCompanies} c
        where not exists (select 1 from ${prospectSearchPeople} p where p.company_id = c.id)`,
    );
    expect(orphans).toEqual([]);
  });

  it("follow truncation", async () => {
    await db.execute(sql`truncate ${prospects}`);
    expect(await counts()).toEqual({ people: 0, companies: 0 });
  });
});

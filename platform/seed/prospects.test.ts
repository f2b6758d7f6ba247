import { createHash } from "node:crypto";
import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  DEPARTMENTS,
  FUNDING_TYPES,
  INDUSTRY_TAXONOMY,
  JOB_TITLES,
  LOCATIONS,
  REVENUE_BUCKET_BOUNDS,
  TECH_BY_FILTER,
} from "../../contract/prospect-vocabulary";
import { prospects } from "../prospecting/tables";
import { openTestDatabase } from "../testing/fresh-database";
import {
  COMPANY_COUNT,
  companyAt,
  companyIndexFor,
  generateProspect,
  insertProspects,
  type NewProspectRow,
  PROSPECT_SEED_VERSION,
  prospectId,
} from "./prospects";

const SAMPLE = 5000;
const rows = Array.from({ length: SAMPLE }, (_, seq) => generateProspect(seq));

const distinct = <T>(values: T[]) => new Set(values.map((v) => JSON.stringify(v))).size;
const pluck = <K extends keyof NewProspectRow>(key: K) => rows.map((r) => r[key]);
const flat = (key: keyof NewProspectRow) => rows.flatMap((r) => r[key] as string[]);

/** Fields that must be equal for every person of one company. */
const COMPANY_FIELDS = [
  "companyName",
  "domain",
  "industry",
  "networkIndustry",
  "employeeCount",
  "foundedOn",
  "revenue",
  "revenueBucket",
  "fundingAmount",
  "fundingType",
  "fundedAt",
  "headquartersCity",
  "headquartersState",
  "headquartersCountry",
  "analyticsTech",
  "crmTech",
  "developmentTech",
  "erpTech",
  "marketingAutomationTech",
  "salesAutomationTech",
  "hiringDepartments",
  "teamSizeDepartments",
  "hasCio",
  "hasCiso",
  "hasMobileApp",
  "hasWebApp",
  "networkGrowthRate",
  "monthlyWebTraffic",
] as const satisfies readonly (keyof NewProspectRow)[];

describe("generateProspect", () => {
  it("is a pure function of seq", () => {
    for (const seq of [0, 1, 2, 999, 4321, 99_999, 1_234_567]) {
      expect(generateProspect(seq)).toEqual(generateProspect(seq));
    }
    // Generating other rows in between changes nothing (no hidden shared state).
    const before = generateProspect(77);
    for (let seq = 10_000; seq < 10_500; seq++) generateProspect(seq);
    expect(generateProspect(77)).toEqual(before);
  });

  it("produces the corpus of PROSPECT_SEED_VERSION (bump the version when this fingerprint changes)", () => {
    const hash = createHash("sha256");
    for (const row of rows.slice(0, 1000)) hash.update(JSON.stringify(row));
    expect({
      version: PROSPECT_SEED_VERSION,
      fingerprint: hash.digest("hex").slice(0, 16),
    }).toEqual({ version: PROSPECT_SEED_VERSION, fingerprint: EXPECTED_FINGERPRINT });
  });

  it("gives unique, well-formed ids, emails at the company domain and network urls", () => {
    expect(new Set(pluck("id")).size).toBe(SAMPLE);
    for (const row of rows) {
      expect(row.id).toMatch(/^pros_[0-9A-Za-z]{16}$/);
      expect(row.id).toBe(prospectId(row.seq));
      expect(row.email.endsWith(`@${row.domain}`)).toBe(true);
      expect(row.email).toMatch(/^[a-z0-9._]+@[a-z0-9.]+$/);
      expect(row.networkUrl).toMatch(/^https:\/\/network\.example\/in\/[a-z0-9-]+-\d+$/);
      expect(row.networkUrl.endsWith(`-${row.seq}`)).toBe(true);
      expect(row.phone).toMatch(/^\+\d{1,3} [()0-9 -]+$/);
    }
    expect(new Set(pluck("networkUrl")).size).toBe(SAMPLE);
  });

  it("varies every filter field", () => {
    const minimums: Partial<Record<keyof NewProspectRow, number>> = {
      firstName: 150,
      lastName: 150,
      jobTitle: 100,
      jobLevel: 10,
      jobFunction: 26,
      city: 150,
      state: 100,
      country: 30,
      companyName: 1000,
      domain: 1000,
      industry: 60,
      networkIndustry: 20,
      employeeCount: 500,
      foundedOn: 100,
      revenue: 300,
      revenueBucket: 6,
      fundingAmount: 300,
      fundingType: 13, // the 12 types and "" for companies without funding
      fundedAt: 300,
      headquartersCity: 150,
      headquartersState: 100,
      headquartersCountry: 30,
      analyticsTech: 300,
      crmTech: 300,
      developmentTech: 300,
      erpTech: 300,
      marketingAutomationTech: 300,
      salesAutomationTech: 300,
      hiringDepartments: 100,
      teamSizeDepartments: 300,
      networkGrowthRate: 300,
      monthlyWebTraffic: 300,
    };
    for (const [key, min] of Object.entries(minimums)) {
      expect({ key, distinct: distinct(pluck(key as keyof NewProspectRow)) }).toSatisfy(
        (r: { distinct: number }) => r.distinct >= min!,
      );
    }
    for (const [filter, list] of Object.entries(TECH_BY_FILTER)) {
      const key = filter.replace(/_([a-z])/g, (_, c: string) =>
        c.toUpperCase(),
      ) as keyof NewProspectRow;
      const used = new Set(flat(key));
      expect({ filter, used: used.size }).toEqual({ filter, used: list.length });
    }
    expect(new Set(flat("hiringDepartments")).size).toBe(DEPARTMENTS.length);
    expect(new Set(flat("teamSizeDepartments")).size).toBe(DEPARTMENTS.length);
    expect(new Set(pluck("fundingType"))).toEqual(new Set([...FUNDING_TYPES, ""]));
  });

  it("uses both values of every boolean, at plausible rates", () => {
    for (const key of [
      "hasCio",
      "hasCiso",
      "hasMobileApp",
      "hasWebApp",
      "isNetworkUrlClaimed",
    ] as const) {
      const share = pluck(key).filter(Boolean).length / SAMPLE;
      expect({ key, share }).toSatisfy((r: { share: number }) => r.share > 0.05 && r.share < 0.95);
    }
  });

  it("keeps numbers in their ranges", () => {
    for (const row of rows) {
      expect(row.employeeCount).toBeGreaterThanOrEqual(1);
      expect(row.employeeCount).toBeLessThanOrEqual(200_000);
      expect(row.foundedOn).toBeGreaterThanOrEqual(1850);
      expect(row.foundedOn).toBeLessThanOrEqual(2025);
      expect(row.networkGrowthRate).toBeGreaterThanOrEqual(-20);
      expect(row.networkGrowthRate).toBeLessThanOrEqual(80);
      expect(Number.isInteger(row.monthlyWebTraffic)).toBe(true);
      expect(row.monthlyWebTraffic).toBeGreaterThan(0);
      expect(row.monthlyWebTraffic).toBeLessThan(2 ** 31);
      for (const tech of Object.keys(TECH_BY_FILTER)) {
        const key = tech.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
        expect((row[key as keyof NewProspectRow] as string[]).length).toBeLessThanOrEqual(4);
      }
      if (row.fundingType === "") {
        expect([row.fundingAmount, row.fundedAt]).toEqual([0, ""]);
      } else {
        expect(row.fundingAmount).toBeGreaterThan(0);
        expect(row.fundedAt).toMatch(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d)$/);
        expect(Number(row.fundedAt.slice(0, 4))).toBeGreaterThanOrEqual(row.foundedOn);
      }
    }
    // Log-distributed sizes: tiny, mid-size and huge companies all occur.
    const sizes = pluck("employeeCount");
    expect(sizes.some((n) => n <= 10)).toBe(true);
    expect(sizes.some((n) => n > 100 && n <= 1000)).toBe(true);
    expect(sizes.some((n) => n > 50_000)).toBe(true);
  });

  it("keeps revenue_bucket consistent with revenue", () => {
    for (const row of rows) {
      const bucket = REVENUE_BUCKET_BOUNDS.find((b) => row.revenue >= b.min && row.revenue < b.max);
      expect(row.revenueBucket).toBe(bucket?.bucket);
    }
  });

  it("keeps job level and function consistent with the title", () => {
    const byTitle = new Map<string, (typeof JOB_TITLES)[number]>(
      JOB_TITLES.map((t) => [t.title, t]),
    );
    for (const row of rows) {
      const title = byTitle.get(row.jobTitle);
      expect(title).toBeDefined();
      expect([row.jobLevel, row.jobFunction]).toEqual([title!.level, title!.function]);
    }
  });

  it("draws places and industries from the vocabulary, consistently", () => {
    const regionsOf = new Map<string, Map<string, readonly string[]>>(
      LOCATIONS.map((l) => [l.country, new Map(l.regions.map((r) => [r.name, r.cities]))]),
    );
    const networkOf = new Map<string, string>(
      INDUSTRY_TAXONOMY.map((i) => [i.industry, i.network]),
    );
    for (const row of rows) {
      expect(COUNTRIES).toContain(row.country);
      expect(regionsOf.get(row.country)?.get(row.state)).toContain(row.city);
      expect(regionsOf.get(row.headquartersCountry)?.get(row.headquartersState)).toContain(
        row.headquartersCity,
      );
      expect(networkOf.get(row.industry)).toBe(row.networkIndustry);
    }
    // Most people work in their company's headquarters country.
    const home = rows.filter((r) => r.country === r.headquartersCountry).length / SAMPLE;
    expect(home).toBeGreaterThan(0.7);
    expect(home).toBeLessThan(0.98);
  });

  it("keeps company-level fields identical for everyone at one company", () => {
    const byCompany = new Map<string, NewProspectRow[]>();
    for (const row of rows) {
      const list = byCompany.get(row.companyName) ?? [];
      list.push(row);
      byCompany.set(row.companyName, list);
    }
    const shared = [...byCompany.values()].filter((list) => list.length > 1);
    expect(shared.length).toBeGreaterThan(100);
    expect(Math.max(...shared.map((l) => l.length))).toBeGreaterThan(20);
    for (const list of shared) {
      const expected = COMPANY_FIELDS.map((f) => list[0]![f]);
      for (const row of list.slice(1)) expect(COMPANY_FIELDS.map((f) => row[f])).toEqual(expected);
    }
  });

  it("gives every company a distinct name and domain", () => {
    const names = new Set<string>();
    const domains = new Set<string>();
    for (let i = 0; i < COMPANY_COUNT; i++) {
      const c = companyAt(i);
      names.add(c.companyName);
      domains.add(c.domain);
      expect(c.domain).toMatch(/^[a-z0-9]+\.[a-z.]+$/);
    }
    expect([names.size, domains.size]).toEqual([COMPANY_COUNT, COMPANY_COUNT]);
    for (let seq = 0; seq < 1000; seq++) {
      expect(generateProspect(seq).companyName).toBe(companyAt(companyIndexFor(seq)).companyName);
    }
  });
});

describe("insertProspects", () => {
  it("inserts seqs 0..count-1 and every column round-trips", async () => {
    const database = await openTestDatabase();
    try {
      const count = 3000;
      const progress: number[] = [];
      await insertProspects(database.db, count, (done) => progress.push(done));
      expect(progress.at(-1)).toBe(count);

      const [stats] = await database.db
        .select({
          n: sql<number>`count(*)::int`,
          min: sql<number>`min(${prospects.seq})`,
          max: sql<number>`max(${prospects.seq})`,
        })
        .from(prospects);
      expect(stats).toEqual({ n: count, min: 0, max: count - 1 });

      const picked = [0, 1, 2, 1234, 2998, 2999];
      const stored = await database.db
        .select()
        .from(prospects)
        .where(sql`${prospects.seq} in (${sql.join(picked, sql`, `)})`)
        .orderBy(asc(prospects.seq));
      expect(stored).toEqual(picked.map((seq) => generateProspect(seq)));

      // Array columns are real arrays in the database, searchable with array operators.
      const [withCrm] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(prospects)
        .where(sql`${prospects.crmTech} && array['Salesforce']::text[]`);
      const expected = Array.from({ length: count }, (_, seq) => generateProspect(seq)).filter(
        (r) => r.crmTech.includes("Salesforce"),
      ).length;
      expect(withCrm?.n).toBe(expected);
      expect(expected).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 120_000); // a fresh PGlite database migrates first: past 30 s on a loaded machine
});

/** Fingerprint of rows 0..999; change it together with PROSPECT_SEED_VERSION. */
const EXPECTED_FINGERPRINT = "4108558173837715";

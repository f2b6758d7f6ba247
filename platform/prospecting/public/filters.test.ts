import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProspectingFiltersInput } from "../../../contract/prospecting";
import { generateProspect, type NewProspectRow } from "../../seed/prospects";
import { createTestPlatform, type TestPlatform } from "../../testing/harness";
import { allResultIds, createPreview, listIdByName } from "./test-support";

/**
 * Each filter's semantics against the seeded corpus: the expected set is computed here, in
 * JS, straight from the generator (seq < N), and must equal the preview's whole result set.
 */
const N = 1500;
const rows = Array.from({ length: N }, (_, seq) => generateProspect(seq));

let t: TestPlatform;
let key: string;
let listId: string;
beforeAll(async () => {
  t = await createTestPlatform({ prospects: N });
  key = await t.legacyKey();
  listId = await listIdByName(t, key, "Webinar follow-ups");
});
afterAll(() => t.close());

type Row = NewProspectRow;
const lower = (s: string) => s.toLowerCase();
/** Mangles the case and pads with spaces, as a person typing might. */
const typed = (s: string) => `  ${s.toUpperCase()} `;
const first = <T>(pick: (r: Row) => T | undefined): T => {
  for (const r of rows) {
    const v = pick(r);
    if (v !== undefined && v !== "") return v;
  }
  throw new Error("no row has the value");
};
const anyOf = (values: string[]) => {
  const wanted = new Set(values.map((v) => lower(v.trim())));
  return (value: string) => wanted.has(lower(value));
};
const overlaps = (values: string[]) => {
  const matches = anyOf(values);
  return (list: string[]) => list.some(matches);
};

async function check(filters: ProspectingFiltersInput, expected: (r: Row) => boolean) {
  // A key per check: reading every page adds up, and the default tier counts per key.
  const own = await t.legacyKey();
  const preview = await createPreview(t, own, listId, { filters, auto_enrich: false });
  const want = rows.filter(expected).map((r) => r.id);
  expect(preview.total_matches).toBe(want.length);
  expect(await allResultIds(t, own, listId, preview.id)).toEqual(want);
  return want.length;
}

describe("array filters match any value, ignoring case", () => {
  it.each([
    ["job_title", (r: Row) => r.jobTitle],
    ["job_level", (r: Row) => r.jobLevel],
    ["job_function", (r: Row) => r.jobFunction],
    ["country", (r: Row) => r.country],
    ["state", (r: Row) => r.state],
    ["headquarters_country", (r: Row) => r.headquartersCountry],
    ["network_industry", (r: Row) => r.networkIndustry],
    ["funding_types", (r: Row) => r.fundingType],
    ["revenue_buckets", (r: Row) => r.revenueBucket],
  ] as const)("%s", async (field, value) => {
    const values = [value(rows[3]!), value(rows[11]!)];
    const n = await check({ [field]: values.map(typed) }, (r) => anyOf(values)(value(r)));
    expect(n).toBeGreaterThan(0);
  });

  it.each([
    ["analytics_tech", (r: Row) => r.analyticsTech],
    ["crm_tech", (r: Row) => r.crmTech],
    ["development_tech", (r: Row) => r.developmentTech],
    ["erp_tech", (r: Row) => r.erpTech],
    ["marketing_automation_tech", (r: Row) => r.marketingAutomationTech],
    ["sales_automation_tech", (r: Row) => r.salesAutomationTech],
    ["hiring_departments", (r: Row) => r.hiringDepartments],
    ["team_size_departments", (r: Row) => r.teamSizeDepartments],
  ] as const)("%s (lists that share a value)", async (field, list) => {
    const values = [first((r) => list(r)[0]), first((r) => list(r)[1])];
    const n = await check({ [field]: values.map(typed) }, (r) => overlaps(values)(list(r)));
    expect(n).toBeGreaterThan(0);
  });

  it("blank values and [] say nothing; an unknown value matches nothing", async () => {
    expect(await check({ job_level: ["", "  "], crm_tech: [] }, () => true)).toBe(N);
    expect(await check({ crm_tech: ["No Such Tool"] }, () => false)).toBe(0);
  });
});

describe("string filters", () => {
  it.each([
    ["city", (r: Row) => r.city],
    ["headquarters_city", (r: Row) => r.headquartersCity],
    ["headquarters_state", (r: Row) => r.headquartersState],
    ["industry", (r: Row) => r.industry],
  ] as const)("%s equals the field, ignoring case and spaces", async (field, value) => {
    const wanted = value(rows[5]!);
    const n = await check({ [field]: typed(wanted) }, (r) => lower(value(r)) === lower(wanted));
    expect(n).toBeGreaterThan(0);
  });

  it("domain ignores case, scheme, www., port and path", async () => {
    const domain = rows[7]!.domain;
    const n = await check(
      { domain: `https://www.${domain.toUpperCase()}:443/about?x=1` },
      (r) => r.domain === domain,
    );
    expect(n).toBeGreaterThan(0);
  });

  it("company_name: contains (the default), exact, prefix", async () => {
    const name = rows[4]!.companyName;
    const middle = name.slice(2, 6);
    const contains = (r: Row) => lower(r.companyName).includes(lower(middle));
    expect(await check({ company_name: middle.toUpperCase() }, contains)).toBeGreaterThan(0);
    await check({ company_name: middle, company_name_mode: "contains" }, contains);
    await check(
      { company_name: typed(name), company_name_mode: "exact" },
      (r) => lower(r.companyName) === lower(name),
    );
    const start = name.slice(0, 4);
    await check({ company_name: start.toUpperCase(), company_name_mode: "prefix" }, (r) =>
      lower(r.companyName).startsWith(lower(start)),
    );
  });

  it("company_name's LIKE wildcards are plain characters", async () => {
    expect(await check({ company_name: "%" }, (r) => r.companyName.includes("%"))).toBe(0);
    expect(await check({ company_name: "_", company_name_mode: "prefix" }, () => false)).toBe(0);
  });
});

describe("ranges are inclusive; null is no bound", () => {
  // Bounds are corpus values, so "inclusive" is tested at the edge.
  const mid = <T>(pick: (r: Row) => T) => pick(rows[Math.floor(N / 3)]!);

  it("employee_count_min and max", async () => {
    const lo = mid((r) => r.employeeCount);
    const hi = rows[20]!.employeeCount;
    const [min, max] = lo <= hi ? [lo, hi] : [hi, lo];
    await check({ employee_count_min: min }, (r) => r.employeeCount >= min);
    await check({ employee_count_max: max }, (r) => r.employeeCount <= max);
    await check(
      { employee_count_min: min, employee_count_max: max, revenue_max: null },
      (r) => r.employeeCount >= min && r.employeeCount <= max,
    );
  });

  it("revenue_min and revenue_max", async () => {
    const a = mid((r) => r.revenue);
    const b = rows[40]!.revenue;
    const [min, max] = a <= b ? [a, b] : [b, a];
    await check(
      { revenue_min: min, revenue_max: max },
      (r) => r.revenue >= min && r.revenue <= max,
    );
  });

  it("funding_amount_min, min_network_growth_rate, min_monthly_web_traffic", async () => {
    const funding = first((r) => (r.fundingAmount > 0 ? r.fundingAmount : undefined));
    await check({ funding_amount_min: funding }, (r) => r.fundingAmount >= funding);
    const growth = first((r) => (r.networkGrowthRate < 0 ? r.networkGrowthRate : undefined));
    await check({ min_network_growth_rate: growth }, (r) => r.networkGrowthRate >= growth);
    const traffic = mid((r) => r.monthlyWebTraffic);
    await check({ min_monthly_web_traffic: traffic }, (r) => r.monthlyWebTraffic >= traffic);
  });

  it("founded_on: founded in that year or later", async () => {
    const year = mid((r) => r.foundedOn);
    expect(await check({ founded_on: year }, (r) => r.foundedOn >= year)).toBeGreaterThan(0);
  });

  it("funded_after: funded on a later day; unfunded companies never match", async () => {
    const day = first((r) => (r.fundedAt > "2015" ? r.fundedAt : undefined));
    const n = await check({ funded_after: day }, (r) => r.fundedAt !== "" && r.fundedAt > day);
    expect(n).toBeGreaterThan(0);
    expect(rows.some((r) => r.fundedAt === day)).toBe(true);
  });
});

describe("tri-state booleans: null is either", () => {
  it.each([
    ["has_cio", (r: Row) => r.hasCio],
    ["has_ciso", (r: Row) => r.hasCiso],
    ["has_mobile_app", (r: Row) => r.hasMobileApp],
    ["has_web_app", (r: Row) => r.hasWebApp],
    ["is_network_url_claimed", (r: Row) => r.isNetworkUrlClaimed],
  ] as const)("%s", async (field, value) => {
    const yes = await check({ [field]: true }, (r) => value(r) === true);
    const no = await check({ [field]: false }, (r) => value(r) === false);
    expect(yes + no).toBe(N);
    expect(await check({ [field]: null }, () => true)).toBe(N);
  });
});

describe("filters together", () => {
  it("every given filter must hold", async () => {
    const r0 = rows[9]!;
    const n = await check(
      {
        country: [r0.country],
        job_level: [r0.jobLevel, "vp"],
        employee_count_min: 10,
        has_web_app: r0.hasWebApp,
        company_name: "",
        crm_tech: [],
      },
      (r) =>
        r.country === r0.country &&
        (r.jobLevel === r0.jobLevel || r.jobLevel === "vp") &&
        r.employeeCount >= 10 &&
        r.hasWebApp === r0.hasWebApp,
    );
    expect(n).toBeGreaterThan(0);
  });

  it("{} matches everyone, in seq order", async () => {
    expect(await check({}, () => true)).toBe(N);
  });
});

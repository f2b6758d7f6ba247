/**
 * The synthetic prospect corpus of the demo seed.
 *
 * Row `seq` is a pure function of `seq`: the same number gives the same person, in any
 * process, on any machine. People belong to one of COMPANY_COUNT companies, and every
 * company-level field is a pure function of the company's index, so colleagues agree on
 * their company's name, size, funding, tech stack and so on.
 */
import { sql } from "drizzle-orm";
import {
  COMPANY_NAME_PREFIXES,
  COMPANY_NAME_STEMS,
  COMPANY_NAME_SUFFIXES,
  DEPARTMENTS,
  FUNDING_TYPES,
  type FundingType,
  INDUSTRY_TAXONOMY,
  JOB_TITLES,
  type JobLevel,
  LOCATIONS,
  NAME_POOLS,
  type NamePool,
  REVENUE_BUCKET_BOUNDS,
  type RevenueBucket,
  TECH_BY_FILTER,
} from "../../contract/prospect-vocabulary";
import type { Db } from "../db/client";
import { prospects } from "../prospecting/tables";

export type NewProspectRow = typeof prospects.$inferInsert;

/** Changes whenever the generator or the vocabulary changes what a given seq produces. */
export const PROSPECT_SEED_VERSION = "prospects-v1";

/** People are spread over this many companies (large companies get many more people). */
export const COMPANY_COUNT = 20_000;

// ---------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------

/** murmur3's 32-bit finalizer: a bijection on 32-bit integers with good avalanche. */
function fmix32(input: number): number {
  let h = input | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A small seeded PRNG (mulberry32) returning floats in [0, 1). */
class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  /** Index skewed towards the start of the list: earlier entries are more popular. */
  skewedIndex(length: number, power: number): number {
    return Math.min(length - 1, Math.floor(length * this.next() ** power));
  }
  /** Log-uniform between min and max. */
  logUniform(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)));
  }
}

const STREAM_PERSON = 0x1b873593;
const STREAM_COMPANY = 0x27d4eb2f;
const STREAM_ID = 0x165667b1;

function rngFor(stream: number, key: number): Rng {
  return new Rng(fmix32(fmix32(key ^ stream) + stream));
}

/** Cumulative weights for weighted picks. */
class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;
  constructor(
    private readonly items: readonly T[],
    weight: (item: T) => number,
  ) {
    let sum = 0;
    for (const item of items) {
      sum += Math.max(0, weight(item));
      this.cumulative.push(sum);
    }
    this.total = sum;
  }
  pick(rng: Rng): T {
    const target = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}

// ---------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** `pros_` and 16 base62 characters; the first 6 encode a bijection of seq, so ids never collide. */
export function prospectId(seq: number): string {
  let unique = fmix32(seq ^ STREAM_ID);
  let head = "";
  for (let i = 0; i < 6; i++) {
    head += BASE62[unique % 62];
    unique = Math.floor(unique / 62);
  }
  const rng = rngFor(STREAM_ID, seq);
  let tail = "";
  for (let i = 0; i < 10; i++) tail += BASE62[rng.int(62)];
  return `pros_${head}${tail}`;
}

const SPECIAL_LETTERS: Record<string, string> = {
  ł: "l",
  ø: "o",
  ß: "ss",
  æ: "ae",
  đ: "d",
  œ: "oe",
};

/** Lower-case ASCII letters and digits, other characters dropped or replaced by `sep`. */
function slugify(text: string, sep = "-"): string {
  const ascii = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[łøßæđœ]/g, (c) => SPECIAL_LETTERS[c] ?? "");
  const slug = ascii
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return sep === "-" ? slug : slug.replaceAll("-", sep);
}

/** Rounds to `digits` significant digits. */
function roundSignificant(value: number, digits: number): number {
  return value <= 0 ? 0 : Number(value.toPrecision(digits));
}

/**
 * What Postgres prints for a `real` (float4) holding `x`, as a number: the shortest decimal
 * that reads back as the same float4. Postgres's Ryu never prints a decimal lying exactly
 * halfway between two float4 values, so neither does this.
 */
function float4Decimal(x: number): number {
  const f = Math.fround(x);
  if (f === 0 || !Number.isFinite(f)) return f === 0 ? 0 : f;
  const abs = Math.abs(f);
  let exp = Math.floor(Math.log2(abs));
  if (2 ** exp > abs) exp--;
  else if (2 ** (exp + 1) <= abs) exp++;
  const halfUlp = 2 ** (exp - 24);
  for (let digits = 1; digits <= 9; digits++) {
    const candidate = Number(f.toPrecision(digits));
    const distance = Math.abs(candidate - f);
    // Just below a power of two the float4 spacing halves, and so does the halfway distance.
    const tie =
      distance === halfUlp ||
      (abs === 2 ** exp && Math.abs(candidate) < abs && distance === halfUlp / 2);
    if (Math.fround(candidate) === f && !tie) return candidate;
  }
  return f;
}

/**
 * `x` rounded to at most `digits` significant digits such that it survives a round trip
 * through a Postgres `real` column unchanged (fewer digits when needed, e.g. 2.99e9 is
 * stored as 2.9900001e9, so 3e9 is used instead).
 */
function realValue(x: number, digits: number): number {
  if (x === 0) return 0;
  for (let d = digits; d >= 1; d--) {
    const v = Number(x.toPrecision(d));
    if (float4Decimal(v) === v) return v;
  }
  return float4Decimal(x);
}

function revenueBucketFor(revenue: number): RevenueBucket {
  for (const b of REVENUE_BUCKET_BOUNDS) if (revenue >= b.min && revenue < b.max) return b.bucket;
  return "1B+";
}

const pad2 = (n: number) => String(n).padStart(2, "0");

function distinctPicks<T>(rng: Rng, items: readonly T[], count: number, power: number): T[] {
  const chosen = new Set<number>();
  const want = Math.min(count, items.length);
  while (chosen.size < want) chosen.add(rng.skewedIndex(items.length, power));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
}

// ---------------------------------------------------------------------------------------
// Companies
// ---------------------------------------------------------------------------------------

type Location = (typeof LOCATIONS)[number];
type Industry = (typeof INDUSTRY_TAXONOMY)[number];

const countryTable = new WeightedTable<Location>(LOCATIONS, (l) => l.weight);
const industryTable = new WeightedTable<Industry>(INDUSTRY_TAXONOMY, (i) => i.weight);
const industriesByName = new Map<string, Industry>(INDUSTRY_TAXONOMY.map((i) => [i.industry, i]));

/** Name suffixes that say what a company does pick its industry among these. */
const SUFFIX_INDUSTRIES: Partial<Record<(typeof COMPANY_NAME_SUFFIXES)[number], string[]>> = {
  Labs: ["Software Development", "Biotechnology Research", "Data Infrastructure and Analytics"],
  Systems: [
    "Software Development",
    "IT Services and IT Consulting",
    "Computers and Electronics Manufacturing",
    "Industrial Machinery Manufacturing",
  ],
  Technologies: [
    "Software Development",
    "IT Services and IT Consulting",
    "Semiconductor Manufacturing",
    "Financial Technology",
  ],
  Analytics: ["Data Infrastructure and Analytics", "Software Development", "Marketing Services"],
  Health: [
    "Hospitals and Health Care",
    "Medical Practices",
    "Mental Health Care",
    "Medical Equipment Manufacturing",
  ],
  Capital: ["Investment Management", "Venture Capital and Private Equity Principals", "Banking"],
  Logistics: [
    "Freight and Package Transportation",
    "Truck Transportation",
    "Warehousing and Storage",
  ],
  Software: ["Software Development"],
  Digital: ["Marketing Services", "Advertising Services", "Software Development"],
  Networks: ["Telecommunications", "Computer and Network Security"],
  Ventures: ["Venture Capital and Private Equity Principals", "Holding Companies"],
  Consulting: ["Business Consulting and Services", "IT Services and IT Consulting"],
  Partners: ["Business Consulting and Services", "Legal Services", "Accounting"],
  Media: [
    "Online Audio and Video Media",
    "Book and Periodical Publishing",
    "Broadcast Media Production and Distribution",
  ],
  Energy: ["Solar Electric Power Generation", "Electric Power Generation", "Oil and Gas"],
  Security: ["Computer and Network Security", "Security and Investigations"],
  Bio: ["Biotechnology Research", "Pharmaceutical Manufacturing"],
  Robotics: ["Industrial Machinery Manufacturing", "Motor Vehicle Manufacturing"],
  Foods: ["Food and Beverage Manufacturing", "Restaurants", "Retail Groceries"],
  Studio: ["Design Services", "Computer Games", "Architecture and Planning"],
};

const TECHNOLOGY_NETWORK = "Technology, Information and Media";

const COMPOUND_COUNT = COMPANY_NAME_PREFIXES.length * COMPANY_NAME_STEMS.length;
const NAME_COMBINATIONS = COMPOUND_COUNT * COMPANY_NAME_SUFFIXES.length;
/** A multiplier coprime to NAME_COMBINATIONS spreads company indexes over all combinations. */
const NAME_STRIDE = (() => {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = Math.floor(NAME_COMBINATIONS * 0.6180339887);
  while (gcd(stride, NAME_COMBINATIONS) !== 1) stride++;
  return stride;
})();

function companyNameParts(index: number): { base: string; suffix: string } {
  const combo = (index * NAME_STRIDE) % NAME_COMBINATIONS;
  const compound = combo % COMPOUND_COUNT;
  const prefix = COMPANY_NAME_PREFIXES[Math.floor(compound / COMPANY_NAME_STEMS.length)]!;
  const stem = COMPANY_NAME_STEMS[compound % COMPANY_NAME_STEMS.length]!;
  const suffix = COMPANY_NAME_SUFFIXES[Math.floor(combo / COMPOUND_COUNT)]!;
  return { base: prefix + stem, suffix };
}

export type Company = {
  index: number;
  companyName: string;
  domain: string;
  industry: string;
  networkIndustry: string;
  employeeCount: number;
  foundedOn: number;
  revenue: number;
  revenueBucket: RevenueBucket;
  fundingAmount: number;
  fundingType: FundingType | "";
  fundedAt: string;
  headquartersCity: string;
  headquartersState: string;
  headquartersCountry: string;
  location: Location;
  analyticsTech: string[];
  crmTech: string[];
  developmentTech: string[];
  erpTech: string[];
  marketingAutomationTech: string[];
  salesAutomationTech: string[];
  hiringDepartments: string[];
  teamSizeDepartments: string[];
  hasCio: boolean;
  hasCiso: boolean;
  hasMobileApp: boolean;
  hasWebApp: boolean;
  networkGrowthRate: number;
  monthlyWebTraffic: number;
  emailPattern: number;
};

const FUNDING_AMOUNTS: Record<FundingType, [number, number]> = {
  angel: [25_000, 1_000_000],
  seed: [250_000, 5_000_000],
  series_a: [2_000_000, 25_000_000],
  series_b: [10_000_000, 60_000_000],
  series_c: [25_000_000, 150_000_000],
  series_d: [50_000_000, 300_000_000],
  series_e: [80_000_000, 500_000_000],
  series_f: [100_000_000, 1_000_000_000],
  debt: [500_000, 500_000_000],
  grant: [25_000, 3_000_000],
  private_equity: [10_000_000, 3_000_000_000],
  ipo: [50_000_000, 5_000_000_000],
};

/** Relative likelihood of each funding type by company size class (tiny .. huge). */
const FUNDING_WEIGHTS: Record<FundingType, [number, number, number, number, number]> = {
  angel: [30, 8, 1, 0, 0],
  seed: [40, 25, 4, 0.5, 0],
  series_a: [8, 30, 12, 2, 0.2],
  series_b: [1, 15, 20, 6, 0.5],
  series_c: [0, 4, 15, 10, 1],
  series_d: [0, 1, 7, 10, 2],
  series_e: [0, 0, 3, 6, 2],
  series_f: [0, 0, 1, 4, 2],
  debt: [5, 8, 12, 15, 15],
  grant: [10, 6, 3, 1, 0.5],
  private_equity: [0, 2, 8, 15, 18],
  ipo: [0, 0, 1, 10, 40],
};

const sizeClass = (employees: number) =>
  employees <= 10 ? 0 : employees <= 50 ? 1 : employees <= 500 ? 2 : employees <= 5000 ? 3 : 4;

const fundingTables = [0, 1, 2, 3, 4].map(
  (cls) => new WeightedTable<FundingType>(FUNDING_TYPES, (t) => FUNDING_WEIGHTS[t][cls] ?? 0),
);

/** Tech list sizes (0..4) by size class: small companies report fewer tools. */
const TECH_COUNT_WEIGHTS = [
  [40, 35, 17, 6, 2],
  [25, 35, 25, 10, 5],
  [15, 30, 28, 17, 10],
  [8, 22, 30, 22, 18],
  [5, 15, 30, 25, 25],
];
const techCountTables = TECH_COUNT_WEIGHTS.map(
  (w) => new WeightedTable<number>([0, 1, 2, 3, 4], (n) => w[n] ?? 0),
);

/** Departments with a team of their own, by size class: [fewest, spread]. */
const TEAM_DEPARTMENTS_BY_SIZE: readonly [number, number][] = [
  [1, 2],
  [2, 3],
  [4, 5],
  [7, 6],
  [10, 6],
];

const companyCache: (Company | undefined)[] = new Array(COMPANY_COUNT);

/** Every company-level field of company `index` (0 .. COMPANY_COUNT-1). */
export function companyAt(index: number): Company {
  const cached = companyCache[index];
  if (cached) return cached;
  const rng = rngFor(STREAM_COMPANY, index);

  // Name and industry: a suffix such as "Health" or "Logistics" says what the company does.
  const { base, suffix } = companyNameParts(index);
  const companyName = suffix ? `${base} ${suffix}` : base;
  const hinted = SUFFIX_INDUSTRIES[suffix as keyof typeof SUFFIX_INDUSTRIES];
  const industry =
    hinted && rng.chance(0.85) ? industriesByName.get(rng.pick(hinted))! : industryTable.pick(rng);
  const isTech = industry.network === TECHNOLOGY_NETWORK;

  // Headquarters.
  const location = countryTable.pick(rng);
  const region = location.regions[rng.skewedIndex(location.regions.length, 1.6)]!;
  const headquartersCity = region.cities[rng.skewedIndex(region.cities.length, 1.5)]!;

  // Size: low indexes are the big companies (they also get the most people, see companyIndexFor).
  const rank = (index + 0.5) / COMPANY_COUNT;
  const sizeScore = 0.12 + 0.7 * (1 - Math.sqrt(rank)) + (rng.next() - 0.5) * 0.45;
  const employeeCount = Math.max(
    1,
    Math.min(
      200_000,
      Math.round(Math.exp(Math.log(200_000) * Math.min(1, Math.max(0, sizeScore)))),
    ),
  );
  const cls = sizeClass(employeeCount);

  // Founded: skewed recent; large companies tend to be older.
  // Ages in bands 0-10, 10-40, 40-100 and 100-175 years, picked by cumulative share.
  const bands = cls >= 3 ? [0.08, 0.45, 0.82] : [0.38, 0.8, 0.95];
  const band = rng.next();
  const within = rng.next();
  const age =
    band < bands[0]!
      ? 10 * within
      : band < bands[1]!
        ? 10 + 30 * within
        : band < bands[2]!
          ? 40 + 60 * within
          : 100 + 76 * within;
  const foundedOn = Math.max(1850, 2025 - Math.floor(age));

  // Revenue follows headcount.
  const revenuePerEmployee = rng.logUniform(isTech ? 80_000 : 40_000, isTech ? 700_000 : 450_000);
  const revenue = realValue(employeeCount * revenuePerEmployee, 3);

  // Funding: about a third of companies report none ("" type and date, amount 0).
  let fundingType: FundingType | "" = "";
  let fundingAmount = 0;
  let fundedAt = "";
  if (rng.chance(cls >= 3 ? 0.85 : isTech ? 0.75 : 0.55)) {
    fundingType = fundingTables[cls]!.pick(rng);
    const [lo, hi] = FUNDING_AMOUNTS[fundingType];
    fundingAmount = realValue(rng.logUniform(lo, hi), 3);
    const earliest = Math.max(foundedOn, fundingType === "ipo" ? 1970 : 1995);
    const span = 2025 - earliest + 1;
    const year = 2025 - Math.floor(span * rng.next() ** 1.8);
    const month = 1 + rng.int(year === 2025 ? 6 : 12);
    fundedAt = `${year}-${pad2(month)}-${pad2(1 + rng.int(28))}`;
  }

  // Tech stacks.
  const techCount = techCountTables[cls]!;
  const tech = (list: readonly string[]) => distinctPicks(rng, list, techCount.pick(rng), 1.7);
  const analyticsTech = tech(TECH_BY_FILTER.analytics_tech);
  const crmTech = tech(TECH_BY_FILTER.crm_tech);
  const developmentTech = tech(TECH_BY_FILTER.development_tech);
  const erpTech = tech(TECH_BY_FILTER.erp_tech);
  const marketingAutomationTech = tech(TECH_BY_FILTER.marketing_automation_tech);
  const salesAutomationTech = tech(TECH_BY_FILTER.sales_automation_tech);

  // Departments with a team, and those hiring.
  const [fewest, spread] = TEAM_DEPARTMENTS_BY_SIZE[cls]!;
  const teamCount = fewest + rng.int(spread);
  const teamSizeDepartments = distinctPicks(rng, DEPARTMENTS, teamCount, 1.4);
  const hiringChance = [0.15, 0.35, 0.55, 0.75, 0.9][cls]!;
  const hiringDepartments = rng.chance(hiringChance)
    ? distinctPicks(rng, DEPARTMENTS, 1 + rng.int(Math.min(6, teamCount + 1)), 1.6)
    : [];

  const hasCio = rng.chance([0.02, 0.08, 0.25, 0.6, 0.85][cls]!);
  const hasCiso = rng.chance([0.01, 0.05, 0.2, 0.5, 0.8][cls]! * (isTech ? 1.15 : 1));
  const hasWebApp = rng.chance(isTech ? 0.85 : 0.55);
  const consumerFacing = ["Retail", "Consumer Services", "Entertainment Providers"].includes(
    industry.network,
  );
  const hasMobileApp = rng.chance(isTech || consumerFacing ? 0.5 : 0.2);

  // Headcount growth over the network, in percent: mostly modest, young companies grow fast.
  const young = foundedOn >= 2015;
  const g = rng.next();
  let growth: number;
  if (g < (young ? 0.1 : 0.22)) growth = -20 * rng.next() ** 2;
  else if (g < (young ? 0.6 : 0.88)) growth = 20 * rng.next();
  else growth = 20 + 60 * rng.next() ** 1.5;
  const networkGrowthRate = realValue(Math.round(growth * 10) / 10 || 0, 3);

  const trafficPerEmployee = rng.logUniform(20, isTech || consumerFacing ? 8_000 : 2_000);
  const monthlyWebTraffic = Math.min(
    1_500_000_000,
    Math.round(roundSignificant(Math.max(50, employeeCount * trafficPerEmployee), 3)),
  );

  const tld =
    isTech && location.tld === "com" && rng.chance(0.25)
      ? rng.pick(["io", "ai", "co"])
      : location.tld;
  const domain = `${slugify(base, "")}${slugify(suffix, "")}.${tld}`;

  const company: Company = {
    index,
    companyName,
    domain,
    industry: industry.industry,
    networkIndustry: industry.network,
    employeeCount,
    foundedOn,
    revenue,
    revenueBucket: revenueBucketFor(revenue),
    fundingAmount,
    fundingType,
    fundedAt,
    headquartersCity,
    headquartersState: region.name,
    headquartersCountry: location.country,
    location,
    analyticsTech,
    crmTech,
    developmentTech,
    erpTech,
    marketingAutomationTech,
    salesAutomationTech,
    hiringDepartments,
    teamSizeDepartments,
    hasCio,
    hasCiso,
    hasMobileApp,
    hasWebApp,
    networkGrowthRate,
    monthlyWebTraffic,
    emailPattern: rng.int(5),
  };
  companyCache[index] = company;
  return company;
}

/** The company of person `seq`: skewed so that low (large) companies employ many more people. */
export function companyIndexFor(seq: number): number {
  const rng = rngFor(STREAM_COMPANY ^ STREAM_PERSON, seq);
  return Math.min(COMPANY_COUNT - 1, Math.floor(COMPANY_COUNT * rng.next() ** 2));
}

// ---------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------

type JobTitle = (typeof JOB_TITLES)[number];

const LEVEL_WEIGHTS: Record<JobLevel, number> = {
  owner: 1.2,
  partner: 0.6,
  c_suite: 2.5,
  vp: 3,
  director: 6,
  manager: 14,
  senior: 18,
  entry: 28,
  intern: 2,
  other: 2,
};
/** Multipliers of LEVEL_WEIGHTS by size class: founders and CEOs are most of a tiny company. */
const LEVEL_BY_SIZE: Partial<Record<JobLevel, number[]>> = {
  owner: [10, 3, 0.6, 0.1, 0.02],
  partner: [2, 1.5, 1, 0.8, 0.5],
  c_suite: [4, 1.8, 0.8, 0.4, 0.2],
  vp: [0.5, 1, 1, 1, 0.8],
  intern: [0.3, 0.8, 1, 1.2, 1.2],
};
const PARTNERSHIP_INDUSTRIES = new Set([
  "Legal Services",
  "Accounting",
  "Business Consulting and Services",
  "Venture Capital and Private Equity Principals",
  "Investment Management",
  "Architecture and Planning",
]);

const titleTables = new Map<string, WeightedTable<JobTitle>>();

function titleTable(company: Company): WeightedTable<JobTitle> {
  const cls = sizeClass(company.employeeCount);
  const partnership = PARTNERSHIP_INDUSTRIES.has(company.industry);
  const health = company.networkIndustry === "Hospitals and Health Care";
  const education = company.networkIndustry === "Education";
  const key = `${cls}|${partnership}|${health}|${education}`;
  let table = titleTables.get(key);
  if (!table) {
    table = new WeightedTable<JobTitle>(JOB_TITLES, (t) => {
      let w = LEVEL_WEIGHTS[t.level] * (LEVEL_BY_SIZE[t.level]?.[cls] ?? 1);
      if (t.level === "partner") w *= partnership ? 8 : 0.15;
      if (t.function === "healthcare") w *= health ? 12 : 0.05;
      if (t.function === "education") w *= education ? 8 : 0.4;
      return w;
    });
    titleTables.set(key, table);
  }
  return table;
}

const namePoolTable = new WeightedTable<NamePool>(Object.keys(NAME_POOLS) as NamePool[], (p) =>
  p === "anglo" ? 6 : p === "south_asian" || p === "hispanic" || p === "chinese" ? 2 : 1,
);

function phoneFor(rng: Rng, location: Location): string {
  const digits = (n: number) => {
    let s = "";
    for (let i = 0; i < n; i++) s += String(i === 0 ? 2 + rng.int(8) : rng.int(10));
    return s;
  };
  if (location.callingCode === "1") {
    return `+1 (${digits(3)}) 555-${String(100 + rng.int(100)).padStart(4, "0")}`;
  }
  return `+${location.callingCode} ${digits(3)} ${digits(3)} ${digits(4).slice(1)}${rng.int(10)}`;
}

const slugCache = new Map<string, string>();
/** slugify() of a name, memoized: the name pools are small. */
function nameSlug(name: string): string {
  let slug = slugCache.get(name);
  if (slug === undefined) {
    slug = slugify(name);
    slugCache.set(name, slug);
  }
  return slug;
}

function emailLocalPart(pattern: number, first: string, last: string): string {
  const f = nameSlug(first).replaceAll("-", "");
  const l = nameSlug(last).replaceAll("-", "");
  switch (pattern) {
    case 0:
      return `${f}.${l}`;
    case 1:
      return `${f[0]}${l}`;
    case 2:
      return `${f}`;
    case 3:
      return `${f}${l[0]}`;
    default:
      return `${f}_${l}`;
  }
}

/** The fields of a prospect that belong to the person, not to their company. */
export type PersonFields = {
  id: string;
  seq: number;
  companyIndex: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  networkUrl: string;
  jobTitle: string;
  jobLevel: string;
  jobFunction: string;
  city: string;
  state: string;
  country: string;
  isNetworkUrlClaimed: boolean;
};

export function generatePerson(seq: number): PersonFields {
  const companyIndex = companyIndexFor(seq);
  const company = companyAt(companyIndex);
  const rng = rngFor(STREAM_PERSON, seq);

  // Where the person works: mostly at headquarters; people of big companies spread out.
  const big = company.employeeCount > 5000;
  const roll = rng.next();
  let location: Location = company.location;
  let state: string = company.headquartersState;
  let city: string = company.headquartersCity;
  if (roll >= (big ? 0.5 : 0.78)) {
    if (roll >= (big ? 0.75 : 0.9)) location = countryTable.pick(rng);
    const region = location.regions[rng.skewedIndex(location.regions.length, 1.4)]!;
    state = region.name;
    city = region.cities[rng.skewedIndex(region.cities.length, 1.3)]!;
  }

  const pool = NAME_POOLS[rng.chance(0.7) ? location.names : namePoolTable.pick(rng)];
  const firstName = rng.pick(pool.first);
  const lastName = rng.chance(0.85)
    ? rng.pick(pool.last)
    : rng.pick(NAME_POOLS[namePoolTable.pick(rng)].last);

  const title = titleTable(company).pick(rng);
  const local = emailLocalPart(company.emailPattern, firstName, lastName);
  const numbered = rng.chance(company.employeeCount > 1000 ? 0.25 : 0.04);
  const email = `${local}${numbered ? 1 + rng.int(99) : ""}@${company.domain}`;

  return {
    id: prospectId(seq),
    seq,
    companyIndex,
    firstName,
    lastName,
    email,
    phone: phoneFor(rng, location),
    networkUrl: `https://network.example/in/${nameSlug(firstName)}-${nameSlug(lastName)}-${seq}`,
    jobTitle: title.title,
    jobLevel: title.level,
    jobFunction: title.function,
    city,
    state,
    country: location.country,
    isNetworkUrlClaimed: rng.chance(0.72),
  };
}

/** The prospect with sequence number `seq`, a pure function of `seq`. */
export function generateProspect(seq: number): NewProspectRow {
  const p = generatePerson(seq);
  const c = companyAt(p.companyIndex);
  return {
    id: p.id,
    seq: p.seq,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    networkUrl: p.networkUrl,
    jobTitle: p.jobTitle,
    jobLevel: p.jobLevel,
    jobFunction: p.jobFunction,
    city: p.city,
    state: p.state,
    country: p.country,
    isNetworkUrlClaimed: p.isNetworkUrlClaimed,
    companyName: c.companyName,
    domain: c.domain,
    industry: c.industry,
    networkIndustry: c.networkIndustry,
    employeeCount: c.employeeCount,
    foundedOn: c.foundedOn,
    revenue: c.revenue,
    revenueBucket: c.revenueBucket,
    fundingAmount: c.fundingAmount,
    fundingType: c.fundingType,
    fundedAt: c.fundedAt,
    headquartersCity: c.headquartersCity,
    headquartersState: c.headquartersState,
    headquartersCountry: c.headquartersCountry,
    analyticsTech: [...c.analyticsTech],
    crmTech: [...c.crmTech],
    developmentTech: [...c.developmentTech],
    erpTech: [...c.erpTech],
    marketingAutomationTech: [...c.marketingAutomationTech],
    salesAutomationTech: [...c.salesAutomationTech],
    hiringDepartments: [...c.hiringDepartments],
    teamSizeDepartments: [...c.teamSizeDepartments],
    hasCio: c.hasCio,
    hasCiso: c.hasCiso,
    hasMobileApp: c.hasMobileApp,
    hasWebApp: c.hasWebApp,
    networkGrowthRate: c.networkGrowthRate,
    monthlyWebTraffic: c.monthlyWebTraffic,
  };
}

// ---------------------------------------------------------------------------------------
// Bulk insert
// ---------------------------------------------------------------------------------------

type PgScalar = "text" | "int4" | "float4" | "bool" | "text[]";
type ColumnSpec<T> = readonly [name: string, type: PgScalar, get: (row: T) => unknown];

/** Person columns, sent per row. */
const PERSON_COLUMNS: readonly ColumnSpec<PersonFields>[] = [
  ["id", "text", (p) => p.id],
  ["seq", "int4", (p) => p.seq],
  ["company_index", "int4", (p) => p.companyIndex],
  ["first_name", "text", (p) => p.firstName],
  ["last_name", "text", (p) => p.lastName],
  ["email", "text", (p) => p.email],
  ["phone", "text", (p) => p.phone],
  ["network_url", "text", (p) => p.networkUrl],
  ["job_title", "text", (p) => p.jobTitle],
  ["job_level", "text", (p) => p.jobLevel],
  ["job_function", "text", (p) => p.jobFunction],
  ["city", "text", (p) => p.city],
  ["state", "text", (p) => p.state],
  ["country", "text", (p) => p.country],
  ["is_network_url_claimed", "bool", (p) => p.isNetworkUrlClaimed],
];

/** Company columns, sent once per company and joined in by the database. */
const COMPANY_COLUMNS: readonly ColumnSpec<Company>[] = [
  ["company_index", "int4", (c) => c.index],
  ["company_name", "text", (c) => c.companyName],
  ["domain", "text", (c) => c.domain],
  ["industry", "text", (c) => c.industry],
  ["network_industry", "text", (c) => c.networkIndustry],
  ["employee_count", "int4", (c) => c.employeeCount],
  ["founded_on", "int4", (c) => c.foundedOn],
  ["revenue", "float4", (c) => c.revenue],
  ["revenue_bucket", "text", (c) => c.revenueBucket],
  ["funding_amount", "float4", (c) => c.fundingAmount],
  ["funding_type", "text", (c) => c.fundingType],
  ["funded_at", "text", (c) => c.fundedAt],
  ["headquarters_city", "text", (c) => c.headquartersCity],
  ["headquarters_state", "text", (c) => c.headquartersState],
  ["headquarters_country", "text", (c) => c.headquartersCountry],
  ["analytics_tech", "text[]", (c) => c.analyticsTech],
  ["crm_tech", "text[]", (c) => c.crmTech],
  ["development_tech", "text[]", (c) => c.developmentTech],
  ["erp_tech", "text[]", (c) => c.erpTech],
  ["marketing_automation_tech", "text[]", (c) => c.marketingAutomationTech],
  ["sales_automation_tech", "text[]", (c) => c.salesAutomationTech],
  ["hiring_departments", "text[]", (c) => c.hiringDepartments],
  ["team_size_departments", "text[]", (c) => c.teamSizeDepartments],
  ["has_cio", "bool", (c) => c.hasCio],
  ["has_ciso", "bool", (c) => c.hasCiso],
  ["has_mobile_app", "bool", (c) => c.hasMobileApp],
  ["has_web_app", "bool", (c) => c.hasWebApp],
  ["network_growth_rate", "float4", (c) => c.networkGrowthRate],
  ["monthly_web_traffic", "int4", (c) => c.monthlyWebTraffic],
];

const quoteElement = (s: string) => `"${s.replace(/["\\]/g, "\\$&")}"`;

/** A Postgres array literal of one column's values, e.g. `{"a","b"}` or `{1,2}`. */
function arrayLiteral<T>(rows: readonly T[], [, type, get]: ColumnSpec<T>): string {
  const parts = rows.map((row) => {
    const value = get(row);
    if (type === "text") return quoteElement(value as string);
    if (type === "bool") return value ? "t" : "f";
    if (type === "text[]")
      return quoteElement(`{${(value as string[]).map(quoteElement).join(",")}}`);
    return String(value);
  });
  return `{${parts.join(",")}}`;
}

/**
 * `unnest($1::text[], $2::int4[], ...) as alias(col, ...)`: one array parameter per column,
 * each sent as a single text literal, so the statement has a handful of parameters whatever
 * the batch size, and both drivers (PGlite, postgres) pass the values the same way.
 * text[] columns travel as text[] of array literals and are cast back in `select`.
 */
function unnestFrom<T>(rows: readonly T[], columns: readonly ColumnSpec<T>[], alias: string) {
  const arrays = columns.map(
    (col) => sql`${arrayLiteral(rows, col)}::${sql.raw(col[1] === "text[]" ? "text" : col[1])}[]`,
  );
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(", "));
  return sql`unnest(${sql.join(arrays, sql`, `)}) as ${sql.raw(alias)}(${names})`;
}

const selectList = <T>(columns: readonly ColumnSpec<T>[], alias: string) =>
  columns
    .map(([name, type]) =>
      type === "text[]" ? `${alias}."${name}"::text[]` : `${alias}."${name}"`,
    )
    .join(", ");

const INSERT_BATCH = 5000;

/**
 * Inserts prospects with seq 0 .. count-1 in one transaction. Companies go once into a
 * temporary table and are joined to their people by the database, so each row's company
 * fields are not sent over the wire again for every colleague.
 */
export async function insertProspects(
  db: Db,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  if (count <= 0) return;
  const personColumns = PERSON_COLUMNS.filter(([name]) => name !== "company_index");
  const targetColumns = sql.raw(
    [...personColumns, ...COMPANY_COLUMNS.slice(1)].map(([name]) => `"${name}"`).join(", "),
  );
  const personSelect = sql.raw(selectList(personColumns, "p"));
  const companySelect = sql.raw(
    COMPANY_COLUMNS.slice(1)
      .map(([name]) => `c."${name}"`)
      .join(", "),
  );
  const companyTypes = COMPANY_COLUMNS.map(([name, type]) => `"${name}" ${type}`).join(", ");

  await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(
        `create temporary table seed_companies (${companyTypes}, primary key (company_index)) on commit drop`,
      ),
    );
    const inserted = new Set<number>();
    for (let start = 0; start < count; start += INSERT_BATCH) {
      const end = Math.min(count, start + INSERT_BATCH);
      const people: PersonFields[] = [];
      const companies: Company[] = [];
      for (let seq = start; seq < end; seq++) {
        const person = generatePerson(seq);
        people.push(person);
        if (!inserted.has(person.companyIndex)) {
          inserted.add(person.companyIndex);
          companies.push(companyAt(person.companyIndex));
        }
      }
      if (companies.length > 0) {
        await tx.execute(
          sql`insert into seed_companies select ${sql.raw(selectList(COMPANY_COLUMNS, "c"))} from ${unnestFrom(companies, COMPANY_COLUMNS, "c")}`,
        );
      }
      await tx.execute(
        sql`insert into ${prospects} (${targetColumns})
          select ${personSelect}, ${companySelect}
          from ${unnestFrom(people, PERSON_COLUMNS, "p")}
          join seed_companies c on c.company_index = p.company_index
          order by p.seq`,
      );
      onProgress?.(end);
    }
  });
}

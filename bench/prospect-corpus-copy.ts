import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import postgres from "postgres";
import {
  type Company,
  companyAt,
  generatePerson,
  type PersonFields,
  PROSPECT_SEED_VERSION,
} from "../platform/seed/prospects";

/**
 * Fills the prospect corpus of a Postgres database with `COPY prospects FROM STDIN`, rows made
 * by the demo seed's own generator (so every distribution is the product's), in statements of
 * `chunk` rows, two streams at once. The sync triggers are off meanwhile; the search tables
 * are filled after, by the product's own SQL where it matters:
 *
 * - companies: the sync trigger's own statement (`prospect_search_add_statement`, the one every
 *   insert runs) over one prospect per company, so their rows, lower-casing and fingerprints
 *   are exactly the product's;
 * - people: a set-based insert that lower-cases as that statement does and finds each
 *   person's company by its domain (one domain per company, checked), instead of the trigger's
 *   md5 of every row's company values and its sort of 10M wide rows.
 *
 * The indexes of the two big tables are dropped for the load and built again after it (one
 * sort per index instead of 10M insertions, two at a time), with the same definitions, so the
 * schema ends exactly as the migrations made it.
 */
export async function copyProspectCorpus(
  databaseUrl: string,
  count: number,
  opts: { chunk?: number; log?: (line: string) => void } = {},
): Promise<void> {
  const log = opts.log ?? console.log;
  const chunk = opts.chunk ?? 500_000;
  // Session settings of this loader only: room to sort each index in memory.
  const sql = postgres(databaseUrl, {
    max: 2,
    onnotice: () => {},
    connection: { maintenance_work_mem: "1GB", work_mem: "512MB" },
  });
  const timed = async (what: string, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    log(`${what}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  try {
    const rebuild = await dropBulkIndexes(sql);
    await sql`alter table prospects disable trigger user`;
    const representatives = new Map<number, number>();
    const started = performance.now();
    let next = 0;
    let copied = 0;
    // Two COPY streams at once: the database parses one while it writes the other.
    const copyChunks = async () => {
      for (let from = next; from < count; from = next) {
        next = Math.min(count, from + chunk);
        const to = next;
        const writable = await sql.unsafe(`copy prospects (${COPY_COLUMNS}) from stdin`).writable();
        await pipeline(Readable.from(copyLines(from, to, representatives)), writable);
        copied += to - from;
        const seconds = (performance.now() - started) / 1000;
        log(`copied ${copied.toLocaleString("en-US")} prospects in ${seconds.toFixed(0)} s`);
      }
    };
    await Promise.all([copyChunks(), copyChunks()]);
    await sql`alter table prospects enable trigger user`;
    await inParallel(rebuild.prospects, (statement) =>
      timed(statement.slice(0, 80), () => sql.unsafe(statement)),
    );
    await timed("companies by the sync statement", async () => {
      await sql.begin(async (tx) => {
        await tx`create temporary table company_representatives (seq int4 primary key) on commit drop`;
        await tx`insert into company_representatives
          select unnest(${`{${[...representatives.values()].join(",")}}`}::int4[])`;
        await tx`do $$ begin execute prospect_search_add_statement(
          '(select p.* from prospects p join company_representatives r using (seq)) as source'); end $$`;
        // The statement also wrote the representatives' people rows; all people follow below.
        await tx`truncate prospect_search_people`;
      });
      const [check] = await sql<{ companies: number; domains: number }[]>`
        select count(*)::int as companies, count(distinct domain)::int as domains
        from prospect_search_companies`;
      if (check!.companies !== representatives.size || check!.domains !== check!.companies) {
        throw new Error(
          `companies ${check!.companies}, domains ${check!.domains}, expected ${representatives.size}: a domain no longer names one company, so people cannot be matched to companies by it`,
        );
      }
    });
    // In seq order, as the product's seed writes them: the join alone would group people by
    // company, and every scan in result order would then read another page per row.
    await timed(
      "people",
      () => sql`
        insert into prospect_search_people (seq, company_id, job_title, job_level, job_function,
          city, state, country, is_network_url_claimed)
        select p.seq, c.id, lower(p.job_title), lower(p.job_level), lower(p.job_function),
          lower(p.city), lower(p.state), lower(p.country), p.is_network_url_claimed
        from prospects p
        join prospect_search_companies c on c.domain = lower(p.domain)
        order by p.seq`,
    );
    await inParallel(rebuild.people, (statement) =>
      timed(statement.slice(0, 80), () => sql.unsafe(statement)),
    );
    // As the demo seed prepares search (prepareProspectSearch): the people table vacuumed for
    // index-only scans, the prospects only analyzed.
    await timed("vacuum and analyze", () =>
      Promise.all([
        sql`vacuum (analyze) prospect_search_people, prospect_search_companies`,
        sql`analyze prospects`,
      ]),
    );
    const value = `${PROSPECT_SEED_VERSION}:${count}`;
    await sql`insert into seed_state (name, value) values ('prospects', ${value})
      on conflict (name) do update set value = excluded.value`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The person's columns of `prospects`, then the company's, in the order COPY is told. */
const PERSON_FIELDS = [
  ["id", (p) => p.id],
  ["seq", (p) => p.seq],
  ["first_name", (p) => p.firstName],
  ["last_name", (p) => p.lastName],
  ["email", (p) => p.email],
  ["phone", (p) => p.phone],
  ["network_url", (p) => p.networkUrl],
  ["job_title", (p) => p.jobTitle],
  ["job_level", (p) => p.jobLevel],
  ["job_function", (p) => p.jobFunction],
  ["city", (p) => p.city],
  ["state", (p) => p.state],
  ["country", (p) => p.country],
  ["is_network_url_claimed", (p) => p.isNetworkUrlClaimed],
] as const satisfies readonly (readonly [string, (p: PersonFields) => unknown])[];

const COMPANY_FIELDS = [
  ["company_name", (c) => c.companyName],
  ["domain", (c) => c.domain],
  ["industry", (c) => c.industry],
  ["network_industry", (c) => c.networkIndustry],
  ["employee_count", (c) => c.employeeCount],
  ["founded_on", (c) => c.foundedOn],
  ["revenue", (c) => c.revenue],
  ["revenue_bucket", (c) => c.revenueBucket],
  ["funding_amount", (c) => c.fundingAmount],
  ["funding_type", (c) => c.fundingType],
  ["funded_at", (c) => c.fundedAt],
  ["headquarters_city", (c) => c.headquartersCity],
  ["headquarters_state", (c) => c.headquartersState],
  ["headquarters_country", (c) => c.headquartersCountry],
  ["analytics_tech", (c) => c.analyticsTech],
  ["crm_tech", (c) => c.crmTech],
  ["development_tech", (c) => c.developmentTech],
  ["erp_tech", (c) => c.erpTech],
  ["marketing_automation_tech", (c) => c.marketingAutomationTech],
  ["sales_automation_tech", (c) => c.salesAutomationTech],
  ["hiring_departments", (c) => c.hiringDepartments],
  ["team_size_departments", (c) => c.teamSizeDepartments],
  ["has_cio", (c) => c.hasCio],
  ["has_ciso", (c) => c.hasCiso],
  ["has_mobile_app", (c) => c.hasMobileApp],
  ["has_web_app", (c) => c.hasWebApp],
  ["network_growth_rate", (c) => c.networkGrowthRate],
  ["monthly_web_traffic", (c) => c.monthlyWebTraffic],
] as const satisfies readonly (readonly [string, (c: Company) => unknown])[];

const COPY_COLUMNS = [...PERSON_FIELDS, ...COMPANY_FIELDS].map(([name]) => `"${name}"`).join(", ");

/**
 * Rows [from, to) as COPY text lines, about 2,000 rows per string handed to the stream. A
 * company's half of a line is the same for every colleague, so it is formatted once.
 */
function* copyLines(
  from: number,
  to: number,
  representatives: Map<number, number>,
): Generator<string> {
  const companyText = new Map<number, string>();
  let buffer = "";
  for (let seq = from; seq < to; seq++) {
    const person = generatePerson(seq);
    if (!representatives.has(person.companyIndex)) representatives.set(person.companyIndex, seq);
    let company = companyText.get(person.companyIndex);
    if (company === undefined) {
      const c = companyAt(person.companyIndex);
      company = COMPANY_FIELDS.map(([, get]) => copyField(get(c))).join("\t");
      companyText.set(person.companyIndex, company);
    }
    buffer += `${PERSON_FIELDS.map(([, get]) => copyField(get(person))).join("\t")}\t${company}\n`;
    if ((seq - from) % 2000 === 1999) {
      yield buffer;
      buffer = "";
    }
  }
  if (buffer) yield buffer;
}

/** COPY's text format: backslash, tab, newline and carriage return escaped. */
const copyEscape = (text: string) =>
  /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : text;
const COPY_ESCAPES: Record<string, string> = {
  "\\": "\\\\",
  "\t": "\\t",
  "\n": "\\n",
  "\r": "\\r",
};
const arrayElement = (text: string) => `"${text.replace(/["\\]/g, "\\$&")}"`;

function copyField(value: unknown): string {
  if (Array.isArray(value)) return copyEscape(`{${value.map(String).map(arrayElement).join(",")}}`);
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number") return String(value);
  return copyEscape(String(value));
}

/**
 * Drops the primary keys, unique constraints and indexes of `prospects` and
 * `prospect_search_people` and returns the statements that make them again, as they were.
 */
async function dropBulkIndexes(sql: postgres.Sql) {
  const constraints = await sql<{ table: string; name: string; def: string }[]>`
    select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
    from pg_constraint
    where conrelid in ('prospects'::regclass, 'prospect_search_people'::regclass)
      and contype in ('p', 'u')`;
  const indexes = await sql<{ table: string; name: string; def: string }[]>`
    select tablename as table, indexname as name, indexdef as def from pg_indexes
    where schemaname = current_schema()
      and tablename in ('prospects', 'prospect_search_people')
      and indexname not in (select conname from pg_constraint
        where conrelid in ('prospects'::regclass, 'prospect_search_people'::regclass))`;
  for (const c of constraints) {
    await sql.unsafe(`alter table ${c.table} drop constraint "${c.name}"`);
  }
  for (const i of indexes) await sql.unsafe(`drop index "${i.name}"`);
  const remake = (table: string) => [
    ...constraints
      .filter((c) => c.table === table)
      .map((c) => `alter table ${c.table} add constraint "${c.name}" ${c.def}`),
    ...indexes.filter((i) => i.table === table).map((i) => i.def),
  ];
  return { prospects: remake("prospects"), people: remake("prospect_search_people") };
}

/** Runs `work` over `items`, two at a time (the loader's two connections). */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all([worker(), worker()]);
}

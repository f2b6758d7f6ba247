import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyPostgresDatabase } from "../testing/fresh-database";
import { type CatalogQuery, schemaCatalog } from "../testing/schema-catalog";

// Each squash of a history into one baseline must lose nothing: a database made by the old
// history and one made by the baseline end with the same schema, and a database made by the old
// history keeps its data and moves on past the baseline without running anything again. There
// were two: 0000_init–0015 into the first baseline (legacy-migrations/1-to-0015), then that
// baseline and 0001–0028 into today's (legacy-migrations/2-to-0028). Runs on PGlite, and on
// Postgres when DATABASE_URL is set.

const here = path.dirname(new URL(import.meta.url).pathname);
const migrationsFolder = path.join(here, "migrations");
/** The first history, 0000_init–0015, squashed into the first baseline. */
const firstFolder = path.join(here, "legacy-migrations", "1-to-0015");
/** The first baseline and the migrations after it, 0000_baseline–0028, squashed into today's. */
const secondFolder = path.join(here, "legacy-migrations", "2-to-0028");

type Journal = { entries: { idx: number; when: number; tag: string }[] };
type TestDb = { query: CatalogQuery; migrate: (folder: string) => Promise<void> };

const opened: (() => Promise<void>)[] = [];
let scratch: string;

async function openEmpty(): Promise<TestDb> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite();
    opened.push(() => client.close());
    const db = drizzlePglite(client);
    return {
      query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    };
  }
  const { url, drop } = await emptyPostgresDatabase(serverUrl);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  opened.push(async () => {
    await sql.end({ timeout: 5 });
    await drop();
  });
  const db = drizzlePostgres(sql);
  return {
    query: (text) => sql.unsafe(text) as Promise<Record<string, unknown>[]>,
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
  };
}

/**
 * The whole schema: every floor's and feature's tables.ts, the files drizzle.config.ts names.
 * Found on disk, since the database floor imports no feature.
 */
async function wholeSchema(): Promise<Record<string, unknown>> {
  const platform = path.join(here, "..");
  const files = (await readdir(platform, { recursive: true })).filter(
    (file) => path.basename(file) === "tables.ts",
  );
  const modules = await Promise.all(files.map((file) => import(path.join(platform, file))));
  return Object.assign({}, ...modules);
}

const readJournal = async (folder: string): Promise<Journal> =>
  JSON.parse(await readFile(path.join(folder, "meta", "_journal.json"), "utf8"));

/** Today's migrations after its baseline: each runs once on every database, old or new. */
const sinceBaseline = async () => (await readJournal(migrationsFolder)).entries.slice(1);

/** A migration's file (its tag may name a subfolder) into the folder `out`. */
async function copyMigration(folder: string, tag: string, out: string) {
  await mkdir(path.dirname(path.join(out, tag)), { recursive: true });
  await copyFile(path.join(folder, `${tag}.sql`), path.join(out, `${tag}.sql`));
}

/** A migrations folder of the first `count` entries of `folder`'s journal. */
async function folderOf(folder: string, count: number, name: string): Promise<string> {
  const journal = await readJournal(folder);
  const out = path.join(scratch, name);
  await mkdir(path.join(out, "meta"), { recursive: true });
  const entries = journal.entries.slice(0, count);
  for (const { tag } of entries) await copyMigration(folder, tag, out);
  await writeFile(path.join(out, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return out;
}

/**
 * The old history, followed by the first `after` migrations that came after it: what a
 * database made before the squash has run (main had all but the last one of the new folder).
 */
async function oldHistoryFolder(after: number): Promise<string> {
  const out = await folderOf(firstFolder, Number.POSITIVE_INFINITY, `old-then-${after}`);
  const journal = await readJournal(out);
  for (const entry of (await readJournal(secondFolder)).entries.slice(1, 1 + after)) {
    await copyMigration(secondFolder, entry.tag, out);
    journal.entries.push(entry);
  }
  await writeFile(path.join(out, "meta", "_journal.json"), JSON.stringify(journal));
  return out;
}

/** Rows the old history's databases hold, touching the triggers and the data migrations. */
async function insertData(db: TestDb) {
  for (const statement of [
    `insert into workspaces (id, slug, name) values ('ws_1', 'acme', 'Acme')`,
    `insert into members (id, workspace_id, email, name, password_hash, role)
      values ('mem_1', 'ws_1', 'ada@acme.test', 'Ada', 'x', 'admin')`,
    `insert into lead_lists (id, workspace_id, name) values ('list_1', 'ws_1', 'Prospects')`,
    `insert into leads (id, workspace_id, lead_list_id, first_name, last_name)
      values ('lead_1', 'ws_1', 'list_1', 'Grace', 'Hopper'), ('lead_2', 'ws_1', 'list_1', 'Alan', 'Turing')`,
    `insert into api_keys (id, workspace_id, label, environment, start, last4, hash,
      creator_member_id, creator_role, purpose)
      values ('key_1', 'ws_1', 'Console', 'live', 'sk_live', 'abcd', 'h1', 'mem_1', 'admin', 'console')`,
    `insert into saved_searches (id, workspace_id, name, lead_list_id, filters, page_size,
      auto_enrich, created_by) values ('ss_1', 'ws_1', 'CTOs', 'list_1', '{}', 25, false, 'mem_1')`,
  ]) {
    await db.query(statement);
  }
  await insertProspect(db, 1);
}

async function insertProspect(db: TestDb, seq: number) {
  await db.query(`
    insert into prospects values ('pr_${seq}', ${seq}, 'Ada', 'Lovelace', 'ada@x.test', '1', 'u',
      'CTO', 'C_Suite', 'Engineering', 'London', 'LDN', 'UK', 'Acme', 'acme.test', 'Software',
      'Software', 50, 2001, 1.5, '1M-10M', 2.5, 'Seed', '2020-01-01', 'London', 'LDN', 'UK',
      '{GA}', '{}', '{}', '{}', '{}', '{}', '{}', '{}', true, false, false, true, true, 0.1, 10)`);
}

const one = async (db: TestDb, text: string) => (await db.query(text))[0];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "baseline-migration-"));
});

afterAll(async () => {
  for (const close of opened.splice(0)) await close();
  await rm(scratch, { recursive: true, force: true });
});

// Each test migrates whole PGlite databases (the old history of sixteen, then the baseline):
// seconds on a quiet machine, past the default 30 s on a loaded one.
describe("the first baseline migration (1.0)", { timeout: 180_000 }, () => {
  it("ends where the old history ended, but for the three foreign key names it renames after", async () => {
    const old = await openEmpty();
    await old.migrate(await oldHistoryFolder(0));
    const baseline = await openEmpty();
    await baseline.migrate(await folderOf(secondFolder, 1, "baseline-only"));

    const renamed = {
      saved_searches_workspace_id_fkey: "saved_searches_workspace_id_workspaces_id_fk",
      saved_searches_lead_list_id_fkey: "saved_searches_lead_list_id_lead_lists_id_fk",
      saved_searches_created_by_fkey: "saved_searches_created_by_members_id_fk",
    };
    const oldCatalog = await schemaCatalog(old.query);
    const fkeys = oldCatalog.constraints.filter((line) => / saved_searches_\w+_fkey /.test(line));
    expect(fkeys).toHaveLength(3);
    oldCatalog.constraints = oldCatalog.constraints
      .map((line) =>
        line.replace(/saved_searches_\w+_fkey/, (name) => renamed[name as keyof typeof renamed]),
      )
      .sort();
    const baselineCatalog = await schemaCatalog(baseline.query);
    expect(baselineCatalog).toEqual(oldCatalog);
    // The comparison sees what the hand-written part of the baseline carries.
    expect(baselineCatalog.triggers).toHaveLength(8);
    expect(baselineCatalog.functions).toHaveLength(8);
  });

  // Main ran the four after the baseline (as 0016–0019) before the squash.
  const ranOnMain = 4;
  for (const after of [0, ranOnMain]) {
    it(`an old database (old history then ${after} of the new migrations) moves on to the new folder, keeps its data and ends equal to a fresh one`, async () => {
      const old = await openEmpty();
      await old.migrate(await oldHistoryFolder(after));
      await insertData(old);
      await old.migrate(secondFolder);

      const fresh = await openEmpty();
      await fresh.migrate(secondFolder);
      expect(await schemaCatalog(old.query)).toEqual(await schemaCatalog(fresh.query));

      // Nothing of the old history ran again, and what follows the baseline ran once.
      const applied = await old.query(
        `select created_at::text as "when" from drizzle.__drizzle_migrations order by id`,
      );
      expect(applied.map((row) => Number(row.when))).toEqual([
        ...(await readJournal(firstFolder)).entries.map((e) => e.when),
        ...(await readJournal(secondFolder)).entries.slice(1).map((e) => e.when),
      ]);

      expect(await one(old, `select lead_count from lead_lists where id = 'list_1'`)).toEqual({
        lead_count: 2,
      });
      // 0001 clears the creator of console keys: it ran here after the key was made, or it ran
      // before (as main's 0016) and must not run again.
      expect(await one(old, `select creator_member_id from api_keys where id = 'key_1'`)).toEqual({
        creator_member_id: after === 0 ? null : "mem_1",
      });
      expect(
        await one(old, `select name, lead_list_id from saved_searches where id = 'ss_1'`),
      ).toEqual({
        name: "CTOs",
        lead_list_id: "list_1",
      });

      // The triggers still keep their copies after the move, and the renamed key still holds.
      await old.query(`insert into leads (id, workspace_id, lead_list_id, first_name, last_name)
        values ('lead_3', 'ws_1', 'list_1', 'Edsger', 'Dijkstra')`);
      expect(await one(old, `select lead_count from lead_lists where id = 'list_1'`)).toEqual({
        lead_count: 3,
      });
      await insertProspect(old, 2);
      expect(
        await one(
          old,
          `select count(*)::int as n, min(job_level) as level from prospect_search_people`,
        ),
      ).toEqual({ n: 2, level: "c_suite" });
      await expect(
        old.query(`insert into saved_searches (id, workspace_id, name, filters, page_size, auto_enrich)
          values ('ss_2', 'ws_missing', 'x', '{}', 25, false)`),
      ).rejects.toThrow(/saved_searches_workspace_id_workspaces_id_fk/);

      // And on past the second baseline, which it skips, running what came after it once.
      await old.migrate(migrationsFolder);
      expect(
        await old.query(`select count(*)::int as n from drizzle.__drizzle_migrations`),
      ).toEqual([{ n: applied.length + (await sinceBaseline()).length }]);
    });
  }

  it("a fresh database's triggers keep the search copy and the lead counts", async () => {
    const fresh = await openEmpty();
    await fresh.migrate(migrationsFolder);
    await insertData(fresh);
    expect(await one(fresh, `select lead_count from lead_lists where id = 'list_1'`)).toEqual({
      lead_count: 2,
    });
    expect(
      await one(
        fresh,
        `select p.job_level, c.company_name from prospect_search_people p
         join prospect_search_companies c on c.id = p.company_id`,
      ),
    ).toEqual({ job_level: "c_suite", company_name: "acme" });
  });
});

/** Every row of every table, as text: what a move must leave as it was. */
async function contents(db: TestDb): Promise<Record<string, string[]>> {
  const tables = await db.query(
    `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'
      order by relname`,
  );
  const out: Record<string, string[]> = {};
  for (const { relname } of tables) {
    const rows = await db.query(`select t::text as line from "${relname}" t order by 1`);
    out[String(relname)] = rows.map((row) => String(row.line));
  }
  return out;
}

/** Rows the triggers of 0022–0026 keep copies and totals of: calls, enrollments, messages. */
async function insertLaterData(db: TestDb) {
  for (const statement of [
    `update leads set email = 'grace@mail.navy.example' where id = 'lead_1'`,
    `insert into campaigns (id, workspace_id, name, steps) values ('cmp_a', 'ws_1', 'A', '[]')`,
    `insert into voice_agents (id, workspace_id, name, voice) values ('agt_1', 'ws_1', 'X', 'v')`,
    `insert into campaign_enrollments (campaign_id, lead_id, workspace_id)
      values ('cmp_a', 'lead_1', 'ws_1'), ('cmp_a', 'lead_2', 'ws_1')`,
    `insert into calls (id, workspace_id, lead_id, campaign_id, agent_id, status, outcome,
      started_at) values ('call_1', 'ws_1', 'lead_1', 'cmp_a', 'agt_1', 'completed', 'ended', now())`,
    `insert into conversations (id, workspace_id, lead_id, last_message_at, last_channel,
      last_direction, created_at, updated_at)
      values ('conv_1', 'ws_1', 'lead_1', now(), 'email', 'outbound', now(), now())`,
    `insert into messages (id, workspace_id, conversation_id, lead_id, campaign_id, channel,
      direction, body, status, sent_at, sent_by_member_id) values
      ('m1', 'ws_1', 'conv_1', 'lead_1', 'cmp_a', 'email', 'outbound', 'Hi', 'sent', now(), null),
      ('m2', 'ws_1', 'conv_1', 'lead_1', null, 'email', 'outbound', 'Hi', 'sent', now(), 'mem_1')`,
  ]) {
    await db.query(statement);
  }
}

describe("the second baseline migration (0000_baseline–0028 in one)", { timeout: 180_000 }, () => {
  it("ends with the schema the history it replaced ended with", async () => {
    const old = await openEmpty();
    await old.migrate(secondFolder);
    const baseline = await openEmpty();
    await baseline.migrate(await folderOf(migrationsFolder, 1, "second-baseline-only"));
    const baselineCatalog = await schemaCatalog(baseline.query);
    expect(baselineCatalog).toEqual(await schemaCatalog(old.query));
    // The comparison sees what the hand-written part of the baseline carries.
    expect(baselineCatalog.triggers).toHaveLength(17);
    expect(baselineCatalog.functions).toHaveLength(19);
  });

  it("a database migrated to 0028, holding data, moves on to the new folder: nothing runs again, no row changes, and its triggers still work", async () => {
    const old = await openEmpty();
    await old.migrate(secondFolder);
    await insertData(old);
    await insertLaterData(old);
    const before = await contents(old);
    // The baseline's time is the last old migration's: the migrator takes it as already run.
    const [baselineEntry] = (await readJournal(migrationsFolder)).entries;
    expect(baselineEntry?.when).toBe((await readJournal(secondFolder)).entries.at(-1)?.when);

    await old.migrate(migrationsFolder);
    const applied = await old.query(
      `select created_at::text as "when" from drizzle.__drizzle_migrations order by id`,
    );
    expect(applied.map((row) => Number(row.when))).toEqual([
      ...(await readJournal(secondFolder)).entries.map((e) => e.when),
      ...(await sinceBaseline()).map((e) => e.when),
    ]);
    // The tables the migrations after the baseline add are new and empty.
    const after = await contents(old);
    for (const table of Object.keys(after)) {
      if (!(table in before)) expect(after[table], table).toEqual([]);
    }
    expect(Object.fromEntries(Object.keys(before).map((t) => [t, after[t]]))).toEqual(before);
    expect(before.lead_email_domains).toHaveLength(2);
    expect(before.call_counts).toHaveLength(1);
    expect(before.campaign_enrollment_counts).toEqual(["(cmp_a,2)"]);
    expect(before.conversation_channels).toHaveLength(1);

    const fresh = await openEmpty();
    await fresh.migrate(migrationsFolder);
    expect(await schemaCatalog(old.query)).toEqual(await schemaCatalog(fresh.query));

    await old.query(`insert into leads (id, workspace_id, lead_list_id, first_name, last_name,
      email) values ('lead_3', 'ws_1', 'list_1', 'Edsger', 'Dijkstra', 'ed@example.org')`);
    await old.query(`insert into campaign_enrollments (campaign_id, lead_id, workspace_id)
      values ('cmp_a', 'lead_3', 'ws_1')`);
    expect(await one(old, `select lead_count from lead_lists where id = 'list_1'`)).toEqual({
      lead_count: 3,
    });
    expect(await one(old, `select n from campaign_enrollment_counts`)).toEqual({ n: 3 });
    expect(
      await one(old, `select count(*)::int as n from lead_email_domains where lead_id = 'lead_3'`),
    ).toEqual({ n: 1 });
  });
});

describe("the schema in TypeScript and the migrations", { timeout: 180_000 }, () => {
  // The migrator skips an entry whose time is not later than the last one applied: an entry
  // merged in with an earlier time would never run on databases that are already ahead.
  it("have a journal in order: numbered from 0000, each later than the last, each with a snapshot", async () => {
    const { entries } = await readJournal(migrationsFolder);
    entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.slice(0, 5)).toBe(`${String(index).padStart(4, "0")}_`);
      if (index > 0) expect(entry.when).toBeGreaterThan(entries[index - 1]?.when ?? 0);
    });
    for (const { tag } of entries) {
      await readFile(path.join(migrationsFolder, `${tag}.sql`), "utf8");
      await readFile(
        path.join(migrationsFolder, "meta", `${tag.slice(0, 4)}_snapshot.json`),
        "utf8",
      );
    }
  });

  it("agree: the latest snapshot is the schema, so drizzle-kit generate has nothing to add", async () => {
    const { entries } = await readJournal(migrationsFolder);
    const latest = entries.at(-1)?.tag.slice(0, 4);
    const snapshot = JSON.parse(
      await readFile(path.join(migrationsFolder, "meta", `${latest}_snapshot.json`), "utf8"),
    );
    expect(await generateMigration(snapshot, generateDrizzleJson(await wholeSchema()))).toEqual([]);
  });

  it("agree: migrating makes what drizzle-kit makes of the schema, plus the hand-written part", async () => {
    const migrated = await openEmpty();
    await migrated.migrate(migrationsFolder);
    const generated = await openEmpty();
    // A generated column may call a function that only a migration can define: the schema's
    // statements need it first (the first statement of the baseline), and it is left out below.
    const [titleKeyFunction] = (
      await readFile(path.join(migrationsFolder, "0000_baseline.sql"), "utf8")
    ).split("--> statement-breakpoint");
    await generated.query(titleKeyFunction!);
    const statements = await generateMigration(
      generateDrizzleJson({}),
      generateDrizzleJson(await wholeSchema()),
    );
    for (const statement of statements) await generated.query(statement);

    // Triggers, their functions and the INCLUDE columns of indexes are what the schema cannot
    // state. Each index is the schema's once its INCLUDE columns are left out, but for those made
    // for their INCLUDE columns alone, which only the migrations hold.
    const includeOnly = ["psp_seq_company_idx"];
    const { triggers, functions, indexes, ...fromMigrations } = await schemaCatalog(migrated.query);
    const {
      triggers: none,
      functions: noFunctions,
      indexes: schemaIndexes,
      ...fromSchema
    } = await schemaCatalog(generated.query);
    expect(fromMigrations).toEqual(fromSchema);
    const forGeneratedColumns = (line: string) => line.includes("prospect_title_key(");
    expect([none, noFunctions.filter((line) => !forGeneratedColumns(line))]).toEqual([[], []]);
    expect(
      indexes
        .filter((line) => !includeOnly.some((name) => line.includes(` ${name} `)))
        .map((line) => line.replace(/ INCLUDE \(.*?\)/, "")),
    ).toEqual(schemaIndexes);
    expect(triggers.length).toBeGreaterThan(0);
    expect(functions.length).toBeGreaterThan(0);
  });
});

describe("0019: a lead names its prospect's seq", { timeout: 180_000 }, () => {
  const migratedTo0018 = async () => {
    const db = await openEmpty();
    const { entries } = await readJournal(secondFolder);
    const upTo = entries.findIndex((entry) => path.basename(entry.tag).startsWith("0019_"));
    await db.migrate(await folderOf(secondFolder, upTo, `before-0019-${opened.length}`));
    for (const statement of [
      `insert into workspaces (id, slug, name) values ('ws_1', 'acme', 'Acme')`,
      `insert into lead_lists (id, workspace_id, name) values ('list_1', 'ws_1', 'Prospects')`,
    ]) {
      await db.query(statement);
    }
    await insertProspect(db, 7);
    return db;
  };
  const addLead = (db: TestDb, id: string, prospectId: string | null) =>
    db.query(`insert into leads (id, workspace_id, lead_list_id, prospect_id, first_name, last_name)
      values ('${id}', 'ws_1', 'list_1', ${prospectId ? `'${prospectId}'` : "null"}, 'Ada', 'L')`);

  /** The check holds for new rows; `validated`: it was also proven for the rows already there. */
  const expectCheck = async (db: TestDb, { validated }: { validated: boolean }) => {
    const name = "leads_prospect_seq_named";
    expect(
      await one(db, `select convalidated from pg_constraint where conname = '${name}'`),
    ).toEqual({ convalidated: validated });
    await expect(addLead(db, "lead_q", "pr_7")).rejects.toThrow(name);
  };

  it("fills the seq of the leads already there, and from then on a lead that names a prospect must name its seq", async () => {
    const db = await migratedTo0018();
    await addLead(db, "lead_p", "pr_7");
    await addLead(db, "lead_plain", null);
    await db.migrate(secondFolder);
    expect(await db.query(`select id, prospect_seq from leads order by id`)).toEqual([
      { id: "lead_p", prospect_seq: 7 },
      { id: "lead_plain", prospect_seq: null },
    ]);
    await expectCheck(db, { validated: true });
  });

  it("leaves a lead whose prospect left the corpus without a seq, and checks only new rows", async () => {
    const db = await migratedTo0018();
    await addLead(db, "lead_gone", "pr_gone");
    await db.migrate(secondFolder);
    expect(await one(db, `select prospect_seq from leads where id = 'lead_gone'`)).toEqual({
      prospect_seq: null,
    });
    await expectCheck(db, { validated: false });
  });
});

describe("lead_email_domains: every parent domain of each lead's email", {
  timeout: 180_000,
}, () => {
  // Found by name, not number: the migration may be renumbered when branches meet.
  const TAG = "_dnc_by_index_listing_costs";
  const migratedToBefore = async () => {
    const db = await openEmpty();
    const { entries } = await readJournal(secondFolder);
    const upTo = entries.findIndex((entry) => entry.tag.endsWith(TAG));
    expect(upTo).toBeGreaterThan(0);
    await db.migrate(await folderOf(secondFolder, upTo, `before-domains-${opened.length}`));
    for (const statement of [
      `insert into workspaces (id, slug, name) values ('ws_1', 'acme', 'Acme')`,
      `insert into lead_lists (id, workspace_id, name) values ('list_1', 'ws_1', 'Prospects')`,
    ]) {
      await db.query(statement);
    }
    return db;
  };
  const addLead = (db: TestDb, id: string, email: string | null) =>
    db.query(`insert into leads (id, workspace_id, lead_list_id, first_name, last_name, email)
      values ('${id}', 'ws_1', 'list_1', 'Ada', 'L', ${email === null ? "null" : `'${email}'`})`);
  const domains = async (db: TestDb) =>
    (
      await db.query(
        `select lead_id, domain from lead_email_domains where workspace_id = 'ws_1' order by lead_id, domain`,
      )
    ).map((row) => `${row.lead_id} ${row.domain}`);

  it("fills the rows of the leads already there, and triggers keep them through inserts, email changes and deletes", async () => {
    const db = await migratedToBefore();
    await addLead(db, "lead_a", " Ada@Mail.Sub.Example.COM ");
    await addLead(db, "lead_b", "bo@example.org");
    await addLead(db, "lead_c", null);
    await addLead(db, "lead_d", "root@localhost");
    await db.migrate(secondFolder);
    expect(await domains(db)).toEqual([
      "lead_a example.com",
      "lead_a mail.sub.example.com",
      "lead_a sub.example.com",
      "lead_b example.org",
    ]);

    await addLead(db, "lead_e", "eve@team.example.org");
    await db.query(`update leads set email = 'bo@other.example' where id = 'lead_b'`);
    await db.query(`update leads set email = 'cy@example.com' where id = 'lead_c'`);
    // A status change leaves the rows as they are.
    await db.query(`update leads set status = 'dnc' where id = 'lead_a'`);
    await db.query(`delete from leads where id = 'lead_a'`);
    expect(await domains(db)).toEqual([
      "lead_b other.example",
      "lead_c example.com",
      "lead_e example.org",
      "lead_e team.example.org",
    ]);
    expect(
      await one(
        db,
        `select email_domain_lineage('x@a@B.example.com') as two_ats,
          email_domain_lineage('nobody') as no_domain, email_domain_lineage(null) as none`,
      ),
    ).toEqual({ two_ats: ["b.example.com", "example.com"], no_domain: [], none: [] });
  });
});

describe("listing costs: totals and the inbox's walk keys kept by triggers", {
  timeout: 180_000,
}, () => {
  const TAG = "_dnc_by_index_listing_costs";
  const counts = async (db: TestDb) => ({
    calls: (
      await db.query(
        `select campaign_id, agent_id, status, outcome, n from call_counts where n <> 0
          order by campaign_id, agent_id, status, outcome`,
      )
    ).map((r) => `${r.campaign_id}/${r.agent_id}/${r.status}/${r.outcome} ${r.n}`),
    enrollments: (
      await db.query(`select campaign_id, n from campaign_enrollment_counts order by campaign_id`)
    ).map((r) => `${r.campaign_id} ${r.n}`),
  });
  const call = (id: string, lead: string, campaign: string | null, status = "completed") =>
    `insert into calls (id, workspace_id, lead_id, campaign_id, agent_id, status, outcome,
      started_at) values ('${id}', 'ws_1', '${lead}', ${campaign ? `'${campaign}'` : "null"},
      'agt_1', '${status}', ${status === "completed" ? "'ended'" : "null"}, now())`;

  it("conversations.last_seq and campaign_conversations: filled from the messages there, then kept by each insert", async () => {
    const db = await openEmpty();
    const { entries } = await readJournal(secondFolder);
    const upTo = entries.findIndex((entry) => entry.tag.endsWith(TAG));
    await db.migrate(await folderOf(secondFolder, upTo, `before-walks-${opened.length}`));
    const message = (id: string, conversation: string, lead: string, campaign: string | null) =>
      `insert into messages (id, workspace_id, conversation_id, lead_id, campaign_id, channel,
        direction, body, status, sent_at) values ('${id}', 'ws_1', '${conversation}', '${lead}',
        ${campaign ? `'${campaign}'` : "null"}, 'email', 'outbound', 'Hi', 'sent', now())`;
    for (const statement of [
      `insert into workspaces (id, slug, name) values ('ws_1', 'acme', 'Acme')`,
      `insert into lead_lists (id, workspace_id, name) values ('list_1', 'ws_1', 'Prospects')`,
      `insert into leads (id, workspace_id, lead_list_id, first_name, last_name)
        select 'lead_' || g, 'ws_1', 'list_1', 'A', 'B' from generate_series(1, 2) g`,
      `insert into campaigns (id, workspace_id, name, steps) values
        ('cmp_a', 'ws_1', 'A', '[]'), ('cmp_b', 'ws_1', 'B', '[]')`,
      `insert into conversations (id, workspace_id, lead_id, last_message_at, last_channel,
          last_direction, created_at, updated_at)
        select 'conv_' || g, 'ws_1', 'lead_' || g, now(), 'email', 'outbound', now(), now()
        from generate_series(1, 2) g`,
      message("m1", "conv_1", "lead_1", "cmp_a"),
      message("m2", "conv_1", "lead_1", null),
      message("m3", "conv_2", "lead_2", null),
    ]) {
      await db.query(statement);
    }
    await db.migrate(secondFolder);
    const state = async () => ({
      conversations: (
        await db.query(
          `select c.id, c.last_seq = (select max(seq) from messages m where m.conversation_id = c.id)
            as latest from conversations c order by id`,
        )
      ).map((r) => `${r.id} ${r.latest}`),
      campaigns: (
        await db.query(
          `select cc.campaign_id, cc.conversation_id,
              cc.since_seq = (select min(seq) from messages m where m.conversation_id = cc.conversation_id
                and m.campaign_id = cc.campaign_id) as since,
              cc.last_seq = c.last_seq as mirrored
            from campaign_conversations cc join conversations c on c.id = cc.conversation_id
            order by 1, 2`,
        )
      ).map((r) => `${r.campaign_id} ${r.conversation_id} ${r.since} ${r.mirrored}`),
    });
    expect(await state()).toEqual({
      conversations: ["conv_1 true", "conv_2 true"],
      campaigns: ["cmp_a conv_1 true true"],
    });
    await db.query(message("m4", "conv_2", "lead_2", "cmp_b"));
    await db.query(message("m5", "conv_1", "lead_1", "cmp_b"));
    await db.query(message("m6", "conv_1", "lead_1", null));
    expect(await state()).toEqual({
      conversations: ["conv_1 true", "conv_2 true"],
      campaigns: ["cmp_a conv_1 true true", "cmp_b conv_1 true true", "cmp_b conv_2 true true"],
    });
  });

  it("fills them from the rows already there, then follows inserts, updates and deletes, a deleted campaign's included", async () => {
    const db = await openEmpty();
    const { entries } = await readJournal(secondFolder);
    const upTo = entries.findIndex((entry) => entry.tag.endsWith(TAG));
    await db.migrate(await folderOf(secondFolder, upTo, `before-counts-${opened.length}`));
    for (const statement of [
      `insert into workspaces (id, slug, name) values ('ws_1', 'acme', 'Acme')`,
      `insert into lead_lists (id, workspace_id, name) values ('list_1', 'ws_1', 'Prospects')`,
      `insert into leads (id, workspace_id, lead_list_id, first_name, last_name)
        select 'lead_' || g, 'ws_1', 'list_1', 'A', 'B' from generate_series(1, 4) g`,
      `insert into campaigns (id, workspace_id, name, steps) values
        ('cmp_a', 'ws_1', 'A', '[]'), ('cmp_b', 'ws_1', 'B', '[]')`,
      `insert into voice_agents (id, workspace_id, name, voice) values ('agt_1', 'ws_1', 'X', 'v')`,
      `insert into campaign_enrollments (campaign_id, lead_id, workspace_id)
        values ('cmp_a', 'lead_1', 'ws_1'), ('cmp_a', 'lead_2', 'ws_1'), ('cmp_b', 'lead_1', 'ws_1')`,
      call("call_1", "lead_1", "cmp_a"),
      call("call_2", "lead_2", "cmp_a"),
    ]) {
      await db.query(statement);
    }
    await db.migrate(secondFolder);
    expect(await counts(db)).toEqual({
      calls: ["cmp_a/agt_1/completed/ended 2"],
      enrollments: ["cmp_a 2", "cmp_b 1"],
    });

    await db.query(call("call_3", "lead_3", "cmp_b", "in_progress"));
    await db.query(
      `insert into campaign_enrollments (campaign_id, lead_id, workspace_id)
        select 'cmp_b', 'lead_' || g, 'ws_1' from generate_series(2, 4) g`,
    );
    await db.query(
      `update calls set status = 'completed', outcome = 'voicemail' where id = 'call_3'`,
    );
    // An update that leaves the key alone moves nothing.
    await db.query(`update calls set duration_seconds = 60`);
    await db.query(`delete from leads where id = 'lead_2'`);
    expect(await counts(db)).toEqual({
      calls: ["cmp_a/agt_1/completed/ended 1", "cmp_b/agt_1/completed/voicemail 1"],
      enrollments: ["cmp_a 1", "cmp_b 3"],
    });

    // A deleted campaign's calls stay, under no campaign; its enrollments and count go.
    await db.query(`delete from campaigns where id = 'cmp_a'`);
    expect(await counts(db)).toEqual({
      calls: ["/agt_1/completed/ended 1", "cmp_b/agt_1/completed/voicemail 1"],
      enrollments: ["cmp_b 3"],
    });
  });
});

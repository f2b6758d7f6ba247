import { eq } from "drizzle-orm";
import type { Role } from "../../contract/roles";
import { insertApiKey } from "../access/api-keys";
import { hashPassword, sha256 } from "../auth/secrets";
import { apiKeys, members, workspaces } from "../auth/tables";
import { seedConnectedAccounts } from "../connected-accounts/connected-accounts";
import { grantInitialCredits } from "../credits/credits";
import type { Db } from "../db/client";
import { newId } from "../ids";
import { leadLists, leads } from "../leads/tables";
import { ensureSeededPhoneNumbers } from "../phone-numbers/phone-numbers";
import { prepareProspectSearch } from "../prospecting/prospect-search-statistics";
import { prospects } from "../prospecting/tables";
import { insertProspects, PROSPECT_SEED_VERSION } from "./prospects";
import { seedState } from "./tables";

export const DEMO_WORKSPACES = [
  { slug: "acme", name: "Acme Inc." },
  { slug: "globex", name: "Globex Corporation" },
] as const;

export const DEMO_MEMBERS: { email: string; name: string; role: Role; workspace: string }[] = [
  { email: "owner@acme.test", name: "Olivia Owner", role: "owner", workspace: "acme" },
  { email: "admin@acme.test", name: "Adam Admin", role: "admin", workspace: "acme" },
  { email: "manager@acme.test", name: "Maya Manager", role: "manager", workspace: "acme" },
  { email: "member@acme.test", name: "Milo Member", role: "member", workspace: "acme" },
  { email: "owner@globex.test", name: "Gina Owner", role: "owner", workspace: "globex" },
];

const DEMO_LISTS: {
  workspace: string;
  name: string;
  description: string;
  fromSeq: number;
  size: number;
}[] = [
  {
    workspace: "acme",
    name: "Q4 enterprise targets",
    description: "Directors and above at 1,000+ employee companies.",
    fromSeq: 0,
    size: 25,
  },
  {
    workspace: "acme",
    name: "EMEA fintech",
    description: "Finance leaders in European fintechs.",
    fromSeq: 25,
    size: 12,
  },
  { workspace: "acme", name: "Webinar follow-ups", description: "", fromSeq: 0, size: 0 },
  {
    workspace: "globex",
    name: "Globex pipeline",
    description: "Accounts for the spring push.",
    fromSeq: 37,
    size: 8,
  },
];

const CONSOLE_KEY_LABEL = "Console (server-held)";

export type SeedOptions = {
  password: string;
  prospects: number;
  consoleKey?: string;
  log?: (line: string) => void;
};

/**
 * The embedded default's demo data. It only ever fills what is empty: the corpus when the
 * prospects table has none, the workspaces when they were never seeded; the console's key is
 * ensured every start. Data other instances may be serving is never deleted here: a corpus of
 * another size or version stays as it is (logged), and `npm run seed:reset` rebuilds it.
 */
export async function seedDemo(db: Db, opts: SeedOptions) {
  const log = opts.log ?? (() => {});
  const [seeded] = await db.select().from(seedState).where(eq(seedState.name, "demo"));
  const wanted = corpusVersion(opts.prospects);
  const [anyProspect] = await db.select({ seq: prospects.seq }).from(prospects).limit(1);
  if (!anyProspect) {
    await fillProspects(db, opts.prospects, log);
  } else {
    const [corpus] = await db.select().from(seedState).where(eq(seedState.name, "prospects"));
    if (corpus?.value !== wanted) {
      log(
        `The prospect corpus (${corpus?.value ?? "unrecorded"}) differs from SEED_PROSPECTS=${opts.prospects} (${wanted}); it stays as it is. Run \`npm run seed:reset\` to rebuild it.`,
      );
    }
  }
  if (!seeded) {
    await seedWorkspaces(db, opts.password);
    await db.insert(seedState).values({ name: "demo", value: new Date().toISOString() });
    log("Seeded the demo workspaces acme and globex.");
  }
  await ensureDemoCredits(db);
  await ensureDemoConnectedAccounts(db);
  if (opts.consoleKey) await ensureConsoleKey(db, opts.consoleKey);
}

const corpusVersion = (size: number) => `${PROSPECT_SEED_VERSION}:${size}`;

async function fillProspects(db: Db, size: number, log: (line: string) => void) {
  const started = Date.now();
  await insertProspects(db, size);
  await prepareProspectSearch(db);
  const value = corpusVersion(size);
  await db
    .insert(seedState)
    .values({ name: "prospects", value })
    .onConflictDoUpdate({ target: seedState.name, set: { value } });
  log(`Seeded ${size.toLocaleString("en-US")} prospects in ${Date.now() - started} ms.`);
}

/**
 * Deletes the prospect corpus and seeds it again at `size`: the explicit reseed
 * (`npm run seed:reset`). Leads keep their copied fields; previews keep their snapshots.
 */
export async function reseedProspects(db: Db, size: number, log: (line: string) => void) {
  await db.delete(prospects);
  await fillProspects(db, size, log);
}

/** Enrichment credits each demo workspace starts with (globex's run out quickly, on purpose). */
export const DEMO_CREDITS: Record<(typeof DEMO_WORKSPACES)[number]["slug"], number> = {
  acme: 5000,
  globex: 100,
};

/** Every start, so that databases seeded before credits existed get theirs too; once each. */
async function ensureDemoCredits(db: Db) {
  for (const ws of DEMO_WORKSPACES) {
    const [row] = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.slug, ws.slug));
    if (row) await grantInitialCredits(db, row.id, DEMO_CREDITS[ws.slug]);
  }
}

/** Every demo workspace sends from connected accounts; databases seeded before them get them too. */
async function ensureDemoConnectedAccounts(db: Db) {
  for (const ws of DEMO_WORKSPACES) {
    const [row] = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.slug, ws.slug));
    if (row) await seedConnectedAccounts(db, { id: row.id, slug: ws.slug });
    if (row) await ensureSeededPhoneNumbers(db, row.id);
  }
}

async function seedWorkspaces(db: Db, password: string) {
  const passwordHash = await hashPassword(password);
  const wsIds = new Map<string, string>();
  for (const ws of DEMO_WORKSPACES) {
    const id = newId("ws");
    wsIds.set(ws.slug, id);
    await db.insert(workspaces).values({ id, ...ws });
  }
  await db.insert(members).values(
    DEMO_MEMBERS.map((m) => ({
      id: newId("mem"),
      workspaceId: wsIds.get(m.workspace)!,
      email: m.email,
      name: m.name,
      role: m.role,
      passwordHash,
    })),
  );
  for (const list of DEMO_LISTS) {
    const workspaceId = wsIds.get(list.workspace)!;
    const listId = newId("ll");
    await db
      .insert(leadLists)
      .values({ id: listId, workspaceId, name: list.name, description: list.description });
    if (list.size === 0) continue;
    const people = await db
      .select()
      .from(prospects)
      .orderBy(prospects.seq)
      .offset(list.fromSeq)
      .limit(list.size);
    if (people.length === 0) continue;
    await db.insert(leads).values(
      people.map((p) => ({
        id: newId("lead"),
        workspaceId,
        leadListId: listId,
        prospectId: p.id,
        prospectSeq: p.seq,
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        phone: p.phone || null,
        networkUrl: p.networkUrl || null,
        jobTitle: p.jobTitle,
        companyName: p.companyName,
      })),
    );
  }
}

/**
 * The console's server-held key: a workspace-level key of acme with every scope, marked as the
 * console's own (only admins and owners may revoke or roll it, and only through the console). A
 * key the console already runs on is only marked (and made the workspace's), never made again.
 */
async function ensureConsoleKey(db: Db, value: string) {
  const [existing] = await db
    .select({ id: apiKeys.id, purpose: apiKeys.purpose, creator: apiKeys.creatorMemberId })
    .from(apiKeys)
    .where(eq(apiKeys.hash, sha256(value)));
  if (existing) {
    // The console's key is the workspace's, whoever made the key it was given.
    if (existing.purpose !== "console" || existing.creator !== null) {
      await db
        .update(apiKeys)
        .set({ purpose: "console", creatorMemberId: null, creatorRole: null })
        .where(eq(apiKeys.id, existing.id));
    }
    return;
  }
  const [acme] = await db.select().from(workspaces).where(eq(workspaces.slug, "acme"));
  await insertApiKey(db, {
    workspaceId: acme!.id,
    label: CONSOLE_KEY_LABEL,
    scopes: ["*"],
    environment: value.startsWith("sk_test_") ? "test" : "live",
    expiresAt: null,
    creator: null,
    value,
    purpose: "console",
  });
}

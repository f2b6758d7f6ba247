import { ne } from "drizzle-orm";
import fc from "fast-check";
import {
  CITIES,
  COUNTRIES,
  JOB_FUNCTIONS,
  JOB_LEVELS,
  JOB_TITLE_NAMES,
  STATES,
} from "../../../contract/prospect-vocabulary";
import { OPENAPI_PATH } from "../../app";
import { grantCredits } from "../../credits/credits";
import { leadLists } from "../../leads/tables";
import { seedDemoVoiceAgents } from "../../seed/demo-campaigns";
import { startCopilotThread } from "../copilot-thread";
import { createTestPlatform, type TestPlatform } from "../harness";
import { type OpenApiDocument, type Operation, operationsOf } from "./document";
import { DocumentOracle } from "./oracle";
import type { StringHint } from "./values";

/**
 * What the fuzzer aims at: an in-process platform with the demo seed, its served document,
 * an admin's key with every scope, and ids of real objects (lists, leads, jobs, previews,
 * webhook endpoints and deliveries) so that requests reach the handlers.
 */

export type FuzzTarget = {
  platform: TestPlatform;
  doc: OpenApiDocument;
  operations: Operation[];
  oracle: DocumentOracle;
  /** An admin's key with every scope, and one with only the read scope. */
  key: string;
  readKey: string;
  pools: Map<string, string[]>;
  /** Ids that belong together, e.g. a preview and its list. */
  groups: Record<string, string>[];
  close: () => Promise<void>;
};

export const PUBLIC = "/api/v1/public";

export async function startFuzzTarget(): Promise<FuzzTarget> {
  // The runner moves the test clock a minute before each request so that rate limits never
  // hide the handlers; only the in-memory limiter follows that clock.
  const platform = await createTestPlatform({ limitsByTestClock: true });
  const served = await platform.request("GET", OPENAPI_PATH);
  const doc = (await served.json()) as OpenApiDocument;
  const operations = operationsOf(doc);
  const oracle = new DocumentOracle(doc);
  oracle.compileAll(operations);

  const { key } = await platform.createKey("admin@acme.test", { scopes: ["*"] });
  const { key: readKey } = await platform.createKey("admin@acme.test", { scopes: ["read"] });
  const acme = await platform.workspaceId("acme");
  await grantCredits(platform.db, { workspaceId: acme, amount: 100_000_000, reason: "grant" });
  await seedDemoVoiceAgents(platform.db);

  const pools = new Map<string, string[]>();
  const groups: Record<string, string>[] = [];
  const add = (name: string, id: unknown) => {
    if (typeof id !== "string") return;
    const pool = pools.get(name) ?? [];
    if (!pool.includes(id)) pool.push(id);
    pools.set(name, pool);
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await platform.request(method, `${PUBLIC}${path}`, { key, body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; items: { id: string }[]; conversation_id?: string };
  };

  for (const list of (await call("GET", "/lead-lists?per_page=100")).items) add("list_id", list.id);
  // Another workspace's list: always a 404.
  const [foreign] = await platform.db
    .select({ id: leadLists.id })
    .from(leadLists)
    .where(ne(leadLists.workspaceId, acme))
    .limit(1);
  add("list_id", foreign?.id);
  for (const lead of (await call("GET", "/leads?per_page=100")).items) add("lead_id", lead.id);
  add("job_id", await platform.insertJob("acme"));
  const listId = pools.get("list_id")![0]!;
  const preview = await call("POST", `/lead-lists/${listId}/prospect-search/preview`, {
    filters: {},
    auto_enrich: false,
  });
  add("preview_id", preview.id);
  groups.push({ list_id: listId, preview_id: preview.id });
  for (const n of [1, 2]) {
    const endpoint = await call("POST", "/webhook-endpoints", {
      url: `https://example.com/hooks/${n}`,
      event_types: ["call.completed"],
    });
    add("endpoint_id", endpoint.id);
    const delivery = await call("POST", `/webhook-endpoints/${endpoint.id}/test`);
    add("delivery_id", delivery.id);
    groups.push({ endpoint_id: endpoint.id, delivery_id: delivery.id });
  }

  // Campaigns: a draft (its transitions and enrollments succeed) and a launched one, a folder,
  // the connected accounts and a do-not-contact entry.
  const folder = await call("POST", "/campaign-folders", { name: "Fuzzed" });
  add("folder_id", folder.id);
  for (const a of (await call("GET", "/connected-accounts?per_page=100")).items) {
    add("account_id", a.id);
  }
  const leadIds = pools.get("lead_id")!;
  for (const name of ["Draft", "Launched"]) {
    const campaign = await call("POST", "/campaigns", {
      name,
      steps: [{ channel: "email", wait_days: 1 }],
    });
    add("campaign_id", campaign.id);
    await call("PUT", `/campaigns/${campaign.id}/channel-assignments`, {
      assignments: [{ channel: "email", account_id: pools.get("account_id")![0] }],
    });
    // The same leads join both: included though they are in the other campaign already.
    await call("POST", `/campaigns/${campaign.id}/leads`, {
      lead_ids: leadIds.slice(0, 5),
      include_engaged_elsewhere: true,
    });
    groups.push({ campaign_id: campaign.id, lead_id: leadIds[0]! });
    if (name === "Launched") await call("POST", `/campaigns/${campaign.id}/launch`);
  }
  for (const a of (await call("GET", "/voice-agents")).items) add("agent_id", a.id);
  const placed = await call("POST", "/calls", {
    lead_id: leadIds[leadIds.length - 1],
    agent_id: pools.get("agent_id")?.[0],
  });
  add("call_id", placed.id);
  const entry = await call("POST", "/do-not-contact", {
    type: "email",
    value: "fuzz@nowhere.example",
  });
  add("entry_id", entry.id);
  const message = await call("POST", `/leads/${leadIds[0]}/messages`, {
    channel: "email",
    body: "Fuzzed",
  });
  add("conversation_id", message.conversation_id!);
  for (const n of (await call("GET", "/phone-numbers")).items) add("phone_number_id", n.id);
  add("thread_id", await startCopilotThread(platform, key));

  return {
    platform,
    doc,
    operations,
    oracle,
    key,
    readKey,
    pools,
    groups,
    close: () => platform.close(),
  };
}

const VOCABULARY: Record<string, readonly string[]> = {
  job_level: JOB_LEVELS,
  job_function: JOB_FUNCTIONS,
  job_title: JOB_TITLE_NAMES,
  country: COUNTRIES,
  headquarters_country: COUNTRIES,
  state: STATES,
  city: CITIES,
};

/** Realistic strings where random ones would only ever miss: vocabulary, ids, addresses. */
export function hints(target: FuzzTarget): StringHint {
  return (name) => {
    const words = VOCABULARY[name];
    if (words) return fc.constantFrom(...words);
    if (name === "url") return fc.nat(1000).map((n) => `https://example.com/hooks/${n}`);
    // A fresh key each time, so that one case's key is not another's reused key.
    if (name === "Idempotency-Key") return fc.uuid();
    const poolName =
      ({ lead_list_id: "list_id", lead_ids: "lead_id" } as Record<string, string>)[name] ?? name;
    if (target.pools.has(poolName)) {
      return fc.nat().map((n) => pick(target.pools.get(poolName)!, n));
    }
    return undefined;
  };
}

/**
 * Half the time the first id of the pool, so that related requests meet: previews made on the
 * first list are the ones an import of the first list finds.
 */
export function pick(pool: string[], n: number): string {
  return n % 2 === 0 ? pool[0]! : pool[(n >> 1) % pool.length]!;
}

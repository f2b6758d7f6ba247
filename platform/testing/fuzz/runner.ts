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
import { grantCredits } from "../../data/credits";
import { leadLists } from "../../db/schema";
import { createTestPlatform, type TestPlatform } from "../harness";
import { casesOf, type FuzzCase, type PathValue } from "./cases";
import { type OpenApiDocument, type Operation, operationsOf } from "./document";
import {
  DocumentOracle,
  locNamesRequestField,
  type ReceivedResponse,
  related,
  type SentRequest,
  type ValidationIssue,
} from "./oracle";
import type { StringHint } from "./values";

/**
 * Runs fuzz cases against an in-process platform: the demo seed, an admin's key with every
 * scope, ids of real objects to aim at, and a clock moved a minute before each request so that
 * rate limits let requests reach the handlers.
 */

export type Finding = { operation: string; check: string; detail: string; request: string };

export type FuzzReport = {
  requests: number;
  statuses: Record<number, number>;
  statusesByOperation: Record<string, Record<number, number>>;
  /** Requests the document allows that the server refused with a 422, by operation and loc. */
  validRefused: Finding[];
  /** Requests the document forbids that the server accepted (2xx). */
  invalidAccepted: Finding[];
  /** 5xx, bodies that are not JSON, responses the document does not describe, bad `loc`s. */
  failures: Finding[];
  operationsValidated: Set<string>;
  responsesValidated: number;
  /** Requests repeated with their Idempotency-Key to check the replay. */
  replaysChecked: number;
  /** Requests with a method the path does not have. */
  wrongMethodsChecked: number;
};

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

const PUBLIC = "/api/v1/public";

export async function startFuzzTarget(): Promise<FuzzTarget> {
  const platform = await createTestPlatform();
  const served = await platform.request("GET", OPENAPI_PATH);
  const doc = (await served.json()) as OpenApiDocument;
  const operations = operationsOf(doc);
  const oracle = new DocumentOracle(doc);
  oracle.compileAll(operations);

  const { key } = await platform.createKey("admin@acme.test", { scopes: ["*"] });
  const { key: readKey } = await platform.createKey("admin@acme.test", { scopes: ["read"] });
  const acme = await platform.workspaceId("acme");
  await grantCredits(platform.db, { workspaceId: acme, amount: 100_000_000, reason: "grant" });

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
    return (await res.json()) as { id: string; items: { id: string }[] };
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
function hints(target: FuzzTarget): StringHint {
  return (name) => {
    const words = VOCABULARY[name];
    if (words) return fc.constantFrom(...words);
    if (name === "url") return fc.nat(1000).map((n) => `https://example.com/hooks/${n}`);
    // A fresh key each time, so that one case's key is not another's reused key.
    if (name === "Idempotency-Key") return fc.uuid();
    const poolName = name === "lead_list_id" ? "list_id" : name;
    if (target.pools.has(poolName)) {
      return fc.nat().map((n) => pick(target.pools.get(poolName)!, n));
    }
    return undefined;
  };
}

function choosePathIds(target: FuzzTarget, op: Operation, values: Record<string, PathValue>) {
  const names = op.params.filter((p) => p.in === "path").map((p) => p.name);
  const first = Object.values(values)[0];
  const n = first && "pool" in first ? first.pool : 0;
  const group = target.groups.filter((g) => names.every((name) => name in g));
  const chosen: Record<string, { raw: string; decoded: string }> = {};
  for (const name of names) {
    const value = values[name]!;
    if ("literal" in value) {
      chosen[name] = { raw: value.literal, decoded: tryDecode(value.literal) };
      continue;
    }
    const fromGroup = group.length > 0 && n % 2 === 0 ? group[n % group.length]![name] : undefined;
    const pool = target.pools.get(name) ?? ["unknown"];
    const id = fromGroup ?? pick(pool, value.pool);
    chosen[name] = { raw: encodeURIComponent(id), decoded: id };
  }
  return chosen;
}

/**
 * Half the time the first id of the pool, so that related requests meet: previews made on the
 * first list are the ones an import of the first list finds.
 */
function pick(pool: string[], n: number): string {
  return n % 2 === 0 ? pool[0]! : pool[(n >> 1) % pool.length]!;
}

function tryDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Percent-encodes as UTF-8; a lone surrogate cannot travel in a URL and becomes U+FFFD. */
function encodeQueryPart(value: string): string {
  return [...new TextEncoder().encode(value)]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

type Built = { url: string; init: RequestInit; sent: SentRequest; describe: string };

function build(target: FuzzTarget, op: Operation, c: FuzzCase): Built {
  const ids = choosePathIds(target, op, c.path);
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name]?.raw ?? "x");
  const query =
    c.rawQuery ?? c.query.map(([k, v]) => `${encodeQueryPart(k)}=${encodeQueryPart(v)}`).join("&");
  const url = `${PUBLIC}${path}${query ? `?${query}` : ""}`;
  const key = { admin: target.key, "read-only": target.readKey, invalid: "sk_live_nope", none: "" }[
    c.credentials
  ];
  const headers: Record<string, string> = { ...(key ? { "x-api-key": key } : {}), ...c.headers };
  let body: string | undefined;
  let contentType: string | undefined;
  if (c.body && "json" in c.body) {
    body = JSON.stringify(c.body.json);
    contentType = "application/json";
  } else if (c.body) {
    body = c.body.raw;
    contentType = c.body.contentType ?? "application/json";
  }
  if (body !== undefined && contentType !== undefined) headers["content-type"] = contentType;
  const sent: SentRequest = {
    path: Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, v.decoded])),
    query: c.rawQuery === undefined ? c.query : undefined,
    headers: c.headers,
    contentType,
    body,
  };
  const shown = (s: string) => (s.length > 2000 ? `${s.slice(0, 2000)}…(${s.length} chars)` : s);
  const extra = Object.entries(c.headers)
    .map(([k, v]) => ` -H '${k}: ${shown(v)}'`)
    .join("");
  const describe = `${op.method} ${shown(url)}${extra}${body === undefined ? "" : ` -H 'content-type: ${contentType}' -d '${shown(body)}'`}`;
  return { url, init: { method: op.method, headers, body }, sent, describe };
}

/** A 2xx that made something new: remember its id for the operations that take it. */
function harvest(target: FuzzTarget, op: Operation, built: Built, body: unknown) {
  if (op.method !== "POST" || !body || typeof body !== "object") return;
  const id = (body as { id?: unknown }).id;
  if (typeof id !== "string") return;
  const child = Object.keys(target.doc.paths)
    .map((p) => p.match(new RegExp(`^${escapeRegExp(op.path)}/\\{([^}]+)\\}$`))?.[1])
    .find(Boolean);
  if (!child) return;
  const pool = target.pools.get(child) ?? [];
  if (pool.length < 200) pool.push(id);
  target.pools.set(child, pool);
  if (Object.keys(built.sent.path).length > 0)
    target.groups.push({ ...built.sent.path, [child]: id });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Cross-field rules the document states in words (JSON Schema cannot say min <= max, that a
 * URL must reach the public internet, or that a cursor must be one the API returned): a 422
 * there is the server keeping a documented promise.
 */
export type DocumentedRefusal = { operation?: string; loc: string; reason: string };

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

function isDocumented(documented: DocumentedRefusal[], op: Operation, loc: (string | number)[]) {
  const joined = loc.join(".");
  return documented.some(
    (d) => (!d.operation || d.operation === op.id) && new RegExp(d.loc).test(joined),
  );
}

export function emptyReport(): FuzzReport {
  return {
    requests: 0,
    statuses: {},
    statusesByOperation: {},
    validRefused: [],
    invalidAccepted: [],
    failures: [],
    operationsValidated: new Set(),
    responsesValidated: 0,
    replaysChecked: 0,
    wrongMethodsChecked: 0,
  };
}

export async function runFuzz(
  target: FuzzTarget,
  options: {
    seed: number;
    casesPerOperation: number;
    operations?: (op: Operation) => boolean;
    documentedRefusals?: DocumentedRefusal[];
    /** Requests spent making each 5xx's body smaller (0: report it as generated). */
    shrinkBudget?: number;
    onProgress?: (op: Operation, report: FuzzReport) => void;
  },
): Promise<FuzzReport> {
  const report = emptyReport();
  // Deleting comes last so that the other operations still find what they aim at.
  const operations = target.operations
    .filter(options.operations ?? (() => true))
    .sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
  for (const op of operations) {
    const cases = fc.sample(casesOf(target.doc, op, hints(target)), {
      // Each operation's cases depend only on the seed and its id, whichever others run.
      seed: options.seed ^ hash(op.id),
      numRuns: options.casesPerOperation,
    });
    for (const c of cases) {
      await runCase(target, op, c, report, {
        documented: options.documentedRefusals ?? [],
        shrinkBudget: options.shrinkBudget ?? 0,
      });
    }
    options.onProgress?.(op, report);
  }
  return report;
}

async function runCase(
  target: FuzzTarget,
  op: Operation,
  c: FuzzCase,
  report: FuzzReport,
  { documented, shrinkBudget }: { documented: DocumentedRefusal[]; shrinkBudget: number },
) {
  const built = build(target, op, c);
  const finding = (check: string, detail: string): Finding => ({
    operation: op.id,
    check,
    detail,
    request: built.describe,
  });
  target.platform.clock.advance(61_000);
  let res: ReceivedResponse;
  try {
    const response = await target.platform.app.request(built.url, built.init);
    res = { status: response.status, headers: response.headers, text: await response.text() };
  } catch (err) {
    report.requests++;
    report.failures.push(finding("request failed", String(err)));
    return;
  }
  report.requests++;
  report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
  const byOp = (report.statusesByOperation[op.id] ??= {});
  byOp[res.status] = (byOp[res.status] ?? 0) + 1;
  if (res.status >= 500) {
    const smallest = shrinkBudget > 0 ? await shrinkBody(target, op, c, shrinkBudget) : c;
    report.failures.push({
      ...finding("5xx", `${res.status} ${res.text.slice(0, 200)}`),
      request: build(target, op, smallest).describe,
    });
  }

  const problems = target.oracle.responseProblems(op, res);
  report.responsesValidated++;
  report.operationsValidated.add(op.id);
  for (const p of problems) report.failures.push(finding("document", `${res.status}: ${p}`));

  let body: unknown;
  try {
    body = res.text ? JSON.parse(res.text) : undefined;
  } catch {
    return;
  }
  const requestProblem = target.oracle.requestProblem(op, built.sent);
  const docValid = c.rawQuery === undefined ? requestProblem === undefined : undefined;

  if (res.status === 422) {
    const issues = ((body as { detail?: ValidationIssue[] })?.detail ?? []) as ValidationIssue[];
    for (const issue of Array.isArray(issues) ? issues : []) {
      if (!locNamesRequestField(target.doc, op, built.sent, issue.loc)) {
        report.failures.push(
          finding("loc", `${JSON.stringify(issue.loc)} names nothing sent: ${issue.msg}`),
        );
      }
    }
    // A base request the server refuses by a documented rule may hide the broken field.
    const documentedElsewhere = issues.some((i) => isDocumented(documented, op, i.loc));
    if (
      c.target &&
      docValid === false &&
      !documentedElsewhere &&
      Array.isArray(issues) &&
      !issues.some((i) => related(i.loc, [c.target!.in, ...c.target!.path]))
    ) {
      report.failures.push(
        finding(
          "loc",
          `broke ${JSON.stringify([c.target.in, ...c.target.path])} (${requestProblem}); 422 names ${JSON.stringify(issues.map((i) => i.loc))}`,
        ),
      );
    }
    if (docValid === true && Array.isArray(issues)) {
      for (const issue of issues) {
        const loc = issue.loc.join(".");
        if (!isDocumented(documented, op, issue.loc))
          report.validRefused.push(finding("valid refused", `${loc}: ${issue.msg}`));
      }
    }
  }
  if (res.status >= 200 && res.status < 300) {
    if (docValid === false)
      report.invalidAccepted.push(finding("invalid accepted", requestProblem ?? ""));
    harvest(target, op, built, body);
    const key = Object.entries(c.headers).find(([k]) => k.toLowerCase() === "idempotency-key");
    if (key && docValid) await checkReplay(target, op, built, res, report, finding);
  }
}

/**
 * The same request again under its Idempotency-Key: the kept response, marked with
 * Idempotent-Replayed: true, which the document must describe too.
 */
async function checkReplay(
  target: FuzzTarget,
  op: Operation,
  built: Built,
  first: ReceivedResponse,
  report: FuzzReport,
  finding: (check: string, detail: string) => Finding,
) {
  target.platform.clock.advance(61_000);
  const response = await target.platform.app.request(built.url, built.init);
  const again = { status: response.status, headers: response.headers, text: await response.text() };
  report.requests++;
  report.replaysChecked++;
  report.statuses[again.status] = (report.statuses[again.status] ?? 0) + 1;
  report.responsesValidated++;
  for (const p of target.oracle.responseProblems(op, again)) {
    report.failures.push(finding("document", `replay ${again.status}: ${p}`));
  }
  if (again.status !== first.status || again.text !== first.text) {
    report.failures.push(finding("replay", `${first.status} then ${again.status}`));
  }
  if (again.headers.get("idempotent-replayed") !== "true") {
    report.failures.push(finding("replay", "no Idempotent-Replayed: true on the replay"));
  }
}

/**
 * The smallest JSON body (members and items removed one at a time) that still gets a 5xx, so
 * a finding reads as a reproducer rather than a page of generated filters.
 */
async function shrinkBody(
  target: FuzzTarget,
  op: Operation,
  c: FuzzCase,
  shrinkBudget: number,
): Promise<FuzzCase> {
  if (!c.body || !("json" in c.body)) return c;
  let budget = shrinkBudget;
  const fails = async (candidate: FuzzCase) => {
    budget--;
    target.platform.clock.advance(61_000);
    const built = build(target, op, candidate);
    const res = await target.platform.app.request(built.url, built.init);
    await res.text();
    return res.status >= 500;
  };
  const paths = (value: unknown, at: (string | number)[] = []): (string | number)[][] => {
    if (Array.isArray(value)) return value.flatMap((v, i) => [[...at, i], ...paths(v, [...at, i])]);
    if (value && typeof value === "object") {
      return Object.entries(value).flatMap(([k, v]) => [[...at, k], ...paths(v, [...at, k])]);
    }
    return [];
  };
  // Without its headers first: a replayed Idempotency-Key would hide the failure.
  const bare = { ...c, headers: {} };
  let current = (await fails(bare)) ? bare : c;
  let progress = true;
  while (progress && budget > 0) {
    progress = false;
    const json = (current.body as { json: unknown }).json;
    for (const path of paths(json)) {
      if (budget <= 0) break;
      const candidate = { ...current, body: { json: removeAt(json, path) } };
      if (await fails(candidate)) {
        current = candidate;
        progress = true;
        break;
      }
    }
  }
  return current;
}

function removeAt(value: unknown, path: (string | number)[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(value)) {
    return rest.length === 0
      ? value.filter((_, i) => i !== head)
      : value.map((v, i) => (i === head ? removeAt(v, rest) : v));
  }
  if (value && typeof value === "object") {
    const copy = { ...(value as Record<string, unknown>) };
    if (rest.length === 0) delete copy[head as string];
    else copy[head as string] = removeAt(copy[head as string], rest);
    return copy;
  }
  return value;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Every method a documented path does not have: a 405 whose Allow lists exactly the
 * document's methods (and HEAD with GET), with a JSON error body and the rate-limit headers.
 * A method the server answers but the document omits shows up here too.
 */
export async function runWrongMethods(target: FuzzTarget, report: FuzzReport) {
  for (const [template, item] of Object.entries(target.doc.paths)) {
    const documented = Object.keys(item).map((m) => m.toUpperCase());
    const expected = [...documented, ...(documented.includes("GET") ? ["HEAD"] : [])].sort();
    const sample = target.operations.find((op) => op.path === template)!;
    const c: FuzzCase = { kind: "valid", credentials: "admin", path: {}, query: [], headers: {} };
    for (const p of sample.params.filter((q) => q.in === "path")) c.path[p.name] = { pool: 0 };
    for (const method of METHODS.filter((m) => !documented.includes(m))) {
      const built = build(
        target,
        { ...sample, method },
        { ...c, body: method === "GET" ? undefined : { json: {} } },
      );
      const finding = (detail: string): Finding => ({
        operation: `${method} ${template}`,
        check: "wrong method",
        detail,
        request: built.describe,
      });
      target.platform.clock.advance(61_000);
      const res = await target.platform.app.request(built.url, built.init);
      const text = await res.text();
      report.requests++;
      report.wrongMethodsChecked++;
      report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
      if (res.status !== 405) {
        report.failures.push(finding(`${res.status} instead of 405: ${text.slice(0, 200)}`));
        continue;
      }
      const allow = (res.headers.get("allow") ?? "")
        .split(",")
        .map((m) => m.trim())
        .filter(Boolean)
        .sort();
      if (allow.join() !== expected.join()) {
        report.failures.push(
          finding(`Allow: ${allow.join(", ")}; the document has ${expected.join(", ")}`),
        );
      }
      let detail: unknown;
      try {
        detail = (JSON.parse(text) as { detail?: unknown }).detail;
      } catch {
        detail = undefined;
      }
      if (typeof detail !== "string") report.failures.push(finding(`body ${text.slice(0, 100)}`));
      for (const header of ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]) {
        if (!res.headers.has(header)) report.failures.push(finding(`no ${header}`));
      }
    }
  }
}

import fc from "fast-check";
import { casesOf, type FuzzCase } from "./cases";
import type { Operation } from "./document";
import {
  locNamesRequestField,
  type ReceivedResponse,
  related,
  type ValidationIssue,
} from "./oracle";
import { emptyReport, type Finding, type FuzzReport } from "./report";
import { type Built, build } from "./request";
import { shrinkBody } from "./shrink";
import { type FuzzTarget, hints, PUBLIC } from "./target";

/**
 * Runs each operation's fuzz cases against the target and judges every response: no 5xx, JSON,
 * described by the document, a 422 that names the field; requests the document allows must not
 * be refused, nor the ones it forbids accepted. A clock moved a minute before each request
 * keeps rate limits from hiding the handlers.
 */

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

export async function runFuzz(
  target: FuzzTarget,
  options: {
    seed: number;
    /** Cases per operation; with `budget`, the most each may run. */
    casesPerOperation: number;
    /**
     * Stop an operation's cases once it has run `minCases` and spent `msPerOperation`. Cases
     * come from the seed in a fixed order, so a cut run is a prefix of the full one.
     */
    budget?: { minCases: number; msPerOperation: number };
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
    const started = performance.now();
    let ran = 0;
    for (const c of cases) {
      const { budget } = options;
      if (budget && ran >= budget.minCases && performance.now() - started > budget.msPerOperation)
        break;
      await runCase(target, op, c, report, {
        documented: options.documentedRefusals ?? [],
        shrinkBudget: options.shrinkBudget ?? 0,
      });
      ran++;
    }
    report.casesByOperation[op.id] = ran;
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
  report.statusesByOperation[op.id] ??= {};
  const byOp = report.statusesByOperation[op.id]!;
  byOp[res.status] = (byOp[res.status] ?? 0) + 1;
  if (res.status >= 500) {
    const smallest = shrinkBudget > 0 ? await shrinkBody(target, op, c, shrinkBudget) : c;
    report.failures.push({
      ...finding("5xx", `${res.status} ${res.text.slice(0, 200)}`),
      request: build(target, op, smallest).describe,
    });
  }

  const problems = target.oracle.responseProblems(reachedOperation(target, op, built.url), res);
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
 * The operation a request reached. A path id of %2E%2E is a ".." segment that URL parsing
 * resolves before the platform sees it, so /campaigns/%2E%2E/leads reaches GET /leads: its
 * answer is that operation's to describe.
 */
function reachedOperation(target: FuzzTarget, op: Operation, url: string): Operation {
  const pathname = new URL(url, "http://fuzz.invalid").pathname.slice(PUBLIC.length);
  const matches = (o: Operation) =>
    o.method === op.method &&
    new RegExp(`^${o.path.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(pathname);
  if (matches(op)) return op;
  return target.operations.find(matches) ?? op;
}

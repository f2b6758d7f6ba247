import type { FuzzCase } from "./cases";
import type { Finding, FuzzReport } from "./report";
import { build } from "./request";
import type { FuzzTarget } from "./target";

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

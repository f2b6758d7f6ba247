import type { FuzzCase } from "./cases";
import type { Operation } from "./document";
import { build } from "./request";
import type { FuzzTarget } from "./target";

/**
 * The smallest JSON body (members and items removed one at a time) that still gets a 5xx, so
 * a finding reads as a reproducer rather than a page of generated filters.
 */
export async function shrinkBody(
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
